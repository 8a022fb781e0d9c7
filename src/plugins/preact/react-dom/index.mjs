/** `react-dom` in production builds with the preact switch on (see ../index.ts). */
export * from 'preact/compat';
export {default} from 'preact/compat';
