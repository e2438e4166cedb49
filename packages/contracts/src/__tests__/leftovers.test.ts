// englishLeftovers is what the conformance suite (@forest-city/remote-kit/testing) checks every
// module's Chinese and Malay text with: the check is real.
import { englishLeftovers } from '../leftovers';

test('English units and months are found', () => {
  expect(englishLeftovers('1,488 mm/yr', 'ms')).toHaveLength(1);
  expect(englishLeftovers('3,150 m³/day', 'zh').length).toBeGreaterThan(0);
  expect(englishLeftovers('Malaysian Department of Environment (January 2015)', 'ms')).toHaveLength(1);
  expect(englishLeftovers('雨量 2,400 mm', 'zh')).toHaveLength(1);
});

test('Malay and Chinese units and months pass', () => {
  expect(englishLeftovers('Januari 2015, 2,400 mm/tahun', 'ms')).toEqual([]);
  expect(englishLeftovers('2015年1月，2,400毫米/年', 'zh')).toEqual([]);
});
