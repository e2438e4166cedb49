import { STATUS_COLOURS, statusBadge } from '../status';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('status -> badge', () => {
  test.each(['operational', 'limited', 'monitoring', 'maintenance'])('%s keeps its own badge', (status) => {
    expect(statusBadge(status).key).toBe(status);
  });

  test('case and surrounding spaces do not matter', () => {
    expect(statusBadge(' Operational ').key).toBe('operational');
  });

  test.each([['retired'], [''], [null], [undefined], ['unknown']])('anything else (%p) is shown as unknown', (status) => {
    expect(statusBadge(status as string | null | undefined)).toEqual({ key: 'unknown', colour: STATUS_COLOURS.unknown });
  });

  test('each status has its own colour', () => {
    expect(new Set(Object.values(STATUS_COLOURS)).size).toBe(Object.keys(STATUS_COLOURS).length);
  });

  test.each(Object.entries(STATUS_COLOURS))('white badge text on %s passes WCAG AA (4.5:1)', (_key, colour) => {
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
