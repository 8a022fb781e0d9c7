/**
 * The browser's entry point in production builds (see ../index.ts). The page template requests
 * this script only after the browser has put the server-rendered page on screen (../template.ts);
 * it sets the start mark, then starts Docusaurus's client, bundled in the same file and only
 * evaluated here.
 */
import {startMark} from '../marks.mjs';

performance.mark(startMark);
void import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
