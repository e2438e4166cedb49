// The frame shared by the three dialogs: a Mantine Modal (focus trap, Escape, focus return to the
// opener) with a Close button under the content.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useScreenQuery } from '@forest-city/remote-kit';
import type { ReactNode } from 'react';
import { useLang } from '../../../lib/localized';
import { HeadingLevelProvider } from '../../../lib/heading-level';

export interface ContentDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title and accessible name. */
  title: string;
  /** Full-screen on every screen (the history dialog); default: full-screen on phones only. */
  fullScreen?: boolean;
  /** Modal width (Mantine size); default 'xl'. The report passes a wider one so its six tabs fit one row at 1440 px. */
  size?: string | number;
  /** Extra actions beside Close. */
  actions?: ReactNode;
  children: ReactNode;
}

export function ContentDialog({ opened, onClose, title, fullScreen = false, size = 'xl', actions, children }: ContentDialogProps) {
  const { t } = useLang();
  const phone = useScreenQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={fullScreen || phone}
      size={size}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* The Modal title is an h2, so section headings are h3. */}
      <HeadingLevelProvider value={3}>
        <Stack gap="xl">
          {children}
          <Group justify="flex-end" gap="xs">
            {actions}
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      </HeadingLevelProvider>
    </Modal>
  );
}
