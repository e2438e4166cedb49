// The custom elements partners put on their pages (docs/partners.md): their attributes, the DOM
// events they dispatch and the shadow-root mount behind them. Each remote's `elements.js` defines
// its tags (src/elements.ts in the remote); the declaration files partners get are generated from
// this file.
import type { Lang } from './languages';
import type { MountHandle } from './mount';

export { ELEMENTS_API_VERSION } from './element-tags.mjs';

/** The `theme` attribute: a colour scheme, or the visitor's system setting (`auto`, the default). */
export type ElementTheme = 'light' | 'dark' | 'auto';

/** How a module looks on the partner's page: its colour scheme and the partner's accent colour (any CSS colour). */
export interface ElementAppearance {
  theme: ElementTheme;
  /** The partner's brand colour; null: the product's teal. Its shades are made readable: 4.5:1 for text, 3:1 for controls, in either scheme. */
  accent: string | null;
}

/** Attributes every element takes. */
export interface ForestCityElementAttributes {
  /** `en`, `zh` or `ms`; changing it re-renders the module in that language. Default: the browser's language (English when it is none of the three). */
  lang?: Lang;
  /** The API's base URL (the map reads it; the other modules carry their data). Default `/api` of the page's origin. */
  api?: string;
  theme?: ElementTheme;
  accent?: string;
}

/** `detail` of each event the elements dispatch (they bubble and cross shadow roots). */
export interface ForestCityEventDetail {
  /** The map: the visitor opened an item (its id) or closed its dialog (null). The element's `item` attribute follows. */
  'forest-city-select-item': { item: string | null };
  /** A tab was selected (dialogs and the report page). The element's `tab` attribute follows. */
  'forest-city-tab-change': { tab: string };
  /** The stormwater dialog: an approach was selected. The element's `approach` attribute follows. */
  'forest-city-approach-change': { approach: string };
  /** The module's language changed (its `lang` attribute, or the report page's own switch). */
  'forest-city-language-change': { lang: Lang };
  /** A dialog was closed by the visitor. Cancelable: without preventDefault() the element removes its `open` attribute. */
  'forest-city-close': Record<string, never>;
}

export type ForestCityEventName = keyof ForestCityEventDetail;

/** The events as a map for `addEventListener` typing. */
export type ForestCityElementEventMap = { [K in ForestCityEventName]: CustomEvent<ForestCityEventDetail[K]> };

/** What a remote's `./mount` module offers the elements: its modules rendered in a shadow root. */
export interface ShadowMountOptions<P> {
  module: string;
  lang: Lang;
  props: P;
  appearance: ElementAppearance;
  /** Called on every language change of the module. */
  onLanguageChange?: (lang: Lang) => void;
  /** Extra styles of this element (sizes), applied inside its shadow root. */
  css?: string;
  /** Called when the module's code or stylesheet could not be loaded (the element then offers Retry). */
  onError?: (error: unknown) => void;
}

export interface ShadowMountHandle<P> extends MountHandle<P> {
  setAppearance(appearance: ElementAppearance): void;
}

/** Renders into `host.shadowRoot` (which must exist): isolated styles, portals inside it, nothing written outside it. */
export type ShadowMount = <P extends object>(host: HTMLElement, options: ShadowMountOptions<P>) => ShadowMountHandle<P>;
