// The soil profile keeps its text readable on a phone: narrower drawing, same text sizes.
import { observeWidth } from '../../../test/observe-width';
import { renderWithProviders } from '../../../__tests__/render';
import { SoilProfile } from '../components/SoilProfile';

test.each([
  [358, 480],
  [640, 640],
])('given %i px it draws %i units wide, with the same text sizes and the depth axis inside', async (given, units) => {
  const observer = observeWidth();
  try {
    const { container } = await renderWithProviders(<SoilProfile />, { lng: 'ms' });
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 640 /);
    await observer.resize(given);
    expect(svg.getAttribute('viewBox')).toMatch(new RegExp(`^0 0 ${units} `));
    const texts = [...svg.querySelectorAll('text')];
    expect(new Set(texts.map((t) => t.getAttribute('font-size')))).toEqual(new Set(['13', '14']));
    for (const t of texts) expect(Number(t.getAttribute('x'))).toBeLessThanOrEqual(units);
    // The depth labels end left of the drawing, with room for "20 m".
    const depth = texts.filter((t) => t.getAttribute('text-anchor') === 'end' && /^\d+/.test(t.textContent!));
    expect(depth).toHaveLength(4);
    for (const t of depth) expect(Number(t.getAttribute('x'))).toBeGreaterThanOrEqual(40);
  } finally {
    observer.restore();
  }
});

test('the clay lens label has a halo in the lens colour, so it stays readable where it runs past the lens', async () => {
  const { container } = await renderWithProviders(<SoilProfile />, { lng: 'ms' });
  const label = [...container.querySelectorAll('text')].find((t) => t.textContent?.startsWith('Kanta tanah liat'))!;
  const lens = [...container.querySelectorAll('ellipse')].at(-1)!;
  expect(label.getAttribute('fill')).toBe('#fff');
  expect({ halo: label.getAttribute('stroke'), order: label.getAttribute('paint-order') }).toEqual({ halo: lens.getAttribute('fill'), order: 'stroke' });
});
