// Model applications, in three groups.
import { Card, List, Title } from '@mantine/core';
import { ResponsiveGrid } from '@forest-city/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { MODEL_APPLICATIONS } from '../../lib/model';

export function ApplicationsCard() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-applications-title" data-card="applications">
      <Title order={3} size="h5" id="hydrology-applications-title" mb="sm">
        {t('applications.title')}
      </Title>
      <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {MODEL_APPLICATIONS.map((g) => (
          <div key={g.id} data-application-group={g.id}>
            <Title order={4} size="h6" mb={4}>
              {t(`applications.${g.id}.title`)}
            </Title>
            <List size="sm" spacing={2}>
              {g.items.map((id) => (
                <List.Item key={id}>{t(`applications.${g.id}.${id}`)}</List.Item>
              ))}
            </List>
          </div>
        ))}
      </ResponsiveGrid>
    </Card>
  );
}
