// Mounts the open dialog's remote module on demand. While the remote loads, or if it fails,
// the shell shows its own modal with the loading text or the fallback and Retry.
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { useDialogState } from './use-dialog-state';
import type { DialogProps } from 'mfe-report/contract';

export function DialogHost() {
  const { t } = useTranslation('common');
  const { dialog, tab, close, setTab } = useDialogState();
  if (!dialog) return null;
  const section = t(dialog.labelKey);
  return (
    <RemoteSlot<DialogProps>
      key={dialog.id}
      remote={dialog.remote}
      module={dialog.module}
      section={section}
      props={{ opened: true, onClose: close, tab, onTabChange: setTab }}
      frame={(content) => (
        <Modal opened onClose={close} title={section} size="lg" closeButtonProps={{ 'aria-label': t('labels.close') }}>
          {content}
        </Modal>
      )}
    />
  );
}
