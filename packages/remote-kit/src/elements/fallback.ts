// What an element shows in its shadow root while its module loads, and when it cannot: one line
// in the element's language (the remote's locale files may be what failed, so the texts are here)
// and Retry. The wording follows the dashboard's section fallback (shell locales, remote.fallback).
import type { Lang } from '@forest-city/contracts';

/** The three load failures of the dashboard's section fallback, and `failed`: the module threw while rendering. */
export type FallbackReason = 'unreachable' | 'timeout' | 'incompatible' | 'failed';

const TEXTS: Record<Lang, Record<FallbackReason | 'loading' | 'retry', string>> = {
  en: {
    loading: 'Loading…',
    unreachable: 'This section could not be reached. Check the connection and retry.',
    timeout: 'This section took too long to load. Retry.',
    incompatible: 'This section is a version this page cannot use. Retry later or reload the page.',
    failed: 'This section stopped with an error. Retry.',
    retry: 'Retry',
  },
  zh: {
    loading: '正在加载…',
    unreachable: '无法连接到此部分。请检查网络连接后重试。',
    timeout: '此部分加载时间过长。请重试。',
    incompatible: '此部分的版本无法在本页面使用。请稍后重试或重新加载页面。',
    failed: '此部分因出错而停止。请重试。',
    retry: '重试',
  },
  ms: {
    loading: 'Memuatkan…',
    unreachable: 'Bahagian ini tidak dapat dihubungi. Semak sambungan dan cuba lagi.',
    timeout: 'Bahagian ini mengambil masa terlalu lama untuk dimuatkan. Cuba lagi.',
    incompatible: 'Versi bahagian ini tidak dapat digunakan oleh halaman ini. Cuba lagi kemudian atau muat semula halaman.',
    failed: 'Bahagian ini terhenti kerana ralat. Cuba lagi.',
    retry: 'Cuba lagi',
  },
};

export const fallbackText = (lang: Lang) => TEXTS[lang];

let sheet: CSSStyleSheet | undefined;
/** The status line's styles (a constructed sheet: no inline style under the partner's policy). Host styles do not reach in. */
export function elementFallbackSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      :host { display: block; }
      .fc-status { all: initial; display: block; padding: 16px; font: 16px/1.5 system-ui, sans-serif; color: #1f2328; background: #fff; }
      .fc-status p { margin: 0 0 8px; }
      .fc-status button { font: inherit; padding: 4px 12px; border: 1px solid #0b7285; border-radius: 6px; background: #0b7285; color: #fff; cursor: pointer; }
      .fc-status button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
      @media (prefers-color-scheme: dark) { .fc-status { color: #e9ecef; background: #242424; } }
    `);
  }
  return sheet;
}
