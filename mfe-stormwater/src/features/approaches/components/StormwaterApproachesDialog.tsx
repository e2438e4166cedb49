// The Stormwater Approaches dialog (spec: Screens and routes): three tabs, Overview & Comparison by
// default. The tab and the selected approach are the host's (props `tab`/`onTabChange` and
// `approach`/`onApproachChange`, which the shell keeps in ?tab= and ?approach=); this remote never
// touches the URL. Mounted alone without them, the dialog keeps both itself, in memory.
import { useState } from 'react';
import { Modal, Select, Stack, Tabs, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { downloadText, SCROLLABLE_TABS_STYLES, useScreenQuery } from '@forest-city/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, type StormwaterDialogProps } from '../../../contract';
import { approachOrDefault, contentFor, contentLanguage } from '../content';
import { APPROACH_IDS, type ApproachId } from '../content/types';
import { approachCsv, approachJson, comparisonCsv, comparisonJson, CSV_MIME, JSON_MIME, type DetailLabels } from '../export/exports';
import { tabOrDefault, type TabId } from '../tabs';
import { ApproachCards } from './ApproachCards';
import { ApproachDetail } from './ApproachDetail';
import { ComparisonTable } from './ComparisonTable';
import { ExportButtons } from './ExportButtons';
import { GuidelinesPanel } from './GuidelinesPanel';
import { SectionHeader } from './SectionHeader';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

export function StormwaterApproachesDialog({ opened, onClose, tab, onTabChange, approach: approachProp, onApproachChange }: StormwaterDialogProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const phone = useScreenQuery('(max-width: 48em)');
  const language = contentLanguage(i18n.language);
  const content = contentFor(i18n.language);
  // Controlled when the host passes `approach` (the shell, from ?approach=); else kept here.
  const [chosen, selectApproach] = useUncontrolled<ApproachId | null>({
    value: approachProp,
    defaultValue: APPROACH_IDS[0],
    onChange: (id) => id && onApproachChange?.(id),
  });
  const approach = approachOrDefault(chosen);

  // Without a host that keeps the tab (standalone page), the dialog keeps it.
  const [ownTab, setOwnTab] = useState<TabId>(tabOrDefault(tab));
  const activeTab = onTabChange ? tabOrDefault(tab) : ownTab;
  const changeTab = (next: TabId) => (onTabChange ? onTabChange(next) : setOwnTab(next));

  // A card click selects the approach and opens its detail. The host writes both to the URL one
  // after the other; each write starts from the address bar as it is, so neither undoes the other.
  const openDetail = (id: ApproachId) => {
    if (id !== approach) selectApproach(id);
    changeTab('detailed');
  };

  const headers = {
    approach: t('columns.approach'),
    origin: t('columns.origin'),
    primaryFocus: t('columns.primaryFocus'),
    scale: t('columns.scale'),
    integrationLevel: t('columns.integrationLevel'),
    policyFramework: t('columns.policyFramework'),
  };
  const detailLabels: DetailLabels = {
    ...headers,
    field: t('export.field'),
    value: t('export.value'),
    description: t('detailed.description'),
    keyFeatures: t('detailed.keyFeatures'),
    examples: t('detailed.examples'),
    benefits: t('detailed.benefits'),
    implementation: t('detailed.implementation'),
    forestCity: t('detailed.forestCity'),
  };
  const base = 'forest-city-stormwater';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" c={MUTED_TEXT} mb="sm">
        {t('subtitle')}
      </Text>
      <Tabs value={activeTab} onChange={(v) => changeTab(tabOrDefault(v))} keepMounted={false} styles={SCROLLABLE_TABS_STYLES}>
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          <Tabs.Tab value="overview">{t('tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="detailed">{t('tabs.detailed')}</Tabs.Tab>
          <Tabs.Tab value="guidelines">{t('tabs.guidelines')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="overview">
          <Stack gap="md">
            <SectionHeader title={t('overview.heading')}>
              <ExportButtons
                actions={[
                  { label: t('export.comparisonCsv'), onClick: () => downloadText(`${base}-comparison-${language}.csv`, comparisonCsv(content, headers), CSV_MIME) },
                  { label: t('export.comparisonJson'), onClick: () => downloadText(`${base}-comparison-${language}.json`, comparisonJson(content, language), JSON_MIME) },
                ]}
              />
            </SectionHeader>
            <Text size="sm">{t('overview.intro')}</Text>
            <ApproachCards content={content} onOpen={openDetail} />
            <SectionHeader title={t('comparison.heading')} />
            <ComparisonTable content={content} />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="detailed">
          <Stack gap="md">
            <SectionHeader title={t('tabs.detailed')}>
              <ExportButtons
                actions={[
                  { label: t('export.approachJson'), onClick: () => downloadText(`${base}-${approach}-${language}.json`, approachJson(content, approach, language), JSON_MIME) },
                  { label: t('export.approachCsv'), onClick: () => downloadText(`${base}-${approach}-${language}.csv`, approachCsv(content, approach, detailLabels), CSV_MIME) },
                ]}
              />
            </SectionHeader>
            <Select
              label={t('detailed.selectLabel')}
              data={APPROACH_IDS.map((id) => ({ value: id, label: content.approaches[id].name }))}
              value={approach}
              onChange={(v) => v && selectApproach(v as ApproachId)}
              allowDeselect={false}
              checkIconPosition="right"
              comboboxProps={{ withinPortal: true }}
              maw={420}
            />
            <ApproachDetail id={approach} approach={content.approaches[approach]} />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="guidelines">
          <GuidelinesPanel content={content} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
