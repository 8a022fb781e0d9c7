/**
 * The paths a link in MDX may lead to, handed from the content plugin, which knows them once it has
 * built the content model, to the check of every MDX file compiled after that (./checkContent.ts).
 * docusaurus.config.ts makes one and gives it to both: the content plugin sets it, the check reads
 * it. A check that runs before the model is built fails, naming why, instead of passing unchecked.
 */
export interface KnownPaths {
  /** Every page's path and every redirect's source. */
  readonly pages: ReadonlySet<string>;
  /** The folders whose files are served as they are (a link may lead to a file of static/). */
  readonly staticDirs: readonly string[];
}

export interface KnownPathsChannel {
  set(known: KnownPaths): void;
  get(): KnownPaths;
}

export function knownPathsChannel(): KnownPathsChannel {
  // Kept in this closure, so that a copy of the channel object made while a plugin's options are
  // validated still reaches the same paths.
  let known: KnownPaths | undefined;
  return {
    set(value) {
      known = value;
    },
    get() {
      if (!known) {
        throw new Error(
          'The links of this MDX file cannot be checked: the content model has not been built. The content plugin (src/plugins/content) sets the known paths, given the same channel as the MDX check in docusaurus.config.ts, before any MDX file is compiled.',
        );
      }
      return known;
    },
  };
}
