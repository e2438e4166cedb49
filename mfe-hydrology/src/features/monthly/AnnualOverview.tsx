// Annual Overview tab: the four annual cards, the model assumptions, external links, the
// annual balance with its note, and the consistency checks. Every figure is summed from the
// monthly rows (derived.ts). The cards and the balance come first; the rest, below them on a phone,
// a frame later (useAfterFirstPaint), so the dialog shows at once on each open.
import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { formatNumber, formatWithUnit, unitLabel as languageUnit, ResponsiveGrid, labelColon, useAfterFirstPaint } from '@forest-city/remote-kit';
import { annualBalance, annualTotalsB, depthToMillionM3, thousandToMillionM3, ASSUMPTION_RECORDS, EXTERNAL_LINKS } from '../../lib/model';
import { balanceColor, ConsistencyChecksCard, DataNotesCard, formatParameterValue, unitLabel } from '../../lib/shared';
import { MUTED_TEXT, lightDark } from '@forest-city/remote-kit/scheme-colors';

export function AnnualOverview() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const totals = annualTotalsB();
  const balance = annualBalance();
  const painted = useAfterFirstPaint();
  const n = (v: number, digits = 0) => formatNumber(v, lang, { digits });
  const cards = [
    { id: 'rainfall', value: n(totals.rainfall), unit: languageUnit('mm/yr', lang) },
    { id: 'evaporation', value: n(totals.evaporation), unit: languageUnit('mm/yr', lang) },
    { id: 'runoff', value: n(totals.runoff), unit: languageUnit('mm/yr', lang) },
    { id: 'waterDemand', value: n(thousandToMillionM3(totals.waterNeed), 1), unit: t('units.millionM3PerYr') },
  ];

  return (
    <Stack gap="md">
      <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {cards.map((c) => (
          <Card key={c.id} withBorder radius="md" padding="md" data-annual={c.id}>
            <Text size="sm" c={MUTED_TEXT}>
              {t(`monthly.annual.${c.id}`)}
            </Text>
            <Text fz={28} fw={700} lh={1.2} data-value>
              {c.value}
            </Text>
            <Text size="sm">{c.unit}</Text>
          </Card>
        ))}
      </ResponsiveGrid>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-balance-title" data-card="annual-balance">
        <Title order={3} size="h5" id="hydrology-balance-title">
          {t('monthly.balance.title')}
        </Title>
        <Text ff="monospace" size="sm" mt={4}>
          {t('monthly.balance.formula')} = {n(totals.rainfall)} − {n(totals.evaporation)} − {n(totals.runoff)} ={' '}
          <Text span fw={700} c={balanceColor(balance)} data-balance>
            {formatWithUnit(formatNumber(balance, lang, { signed: true }), 'mm/yr', lang)}
          </Text>
        </Text>
        {balance < 0 && (
          <Text size="sm" mt="xs" data-balance-note>
            {t('monthly.balance.negativeNote', { volume: n(depthToMillionM3(Math.abs(balance)), 1) })}
          </Text>
        )}
      </Card>

      {painted && <AssumptionsAndChecks />}
    </Stack>
  );
}

/** The model's assumptions, the external links, the consistency checks and the data notes. */
function AssumptionsAndChecks() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  return (
    <>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-monthly-assumptions">
          <Title order={3} size="h5" id="hydrology-monthly-assumptions" mb="xs">
            {t('assumptions.title')}
          </Title>
          <List size="sm" spacing={2}>
            {ASSUMPTION_RECORDS.map((a) => (
              <List.Item key={a.id}>
                {t(`parameters.${a.id}`)}
                {labelColon(i18n.language)}
                <strong>{formatParameterValue(a.value, lang)}</strong>
                {a.unit === 'dimensionless' ? '' : a.unit === '%' ? '%' : ` ${unitLabel(a.unit, t, lang)}`}
              </List.Item>
            ))}
            <List.Item>
              {t('parameters.etMethod')}
              {labelColon(i18n.language)}
              <strong>{t('assumptions.etMethodValue')}</strong>
            </List.Item>
          </List>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-monthly-links">
          <Title order={3} size="h5" id="hydrology-monthly-links" mb="xs">
            {t('links.title')}
          </Title>
          <List size="sm" spacing={4}>
            {EXTERNAL_LINKS.map((l) => (
              <List.Item key={l.id}>
                <Anchor href={l.url} target="_blank" rel="noopener noreferrer" c={lightDark('#087f5b', '#63e6be')} underline="always">
                  {t(`links.${l.id}`)}
                  <Text span size="xs">
                    {' '}
                    ({t('links.newTab')})
                  </Text>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Card>
      </ResponsiveGrid>

      <ConsistencyChecksCard />
      <Group>
        <DataNotesCard notes={['syntheticMonths', 'demandRounding', 'balance']} />
      </Group>
    </>
  );
}
