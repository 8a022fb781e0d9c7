/**
 * The social card of a page: 1200×630, in the site's look (its blue, its navy, its logo mark, the
 * light hero gradient), with the page's section above its title. Drawn by satori into SVG with the
 * Inter font installed from npm (the .woff files: satori cannot read woff2), then rasterised to PNG
 * by resvg. No network, no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createElement as h, type CSSProperties, type ReactNode} from 'react';

import {site} from '../../data/site';
import {socialImage} from '../../lib/seo/metadata';

export interface CardContent {
  readonly title: string;
  readonly section: string;
}

/** The site's palette (src/css/custom.css, light mode). */
const colors = {
  primary: '#1d4ed8',
  navy: '#0f2a6b',
  heading: '#0f172a',
  muted: '#4b5563',
  heroTop: '#eef3ff',
  surface: '#ffffff',
} as const;

const fontWeights = [400, 600, 800] as const;

let fonts: {name: string; data: Buffer; weight: (typeof fontWeights)[number]; style: 'normal'}[];

function loadFonts() {
  if (!fonts) {
    const require = createRequire(__filename);
    const fontDir = path.join(
      path.dirname(require.resolve('@fontsource/inter/package.json')),
      'files',
    );
    fonts = fontWeights.map((weight) => ({
      name: 'Inter',
      data: fs.readFileSync(path.join(fontDir, `inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal',
    }));
  }
  return fonts;
}

/** Long titles get a smaller size so that they still fit in three lines. */
function titleSize(title: string): number {
  if (title.length > 70) return 52;
  if (title.length > 42) return 62;
  return 72;
}

const div = (style: CSSProperties, ...children: ReactNode[]) =>
  h('div', {style: {display: 'flex', ...style}}, ...children);

/** The navbar's logo mark: a rounded blue square with a rising line. */
function logoMark(size: number): ReactNode {
  return h(
    'svg',
    {width: size, height: size, viewBox: '0 0 32 32'},
    h('rect', {width: 32, height: 32, rx: 8, fill: colors.primary}),
    h('path', {
      d: 'M8 22l6-7 4 4 6-9',
      fill: 'none',
      stroke: '#fff',
      strokeWidth: 3,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  );
}

export function cardElement({title, section}: CardContent): ReactNode {
  const host = new URL(site.url).host;
  return div(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      backgroundImage: `linear-gradient(180deg, ${colors.heroTop} 0%, ${colors.surface} 100%)`,
      fontFamily: 'Inter',
      color: colors.heading,
    },
    div(
      {
        flexGrow: 1,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '60px 80px 44px',
      },
      div(
        {alignItems: 'center', gap: 20},
        logoMark(56),
        div({fontSize: 30, fontWeight: 800, letterSpacing: '-0.01em'}, site.name),
      ),
      div(
        {flexDirection: 'column', gap: 20, maxWidth: 1040},
        div(
          {
            color: colors.primary,
            fontSize: 26,
            fontWeight: 800,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
          },
          section,
        ),
        div(
          {fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.12, letterSpacing: '-0.02em'},
          title,
        ),
      ),
      div(
        {justifyContent: 'space-between', alignItems: 'center', fontSize: 24, color: colors.muted},
        div({}, `${site.jobTitle} · ${site.location.label}`),
        div({color: colors.primary, fontWeight: 600}, host),
      ),
    ),
    div({
      height: 14,
      backgroundImage: `linear-gradient(90deg, ${colors.primary} 0%, ${colors.navy} 100%)`,
    }),
  );
}

/** The card as a PNG. satori and resvg load on the first card: a build served from cache skips them. */
export async function renderSocialCard(content: CardContent): Promise<Buffer> {
  const [{default: satori}, {Resvg}] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  const svg = await satori(cardElement(content), {
    width: socialImage.width,
    height: socialImage.height,
    fonts: loadFonts(),
  });
  return new Resvg(svg, {fitTo: {mode: 'width', value: socialImage.width}}).render().asPng();
}
