// Issue 17, F3: the product shows three green shares (the hydrology model's 40% pervious cover, land
// use's 25.2% "green and open space", the sustainability indicator's 19.5%). The land-use tab says on
// screen how they differ, in every language, with each figure read from where it is kept.
import { screen, within } from '@testing-library/react';
import { MODEL_ASSUMPTIONS } from '@forest-city/contracts';
import { LANGS } from '../../../lib/localized';
import { renderWithProviders } from '../../../__tests__/render';
import { LandUse } from '../components/LandUse';
import { LAND_USE, landUseBreakdown } from '../data/land-use';
import { SUSTAINABILITY_METRICS } from '../data/sustainability';

const greenClass = () => LAND_USE.find((c) => c.id === 'green')!;
const indicator = SUSTAINABILITY_METRICS.find((m) => m.id === 'green-space')!;

test('the green land-use class carries a note with the three green shares in en, zh and ms', () => {
  const note = greenClass().note;
  expect(note).toBeDefined();
  const classShare = landUseBreakdown(LAND_USE).rows.find((r) => r.id === 'green')!.percentage;
  expect([classShare, MODEL_ASSUMPTIONS.greenShare * 100, indicator.current, indicator.target]).toEqual([25.2, 40, 19.5, 25]);
  for (const lang of LANGS) {
    for (const figure of ['25.2%', '40%', '19.5%', '25%']) expect(note![lang]).toContain(figure);
    expect(note![lang]).toContain(indicator.metric[lang]); // names the indicator as the Sustainability tab does
  }
  expect(note!.en).toMatch(/hydrology model/);
  expect(note!.en).toMatch(/pervious/);
  expect(note!.zh).toMatch(/水文模型/);
  expect(note!.zh).toMatch(/透水/);
  expect(note!.ms).toMatch(/model hidrologi/);
  expect(note!.ms).toMatch(/telap/);
  // Only the green class has a note.
  expect(LAND_USE.filter((c) => c.note).map((c) => c.id)).toEqual(['green']);
});

test("the note's model share follows MODEL_ASSUMPTIONS.greenShare (interpolated, not typed)", () => {
  jest.isolateModules(() => {
    jest.doMock('@forest-city/contracts', () => {
      const actual = jest.requireActual<typeof import('@forest-city/contracts')>('@forest-city/contracts');
      return { ...actual, MODEL_ASSUMPTIONS: { ...actual.MODEL_ASSUMPTIONS, greenShare: 0.45 } };
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { LAND_USE: shifted } = require('../data/land-use') as typeof import('../data/land-use');
    const note = shifted.find((c) => c.id === 'green')!.note!;
    for (const lang of LANGS) {
      expect(note[lang]).toContain('45%');
      expect(note[lang]).not.toContain('40%');
    }
  });
  jest.dontMock('@forest-city/contracts');
});

test.each(LANGS)('the land-use tab shows the note under the table and ties it to the green row (%s)', async (lng) => {
  await renderWithProviders(<LandUse />, { lng });
  const note = document.querySelector('[data-note="green"]') as HTMLElement;
  expect(note).toBeVisible();
  expect(note).toHaveTextContent(greenClass().note![lng]);
  const greenRow = document.querySelector('tr[data-category="green"]') as HTMLElement;
  expect(within(greenRow).getByRole('rowheader')).toHaveAccessibleDescription(greenClass().note![lng]);
  // The note follows the table, as its footnote.
  const table = screen.getByRole('table');
  expect(table.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
