import {altTextProblem} from '../alt';

describe('the alt text of an image', () => {
  test.each([
    'Search rankings rising from #8 to #1 over a week',
    'Daniel at a whiteboard, sketching a site map',
    'The Search Console report of clicks in March',
    // A word that starts like a camera's file name but describes something.
    'Image search results for "dc plumber", with our listing first',
  ])('a description is accepted: %s', (alt) => {
    expect(altTextProblem({alt, src: './rankings.png'})).toBeUndefined();
  });

  test('no alt at all is refused, with what to write', () => {
    expect(altTextProblem({alt: undefined})).toMatch(
      /^has no alt text\. Describe what the image shows/,
    );
  });

  test('an empty alt is refused unless the image is marked decorative', () => {
    expect(altTextProblem({alt: ''})).toMatch(/empty alt text but is not marked `decorative`/);
    expect(altTextProblem({alt: '   '})).toMatch(/empty alt text/);
    expect(altTextProblem({alt: '', decorative: true})).toBeUndefined();
    expect(altTextProblem({alt: undefined, decorative: true})).toBeUndefined();
  });

  test('a decorative image with a description is a contradiction', () => {
    expect(altTextProblem({alt: 'Our office', decorative: true})).toMatch(
      /marked decorative but has alt="Our office"/,
    );
  });

  test.each([
    'IMG_1234.jpg',
    'IMG_1234',
    'DSC01234',
    'PXL_20250101_123456789',
    'photo.png',
    'photo',
    'screenshot',
    'Screenshot 2025-01-01 at 10.00.00',
    'Screen Shot 2024-03-02 at 9.41.12 AM',
    'image',
    'image-2',
    'Untitled',
    '20250101_123456',
    'rankings chart.webp',
  ])('a file name is refused: %s', (alt) => {
    expect(altTextProblem({alt})).toMatch(/which is a file name, not a description/);
  });

  test('an alt that only repeats the name of its file is refused', () => {
    expect(altTextProblem({alt: 'Rankings chart', src: './rankings-chart.png'})).toMatch(
      /file name/,
    );
    expect(altTextProblem({alt: 'Rankings chart', src: './march-report.png'})).toBeUndefined();
  });
});
