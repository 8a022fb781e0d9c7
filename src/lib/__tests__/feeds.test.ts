import {cleanFeedHtml} from '../feeds';

describe('cleanFeedHtml', () => {
  it('drops the empty comments between texts and empty class attributes, nothing else', () => {
    expect(
      cleanFeedHtml('<p>I’m <!-- -->Daniel<!-- -->, in <a class="" href="/x">DC</a>.</p>'),
    ).toBe('<p>I’m Daniel, in <a href="/x">DC</a>.</p>');
    const kept = '<p class="lead"><!-- a real comment --><code>&lt;!-- --&gt;</code></p>';
    expect(cleanFeedHtml(kept)).toBe(kept);
  });
});
