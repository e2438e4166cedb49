// Hydrological Mass Balance Model (spec: Screens and routes): full-screen dialog with the equations,
// the Charts tab (default) and seven parameter tabs, then the data-collection guidelines,
// model applications, consistency checks, the SCS calculator and notes on the data.
import { Button, Card, Group, List, Modal, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, type MassBalanceDialogProps } from '../../contract';
import { ChartGrid } from '../charts/ChartGrid';
import { MASS_BALANCE_CHARTS } from '../charts/chart-definitions';
import { MONTHLY_SET_A } from '../model/monthly-set-a';
import { COLLECTION_EQUIPMENT, COLLECTION_FREQUENCIES, EQUATIONS, MODEL_APPLICATIONS } from '../model/model-content';
import { PARAMETER_GROUPS } from '../model/parameters';
import { ConsistencyChecksCard } from '../shared/ConsistencyChecksCard';
import { DataNotesCard } from '../shared/DataNotesCard';
import { Icon } from '../shared/icons';
import { ParameterCards } from '../shared/ParameterCards';
import { useTabState } from '../shared/use-tab-state';
import { AssumptionsDialog, ASSUMPTIONS_TABS } from './AssumptionsDialog';
import { ExportMenu } from './ExportMenu';
import { ScsCalculator } from './ScsCalculator';
import { useAssumptionsParam } from './use-assumptions-param';
import { useAfterFirstPaint } from '../charts/use-after-first-paint';
import { MUTED_TEXT, TINTED_BG } from '../shared/scheme-colors';

/** Tab ids in the URL (?tab=): the Charts tab (the spec's "histograms") and the parameter groups. */
export const MASS_BALANCE_TABS = ['charts', ...PARAMETER_GROUPS.map((g) => g.id)] as const;
export const MASS_BALANCE_DEFAULT_TAB = 'charts';

export function MassBalanceDialog({ opened, onClose, tab, onTabChange }: MassBalanceDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [current, select] = useTabState(MASS_BALANCE_TABS, MASS_BALANCE_DEFAULT_TAB, tab, onTabChange);
  const [assumptions, setAssumptions] = useAssumptionsParam();
  const assumptionsOpen = assumptions !== null;
  const phone = useMediaQuery('(max-width: 48em)');
  const painted = useAfterFirstPaint();
  const actions = (
    <>
      <Button size="sm" variant="default" onClick={() => setAssumptions('overview')} aria-haspopup="dialog">
        {t('assumptions.open')}
      </Button>
      <ExportMenu />
    </>
  );

  return (
    <>
      {/* Escape belongs to the topmost dialog: while the companion is open it closes only the
          companion, and the companion's own focus return puts focus back on its button. */}
      <Modal.Root opened={opened} onClose={onClose} fullScreen closeOnEscape={!assumptionsOpen}>
        <Modal.Overlay />
        <Modal.Content data-dialog="mass-balance">
          <Modal.Header style={{ alignItems: 'flex-start', gap: 8, borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap={2} style={{ flex: '1 1 auto', minWidth: 0 }}>
              <Modal.Title fw={700} fz={{ base: 'h4', sm: 'h3' }}>
                {t('massBalance.title')}
              </Modal.Title>
              {!phone && (
                <Text size="sm" c={MUTED_TEXT}>
                  {t('massBalance.subtitle')}
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {!phone && actions}
              <Modal.CloseButton aria-label={t('close')} size="lg" />
            </Group>
          </Modal.Header>
          <Modal.Body pt="md">
            <Stack gap="lg">
              {/* On a phone the sticky header keeps only title and Close; the subtitle and actions scroll with the body. */}
              {phone && (
                <Stack gap="xs">
                  <Text size="sm" c={MUTED_TEXT}>
                    {t('massBalance.subtitle')}
                  </Text>
                  <Group gap="xs">{actions}</Group>
                </Stack>
              )}
              <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-equations-title">
                <Title order={3} size="h5" id="hydrology-equations-title" mb="sm">
                  {t('equations.title')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
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
                </SimpleGrid>
              </Card>

              <Tabs value={current} onChange={select} keepMounted={false}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="charts" leftSection={<Icon name="chart" size={16} />}>
                    {t('massBalance.tabs.charts')}
                  </Tabs.Tab>
                  {PARAMETER_GROUPS.map((g) => (
                    <Tabs.Tab key={g.id} value={g.id} leftSection={<Icon name={g.icon} size={16} />}>
                      {t(`massBalance.tabs.${g.id}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="charts">
                  <ChartGrid definitions={MASS_BALANCE_CHARTS} rows={MONTHLY_SET_A} />
                </Tabs.Panel>
                {PARAMETER_GROUPS.map((g) => (
                  <Tabs.Panel key={g.id} value={g.id}>
                    <Group gap="xs" mb="sm">
                      <Icon name={g.icon} />
                      <Title order={3} size="h5">
                        {t(`groups.${g.id}`)}
                      </Title>
                    </Group>
                    <ParameterCards parameters={g.parameters} />
                  </Tabs.Panel>
                ))}
              </Tabs>

              {/* Below the fold: drawn one frame after the dialog (use-after-first-paint.ts). */}
              {painted && (
                <>
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-guidelines-title" data-card="guidelines">
                      <Title order={3} size="h5" id="hydrology-guidelines-title" mb="sm">
                        {t('guidelines.title')}
                      </Title>
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                        <div>
                          <Title order={4} size="h6" mb={4}>
                            {t('guidelines.frequencies')}
                          </Title>
                          <List size="sm" spacing={2}>
                            {COLLECTION_FREQUENCIES.map((f) => (
                              <List.Item key={f.id}>
                                {t(`guidelines.measure.${f.id}`)}: <strong>{t(`guidelines.frequency.${f.frequency}`)}</strong>
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
                      </SimpleGrid>
                    </Card>
                    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-applications-title" data-card="applications">
                      <Title order={3} size="h5" id="hydrology-applications-title" mb="sm">
                        {t('applications.title')}
                      </Title>
                      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
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
                      </SimpleGrid>
                    </Card>
                  </SimpleGrid>

                  <ConsistencyChecksCard />
                  <ScsCalculator />
                  <DataNotesCard notes={['syntheticMonths', 'sources', 'nutrientFactor', 'demandRounding']} />
                </>
              )}
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <AssumptionsDialog
        opened={opened && assumptionsOpen}
        onClose={() => setAssumptions(null)}
        {...(assumptions && (ASSUMPTIONS_TABS as readonly string[]).includes(assumptions) ? { tab: assumptions } : {})}
        onTabChange={(next) => setAssumptions(next)}
      />
    </>
  );
}
