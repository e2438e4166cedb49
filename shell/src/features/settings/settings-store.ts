// Visitor settings beyond language (i18next) and theme (Mantine's colour scheme manager):
// kept in localStorage so they survive a reload. What each one does is in shell/README.md.
import { useLocalStorage } from '@mantine/hooks';

export type TranslationProvider = 'project' | 'browser';

export interface ShellSettings {
  /** Toasts on or off. Default on. */
  notifications: boolean;
  /** Follow the browser's preferred language automatically. Default off. */
  autoTranslate: boolean;
  /** Who translates the page: the project's hand translations, or the browser's translator. */
  translationProvider: TranslationProvider;
}

export const SETTINGS_STORAGE_KEY = 'forest-city-settings';
export const DEFAULT_SETTINGS: ShellSettings = { notifications: true, autoTranslate: false, translationProvider: 'project' };

/** Reads stored settings, keeping defaults for anything missing or malformed. */
export function parseSettings(raw: string | null | undefined): ShellSettings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  try {
    const v = JSON.parse(raw) as Partial<ShellSettings>;
    return {
      notifications: typeof v.notifications === 'boolean' ? v.notifications : DEFAULT_SETTINGS.notifications,
      autoTranslate: typeof v.autoTranslate === 'boolean' ? v.autoTranslate : DEFAULT_SETTINGS.autoTranslate,
      translationProvider: v.translationProvider === 'browser' || v.translationProvider === 'project' ? v.translationProvider : DEFAULT_SETTINGS.translationProvider,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function useShellSettings() {
  const [settings, setSettings] = useLocalStorage<ShellSettings>({
    key: SETTINGS_STORAGE_KEY,
    defaultValue: DEFAULT_SETTINGS,
    getInitialValueInEffect: false,
    serialize: JSON.stringify,
    deserialize: (raw) => parseSettings(raw),
  });
  const update = (patch: Partial<ShellSettings>) => setSettings((prev) => ({ ...prev, ...patch }));
  return { settings, update };
}
