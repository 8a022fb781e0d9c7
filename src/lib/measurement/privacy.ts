/**
 * The two signals a visitor's browser sends to ask not to be tracked: Global Privacy Control
 * (`navigator.globalPrivacyControl`) and Do Not Track (`navigator.doNotTrack`, "1" when on). With
 * either on, the site records nothing of the visit and sends nothing to an analytics service.
 */

/** What the signals are read from: `navigator` in a browser. */
export interface PrivacySignals {
  readonly globalPrivacyControl?: unknown;
  readonly doNotTrack?: unknown;
}

/** Whether the visitor asked not to be tracked, with either signal. */
export function trackingRefused(navigator: PrivacySignals): boolean {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === '1';
}
