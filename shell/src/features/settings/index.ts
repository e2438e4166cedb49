// The settings feature as the rest of shell sees it: other features and the app import only these.
export { SettingsEffects } from './SettingsEffects';
export { SettingsPanel, preloadSettingsPanel } from './LazySettingsPanel';
