// A region that throws shows its own translated message with Retry; its neighbours keep working,
// Retry renders it again, and a failed query under it is fetched again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApiRequestError } from '@forest-city/contracts';
import { createQueryClient } from '../../query-client';
import { RegionBoundary } from '../RegionBoundary';
import { apiErrorKey } from '../api-error-text';
import { DataStatus } from '../../../app/sidebar/DataStatus';

const locale = (lng: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../../../locales', lng, 'common.json'), 'utf8'));

async function i18nIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { [lng]: { common: locale(lng) } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  return i18n;
}

let broken = true;
function Fragile() {
  if (broken) throw new TypeError("Cannot read properties of null (reading 'systemType')");
  return <p>overview works</p>;
}

beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test.each([
  ['en', 'The infrastructure overview could not be shown', 'Retry'],
  ['zh', '基础设施概览无法显示', '重试'],
  ['ms', 'Gambaran keseluruhan infrastruktur tidak dapat dipaparkan', 'Cuba lagi'],
])('(%s) a throwing region shows its translated message and Retry; the region beside it still renders; Retry renders it again', async (lng, title, retry) => {
  const i18n = await i18nIn(lng);
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RegionBoundary region="overview">
            <Fragile />
          </RegionBoundary>
          <RegionBoundary region="layers">
            <p>layers work</p>
          </RegionBoundary>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  expect(screen.getByTestId('region-error-overview')).toHaveTextContent(title);
  expect(screen.getByText('layers work')).toBeInTheDocument();
  broken = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: retry })));
  expect(screen.getByText('overview works')).toBeInTheDocument();
  expect(screen.queryByTestId('region-error-overview')).toBeNull();
});

test('Retry resets a failed query under the region, so it is fetched again (a suspense or throwOnError query)', async () => {
  const i18n = await i18nIn('en');
  let calls = 0;
  function Data() {
    const q = useQuery({
      queryKey: ['x'],
      queryFn: async () => {
        calls += 1;
        if (calls === 1) throw new ApiRequestError('bad', 'shape');
        return 'fine';
      },
      throwOnError: true,
    });
    return <p>{q.data ?? 'loading'}</p>;
  }
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RegionBoundary region="overview">
            <Data />
          </RegionBoundary>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByTestId('region-error-overview');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('fine')).toBeInTheDocument();
  expect(calls).toBe(2);
});

describe('the data error names whose fault it is', () => {
  test.each([
    [new ApiRequestError('400: {"error":{"code":"invalid_parameter","message":"bad"}}', 'input', 400), 'the search text or the link is not valid'],
    [new ApiRequestError('503: down', 'service', 503), 'The data service is not working right now'],
    [new ApiRequestError('The data service did not answer within 15 s.', 'timeout'), 'took too long'],
    [new ApiRequestError('The data service answered in an unexpected form (/0: Expected object).', 'shape'), 'cannot read'],
    [new TypeError('Failed to fetch'), 'The data service is not working right now'],
  ])('%s', async (error, text) => {
    const i18n = await i18nIn('en');
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <DataStatus loading={false} error={error} onRetry={() => {}} retrying={false} />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('data-error')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  test('every sentence exists in the three languages', () => {
    for (const lng of ['en', 'zh', 'ms']) {
      const common = locale(lng);
      for (const kind of ['input', 'service', 'timeout', 'shape'] as const) {
        const err = new ApiRequestError('x', kind);
        for (const ctx of ['data', 'search'] as const) {
          const [, group, k] = apiErrorKey(err, ctx).split('.');
          expect(typeof common.errors[group!][k!]).toBe('string');
        }
      }
    }
  });
});

test.each([
  ['en', 'Close'],
  ['zh', '关闭'],
  ['ms', 'Tutup'],
])('(%s) a region with onDismiss floats its message in view, and Close dismisses it and renders the region again', async (lng, close) => {
  const i18n = await i18nIn(lng);
  const onDismiss = jest.fn(() => {
    broken = false;
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RegionBoundary region="settings" onDismiss={onDismiss}>
            <Fragile />
          </RegionBoundary>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  expect(screen.getByTestId('region-error-settings')).toHaveStyle({ position: 'fixed' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: close })));
  expect(onDismiss).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('region-error-settings')).toBeNull();
  expect(screen.getByText('overview works')).toBeInTheDocument();
});
