import {createContext, isValidElement, useContext, type ReactNode} from 'react';

/**
 * The panels a first screen can show beside its text (the consultant's card, the highlights of a
 * service, the featured results): a component marks itself with `heroPanel`, and the Hero moves
 * it into its second column wherever the author writes it among the Hero's children.
 */
export interface HeroPanelComponent {
  heroPanel?: true;
}

export function isHeroPanel(child: ReactNode): boolean {
  return (
    isValidElement(child) &&
    typeof child.type === 'function' &&
    (child.type as HeroPanelComponent).heroPanel === true
  );
}

/** True inside a first screen's panel: a panel's heading is then an h2, after the page's h1. */
export const HeroPanelContext = createContext(false);

export function useInHeroPanel(): boolean {
  return useContext(HeroPanelContext);
}
