// The content feature as the rest of mfe-report sees it: the app imports only these.
export { ContentDialog } from './components/ContentDialog';
export { SectionTabs, type BlockViews, type NotesView, type SectionTabsProps } from './components/SectionTabs';
