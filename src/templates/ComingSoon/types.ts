/** Props of a generated coming-soon page (a service or a region whose page is being written). */
export interface ComingSoonProps {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly backTo: string;
  readonly backLabel: string;
  /** The page above this one in the breadcrumb trail. */
  readonly parent: {readonly name: string; readonly path: string};
}
