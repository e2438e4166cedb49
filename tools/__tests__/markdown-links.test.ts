// The documentation is an index: every relative link in the repository's Markdown files must lead to
// a file or folder that exists, a link to a heading (#anchor) to a heading of that file, and every
// repository path named in backticks (`shell/src/app/App.tsx`, `rspack.base.mjs:48`) to a file or
// folder that exists.
import { spawnSync } from 'node:child_process';
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

/** What a backticked repository path ends with: a file extension of the repository, or a folder's `/`. */
const PATH_END = /\.(tsx?|mjs|cjs|js|jsonc?|md|css|html|ya?ml|sh)$|\/$/;
/** Build output and installed code: named in the docs, absent from a checkout. */
const GENERATED = /(^|\/)(dist|dist-server|node_modules|\.cache|elements-package|coverage)(\/|$)/;

/**
 * Backticked tokens that name a repository path (a `/` inside, a file extension or a trailing
 * `/`; no placeholder, glob or URL), with a `:line` or `:line-line` suffix dropped.
 */
function repositoryPaths(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/:\d+(-\d+)?(,\d+(-\d+)?)*$/, ''))
    .filter((t) => t.includes('/') && PATH_END.test(t) && !/[*{}<>$?=…]|:\/\/|^[/@~]|^https?:/.test(t) && !GENERATED.test(t));
}

/** The parts (the workspaces): each has its own `src/`, `locales/`, `e2e/`... */
const PARTS = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.flatMap((w) =>
  w.endsWith('/*') ? readdirSync(path.join(ROOT, w.slice(0, -2))).map((d) => path.join(ROOT, w.slice(0, -2), d)) : [path.join(ROOT, w)],
);

/**
 * The named paths that exist nowhere: not from the repository's root, not beside the document, not
 * in the part the document belongs to (a part's README names its files from the part's folder; a
 * document of the whole repository may name a file from the folder of the part it describes).
 * A path that leaves the repository (`../../shared/...`) is not checked.
 */
function missingPaths(file: string, markdown = readFileSync(file, 'utf8')): string[] {
  const part = PARTS.find((p) => file.startsWith(p + path.sep));
  const bases = [ROOT, path.dirname(file), ...(part ? [part] : PARTS)];
  return repositoryPaths(markdown).filter((p) => {
    const candidates = bases.map((b) => path.resolve(b, p)).filter((c) => c.startsWith(ROOT + path.sep));
    return candidates.length > 0 && !candidates.some((c) => existsSync(c));
  });
}

/** Markdown git ignores (a part's bench writes a readable RESULTS.md of its last run) is not documentation. */
function notIgnored(all: string[]): string[] {
  const ignored = spawnSync('git', ['check-ignore', '--stdin'], { cwd: ROOT, input: all.join('\n'), encoding: 'utf8' }).stdout;
  const skip = new Set(
    ignored
      .split('\n')
      .filter(Boolean)
      .map((f) => path.resolve(ROOT, f)),
  );
  return all.filter((f) => !skip.has(f));
}

const files = notIgnored(markdownFiles(ROOT));

/**
 * What a maintainer reads in an hour: all Markdown but the generated changelogs, the pending
 * changesets and built release folders (BENCHMARKS.md included) within 120 KB, the README within 6 KB.
 */
test('the documentation stays within its size', () => {
  const read = files.filter((f) => !/(^|\/)CHANGELOG\.md$/.test(f) && !/\/(\.changeset|releases)\//.test('/' + path.relative(ROOT, f)));
  const total = read.reduce((sum, f) => sum + statSync(f).size, 0);
  expect(total).toBeLessThanOrEqual(120_000);
  expect(statSync(path.join(ROOT, 'README.md')).size).toBeLessThanOrEqual(6_000);
});

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

test.each(files.map((f) => [path.relative(ROOT, f), f]))('every repository path named in backticks in %s exists', (_name, file) => {
  expect(missingPaths(file)).toEqual([]);
});

test('a path named in backticks is checked from the root, beside the document and from its part; a missing one is reported', () => {
  const text = [
    '`shell/src/url-state/url-state.ts` `rspack.base.mjs` `rspack.base.mjs:48` `shell/src/url-state/url-state.ts:20-24` `src/contract.ts` `locales/en/map.json`',
    '`url-state.md` `shell/server/` `mfe-report/src/lib/use-after-first-paint.ts` `src/lib/use-after-first-paint.ts` `shell/src/app/theme.ts`',
    // Not paths, or not in a checkout: a package, a placeholder, a glob, a URL, build output, a route.
    '`@forest-city/contracts` `@forest-city/api-contract` `<part>/e2e/` `mfe-*/src/contract.ts` `locales/{en,zh,ms}/` `https://tiles.test/a.png` `mfe-report/dist/elements.js` `/api/docs` `../../shared/spec/x.md`',
  ].join('\n');
  expect(missingPaths(path.join(ROOT, 'mfe-map', 'README.md'), text)).toEqual([
    'mfe-report/src/lib/use-after-first-paint.ts',
    'src/lib/use-after-first-paint.ts',
    'shell/src/app/theme.ts',
  ]);
  // A document of the whole repository may name a file from its part's folder; a part's README only from its own.
  expect(missingPaths(path.join(ROOT, 'docs', 'sample.md'), '`src/lib/use-after-first-paint.ts` `src/no-such-file.ts`')).toEqual(['src/no-such-file.ts']);
  // `rspack.base.mjs` alone has no `/`: only paths with a folder are taken for paths.
  expect(repositoryPaths('`rspack.base.mjs` `theme.ts`')).toEqual([]);
});
