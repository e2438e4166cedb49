// The modal every dialog opens in. Its own chunk: Mantine's Modal is shared on demand
// (shared-surface.mjs, MANTINE_ON_DEMAND), so the page's first view never loads it. Fetched with a
// dialog's preload (use-dialog-preload.ts) or when a dialog opens, beside the dialog's remote.
import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

export function DialogModal({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': closeLabel }}>
      {children}
    </Modal>
  );
}
