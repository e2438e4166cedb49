import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../__tests__/render';
import ReportPage from '../../../exposed/ReportPage';
import { REPORT_SECTIONS } from '../report-sections';
import printSheet from '../../../app/print.css?sheet';

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Shell description">';
  document.title = 'Shell title';
});

test('the page renders the report with an h1, every section as an h2 in the DOM, Executive Summary first', async () => {
  await renderWithProviders(<ReportPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Analytical Report' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Executive Summary' })).toHaveAttribute('aria-selected', 'true');
  const panels = [...document.querySelectorAll('.fc-section')].map((p) => p.getAttribute('data-section'));
  expect(panels).toEqual([...REPORT_SECTIONS.map((s) => s.id), 'sources']);
  // The hidden sections are filled one frame after the open one (for print they are all there).
  expect(screen.queryByRole('heading', { level: 2, name: 'Original Vision', hidden: true })).toBeNull();
  await screen.findByRole('heading', { level: 2, name: 'Original Vision', hidden: true });
  for (const s of REPORT_SECTIONS) expect(screen.getByRole('heading', { level: 2, name: s.label.en, hidden: true })).toBeInTheDocument();
});

test('it ships a print stylesheet that shows every section, hides the chrome and breaks pages', async () => {
  // jsdom has no adoptedStyleSheets: the page's list, as a browser has it.
  Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
  await renderWithProviders(<ReportPage />);
  await screen.findByRole('heading', { level: 1 });
  // The sheet is adopted by the root the report renders in (here the document; a shadow root in a custom element).
  expect(document.adoptedStyleSheets).toContain(printSheet);
  const css = readFileSync(path.join(__dirname, '../../../app/print.css'), 'utf8');
  expect(css).toMatch(/@media print/);
  expect(css).toMatch(/\.fc-section \{\s*display: block !important/);
  expect(css).toMatch(/\.fc-no-print \{\s*display: none !important/);
  expect(css).toMatch(/break-before: page/);
  // The tab bar and the buttons are marked as screen-only.
  expect(screen.getByRole('tablist').closest('.fc-no-print')).not.toBeNull();
  expect(screen.getByRole('button', { name: 'Print' }).closest('.fc-no-print')).not.toBeNull();
});

test('sets title, description and Open Graph tags while mounted, in the current language, and restores them', async () => {
  const { unmount, i18n } = await renderWithProviders(<ReportPage />);
  await screen.findByRole('heading', { level: 1 });
  expect(document.title).toBe('Forest City Analytical Report: vision, status and outlook');
  const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');
  expect(meta('meta[name="description"]')).toMatch(/^An analyst's report on Forest City/);
  expect(meta('meta[property="og:title"]')).toBe(document.title);
  expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
  await act(() => i18n.changeLanguage('zh'));
  expect(document.title).toBe('森林城市分析报告：愿景、现状与展望');
  unmount();
  expect(document.title).toBe('Shell title');
  expect(meta('meta[name="description"]')).toBe('Shell description');
  expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
});

test('without onLanguageChange the language switch changes the page language itself', async () => {
  const user = userEvent.setup();
  const { i18n } = await renderWithProviders(<ReportPage />);
  await user.click(within(screen.getByRole('radiogroup', { name: 'Language' })).getByText('Bahasa Melayu'));
  expect(i18n.language).toBe('ms');
  expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Analitikal' })).toBeInTheDocument();
});

test('controlled: with onLanguageChange the switch asks the host and never changes the language itself; it shows the lang prop', async () => {
  const onLanguageChange = jest.fn();
  const user = userEvent.setup();
  const { i18n } = await renderWithProviders(<ReportPage lang="zh" onLanguageChange={onLanguageChange} />);
  const group = await screen.findByRole('radiogroup', { name: 'Language' });
  expect(within(group).getByRole('radio', { name: '中文' })).toBeChecked();
  await user.click(within(group).getByText('Bahasa Melayu'));
  expect(onLanguageChange).toHaveBeenCalledWith('ms');
  expect(i18n.language).toBe('en');
  expect(within(group).getByRole('radio', { name: '中文' })).toBeChecked();
});
