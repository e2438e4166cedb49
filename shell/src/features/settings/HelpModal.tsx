import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface HelpModalProps {
  opened: boolean;
  onClose: () => void;
  supportUrl: string | null;
}

/** Help & Support: how to use the dashboard, and where to get help. */
export function HelpModal({ opened, onClose, supportUrl }: HelpModalProps) {
  const { t } = useTranslation('common');
  const tips = ['search', 'layers', 'dialogs', 'toasts', 'language'] as const;
  return (
    <Modal opened={opened} onClose={onClose} title={t('help.title')} closeButtonProps={{ 'aria-label': t('labels.close') }} size="md">
      <Stack gap="sm">
        <Text size="sm">{t('help.intro')}</Text>
        <List size="sm" spacing={4}>
          {tips.map((tip) => (
            <List.Item key={tip}>{t(`help.tips.${tip}`)}</List.Item>
          ))}
        </List>
        {supportUrl ? (
          <Text size="sm">
            {t('help.contact')} {/* Underlined: inside a sentence a link must not rely on colour alone (WCAG 1.4.1). */}
            <Anchor href={supportUrl} target="_blank" rel="noopener noreferrer" underline="always">
              {t('settings.contactSupport')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
