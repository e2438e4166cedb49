// The first paint's styles, in the page itself (issue 19, LCP on a phone). The report's prerendered
// page linked its stylesheets from the head (page-assets.json): about 24 KB gzip of render-blocking
// CSS, Mantine's first-view sheet and the shell's own, one more round trip after the HTML on slow
// 4G, and most of it for components the page does not show. The pages of INLINE_STYLES_ROUTES
// (page.mjs) now carry, inline, only the rules that can match their HTML; the shell links the whole
// sheets right after them before it hydrates (src/app/full-stylesheets.ts), so the cascade is the
// same as with the links.
//
// Which rules can match: Mantine's component rules all name the component's own hashed classes
// (`.m_b6d8b162`). A rule is left out only when each of its selectors names such a class that the
// HTML does not have (outside `:not(...)`), so no element of the page can match it. Every other
// rule (the base, the theme's variables, the shell's own rules, @keyframes, @font-face) is kept.
// This depends only on the set of Mantine classes in the page, so each sheet's selection is cached
// by that set: the prerendered pages of a route and language share it, and a request costs one
// scan of the HTML. (A general critical-CSS tool matches every selector against a parsed DOM: tens
// of milliseconds per page, and this page is made per request.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { stylesheetLink } from './page.mjs';

const MANTINE_CLASS = /m_[0-9a-f]{8}/g;
/** Selections kept per sheet: a handful of pages (routes x languages x screen guesses x states). */
const CACHE_SIZE = 64;

/**
 * The Mantine classes a selector needs on the page to match anything: those outside `:not(...)`;
 * none if it has a selector list inside `:is()`, `:where()` or `:has()` (any one of its classes may
 * be enough: kept, to be safe).
 */
const requiredClasses = (selector) => (/:(is|where|has)\([^()]*,/.test(selector) ? [] : (selector.replace(/:not\([^()]*(\([^()]*\)[^()]*)*\)/g, '').match(MANTINE_CLASS) ?? []));

/**
 * One stylesheet, parsed once: `select(used)` gives its text without the rules that cannot match a
 * page whose Mantine classes are `used`.
 * @param {string} css
 */
export function criticalSheet(css) {
  const root = postcss.parse(css);
  root.walkComments((c) => void c.remove());
  /** @type {Set<string>} */
  const own = new Set(css.match(MANTINE_CLASS) ?? []);
  /** @type {Map<string, string>} */
  const cache = new Map();

  /** @param {postcss.ChildNode} node @param {Set<string>} used @returns {boolean} whether to keep it */
  const keep = (node, used) => {
    if (node.type === 'rule') return node.selectors.some((s) => requiredClasses(s).every((c) => used.has(c)));
    if (node.type === 'atrule' && node.nodes && /^(media|supports|container|layer|scope|starting-style)$/i.test(node.name)) {
      node.each((child) => {
        if (!keep(child, used)) child.remove();
      });
      return (node.nodes?.length ?? 0) > 0;
    }
    return true; // @keyframes, @font-face, @property, @layer statements, @import
  };

  return {
    /** @param {Set<string>} pageClasses */
    select(pageClasses) {
      const used = new Set([...own].filter((c) => pageClasses.has(c)));
      const key = [...used].sort().join(' ');
      let text = cache.get(key);
      if (text === undefined) {
        const copy = root.clone();
        copy.each((node) => {
          if (!keep(node, used)) node.remove();
        });
        text = copy.toString();
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value);
        cache.set(key, text);
      }
      return text;
    },
  };
}

/**
 * The page's stylesheet links, each replaced by the rules of its sheet that can match the page:
 * `<style data-fc-sheet="href" nonce>` (the shell adds the link itself, right after it).
 * @param {{ dist: string, hrefs: string[] }} options the build's folder and the first render's stylesheets (page-assets.json)
 */
export function createCriticalStyles({ dist, hrefs }) {
  const sheets = hrefs.map((href) => ({ href, sheet: criticalSheet(readFileSync(path.join(dist, href.replace(/^\//, '')), 'utf8')) }));
  /**
   * @param {string} html a page whose head links `hrefs` as `<link rel="stylesheet" href="...">` (page.mjs)
   * @param {string} nonce the page's style nonce
   */
  return function inlineCriticalStyles(html, nonce) {
    const pageClasses = new Set(html.match(MANTINE_CLASS) ?? []);
    for (const { href, sheet } of sheets) {
      const link = stylesheetLink(href);
      if (!html.includes(link)) continue;
      // PostCSS writes the `<` of a `</style` or `<!--` in the CSS as `\3c `: it cannot end the element.
      const style = `<style data-fc-sheet="${href}" nonce="${nonce}">${sheet.select(pageClasses)}</style>`;
      html = html.replace(link, () => style);
    }
    return html;
  };
}
