import {copyText} from '../clipboard';

describe('copyText', () => {
  it('writes the text to the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await copyText('hello@example.com', {writeText});
    expect(writeText).toHaveBeenCalledWith('hello@example.com');
  });

  it('rejects when the browser refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('NotAllowedError'));
    await expect(copyText('x', {writeText})).rejects.toThrow('NotAllowedError');
  });

  it('rejects where there is no clipboard (an insecure page, an old browser)', async () => {
    await expect(copyText('x', undefined)).rejects.toThrow('not available');
  });
});
