// A failed search says so in the box (and to screen readers) with a Retry that runs it again;
// queries do not retry by themselves (spec: Business constants).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../SearchBox';

const locale = (lng: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../../../locales', lng, 'common.json'), 'utf8'));

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 503 ? 'Service Unavailable' : 'OK',
  headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  json: async () => body,
});

const item = (id: string) => ({
  id,
  name: `Pump ${id}`,
  type: 'water',
  latitude: '1.33',
  longitude: '103.6',
  description: '',
  capacity: '',
  technology: '',
  location: '',
  status: 'operational',
  lastMaintenance: '2026-01-31',
});

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

async function renderBox(lng: string, value: string, onCommit: (text: string) => void = () => {}) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, supportedLngs: ['en', 'zh', 'ms'], resources: { [lng]: { common: locale(lng) } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  const box = (text: string) => (
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <SearchBox value={text} onCommit={onCommit} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(box(value));
  return { ...view, setValue: (text: string) => view.rerender(box(text)) };
}

test('a failed search shows a translated Retry; Retry searches again and the results are announced', async () => {
  fetchMock.mockResolvedValueOnce(answer(503, ''));
  await renderBox('en', 'pump');
  const retry = await screen.findByRole('button', { name: 'Retry search' });
  expect(screen.getByRole('status').textContent).toBe('Search failed: the data service did not answer.');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/infrastructure/search/pump?lang=en&limit=100');

  fetchMock.mockResolvedValueOnce(answer(200, [item('a'), item('b')]));
  await act(async () => fireEvent.click(retry));
  expect(await screen.findByText('Search results: 2')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('button', { name: 'Retry search' })).not.toBeInTheDocument();
});

test.each([
  ['en', 'Search results: 4812'],
  ['zh', '搜索结果：4812 项'],
  ['ms', 'Hasil carian: 4812'],
])('the number of all matches is announced (%s), not the length of the page the API sends', async (lng, text) => {
  fetchMock.mockResolvedValueOnce(answer(200, [item('a'), item('b')], { 'x-total-count': '4812' }));
  await renderBox(lng, 'pump');
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('the failure and its Retry are translated (Malay)', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await renderBox('ms', 'pam');
  await screen.findByRole('button', { name: 'Cuba carian semula' });
  expect(screen.getByRole('status').textContent).toBe('Carian gagal: perkhidmatan data tidak menjawab.');
});

test.each([
  [
    'the API refusing the text (400)',
    answer(400, { error: { code: 'invalid_parameter', message: 'control characters' } }),
    'Search failed: the search text is not valid. Change it and search again.',
  ],
  ['an answer that is not a list', answer(200, { message: 'Too many requests' }), 'Search failed: the data service sent results this page cannot read.'],
  ['a list with null', answer(200, [null]), 'Search failed: the data service sent results this page cannot read.'],
])('%s is worded as such, never as "the service did not answer"', async (_name, reply, text) => {
  fetchMock.mockResolvedValueOnce(reply);
  await renderBox('en', 'pump');
  await screen.findByRole('button', { name: 'Retry search' });
  expect(screen.getByRole('status').textContent).toBe(text);
});

test('text too short for a server search sends nothing and shows no error', async () => {
  await renderBox('en', 'pu');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Retry search' })).not.toBeInTheDocument();
});

test('while a search runs, the spinner is an image named "Searching…" (a plain element may not carry a label)', async () => {
  let finish: (value: unknown) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
  await renderBox('en', 'pump');
  const spinner = await screen.findByRole('img', { name: 'Searching…' });
  expect(spinner).toHaveAttribute('data-testid', 'search-spinner');
  await act(async () => finish(answer(200, [])));
  await waitFor(() => expect(screen.queryByTestId('search-spinner')).toBeNull());
});

describe("the URL's q and the typed text", () => {
  beforeEach(() => {
    fetchMock.mockResolvedValue(answer(200, []));
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());
  const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

  test('typing commits once, after the debounce', async () => {
    const onCommit = jest.fn();
    await renderBox('en', '', onCommit);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'pu' } });
    fireEvent.change(input, { target: { value: 'pum' } });
    await wait(SEARCH_DEBOUNCE_MS - 50);
    expect(onCommit).not.toHaveBeenCalled();
    await wait(100);
    expect(onCommit.mock.calls).toEqual([['pum']]);
  });

  test('the URL echoing a committed text late does not overwrite what the visitor typed since', async () => {
    const onCommit = jest.fn();
    const { setValue } = await renderBox('en', '', onCommit);
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'pum' } });
    await wait(SEARCH_DEBOUNCE_MS + 10);
    expect(onCommit).toHaveBeenLastCalledWith('pum');
    fireEvent.change(input, { target: { value: 'pump st' } });
    // The URL's q arrives as "pum" after the visitor typed on.
    setValue('pum');
    expect(input.value).toBe('pump st');
    await wait(SEARCH_DEBOUNCE_MS + 10);
    expect(onCommit).toHaveBeenLastCalledWith('pump st');
  });

  test('any other change of q (Back, a link) is taken into the box, and not committed back', async () => {
    const onCommit = jest.fn();
    const { setValue } = await renderBox('en', 'pump', onCommit);
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(input.value).toBe('pump');
    setValue('drain');
    expect(input.value).toBe('drain');
    setValue('');
    expect(input.value).toBe('');
    await wait(SEARCH_DEBOUNCE_MS + 10);
    expect(onCommit).not.toHaveBeenCalled();
  });
});
