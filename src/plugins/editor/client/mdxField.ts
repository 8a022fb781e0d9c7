/**
 * The field of MDX bodies: their source in a text area, never a rich-text editor, so that the JSX,
 * the `{/* … *\/}` comments and the author's own Markdown stay exactly as written (a rich-text
 * round trip escapes or rewrites them). Buttons above it insert the components an author most
 * often needs, at the cursor: a figure (its picture uploaded beside the page, its alt text
 * required), a call to action and a section.
 *
 * Plain React elements with no hooks: the editor renders custom fields with its own copy of React,
 * and elements, unlike hooks, do not depend on which copy made them.
 */
import {createElement as h, type ChangeEvent} from 'react';
import type {CustomFieldControlProps} from '@sveltia/cms';

/** What the picture of a figure is, for the alt text prompt. */
export const altPrompt =
  'Alt text of the picture: say what it shows, as you would to someone on the phone (required).';

/** Quotes a value for a JSX attribute. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The MDX of each component the buttons insert. */
export const snippets = {
  figure: (src: string, alt: string) =>
    `<Figure src="${attribute(src)}" alt="${attribute(alt)}" />`,
  callToAction: () =>
    '<CallToAction title="The Heading of the Invitation" action="The Button’s Label">\n  One or two sentences that say what the reader gets from the call.\n</CallToAction>',
  section: () =>
    '<Section id="section-id" title="The Section’s Heading" prose>\n\nThe section’s text, in Markdown.\n\n</Section>',
} as const;

/** `text` with `insert` at the textarea's cursor, on lines of its own. */
export function insertAt(text: string, at: number, insert: string): string {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return `${before}${lead}${insert}${trail}${after}`;
}

/** The figure's picture, picked or uploaded, and its alt text; null when the author gives up. */
async function figure(props: CustomFieldControlProps): Promise<string | null> {
  const picked = await props.pickFile();
  const file = Array.isArray(picked) ? picked[0] : picked;
  if (!file) return null;
  let alt: string | null = '';
  while (alt !== null && alt.trim() === '') alt = window.prompt(altPrompt);
  if (alt === null) return null;
  // A picture uploaded beside the page: the site's image pipeline takes it as ./name.
  const src = /^[./]/.test(file.value) ? file.value : `./${file.value}`;
  return snippets.figure(src, alt.trim());
}

export function mdxControl(props: CustomFieldControlProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const area = () => document.getElementById(props.forID) as HTMLTextAreaElement | null;
  const insert = (make: () => string | null | Promise<string | null>) => async () => {
    const at = area()?.selectionStart ?? value.length;
    const text = await make();
    if (text !== null) props.onChange(insertAt(value, at, text));
  };
  const button = (label: string, onClick: () => void) =>
    h('button', {type: 'button', onClick, className: 'site-mdx-insert'}, label);
  return h(
    'div',
    {className: 'site-mdx-field'},
    h(
      'div',
      {role: 'toolbar', 'aria-label': 'Insert a component', 'aria-controls': props.forID},
      button(
        'Insert figure',
        insert(() => figure(props)),
      ),
      button('Insert call to action', insert(snippets.callToAction)),
      button('Insert section', insert(snippets.section)),
    ),
    h('textarea', {
      id: props.forID,
      // Named as the field's label reads (the editor shows it above the field).
      'aria-label': String(props.field.get('label') ?? props.field.get('name')),
      value,
      spellCheck: true,
      rows: 24,
      className: props.classNameWrapper,
      style: {width: '100%', fontFamily: 'monospace', fontSize: '14px', lineHeight: 1.5},
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => props.onChange(event.target.value),
    }),
  );
}
