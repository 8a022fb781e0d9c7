/**
 * Markdown trees as the MDX compiler hands them to a remark plugin, written by hand for the tests
 * of the site's remark plugins, and the failure a build reports (a VFile's `fail`).
 */

/** A node of an MDX tree, with the fields the plugins read. */
export interface TestNode {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  alt?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: TestNode[];
  position?: {start: {line: number; column: number}; end: {line: number; column: number}};
  data?: Record<string, unknown>;
}

/** The position of a node on `line` of its file. */
export const at = (line: number) => ({start: {line, column: 1}, end: {line, column: 2}});

/** `<Name attribute="value">` on `line`, without children. */
export const jsx = (
  name: string,
  attributes: Record<string, string | null> = {},
  line = 3,
): TestNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([attribute, value]) => ({
    type: 'mdxJsxAttribute',
    name: attribute,
    value,
  })),
  children: [],
  position: at(line),
});

/** What a VFile's `fail` throws in a build: the reason, with the place in the file. */
export class Failure extends Error {
  constructor(
    message: string,
    readonly place: unknown,
  ) {
    super(message);
  }
}
