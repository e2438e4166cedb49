// The sources feature as the rest of mfe-report sees it: the app imports only these.
export { NotesAndSources } from './components/NotesAndSources';
