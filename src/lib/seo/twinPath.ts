/**
 * The path of a page's Markdown twin (https://llmstxt.org): "/pricing" → "/pricing.md", and
 * "/" → "/index.md". Each indexable page names its twin in a `<link rel="alternate">`.
 */
export function twinPath(pagePath: string): string {
  return `${pagePath === '/' ? '/index' : pagePath}.md`;
}
