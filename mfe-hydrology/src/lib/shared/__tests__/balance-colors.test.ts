import { DEFICIT_COLOR, SURPLUS_COLOR, balanceColor } from '../balance-colors';

test('a surplus is green and a deficit red, each with a light and a dark theme colour; zero has none', () => {
  expect(balanceColor(26)).toBe(SURPLUS_COLOR);
  expect(balanceColor(-5)).toBe(DEFICIT_COLOR);
  expect(balanceColor(0)).toBeUndefined();
  expect(SURPLUS_COLOR).toBe('light-dark(#1b6e2e, #b2f2bb)');
  expect(DEFICIT_COLOR).toBe('light-dark(#c92a2a, #ffa8a8)');
});
