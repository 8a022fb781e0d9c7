jest.mock('@docusaurus/plugin-content-blog/client', () => ({useBlogPost: jest.fn()}), {
  virtual: true,
});
jest.mock('../styles.module.css', () => ({}), {virtual: true});

import {readingTimeLabel} from '../index';

test('the reading time reads as the theme wrote it in English', () => {
  expect(readingTimeLabel(0.2)).toBe('One min read');
  expect(readingTimeLabel(1)).toBe('One min read');
  expect(readingTimeLabel(1.01)).toBe('2 min read');
  expect(readingTimeLabel(7.5)).toBe('8 min read');
});
