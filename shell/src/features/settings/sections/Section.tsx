// A titled section of the settings panel.
import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
