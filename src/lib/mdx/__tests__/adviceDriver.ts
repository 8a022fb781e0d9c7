/**
 * What the advice tests run in Node (./inNode.ts), where remark and retext (ES modules only) load:
 * an MDX text parsed as the MDX loader parses it, then the page check's remark plugin, with a
 * findings channel that keeps what it is told.
 */
import type {Finding, FindingsChannel} from '../findings';
import pageAdvice from '../pageAdvice';

export interface Advised {
  readonly findings: Finding[];
  readonly advice: Finding[];
  readonly begun: string[];
}

export async function advise({mdx, file}: {mdx: string; file: string}): Promise<Advised> {
  const [{unified}, {default: remarkParse}, {default: remarkMdx}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
  ]);
  const result: Advised = {findings: [], advice: [], begun: []};
  const findings: FindingsChannel = {
    begin: (name, check) => {
      result.begun.push(`${name}#${check}`);
      return {
        report: (finding) => result.findings.push(finding),
        advise: (advice) => result.advice.push(advice),
      };
    },
  };
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx);
  await pageAdvice({findings})(tree as never, {path: file, value: mdx});
  return result;
}
