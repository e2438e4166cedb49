// The content feature as the rest of mfe-report sees it: other features and the app import only these.
export { ContentDialog } from './components/ContentDialog';
export { HeadingLevelProvider, SectionHeading } from './components/heading-level';
export { NoteMarks } from './components/NoteMarks';
export { ProgressBar } from './components/ProgressBar';
export { SectionTabs } from './components/SectionTabs';
export type { KeyFact, Section } from './types';
