import '@testing-library/jest-dom';
import { useCallback, useRef } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import en from '../../../../../locales/en/stormwater.json';
import zh from '../../../../../locales/zh/stormwater.json';
import ms from '../../../../../locales/ms/stormwater.json';
import { StormwaterApproachesDialog } from '../StormwaterApproachesDialog';
import type { ApproachId } from '../../content/types';

async function makeI18n(lng: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['stormwater'],
    defaultNS: 'stormwater',
    resources: { en: { stormwater: en }, zh: { stormwater: zh }, ms: { stormwater: ms } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

let lastUrl = '';
function UrlProbe() {
  const location = useLocation();
  lastUrl = location.search;
  return null;
}
const param = (name: string) => new URLSearchParams(lastUrl).get(name);

/**
 * The card button of an approach: its visible name plus a visually hidden hint. jsdom has no
 * CSS, so the name computation puts a space between the two spans that Chromium does not.
 */
const cardName = (name: string, hint: string) => new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\s?${hint}$`);

/**
 * Mirrors the shell's dialog host: `tab` and `approach` come from ?tab= and ?approach=, and each
 * change callback writes from the URL as it is now (as the shell's address-bar module does), so
 * two writes in one event both land.
 */
function ShellLikeHost({ onTab }: { onTab?: (tab: string) => void }) {
  const [params, setParams] = useSearchParams();
  const now = useRef(params);
  now.current = params;
  const write = useCallback(
    (key: string, value: string) => {
      const next = new URLSearchParams(now.current);
      next.set(key, value);
      now.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const setTab = useCallback(
    (value: string) => {
      onTab?.(value);
      write('tab', value);
    },
    [write, onTab],
  );
  return (
    <StormwaterApproachesDialog
      opened
      onClose={() => {}}
      tab={params.get('tab') ?? undefined}
      onTabChange={setTab}
      approach={params.get('approach') as ApproachId | null}
      onApproachChange={(id) => write('approach', id)}
    />
  );
}

async function renderDialog({ url = '/?dialog=stormwater', lng = 'en', host = true, onTab }: { url?: string; lng?: string; host?: boolean; onTab?: (t: string) => void } = {}) {
  const i18n = await makeI18n(lng);
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <UrlProbe />
          {host ? <ShellLikeHost onTab={onTab} /> : <StormwaterApproachesDialog opened onClose={() => {}} />}
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('StormwaterApproachesDialog', () => {
  test('opens on Overview & Comparison when no tab is given, with seven cards and the comparison', async () => {
    await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Stormwater Approaches' });
    expect(within(dialog).getByRole('tab', { name: 'Overview & Comparison' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Detailed Analysis' })).toHaveAttribute('aria-selected', 'false');
    expect(within(dialog).getAllByRole('button', { name: /open the detailed analysis$/ })).toHaveLength(7);
    const table = within(dialog).getByRole('table', { name: 'Comparison of the seven stormwater approaches' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Approach', 'Primary focus', 'Scale', 'Integration level', 'Policy framework']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
  });

  test('on a phone the comparison is only the stacked cards: the table is not built at all', async () => {
    const original = window.matchMedia;
    // A phone: every max-width query of the dialog matches.
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      await renderDialog();
      const dialog = await screen.findByRole('dialog', { name: 'Stormwater Approaches' });
      const cards = within(dialog).getByRole('list', { name: 'Comparison of the seven stormwater approaches' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(7);
      expect(within(dialog).queryByRole('table')).toBeNull();
      expect(within(dialog).queryByTestId('comparison-table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  test('on a large screen the comparison is only the table', async () => {
    await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Stormwater Approaches' });
    expect(within(dialog).getByRole('table', { name: 'Comparison of the seven stormwater approaches' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('comparison-cards')).toBeNull();
  });

  test('Detailed Analysis defaults to the first approach, blue-green infrastructure', async () => {
    await renderDialog({ url: '/?dialog=stormwater&tab=detailed' });
    const select = await screen.findByRole('combobox', { name: 'Approach' });
    expect(select).toHaveValue('Blue-green infrastructure (BGI)');
    expect(screen.getByRole('heading', { level: 3, name: 'Blue-green infrastructure (BGI)' })).toBeInTheDocument();
    for (const section of ['Description', 'Key features', 'Examples', 'Benefits', 'Implementation']) {
      expect(screen.getByRole('heading', { level: 4, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText(/Potsdamer Platz, Berlin/)).toBeInTheDocument();
  });

  test('?approach= in the URL selects that approach; an unknown one falls back to the first', async () => {
    const { unmount } = await renderDialog({ url: '/?dialog=stormwater&tab=detailed&approach=abc-waters' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Active, Beautiful, Clean Waters (ABC Waters)' })).toBeInTheDocument();
    expect(screen.getByText('Bishan-Ang Mo Kio Park')).toBeInTheDocument();
    unmount();
    await renderDialog({ url: '/?dialog=stormwater&tab=detailed&approach=nope' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Blue-green infrastructure (BGI)' })).toBeInTheDocument();
  });

  test('clicking a card opens Detailed Analysis on that approach, keeping both tab and approach in the URL', async () => {
    const user = userEvent.setup();
    const onTab = jest.fn();
    await renderDialog({ onTab });
    await user.click(await screen.findByRole('button', { name: cardName('Sponge cities', ': open the detailed analysis') }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Detailed Analysis' })).toHaveAttribute('aria-selected', 'true'));
    expect(onTab).toHaveBeenCalledWith('detailed');
    expect(param('tab')).toBe('detailed');
    expect(param('approach')).toBe('sponge-city');
    expect(param('dialog')).toBe('stormwater');
    expect(screen.getByRole('heading', { level: 3, name: 'Sponge cities' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Approach' })).toHaveValue('Sponge cities');
  });

  test('clicking the card of the approach already selected switches tab too', async () => {
    const user = userEvent.setup();
    await renderDialog({ url: '/?dialog=stormwater&approach=bgi' });
    await user.click(await screen.findByRole('button', { name: cardName('Blue-green infrastructure (BGI)', ': open the detailed analysis') }));
    await waitFor(() => expect(param('tab')).toBe('detailed'));
    expect(param('approach')).toBe('bgi');
  });

  test('the selector changes the approach in the URL', async () => {
    const user = userEvent.setup();
    await renderDialog({ url: '/?dialog=stormwater&tab=detailed' });
    await user.click(await screen.findByRole('combobox', { name: 'Approach' }));
    await user.click(await screen.findByRole('option', { name: 'Low impact development (LID)', hidden: true }));
    await waitFor(() => expect(param('approach')).toBe('lid'));
    expect(param('tab')).toBe('detailed');
    expect(screen.getByRole('heading', { level: 3, name: 'Low impact development (LID)' })).toBeInTheDocument();
    expect(screen.getByText(/Prince George's County, Maryland, United States, early 1990s/)).toBeInTheDocument();
  });

  test('controlled: the dialog shows the approach prop and reports a choice without keeping it', async () => {
    const user = userEvent.setup();
    const onApproachChange = jest.fn();
    const i18n = await makeI18n('en');
    const ui = (approach: ApproachId) => (
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <StormwaterApproachesDialog opened onClose={() => {}} tab="detailed" onTabChange={() => {}} approach={approach} onApproachChange={onApproachChange} />
        </I18nextProvider>
      </MantineProvider>
    );
    const { rerender } = render(ui('gi'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Green infrastructure (GI)' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Approach' }));
    await user.click(await screen.findByRole('option', { name: 'Water sensitive urban design (WSUD)', hidden: true }));
    expect(onApproachChange).toHaveBeenCalledWith('wsud');
    // The host has not changed the prop: the dialog still shows the host's value.
    expect(screen.getByRole('heading', { level: 3, name: 'Green infrastructure (GI)' })).toBeInTheDocument();
    rerender(ui('wsud'));
    expect(screen.getByRole('heading', { level: 3, name: 'Water sensitive urban design (WSUD)' })).toBeInTheDocument();
  });

  test('uncontrolled: without an approach prop the dialog keeps the choice itself and never writes the URL', async () => {
    const user = userEvent.setup();
    const onApproachChange = jest.fn();
    const i18n = await makeI18n('en');
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/?dialog=stormwater']}>
            <UrlProbe />
            <StormwaterApproachesDialog opened onClose={() => {}} tab="detailed" onTabChange={() => {}} onApproachChange={onApproachChange} />
          </MemoryRouter>
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Blue-green infrastructure (BGI)' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Approach' }));
    await user.click(await screen.findByRole('option', { name: 'Low impact development (LID)', hidden: true }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Low impact development (LID)' })).toBeInTheDocument();
    expect(onApproachChange).toHaveBeenCalledWith('lid');
    expect(lastUrl).toBe('?dialog=stormwater');
  });

  test('Implementation Guidelines shows criteria and three phases', async () => {
    await renderDialog({ url: '/?dialog=stormwater&tab=guidelines' });
    expect(await screen.findByRole('heading', { name: 'Selection criteria' })).toBeInTheDocument();
    expect(screen.getAllByTestId('hybrid-phase')).toHaveLength(3);
    // Derived figure from design-storm.ts, formatted for English.
    expect(screen.getByText(/about 574 m³ of storage for peak rain that lasts the time of concentration \(45 minutes\)/)).toBeInTheDocument();
  });

  test("without a host (standalone) a card opens its approach on the dialog's own Detailed Analysis", async () => {
    const user = userEvent.setup();
    await renderDialog({ host: false });
    await user.click(await screen.findByRole('button', { name: cardName('Green infrastructure (GI)', ': open the detailed analysis') }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Green infrastructure (GI)' })).toBeInTheDocument());
  });

  test('renders in Chinese and Malay with the glossary names', async () => {
    const { unmount } = await renderDialog({ lng: 'zh' });
    expect(await screen.findByRole('dialog', { name: '雨洪管理方法' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '概览与比较' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: cardName('海绵城市', '：打开详细分析') })).toBeInTheDocument();
    unmount();
    await renderDialog({ lng: 'ms', url: '/?dialog=stormwater&tab=detailed&approach=sponge-city' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Bandar span' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analisis Terperinci' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the comparison CSV button downloads a UTF-8 CSV with BOM named for the language', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:test'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderDialog({ lng: 'zh' });
    await user.click(await screen.findByRole('button', { name: '比较表（CSV）' }));
    expect(names).toEqual(['forest-city-stormwater-comparison-zh.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob has no text(); read the bytes to see the BOM (a UTF-8 decoder would drop it).
    const bytes = await act(
      () =>
        new Promise<Uint8Array>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
          reader.readAsArrayBuffer(blobs[0]!);
        }),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[0]).toBe('\uFEFFid,方法,起源,主要关注点,尺度,整合程度,政策框架');
    click.mockRestore();
  });
});
