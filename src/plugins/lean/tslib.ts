/**
 * What @docusaurus/utils-common takes from tslib in the browser (see ./index.ts): the one helper
 * its compiled index uses. Re-exported from tslib's own module, so that the bundler keeps that
 * helper and drops the rest.
 */
export {__importDefault} from 'tslib';
