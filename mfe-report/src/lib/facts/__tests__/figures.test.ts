import { FIG } from '../figures';

test('figures the prose quotes are written per language from the facts', () => {
  expect(FIG.investment).toEqual({ en: 'US$100 billion', zh: '1,000亿美元', ms: 'US$100 bilion' });
  expect(FIG.targetPopulation).toEqual({ en: '700,000', zh: '70万', ms: '700,000' });
  expect(FIG.totalAreaKm2.en).toBe('20.25');
  expect(FIG.completionYear.en).toBe('2045');
  expect(FIG.approvedReclamationHa.zh).toBe('1,386');
  expect([FIG.island1Ha.en, FIG.island2Ha.en, FIG.island3Ha.en, FIG.island4Ha.en]).toEqual(['396', '767', '164', '59']);
  // Ranges as the sentences write them: a hyphen, both ends alike.
  expect(FIG.fillDepthM.ms).toBe('8-15');
  expect(FIG.urbanFillRunoff.en).toBe('0.65-0.80');
  expect(FIG.modelGreenPercent.zh).toBe('40');
});
