import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { SystemMetric } from '@forest-city/api-contract';
import { OverviewCards } from '../OverviewCards';

const locale = (lng: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../../../locales', lng, 'common.json'), 'utf8'));

async function renderIn(lng: string, metrics: SystemMetric[] | undefined) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { [lng]: { common: locale(lng) } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <OverviewCards metrics={metrics} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

const EN: SystemMetric[] = [
  { systemType: 'water', metricName: 'Total Treatment Capacity', metricValue: '120000', unit: 'm³/day' },
  { systemType: 'drainage', metricName: 'Rainwater Reuse', metricValue: null, unit: '%' },
  { systemType: 'infrastructure', metricName: 'Current Population', metricValue: '9000', unit: 'residents' },
];

test('values are formatted, units shown; a null value and a missing metric show N/A', async () => {
  await renderIn('en', EN);
  expect(screen.getByTestId('overview-treatmentCapacity').textContent).toContain('Total Treatment Capacity120,000m³/day');
  // What the figure counts (content review F5), only beside a value.
  expect(screen.getByTestId('overview-treatmentCapacity-caption').textContent).toBe('Built stations only');
  expect(screen.queryByTestId('overview-rainwaterReuse-caption')).toBeNull();
  expect(screen.getByTestId('overview-rainwaterReuse').textContent).toContain('Rainwater ReuseN/A');
  expect(screen.getByTestId('overview-rainwaterReuse').textContent).not.toContain('%');
  expect(screen.getByTestId('overview-population').textContent).toContain('9,000');
  expect(screen.getByTestId('overview-totalArea').textContent).toContain('Total AreaN/A');
});

test('in Chinese the cards find the Chinese metric names and show the translated N/A', async () => {
  await renderIn('zh', [{ systemType: 'infrastructure', metricName: '总面积', metricValue: '20.25', unit: '平方公里' }]);
  expect(screen.getByTestId('overview-totalArea').textContent).toContain('总面积20.25平方公里');
  expect(screen.getByTestId('overview-population').textContent).toContain('当前人口暂无数据');
});
