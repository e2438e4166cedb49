// The model's four equations, above the tabs of the mass-balance dialog. A disclosure (<details>):
// open on larger screens, closed on a phone, where the four cards would fill the first screen and
// push the charts two screens down (issue 18, item 4).
import { Card, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '@forest-city/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { EQUATIONS } from '../../lib/model';
import { MUTED_TEXT, TINTED_BG } from '@forest-city/remote-kit/scheme-colors';

export function EquationsCard({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-equations-title">
      <details open={!collapsed} data-testid="hydrology-equations">
        <summary style={{ cursor: 'pointer' }}>
          <Title order={3} size="h5" id="hydrology-equations-title" display="inline">
            {t('equations.title')}
          </Title>
        </summary>
        <ResponsiveGrid mt="sm" cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {EQUATIONS.map((e) => (
            <Card key={e.id} withBorder padding="sm" radius="sm" bg={TINTED_BG} data-equation={e.id}>
              <Text fw={600} size="sm">
                {t(`equations.${e.id}.name`)}
              </Text>
              <Text ff="monospace" size="sm" my={4} style={{ overflowWrap: 'anywhere' }}>
                {e.expression}
              </Text>
              <Text size="xs" c={MUTED_TEXT}>
                {t(`equations.${e.id}.description`)}
              </Text>
            </Card>
          ))}
        </ResponsiveGrid>
      </details>
    </Card>
  );
}
