/**
 * `npm run new -- <kind> "A Title"`: writes a new page of the site from its kind's draft
 * (scripts/drafts/), its front matter filled, checked with the site's own rules
 * (scripts/new-page.mjs), and prints the file and its address on the development server. The
 * authors' guide (src/content/README.md, "Recipes") says what to edit next.
 *
 *   npm run new -- post "Three Files to Check After a Migration"
 *   npm run new -- service "Local SEO Audits" --hub seo-consultant
 *   npm run new -- guide "How to Read Search Console" --slug search-console-basics
 *
 * It refuses, with exit code 1 and nothing written, an unknown kind, an empty title, a title no
 * slug can be made from, and a slug or path another page already has.
 */
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

import {kinds, newPage, Refusal} from './new-page.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where `npm start` serves the site. */
const devServer = 'http://localhost:3000';

const usage = `Usage: npm run new -- <kind> "A Title" [--slug your-slug] [--hub hub-name]

  kind     one of: ${kinds.join(', ')}
  title    the page's title, in quotes
  --slug   the slug (the file name and the end of its URL) instead of the one made from the title
  --hub    a service's hub: the file name of one of src/content/hubs/ (default: the first hub)

Writes the page with its front matter filled and a draft of its body to rewrite; then see
"Recipes" in src/content/README.md.`;

/** The kind, the title (the words after the kind) and the options. */
function parse(args) {
  const options = {};
  const words = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const option = /^--(slug|hub)(?:=(.*))?$/.exec(arg);
    if (arg === '--') {
      // Everything after "--" is the title, even words that start with a dash.
      words.push(...args.slice(index + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') {
      options.help = true;
    } else if (option) {
      const value = option[2] ?? args[(index += 1)];
      if (value === undefined) throw new Refusal(`--${option[1]} needs a value.`);
      options[option[1]] = value;
    } else {
      words.push(arg);
    }
  }
  const [kind, ...title] = words;
  return {...options, kind, title: title.join(' ')};
}

function fail(message, withUsage = false) {
  process.stderr.write(`npm run new: ${message}\n${withUsage ? `\n${usage}\n` : ''}`);
  process.exit(1);
}

let request;
try {
  request = parse(process.argv.slice(2));
} catch (error) {
  fail(error.message, true);
}
if (request.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
if (!request.kind) fail('say what kind of page to write, and its title.', true);
if (!kinds.includes(request.kind)) fail(`there is no kind "${request.kind}".`, true);
if (request.title.trim() === '') fail(`the ${request.kind} needs a title.`, true);

try {
  const page = newPage({
    root: projectDir,
    kind: request.kind,
    title: request.title,
    slug: request.slug,
    hub: request.hub,
  });
  process.stdout.write(
    [
      `Wrote ${page.file}`,
      `  ${devServer}${page.path} (on the development server: npm start)`,
      ...page.notes.map((note) => `  ${note}`),
      `Next: replace the instructions in {/* … */} and the description with the page's own words; "Recipes" in src/content/README.md says what else to edit.`,
      '',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof Refusal) fail(error.message);
  throw error;
}
