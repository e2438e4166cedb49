// A grid of equal columns, Mantine's SimpleGrid without its <style> element: SimpleGrid writes one
// for its columns and spacing (responsive or not), and a partner's Content-Security-Policy without
// 'unsafe-inline' refuses it (the custom elements, docs/partners.md). Responsive values are
// resolved in the browser (useMatches, same breakpoints, known at the first render: no layout
// shift) and set as style properties, which the policy allows. The linter keeps responsive objects
// out of the parts' JSX (eslint.config.mjs).
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { Box, getSpacing, useMatches, type BoxProps, type MantineSpacing } from '@mantine/core';

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

export function ResponsiveGrid({ cols, spacing, verticalSpacing, style, ...rest }: ResponsiveGridProps) {
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
