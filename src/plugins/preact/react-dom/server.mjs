/**
 * `react-dom/server` in production builds with the preact switch on (see ../index.ts): Preact's
 * server renderer, with one attribute written as the client writes it.
 *
 * preact/compat turns `translate="no"` into `translate={false}`, so that the browser's `translate`
 * property (a boolean) gets it right; preact-render-to-string leaves an attribute that is `false`
 * out. The server's HTML then lacked the `translate="no"` that Docusaurus puts on headings' anchor
 * links and authors' names, and Preact, which does not compare attributes while hydrating, kept it
 * lacking (tests/browser/hydration.test.mjs found it). On the server the value is written back as
 * the attribute it was.
 */
import {options} from 'preact';

const previousVnode = options.vnode;
options.vnode = (vnode) => {
  previousVnode?.(vnode);
  if (typeof vnode.type === 'string' && vnode.props.translate === false) {
    vnode.props.translate = 'no';
  }
};

export * from 'preact/compat/server';
export {default} from 'preact/compat/server';
