// Foundation stand-in: a dialog with its real title and a "being built" line.
// The report issue replaces each use with the real dialog.
import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, type DialogProps } from '../../contract';

export function PlaceholderDialog({ opened, onClose, titleKey, fullScreen = false }: DialogProps & { titleKey: string; fullScreen?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal opened={opened} onClose={onClose} title={t(titleKey)} fullScreen={fullScreen} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <Text>{t('beingBuilt')}</Text>
    </Modal>
  );
}
