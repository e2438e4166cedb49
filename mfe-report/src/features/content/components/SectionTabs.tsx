// Tabs over a list of sections, followed by the notes on the data and the sources.
import { Stack } from '@mantine/core';
import { NotesAndSources } from '../../sources';
import type { Section } from '../types';
import { useTabSelection } from '../use-tab-selection';
import { TabbedSections } from './TabbedSections';

export interface SectionTabsProps {
  sections: readonly Section[];
  defaultTab: string;
  /** Selected tab from the host (URL); invalid or missing means the last chosen or the default. */
  tab?: string;
  onTabChange?: (tab: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

export function SectionTabs({ sections, defaultTab, tab, onTabChange, label }: SectionTabsProps) {
  const [active, select] = useTabSelection(
    sections.map((s) => s.id),
    defaultTab,
    tab,
    onTabChange,
  );
  return (
    <Stack gap="xl">
      <TabbedSections sections={sections} active={active} onChange={select} label={label} />
      <NotesAndSources />
    </Stack>
  );
}
