import {joinWords} from '../text';

describe('joinWords', () => {
  it('joins one, two or many words as the copy writes a list', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['Maryland'])).toBe('Maryland');
    expect(joinWords(['Maryland', 'Virginia'])).toBe('Maryland and Virginia');
    expect(joinWords(['DC', 'Maryland', 'Virginia'])).toBe('DC, Maryland and Virginia');
  });
});
