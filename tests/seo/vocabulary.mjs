/**
 * The schema.org vocabulary, read from schema-dts's type declarations (node_modules/schema-dts/dist/
 * schema.d.ts, generated from schema.org's own definitions): every type, the types it inherits
 * from, and the properties defined for it. Reading it at test time means the audit checks against
 * the vocabulary the builders are typed with, without a network or a hand-kept list.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** interface XBase extends ABase, BBase { "prop"?: ...; } — bodies end at a "}" in column 0. */
const baseDeclaration = /^(?:export )?interface (\w+Base) extends ([^{]+)\{([\s\S]*?)^\}/gm;
/** export interface XLeaf extends YBase { "@type": "X"; } */
const leafDeclaration = /^export interface \w+Leaf extends ([^{]+)\{\s*"@type": "([^"]+)";\s*^\}/gm;
const propertyLine = /^ {4}"([^"@][^"]*)"\??:/gm;

function baseNames(extendsClause) {
  return extendsClause
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^\w+Base$/.test(name));
}

/** @returns {{hasType(type: string): boolean, hasProperty(type: string, property: string): boolean, typeCount: number}} */
export function loadVocabulary(file = require.resolve('schema-dts/dist/schema.d.ts')) {
  const source = fs.readFileSync(file, 'utf8');
  /** @type {Map<string, {parents: string[], properties: Set<string>}>} */
  const bases = new Map();
  for (const [, name, parents, body] of source.matchAll(baseDeclaration)) {
    const properties = new Set([...body.matchAll(propertyLine)].map((match) => match[1]));
    bases.set(name, {parents: baseNames(parents), properties});
  }
  /** @type {Map<string, string[]>} type name → its base interfaces */
  const types = new Map();
  for (const [, parents, type] of source.matchAll(leafDeclaration)) {
    types.set(type, baseNames(parents));
  }
  if (types.size < 500 || !types.has('Thing') || !bases.has('ThingBase')) {
    throw new Error(`Could not read the schema.org vocabulary from ${file}`);
  }

  const closure = new Map();
  function propertiesOfBase(name) {
    if (closure.has(name)) return closure.get(name);
    const base = bases.get(name);
    const all = new Set(base?.properties ?? []);
    for (const parent of base?.parents ?? []) {
      for (const property of propertiesOfBase(parent)) all.add(property);
    }
    closure.set(name, all);
    return all;
  }

  return {
    typeCount: types.size,
    hasType: (type) => types.has(type),
    hasProperty: (type, property) =>
      (types.get(type) ?? []).some((base) => propertiesOfBase(base).has(property)),
  };
}
