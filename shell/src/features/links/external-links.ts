// The five external resource links of the sidebar. Targets come from the runtime configuration
// (shell/server/runtime-config.mjs, LINK_*_URL); the reasons for the defaults are in shell/README.md.
import type { RuntimeConfig } from '../../federation/runtime-config';

export type LinkKey = keyof RuntimeConfig['links'];

export interface ExternalLink {
  key: LinkKey;
  /** Keys in the common namespace. */
  labelKey: string;
  descriptionKey: string;
}

export const EXTERNAL_LINKS: readonly ExternalLink[] = [
  { key: 'school', labelKey: 'links.school.label', descriptionKey: 'links.school.description' },
  { key: 'rainfall', labelKey: 'links.rainfall.label', descriptionKey: 'links.rainfall.description' },
  { key: 'weather', labelKey: 'links.weather.label', descriptionKey: 'links.weather.description' },
  { key: 'stormwaterTool', labelKey: 'links.stormwaterTool.label', descriptionKey: 'links.stormwaterTool.description' },
  { key: 'expert', labelKey: 'links.expert.label', descriptionKey: 'links.expert.description' },
];

/** Only http(s) targets are rendered as links; anything else in the configuration is ignored. */
export function safeHref(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
