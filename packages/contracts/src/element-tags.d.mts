// Types of element-tags.mjs.
import type { RemoteKey } from './remotes.mjs';

export const ELEMENTS_API_VERSION: string;
export const COMMON_ATTRIBUTES: readonly string[];
export interface ElementTag {
  remote: RemoteKey;
  /** The module's name in its remote's ./mount table. */
  module: string;
  /** What the element shows (the types' documentation). */
  title: string;
  /** The module's own state attributes, beside COMMON_ATTRIBUTES. */
  attributes: readonly string[];
  /** The forest-city-* events it dispatches (besides forest-city-language-change, which any module may). */
  events: readonly string[];
}
export type ElementTagName =
  'forest-city-map' | 'forest-city-report' | 'forest-city-history' | 'forest-city-future' | 'forest-city-mass-balance' | 'forest-city-monthly-balance' | 'forest-city-stormwater';
export const ELEMENT_TAGS: Readonly<Record<ElementTagName, ElementTag>>;
