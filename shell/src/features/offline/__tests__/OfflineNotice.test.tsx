import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { OfflineNotice, offlineNoticeKey } from '../OfflineNotice';
import { offlineState } from '../offline-state';
import { watchOnlineState } from '../service-worker';

const locale = (lng: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../../../locales', lng, 'common.json'), 'utf8'));

async function renderIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { [lng]: { common: locale(lng) } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <OfflineNotice />
      </I18nextProvider>
    </MantineProvider>,
  );
}

const setOnline = (online: boolean) => act(() => offlineState.setOnline(online));
const answered = (source: 'network' | 'cache', date?: string) => act(() => offlineState.answered(source, date));

beforeEach(() => offlineState.reset());

test('which text: offline with or without a date, the cache while online, nothing when the data is fresh', () => {
  expect(offlineNoticeKey(false, true, true)).toBe('offline.offlineWithDate');
  expect(offlineNoticeKey(false, false, false)).toBe('offline.offline');
  expect(offlineNoticeKey(true, true, true)).toBe('offline.cachedWithDate');
  expect(offlineNoticeKey(true, true, false)).toBe('offline.cached');
  expect(offlineNoticeKey(true, false, false)).toBeNull();
});

test('offline with cached answers: the notice names the oldest answer shown, in the language; back online it goes', async () => {
  await renderIn('en');
  expect(screen.queryByTestId('offline-notice')).toBeNull();
  setOnline(false);
  expect(screen.getByTestId('offline-notice').textContent).toBe("You're offline. The dashboard is showing what it saved on your last visit.");
  answered('cache', '2026-11-20T09:30:00.000Z');
  answered('cache', '2026-11-18T09:30:00.000Z');
  answered('cache', 'not a date');
  const text = screen.getByTestId('offline-notice').textContent;
  expect(text).toMatch(/^You're offline\. Showing data from 18 Nov 2026, \d\d:\d\d\.$/);
  expect(screen.getByRole('status')).toBe(screen.getByTestId('offline-notice'));
  setOnline(true);
  expect(screen.queryByTestId('offline-notice')).toBeNull();
});

test('online but the data service unreachable (answers from the cache): said so; a fresh answer takes the notice away', async () => {
  await renderIn('ms');
  answered('cache', '2026-11-20T09:30:00.000Z');
  expect(screen.getByTestId('offline-notice').textContent).toMatch(/^Perkhidmatan data tidak dapat dihubungi\. Memaparkan data bertarikh 20 Nov 2026/);
  answered('network');
  expect(screen.queryByTestId('offline-notice')).toBeNull();
});

test('in Chinese', async () => {
  await renderIn('zh');
  setOnline(false);
  answered('cache', '2026-11-20T09:30:00.000Z');
  expect(screen.getByTestId('offline-notice').textContent).toMatch(/^您当前处于离线状态，正在显示 2026年11月20日 \d\d:\d\d 的数据。$/);
});

test("the browser's online and offline events and the worker's messages reach the store; coming back online runs the refetch", () => {
  const onOnline = jest.fn();
  const worker = new EventTarget();
  const win = Object.assign(new EventTarget(), { navigator: { onLine: true, serviceWorker: worker } }) as unknown as Window;
  watchOnlineState(win, onOnline);
  win.dispatchEvent(new Event('offline'));
  expect(offlineState.get().online).toBe(false);
  worker.dispatchEvent(new MessageEvent('message', { data: { type: 'fc-api-answer', source: 'cache', date: '2026-11-20T09:30:00.000Z' } }));
  expect(offlineState.get()).toMatchObject({ fromCache: true, cachedAt: new Date('2026-11-20T09:30:00.000Z') });
  worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something else', source: 'network' } }));
  expect(offlineState.get().fromCache).toBe(true);
  win.dispatchEvent(new Event('online'));
  expect(offlineState.get()).toMatchObject({ online: true, fromCache: false, cachedAt: null });
  expect(onOnline).toHaveBeenCalledTimes(1);
});
