// Every approach of the detailed tab, rendered in Chinese and Malay, shows no English unit
// abbreviation and no English month name in its text (issue 17.5). Every tab with its default
// approach is checked by the conformance suite (src/__tests__/conformance.test.tsx).
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { englishLeftovers } from '@forest-city/contracts';
import en from '../../../../../locales/en/stormwater.json';
import zh from '../../../../../locales/zh/stormwater.json';
import ms from '../../../../../locales/ms/stormwater.json';
import { StormwaterApproachesDialog } from '../StormwaterApproachesDialog';
import { APPROACH_IDS } from '../../content/types';

const cases = (['zh', 'ms'] as const).flatMap((lng) => APPROACH_IDS.map((approach) => [lng, 'detailed', approach] as const));

test.each(cases)('%s: tab %s %s', async (lng, tab, approach) => {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, fallbackLng: 'en', ns: ['stormwater'], defaultNS: 'stormwater', resources: { en: { stormwater: en }, zh: { stormwater: zh }, ms: { stormwater: ms } } });
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <StormwaterApproachesDialog opened onClose={() => {}} tab={tab} approach={approach} />
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
  const dialog = screen.getByRole('dialog').cloneNode(true) as HTMLElement;
  dialog.querySelectorAll('style, script').forEach((e) => e.remove()); // Mantine's generated CSS is not text
  const text = dialog.textContent ?? '';
  expect(text.length).toBeGreaterThan(200);
  expect(englishLeftovers(text, lng)).toEqual([]);
});
