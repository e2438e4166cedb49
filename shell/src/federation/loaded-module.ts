// A remote module ready to render at once: its code loaded, and its texts there in the page's
// languages (without them, its slot goes the lazy way, which fetches them anew: i18n/remote-texts.ts).
import type { i18n as I18n } from 'i18next';
import { hasTexts } from '../i18n/remote-texts';
import { loadedExposed } from './registry';
import { REMOTE_NAMESPACES, type RemoteKey } from './runtime-config';

export function readyModule<T>(i18n: I18n, remote: RemoteKey, module: string): T | undefined {
  return hasTexts(i18n, REMOTE_NAMESPACES[remote]) ? loadedExposed<T>(remote, module) : undefined;
}
