/**
 * An optional switch that is off is left out of the file, as an empty optional field is: the editor
 * writes `false` for every switch of a form (`unlisted: false`, `featured: false`), which says
 * nothing the absence of the field does not, and which a field that only takes `true`
 * (`unlisted: true` on a page) refuses.
 */

interface Field {
  readonly name: string;
  readonly widget?: string;
  readonly required?: boolean;
}

interface Collection {
  readonly name: string;
  readonly fields?: readonly Field[];
}

/** The optional switches of each collection of a folder of pages, by collection. */
export function optionalSwitches(config: {
  readonly collections: readonly Collection[];
}): Map<string, string[]> {
  return new Map(
    config.collections.map((collection) => [
      collection.name,
      (collection.fields ?? [])
        .filter((field) => field.widget === 'boolean' && field.required === false)
        .map((field) => field.name),
    ]),
  );
}

/** The names among `switches` that are off in `data`, to leave out. */
export function offSwitches(data: Readonly<Record<string, unknown>>, switches: readonly string[]) {
  return switches.filter((name) => data[name] === false);
}
