import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LayerPanel } from '../LayerPanel';

test('four switches with the spec names and descriptions; a click reports the layer type', async () => {
  const i18n = i18next.createInstance();
  const en = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../locales/en/common.json'), 'utf8'));
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common: en } }, defaultNS: 'common' });
  const onToggle = jest.fn();
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <LayerPanel activeLayers={['water', 'drainage']} onToggle={onToggle} />
      </I18nextProvider>
    </MantineProvider>,
  );
  const switches = screen.getAllByRole('switch') as HTMLInputElement[];
  expect(switches.map((s) => s.checked)).toEqual([true, true, false, false]);
  for (const [name, description] of [
    ['Water Systems', '4 Treatment Stations'],
    ['Drainage Systems', 'Sponge City Network'],
    ['Transportation', 'Multi-modal Network'],
    ['Soil & Foundation', '4 Artificial Islands'],
  ]) {
    // The label holds the name and the description.
    expect(screen.getByRole('switch', { name: `${name} ${description}` })).toBeTruthy();
    expect(screen.getByText(description!)).toBeTruthy();
  }
  fireEvent.click(screen.getByRole('switch', { name: /^Transportation/ }));
  expect(onToggle).toHaveBeenCalledWith('transportation');
});
