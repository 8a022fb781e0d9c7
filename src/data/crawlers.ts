/**
 * Who may read the site. Search engines may read everything. The AI crawlers and answer engines
 * below follow one policy, chosen here: `allow` lets them read and cite the site (a consultant who
 * sells answer-engine optimization wants to be cited), `disallow` asks them to stay away. robots.txt
 * is written from this module.
 */
export type CrawlerPolicy = 'allow' | 'disallow';

export const aiCrawlerPolicy: CrawlerPolicy = 'allow';

/** The user agents of AI training crawlers, AI search and assistant fetchers, by their makers' names. */
export const aiCrawlers = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'PerplexityBot',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
  'Bytespider',
  'meta-externalagent',
] as const;
