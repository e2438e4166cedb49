// The sources feature as the rest of mfe-report sees it: other features and the app import only these.
export { NotesAndSources, type NoteBacklink } from './components/NotesAndSources';
export { noteNumber } from './notes';
export type { NoteId } from './notes';
