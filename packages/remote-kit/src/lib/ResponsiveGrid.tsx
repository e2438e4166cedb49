// A grid of equal columns, Mantine's SimpleGrid without its <style> element: SimpleGrid writes one
// for its columns and spacing (responsive or not), and a partner's Content-Security-Policy without
// 'unsafe-inline' refuses it (the custom elements, docs/partners.md). Responsive values are
// resolved in the browser (useMatches, same breakpoints, known at the first render: no layout
// shift) and set as style properties, which the policy allows. The linter keeps responsive objects
// out of the parts' JSX (eslint.config.mjs).
import { useId, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { Box, getSpacing, useMantineStyleNonce, useMantineTheme, useMatches, type BoxProps, type MantineSpacing } from '@mantine/core';

type Responsive<T> = T | { base?: T; xs?: T; sm?: T; md?: T; lg?: T; xl?: T };

const resolvedNow = { getInitialValueInEffect: false };
const asBreakpoints = <T,>(value: Responsive<T> | undefined): { base?: T } => (value !== null && typeof value === 'object' ? value : { base: value });

export type ResponsiveGridProps = BoxProps &
  Omit<HTMLAttributes<HTMLElement>, 'style' | 'color'> & {
    /** The element to render (a list: 'ul', a description list: 'dl'). Default 'div'. */
    component?: ElementType;
    children?: ReactNode;
    /** Columns, one number or one per breakpoint. Default 1. */
    cols?: Responsive<number>;
    /** Gap between columns (a theme spacing or a CSS length). Default 'md'. */
    spacing?: Responsive<MantineSpacing | number>;
    /** Gap between rows. Default: the column gap. */
    verticalSpacing?: Responsive<MantineSpacing | number>;
  };

const BREAKPOINT_ORDER = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * On the server (a prerendered fragment, docs/architecture.md "Prerendered HTML") the screen is not
 * known: the columns and gaps become one rule per breakpoint in a <style> element (with the
 * page's nonce), so the HTML is laid out as the browser's render will be, before any script runs.
 */
function ServerGrid({ cols, spacing, verticalSpacing, style, className, ...rest }: ResponsiveGridProps) {
  const theme = useMantineTheme();
  const nonce = useMantineStyleNonce()?.();
  const id = `fc-grid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const c = asBreakpoints(cols);
  const s = asBreakpoints(spacing);
  const v = asBreakpoints(verticalSpacing);
  let css = '';
  let column = 1;
  let gap: MantineSpacing | number = 'md';
  let row: MantineSpacing | number | undefined;
  for (const bp of BREAKPOINT_ORDER) {
    const at = <T,>(o: Record<string, T | undefined>) => o[bp];
    if (bp !== 'base' && at(c) === undefined && at(s) === undefined && at(v) === undefined) continue;
    column = at(c) ?? column;
    gap = at(s) ?? gap;
    row = at(v) ?? row;
    const rule = `.${id}{display:grid;grid-template-columns:repeat(${column},minmax(0,1fr));column-gap:${getSpacing(gap)};row-gap:${getSpacing(row ?? gap)}}`;
    css += bp === 'base' ? rule : `@media (min-width:${theme.breakpoints[bp]}){${rule}}`;
  }
  const props = { ...rest, className: className ? `${className} ${id}` : id, style } as BoxProps;
  return (
    <>
      <style nonce={nonce}>{css}</style>
      <Box {...props} />
    </>
  );
}

export function ResponsiveGrid(props: ResponsiveGridProps) {
  return typeof window === 'undefined' ? <ServerGrid {...props} /> : <BrowserGrid {...props} />;
}

function BrowserGrid({ cols, spacing, verticalSpacing, style, ...rest }: ResponsiveGridProps) {
  const columns = useMatches(asBreakpoints(cols), resolvedNow) ?? 1;
  const columnGap = useMatches(asBreakpoints(spacing), resolvedNow) ?? 'md';
  const rowGap = useMatches(asBreakpoints(verticalSpacing), resolvedNow) ?? columnGap;
  // Box is polymorphic; its props are given as one object (component included).
  const props = {
    ...rest,
    style: [{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: getSpacing(columnGap), rowGap: getSpacing(rowGap) }, style],
  } as BoxProps;
  return <Box {...props} />;
}
