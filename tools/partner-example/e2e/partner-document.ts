// What a partner's document holds outside the modules' own elements: its title, its <meta> tags
// and its main landmarks (counted through open shadow roots too). A module must change none of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export interface PartnerDocument {
  title: string;
  metas: number;
  mains: number;
}

/** The document as the page's own HTML file declares it (public/<file>). */
export function declaredDocument(file: string): PartnerDocument {
  const html = readFileSync(path.join(__dirname, '../public', file), 'utf8');
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)![1]!,
    metas: html.match(/<meta\b/g)!.length,
    mains: html.match(/<main\b/g)?.length ?? 0,
  };
}

/** The document as it is now in the page. */
export function currentDocument(page: Page): Promise<PartnerDocument> {
  return page.evaluate(() => {
    const mains = (root: Document | ShadowRoot): number =>
      root.querySelectorAll('main, [role="main"]').length + [...root.querySelectorAll('*')].reduce((n, e) => n + (e.shadowRoot ? mains(e.shadowRoot) : 0), 0);
    return { title: document.title, metas: document.head.querySelectorAll('meta').length, mains: mains(document) };
  });
}
