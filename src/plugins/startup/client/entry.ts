/**
 * The browser's entry point in production builds (see ../index.ts). The page template requests
 * this script only after the browser has put the server-rendered page on screen (../template.ts);
 * it sets the start mark, then starts Docusaurus's client, bundled in the same file and only
 * evaluated here, in two tasks (src/lib/tasks.ts) after the one that evaluates this file: React DOM,
 * the largest module of the client, alone; then Docusaurus's entry, which evaluates the rest of
 * the client (the router, the theme, the route table), loads the page's route and starts
 * hydrating. In one task, they blocked input for 30–60 ms on a 2-core desktop machine, about four
 * times that on a mid-range phone. Each import is bundled in main.js ("eager"): it evaluates
 * modules already loaded, without a request. (A step of its own for the router and the head
 * manager was tried: a millisecond less in the last task, 540 bytes more in main.js, gzip, as
 * their modules could no longer be merged into Docusaurus's entry.)
 */
import {startMark} from '../marks.mjs';
import {runInTasks} from '@site/src/lib/tasks';

performance.mark(startMark);

void runInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
]);
