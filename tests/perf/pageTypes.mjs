/**
 * One page of each kind the site has, as the performance budgets and the benchmark weigh them,
 * chosen by rule from the content model of a build (`<build>-hosting/content-model.json`), so that
 * they follow the site's content: the first live page of each kind, in the model's order.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The kinds of page weighed, each with the rule that picks its page. */
const kinds = [
  {type: 'home', pick: (entry) => entry.path === '/'},
  {type: 'service hub', pick: (entry) => entry.kind === 'hub' && entry.indexable},
  {type: 'full service page', pick: (entry) => entry.kind === 'service' && entry.indexable},
  {type: 'coming-soon page', pick: (entry) => entry.status === 'coming-soon'},
  {type: 'area page', pick: (entry) => entry.kind === 'area' && entry.indexable},
  // A page that shows a list of its own (the plans, the certifications).
  {type: 'list page', pick: (entry) => entry.mainEntity === 'list' && entry.indexable},
  {type: 'blog post', pick: (entry) => entry.kind === 'post' && entry.indexable},
  {type: 'legal page', pick: (entry) => entry.kind === 'legal' && entry.indexable},
];

/** `{type, path}` of each kind, for the entries of a content model; a kind the site lacks is left out. */
function pageTypesOf(entries) {
  return kinds.flatMap(({type, pick}) => {
    const entry = entries.find(pick);
    return entry ? [{type, path: entry.path}] : [];
  });
}

/** The page types of the build in `buildDir`, from the content model written beside it. */
export function pageTypesOfBuild(buildDir) {
  const file = `${path.resolve(buildDir)}-hosting/content-model.json`;
  return pageTypesOf(JSON.parse(fs.readFileSync(file, 'utf8')).entries);
}
