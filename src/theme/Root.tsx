/**
 * The theme Root (a wrapper around every page; upstream renders its children only): adds the
 * toast viewport once for the whole site, so any component can call `toast()`.
 */
import type {ReactNode} from 'react';
import ToastViewport from '@site/src/components/Toast';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <ToastViewport />
    </>
  );
}
