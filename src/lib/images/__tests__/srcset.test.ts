import {contrastRatio} from '../../contrast';
import {monogramColors, monogramInitials} from '../monogram';
import {defaultSrcOf, loadingOf, srcSetOf} from '../srcset';
import type {ResponsiveImageData} from '../types';

const files = (extension: string, widths: number[]) =>
  widths.map((width) => ({url: `/assets/images/a-${width}-0123456789.${extension}`, width}));

const image: ResponsiveImageData = {
  width: 1280,
  height: 854,
  sources: [
    {type: 'image/avif', files: files('avif', [320, 640, 960, 1280])},
    {type: 'image/webp', files: files('webp', [320, 640, 960, 1280])},
  ],
  fallback: {type: 'image/jpeg', files: files('jpg', [960, 320, 1280, 640])},
};

describe('the attributes of a picture', () => {
  test('srcset lists every file with its width descriptor, narrowest first', () => {
    expect(srcSetOf(image.fallback)).toBe(
      '/assets/images/a-320-0123456789.jpg 320w, /assets/images/a-640-0123456789.jpg 640w, /assets/images/a-960-0123456789.jpg 960w, /assets/images/a-1280-0123456789.jpg 1280w',
    );
  });

  test('src is the narrowest fallback at least 640 pixels wide, or the widest there is', () => {
    expect(defaultSrcOf(image)).toBe('/assets/images/a-640-0123456789.jpg');
    expect(defaultSrcOf(image, 1000)).toBe('/assets/images/a-1280-0123456789.jpg');
    expect(
      defaultSrcOf({...image, fallback: {type: 'image/png', files: files('png', [300])}}),
    ).toBe('/assets/images/a-300-0123456789.png');
  });

  test('the main image loads at once and first; every other one lazily', () => {
    expect(loadingOf(true)).toEqual({loading: 'eager', decoding: 'auto', fetchPriority: 'high'});
    expect(loadingOf(false)).toEqual({loading: 'lazy', decoding: 'async'});
  });
});

describe('the monogram', () => {
  test('the initials of the first and last words', () => {
    expect(monogramInitials('Jane Doe')).toBe('JD');
    expect(monogramInitials('  maría   de la  Cruz ')).toBe('MC');
    expect(monogramInitials('Prince')).toBe('P');
    expect(monogramInitials('Jean-Luc O’Neil')).toBe('JO');
  });

  test('a name without letters is refused', () => {
    expect(() => monogramInitials(' 42 ')).toThrow(/no name/);
  });

  test('its letters are at WCAG AA contrast on its disc', () => {
    expect(contrastRatio(monogramColors.text, monogramColors.disc)).toBeGreaterThanOrEqual(4.5);
    // The formula itself: black on white is 21:1, a colour on itself 1:1.
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
  });
});
