/** The User Timing mark the client sets when it starts Docusaurus, after the first paint. */
export const startMark = 'site:client-start';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled eagerly, while it streams in on a background thread, instead of one by one on the main
 * thread the first time each is called.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** Longest wait for a first paint the browser does not report (nothing contentful to paint). */
export const paintWaitCap = 1_000;
