// The content's tabs with what the other features draw inside them: the timeline and the future
// development's figures as blocks, the notes and sources under the tabs. Every dialog and the page use this.
import { SectionTabs as ContentSectionTabs, type BlockViews, type SectionTabsProps } from '../features/content';
import { DevelopmentPhases, Geology, LandUse, Sustainability } from '../features/future';
import { NotesAndSources } from '../features/sources';
import { DevelopmentTimeline } from '../features/timeline';
import { timelineEvents } from '../lib/timeline-events';

const BLOCK_VIEWS: BlockViews = {
  timeline: (block, site) => <DevelopmentTimeline events={timelineEvents(block)} markSite={(id) => site(`event-${id}`)} headingDepth={block.title ? 2 : 1} />,
  developmentPhases: () => <DevelopmentPhases />,
  landUse: () => <LandUse />,
  sustainability: () => <Sustainability />,
  geology: () => <Geology />,
};

export function SectionTabs(props: Omit<SectionTabsProps, 'blockViews' | 'notes'>) {
  return <ContentSectionTabs {...props} blockViews={BLOCK_VIEWS} notes={NotesAndSources} />;
}
