// The toast viewport (spec: Business constants) on Radix Toast: its Provider's defaults are the spec's
// (duration 5000 ms, swipe right, threshold 50, viewport hotkey F8), set here explicitly.
import * as Toast from '@radix-ui/react-toast';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../components/icons';
import { dismissToast, useToasts } from './toast-store';
import './toaster.css';

export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD} label={t('toast.label')}>
      {children}
      <Toaster />
      <Toast.Viewport className="fc-toast-viewport" hotkey={TOAST_HOTKEY} label={t('toast.viewport')} />
    </Toast.Provider>
  );
}

function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToasts();
  return (
    <>
      {toasts.map(({ id, open, title, description, variant, action, closeButton }) => {
        const destructive = variant === 'destructive';
        return (
          <Toast.Root key={id} open={open} onOpenChange={(o) => !o && dismissToast(id)} type={destructive ? 'foreground' : 'background'} asChild>
            <Paper
              component="li"
              className="fc-toast"
              data-variant={variant}
              data-testid="toast"
              shadow="md"
              withBorder
              p="md"
              bg={destructive ? 'var(--mantine-color-red-filled)' : 'var(--mantine-color-body)'}
              c={destructive ? 'white' : undefined}
              style={{ pointerEvents: 'auto' }}
            >
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  {title ? (
                    <Toast.Title asChild>
                      <Text fw={600} size="sm">
                        {title}
                      </Text>
                    </Toast.Title>
                  ) : null}
                  {description ? (
                    <Toast.Description asChild>
                      <Text size="sm" c={destructive ? 'white' : 'dimmed'} style={{ wordBreak: 'break-word' }}>
                        {description}
                      </Text>
                    </Toast.Description>
                  ) : null}
                </Stack>
                {action ? (
                  <Toast.Action altText={action.altText} asChild>
                    <Button size="xs" variant={destructive ? 'white' : 'light'} color={destructive ? 'red' : undefined} onClick={action.onClick}>
                      {action.label}
                    </Button>
                  </Toast.Action>
                ) : null}
                {closeButton ? (
                  <Toast.Close asChild>
                    <ActionIcon variant="subtle" color={destructive ? 'white' : 'gray'} size="sm" aria-label={t('labels.close')}>
                      <CloseIcon size={16} />
                    </ActionIcon>
                  </Toast.Close>
                ) : null}
              </Group>
            </Paper>
          </Toast.Root>
        );
      })}
    </>
  );
}
