// A partner's accent over a table of colours: the CSS variables the element's theme really gives
// Mantine (elementCssVariables, what the element's stylesheet holds), and the contrast of every text or control
// drawn with them against what it sits on, in light and dark. The colours are as the browser
// resolves them (resolveColour): named and modern-syntax ones by their sRGB value.
import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { LUMINANCE_THRESHOLD, MIN_CONTRAST, MIN_UI_CONTRAST, SURFACES, contrast } from '../accent';
import { elementCssVariables, elementTheme } from '../shadow-mount';

const ACCENTS = {
  '#7b2cbf (the docs’ pinned example)': '#7b2cbf',
  '#0b4f6c (the docs’ React example)': '#0b4f6c',
  'orange, rgb(255 165 0)': '#ffa500',
  'hsl(39 100% 50%)': '#ffa600',
  red: '#ff0000',
  yellow: '#ffff00',
  '#ffeb3b': '#ffeb3b',
  '#ffe066': '#ffe066',
  'lightyellow (very light)': '#ffffe0',
  white: '#ffffff',
  'navy (very dark)': '#000080',
  '#010101 (very dark)': '#010101',
  black: '#000000',
  'hsl(200 100% 50%)': '#00aaff',
  'teal-ish mid grey': '#808080',
};

/** The scheme's variables, every var() resolved. */
function variables(accent: string, scheme: 'light' | 'dark'): Record<string, string> {
  const theme = mergeMantineTheme(DEFAULT_THEME, elementTheme({ theme: scheme, accent }, scheme, null));
  const css = elementCssVariables(theme);
  const all: Record<string, string> = { ...css.variables, ...css[scheme] };
  const value = (name: string): string => {
    const v = all[name];
    if (v === undefined) throw new Error(`no ${name}`);
    const ref = /^var\((--[\w-]+)\)$/.exec(v);
    return ref ? value(ref[1]!) : v;
  };
  return new Proxy(all, { get: (_, name: string) => value(name) });
}

/** Every text or control drawn with the primary colour: [what, foreground, background, minimum]. */
function pairs(v: Record<string, string>, scheme: 'light' | 'dark'): [string, string, string, number][] {
  const filled = v['--mantine-primary-color-filled']!;
  // Mantine's autoContrast: the filled control's label is black above the threshold, white below.
  const label = isLightColor(filled, LUMINANCE_THRESHOLD) ? v['--mantine-color-black']! : v['--mantine-color-white']!;
  const surfaces = SURFACES[scheme];
  const onSurfaces = (what: string, fg: string, min = MIN_CONTRAST) => surfaces.map((s): [string, string, string, number] => [`${what} on ${s}`, fg, s, min]);
  return [
    ...onSurfaces('link', v['--mantine-color-anchor']!),
    ...onSurfaces('accent text', v['--mantine-color-accent-text']!),
    ...onSurfaces('outline label and border', v['--mantine-color-accent-outline']!),
    ...onSurfaces('filled control', filled, MIN_UI_CONTRAST),
    ['filled label', label, filled, MIN_CONTRAST],
    ['filled label, hovered', label, v['--mantine-primary-color-filled-hover']!, MIN_CONTRAST],
    ['light-variant label', v['--mantine-primary-color-light-color']!, v['--mantine-primary-color-light']!, MIN_CONTRAST],
    ['light-variant label, hovered', v['--mantine-primary-color-light-color']!, v['--mantine-primary-color-light-hover']!, MIN_CONTRAST],
  ];
}

describe.each(['light', 'dark'] as const)('%s scheme', (scheme) => {
  test.each(Object.entries(ACCENTS))('accent %s: every text and control readable', (_, accent) => {
    const failures = pairs(variables(accent, scheme), scheme)
      .map(([what, fg, bg, min]) => ({ what, fg, bg, ratio: contrast(fg, bg), min }))
      .filter(({ ratio, min }) => !(ratio >= min))
      .map(({ what, fg, bg, ratio, min }) => `${what}: ${fg} on ${bg} ${ratio.toFixed(2)}:1 < ${min}:1`);
    expect(failures).toEqual([]);
  });
});

test('a colour that is already readable keeps its hue: orange stays orange in the dark scheme, a dark blue as it is in light', () => {
  expect(variables('#ffa500', 'dark')['--mantine-primary-color-filled']).toBe('#ffa500');
  expect(variables('#0b4f6c', 'light')['--mantine-primary-color-filled']).toBe('#0b4f6c');
});

test('without an accent the product’s teal stays the primary colour', () => {
  expect(mergeMantineTheme(DEFAULT_THEME, elementTheme({ theme: 'light', accent: null }, 'light', null)).primaryColor).toBe('teal');
});
