// The generic tabbed view of the three dialogs and the report page. Every panel stays in the DOM
// (hidden with display:none off screen), so the print stylesheet can show all sections in order.
// The hidden panels are filled one frame after the open one, so a dialog paints at once.
import { Tabs } from '@mantine/core';
import { useLang } from '../../../lib/localized';
import { useAfterFirstPaint, SCROLLABLE_TABS_STYLES } from '@forest-city/remote-kit';
import type { Section } from '../../../lib/content-types';
import { ContentBlocks } from './ContentBlocks';
import { SectionHeading } from '../../../lib/heading-level';
import { SectionIdContext } from '../../../lib/footnotes';

export interface TabbedSectionsProps {
  sections: readonly Section[];
  /** The active tab id (already validated). */
  active: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

export function TabbedSections({ sections, active, onChange, label }: TabbedSectionsProps) {
  const { tr } = useLang();
  const painted = useAfterFirstPaint();
  return (
    <Tabs value={active} onChange={(v) => v && onChange(v)} keepMounted keepMountedMode="display-none" className="fc-tabs" styles={SCROLLABLE_TABS_STYLES}>
      <Tabs.List aria-label={label} className="fc-no-print">
        {sections.map((s) => (
          <Tabs.Tab key={s.id} value={s.id}>
            {tr(s.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((s) => (
        <Tabs.Panel key={s.id} value={s.id} pt="md" className="fc-section" data-section={s.id}>
          {(painted || s.id === active) && (
            <SectionIdContext.Provider value={s.id}>
              <SectionHeading>{tr(s.label)}</SectionHeading>
              <ContentBlocks blocks={s.blocks} />
            </SectionIdContext.Provider>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
