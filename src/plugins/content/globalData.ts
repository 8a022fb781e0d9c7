/** The little every page needs from the content model, as the content plugin's global data. */
export interface ContentGlobalData {
  /** The page listing the industries, under which any unknown slug shows the fallback. */
  readonly industriesPath: string | null;
}
