// A tab's header row: its heading on the left, the tab's export buttons on the right
// (wrapping under the heading on a phone).
import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

export function SectionHeader({ title, children, order = 3 }: { title: string; children?: ReactNode; order?: 3 | 4 }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Title order={order}>{title}</Title>
      {children}
    </Group>
  );
}
