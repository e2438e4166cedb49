// Sections sit under different parents: under a Modal title (h2) in a dialog, under the page's
// h1 on /forest-city-report. The level of a section's heading comes from here, so the outline
// never skips a level in either place.
import { createContext, useContext } from 'react';
import { Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

const HeadingLevel = createContext<TitleOrder>(3);

export const HeadingLevelProvider = HeadingLevel.Provider;

/** A heading `depth` levels below the section heading (0 = the section heading itself). */
export function SectionHeading({ depth = 0, children, size, inline = false }: { depth?: number; children: ReactNode; size?: string; inline?: boolean }) {
  const base = useContext(HeadingLevel);
  const order = Math.min(6, base + depth) as TitleOrder;
  return (
    <Title order={order} size={size ?? (depth === 0 ? 'h3' : 'h5')} mb={inline ? 0 : 'xs'} mt={depth === 0 || inline ? 0 : 'md'}>
      {children}
    </Title>
  );
}
