// Visitor settings beyond language (i18next) and theme (Mantine's colour scheme manager):
// kept in localStorage so they survive a reload. What each one does is in shell/README.md.
//
// One store for the page, read through useSyncExternalStore: every part that uses the settings sees
// the same object, which changes only when a setting does. (Mantine's useLocalStorage, used before,
// keeps a copy per component and writes the value back when each one mounts, telling every other
// copy: on a phone each part mounting after the first view re-rendered the whole dashboard, about
// 300 components.) Prerendering and hydration see the defaults; stored settings that differ are
// taken right after hydration.
import { useCallback, useSyncExternalStore } from 'react';

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

const sameAs = (a: ShellSettings, b: ShellSettings) => (Object.keys(DEFAULT_SETTINGS) as (keyof ShellSettings)[]).every((key) => a[key] === b[key]);

const listeners = new Set<() => void>();
/** Settings the browser would not store (storage blocked or full): they hold until the page closes. */
let unsaved: string | null = null;
let lastRaw: string | null | undefined;
let last: ShellSettings = DEFAULT_SETTINGS;

function storedRaw(): string | null {
  if (unsaved !== null) return unsaved;
  try {
    return window.localStorage.getItem(SETTINGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The settings, the same object until the stored text changes (the defaults themselves when equal to them). */
function snapshot(): ShellSettings {
  const raw = storedRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    const parsed = parseSettings(raw);
    last = sameAs(parsed, DEFAULT_SETTINGS) ? DEFAULT_SETTINGS : parsed;
  }
  return last;
}

const serverSnapshot = () => DEFAULT_SETTINGS;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function save(patch: Partial<ShellSettings>): void {
  const raw = JSON.stringify({ ...snapshot(), ...patch });
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, raw);
    unsaved = null;
  } catch {
    unsaved = raw;
  }
  for (const listener of listeners) listener();
}

export function useShellSettings() {
  const settings = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const update = useCallback((patch: Partial<ShellSettings>) => save(patch), []);
  return { settings, update };
}
