// Export buttons of a tab's header: one small button per file, named for what it downloads.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../contract';

export interface ExportAction {
  /** Accessible and visible label, e.g. "Comparison (CSV)". */
  label: string;
  onClick: () => void;
}

export function ExportButtons({ actions }: { actions: ExportAction[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group gap="xs" role="group" aria-label={t('export.label')}>
      {actions.map((action) => (
        <Button key={action.label} size="xs" variant="light" onClick={action.onClick}>
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
