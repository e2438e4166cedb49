// The phase chart is drawn at the width it is given, so its labels keep their size on a phone.
import { observeWidth } from '../../../test/observe-width';
import { renderWithProviders } from '../../../__tests__/render';
import { PhaseChart } from '../components/PhaseChart';
import { DEVELOPMENT_PHASES } from '../data/development-phases';

const total = DEVELOPMENT_PHASES.reduce((t, p) => t + p.areaHa, 0);

test.each([358, 820])('at %i px wide: one SVG unit per pixel, the same height and text size, every label inside', async (width) => {
  const observer = observeWidth();
  try {
    const { container } = await renderWithProviders(<PhaseChart phases={DEVELOPMENT_PHASES} totalHa={total} />, { lng: 'zh' });
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('height')).toBe(String(DEVELOPMENT_PHASES.length * 34));
    await observer.resize(width);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${width} ${DEVELOPMENT_PHASES.length * 34}`);
    const labels = [...svg.querySelectorAll('text')].filter((t) => t.textContent!.includes('%'));
    expect(labels).toHaveLength(DEVELOPMENT_PHASES.length);
    for (const label of labels) {
      expect(label.getAttribute('font-size')).toBe('14');
      // The label starts where there is room for it (about 9 em of 14 px) before the right edge.
      expect(Number(label.getAttribute('x'))).toBeLessThanOrEqual(width - 128);
    }
  } finally {
    observer.restore();
  }
});
