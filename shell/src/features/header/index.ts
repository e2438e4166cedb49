// The header feature as the rest of shell sees it: other features and the app import only these.
export { Header } from './Header';
