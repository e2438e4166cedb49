// Data-collection guidelines: how often each quantity is measured, and with what.
import { Card, List, Title } from '@mantine/core';
import { ResponsiveGrid, labelColon } from '@forest-city/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { COLLECTION_EQUIPMENT, COLLECTION_FREQUENCIES } from '../../lib/model';

export function GuidelinesCard() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-guidelines-title" data-card="guidelines">
      <Title order={3} size="h5" id="hydrology-guidelines-title" mb="sm">
        {t('guidelines.title')}
      </Title>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Title order={4} size="h6" mb={4}>
            {t('guidelines.frequencies')}
          </Title>
          <List size="sm" spacing={2}>
            {COLLECTION_FREQUENCIES.map((f) => (
              <List.Item key={f.id}>
                {t(`guidelines.measure.${f.id}`)}
                {labelColon(i18n.language)}
                <strong>{t(`guidelines.frequency.${f.frequency}`)}</strong>
              </List.Item>
            ))}
          </List>
        </div>
        <div>
          <Title order={4} size="h6" mb={4}>
            {t('guidelines.equipment')}
          </Title>
          <List size="sm" spacing={2}>
            {COLLECTION_EQUIPMENT.map((id) => (
              <List.Item key={id}>{t(`guidelines.equipmentItems.${id}`)}</List.Item>
            ))}
          </List>
        </div>
      </ResponsiveGrid>
    </Card>
  );
}
