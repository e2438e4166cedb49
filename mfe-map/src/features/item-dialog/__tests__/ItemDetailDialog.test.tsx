// A planned item that was never built shows no maintenance date, whatever the record carries
// (content review: seven planned items read "Last maintenance 30 Jun 2026").
import { screen } from '@testing-library/react';
import type { InfrastructureItem } from '@forest-city/api-contract';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ItemDetailDialog } from '../ItemDetailDialog';

const item = (history: { year: number; status: 'planned' | 'construction' | 'existing' }[]): InfrastructureItem => ({
  id: 'water-x',
  type: 'water',
  latitude: '1.3228',
  longitude: '103.6038',
  status: 'monitoring',
  lastMaintenance: '2026-06-30',
  name: 'Station',
  description: 'A station',
  capacity: '1 m³/day',
  technology: 'None',
  location: 'Somewhere',
  time: { history, approximate: false, source: 'A source' },
});

test.each([
  ['en', '— (planned, not built)'],
  ['zh', '—（规划中，尚未建设）'],
  ['ms', '— (dirancang, belum dibina)'],
] as const)('(%s) planned, never built: no maintenance date', (lng, text) => {
  renderWithProviders(<ItemDetailDialog item={item([{ year: 2015, status: 'planned' }])} onClose={() => {}} />, { lng });
  expect(screen.getByTestId('map-item-not-built')).toHaveTextContent(text);
  expect(document.querySelector('time')).toBeNull();
});

test('built: the last maintenance date', () => {
  renderWithProviders(
    <ItemDetailDialog
      item={item([
        { year: 2015, status: 'construction' },
        { year: 2016, status: 'existing' },
      ])}
      onClose={() => {}}
    />,
  );
  expect(screen.queryByTestId('map-item-not-built')).toBeNull();
  expect(document.querySelector('time')).toHaveTextContent('30 June 2026');
});
