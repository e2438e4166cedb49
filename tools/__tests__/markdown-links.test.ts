// The documentation is an index: every relative link in the repository's Markdown files must lead to
// a file or folder that exists, and a link to a heading (#anchor) to a heading of that file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.cache']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(full);
    return e.name.endsWith('.md') ? [full] : [];
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function brokenLinks(file: string, markdown = readFileSync(file, 'utf8')): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  const broken: string[] = [];
  for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(href!) || href!.startsWith('//')) continue;
    const [target, anchor] = href!.split('#');
    const resolved = target ? path.resolve(path.dirname(file), target) : file;
    if (!existsSync(resolved)) {
      broken.push(`${href} (no such file)`);
    } else if (anchor && statSync(resolved).isFile()) {
      const headings = [...readFileSync(resolved, 'utf8').matchAll(/^#+ (.*)$/gm)].map((h) => slug(h[1]!));
      if (!headings.includes(anchor)) broken.push(`${href} (no such heading)`);
    }
  }
  return broken;
}

const files = markdownFiles(ROOT);

test('the repository has its documents', () => {
  const names = files.map((f) => path.relative(ROOT, f));
  expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/url-state.md']));
});

test.each(files.map((f) => [path.relative(ROOT, f), f]))('every relative link in %s resolves', (_name, file) => {
  expect(brokenLinks(file)).toEqual([]);
});

test('a missing file and a missing heading are reported', () => {
  const text = '[gone](no-such-file.md) [anchor](url-state.md#no-such-heading) [ok](url-state.md#parameters) [web](https://example.org/x)';
  expect(brokenLinks(path.join(ROOT, 'docs', 'sample.md'), text)).toEqual(['no-such-file.md (no such file)', 'url-state.md#no-such-heading (no such heading)']);
});
