// An item whose data cannot be rendered takes down only its own dialog: the visitor reads that this
// item could not be shown and closes the window, which clears the selection (and with it `?item=`
// in the host's URL), so a reload or a shared link never reopens the same crash (D4).
import type { ReactNode } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';

export function ItemErrorBoundary({ itemId, onClose, children }: { itemId: string | null; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ErrorBoundary
      resetKeys={[itemId]}
      fallbackRender={() => (
        <Modal opened onClose={onClose} title={t('errors.item')} centered closeButtonProps={{ 'aria-label': t('dialog.close') }}>
          <Stack gap="sm" align="flex-start" data-testid="map-item-error">
            <Text size="sm">{t('errors.itemBody')}</Text>
            <Button size="xs" onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </Stack>
        </Modal>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
