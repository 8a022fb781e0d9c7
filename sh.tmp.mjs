import {createHighlighter} from 'shiki';
const mode = process.argv[2];
const code = `<title>Technical SEO Audits for Small Businesses | Your Brand</title>\n<meta name="description" content="A plain-English audit." />`;
const h = await createHighlighter({themes: ['github-light'], langs: mode === 'init' ? ['html'] : []});
if (mode === 'load') await h.loadLanguage('html');
const t = h.codeToTokensBase(code, {lang: 'html', theme: 'github-light'});
console.log(t.map(l=>l.map((x) => x.content + ':' + x.color).join(' | ')).join('\n'));
