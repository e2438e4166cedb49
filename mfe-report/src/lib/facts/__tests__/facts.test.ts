import { DEVELOPMENT_FACTS, derivedFacts, shareOf } from '../development-facts';
import { KEY_FACTS } from '../key-facts';

test('development facts (spec: Business constants)', () => {
  expect(DEVELOPMENT_FACTS.totalAreaKm2 * 100).toBeCloseTo(DEVELOPMENT_FACTS.totalAreaHa);
  expect(DEVELOPMENT_FACTS).toMatchObject({ islands: 4, targetPopulation: 700000, currentResidents: 9000, completionYear: 2045, unitsBuilt: 26000, sandDredgedMillionM3: 190 });
});

test('derived ratios: residents are 1.3% of the target, 77% of units sold by Dec 2023', () => {
  const d = derivedFacts();
  expect(d.residentsOfTarget).toBeCloseTo(1.2857, 3);
  expect(d.soldShareDec2023).toBeCloseTo(76.92, 2);
  expect(shareOf(1, 0)).toBe(0);
});

test('key fact values are formatted from the facts in each language', () => {
  expect(KEY_FACTS.investment.value('en')).toBe('US$100 billion');
  expect(KEY_FACTS.investment.value('zh')).toBe('1,000亿美元');
  expect(KEY_FACTS.investment.value('ms')).toBe('US$100 bilion');
  expect(KEY_FACTS.area.value('en')).toBe('20.25 km² (2,025 ha)');
  expect(KEY_FACTS.sand.value('zh')).toBe('1.9亿立方米');
  expect(KEY_FACTS.population.description.en).toContain('1.3%');
  expect(KEY_FACTS.units.description.en).toContain('(77%)');
});
