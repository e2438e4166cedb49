// The custom elements of a remote (docs/partners.md), the code of its `elements.js`: a small ES
// module with no React and no Mantine. It defines the remote's tags at once; when an element is
// connected it loads the page's one federation runtime (from `federation-runtime.js` beside it,
// unless an element of another remote already did), registers the remote from the
// `mf-manifest.json` beside it (so a versioned folder's elements load that version) and renders the
// module into the element's shadow root through the remote's `./mount` (`mountElement`). Until
// then, and when loading fails, the shadow root shows a translated line (with Retry on failure).
import {
  toLang,
  type ElementAppearance,
  type ElementTheme,
  type ForestCityEventDetail,
  type ForestCityEventName,
  type Lang,
  type ShadowMount,
  type ShadowMountHandle,
} from '@forest-city/contracts';
import { COMMON_ATTRIBUTES } from '@forest-city/contracts/element-tags';
import type { ModuleElement, ModuleTable } from '@forest-city/contracts/modules';
import { elementFallbackSheet, fallbackText, type FallbackReason } from './fallback';
import { inTurn, type Turns } from './first-turn';
import { trackDialogOpeners, type DialogOpeners } from './focus-return';

/** What an element's module gets from the element: its attributes and a way to report changes. */
export interface ElementContext {
  /** The current value of an attribute (null when absent). */
  attr(name: string): string | null;
  /** Sets (or with null removes) an attribute of the element: how a module's own change becomes visible state. */
  reflect(name: string, value: string | null): void;
  /** Dispatches a forest-city-* event (bubbling, composed); false when a listener called preventDefault(). */
  emit<K extends ForestCityEventName>(name: K, detail: ForestCityEventDetail[K]): boolean;
}

/** How a remote's element turns its state into its module's props (its tag and attributes are in the remote's module table). */
export interface ElementSpec {
  /** The module's props from the element's state. */
  props(context: ElementContext): object;
  /** Styles of the element inside its shadow root (its size). */
  css?: string;
}

export interface RemoteElements {
  /** The remote's federation name (mfe_map, ...). */
  federationName: string;
  /** URL of this file (import.meta.url): the manifest and the runtime are looked up beside it. */
  base: string;
  /** The remote's module table (its modules.mjs): every module with an `element` gets its tag. */
  modules: ModuleTable;
  /** An element's own props, by tag; a tag without one gets a dialog's (`dialogProps`). */
  elements?: Partial<Record<ModuleElement['tag'], ElementSpec>>;
}

interface FederationInstance {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}
/** What all elements of one page share, whichever remote's elements.js came first. */
interface PageShared extends Turns {
  federation?: Promise<FederationInstance>;
  /** Manifest URL each remote was registered from (the first one wins: one version of a remote per page). */
  registered: Map<string, string>;
}
const PAGE_KEY = Symbol.for('forest-city.elements');
function pageShared(): PageShared {
  const global = globalThis as { [PAGE_KEY]?: PageShared };
  return (global[PAGE_KEY] ??= { registered: new Map(), provided: false });
}

/** How long loading a module may take before the element says so and offers Retry. */
export const ELEMENT_LOAD_TIMEOUT_MS = 20_000;

function appearanceOf(element: HTMLElement): ElementAppearance {
  const theme = element.getAttribute('theme');
  return { theme: theme === 'light' || theme === 'dark' ? (theme as ElementTheme) : 'auto', accent: element.getAttribute('accent') || null };
}

const langOf = (element: HTMLElement): Lang => toLang(element.getAttribute('lang') || navigator.language);

class LoadError extends Error {
  constructor(
    readonly reason: FallbackReason,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadError('timeout', `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface RuntimeModule {
  /** The instance with the elements' plugin (federation-plugin.ts); absent from runtimes released before it. */
  createElementsInstance?: () => FederationInstance;
  createInstance: (options: object) => FederationInstance;
}

/** The remote refused by the page's checks (federation-plugin.ts, IncompatibleReleaseError) or by the runtime's version check. */
function isIncompatible(error: unknown): boolean {
  for (let e = error as { reason?: unknown; cause?: unknown } | null | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++)
    if (e.reason === 'incompatible' || /does not satisfy|IncompatibleReleaseError/.test(String(e))) return true;
  return false;
}

/** How long the first remote's turn may last before the next remote starts anyway (first-turn.ts). */
const FIRST_TURN_MS = ELEMENT_LOAD_TIMEOUT_MS / 2;

/** The remote's `mountElement`, loaded in its turn (first-turn.ts: remotes take turns only until one has loaded). */
function loadMount(remote: RemoteElements, retry: boolean): Promise<ShadowMount> {
  const page = pageShared();
  return inTurn(page, remote.federationName, FIRST_TURN_MS, () => loadMountNow(page, remote, retry));
}

async function loadMountNow(page: PageShared, remote: RemoteElements, retry: boolean): Promise<ShadowMount> {
  page.federation ??= import(/* webpackIgnore: true */ new URL('federation-runtime.js', remote.base).href).then((runtime: RuntimeModule) =>
    runtime.createElementsInstance ? runtime.createElementsInstance() : runtime.createInstance({ name: 'forest_city_elements', remotes: [] }),
  );
  const federation = await page.federation.catch((error: unknown) => {
    page.federation = undefined;
    throw new LoadError('unreachable', error);
  });
  const manifest = new URL('mf-manifest.json', remote.base).href;
  if (!page.registered.has(remote.federationName) || retry) {
    const entry = page.registered.get(remote.federationName) ?? manifest;
    federation.registerRemotes([{ name: remote.federationName, entry }], { force: page.registered.has(remote.federationName) });
    page.registered.set(remote.federationName, entry);
  }
  try {
    const exposed = await federation.loadRemote<{ mountElement?: ShadowMount }>(`${remote.federationName}/mount`);
    if (typeof exposed?.mountElement !== 'function') throw new LoadError('incompatible', `${remote.federationName}/mount has no mountElement`);
    return exposed.mountElement;
  } catch (error) {
    throw error instanceof LoadError ? error : new LoadError(isIncompatible(error) ? 'incompatible' : 'unreachable', error);
  }
}

/** Defines the remote's tags (a tag another script already defined is left alone). */
export function defineElements(remote: RemoteElements): void {
  for (const { name, element } of remote.modules.modules) {
    if (!element || customElements.get(element.tag)) continue;
    customElements.define(element.tag, elementClass(remote, name, element, remote.elements?.[element.tag] ?? { props: dialogProps }));
  }
}

function elementClass(remote: RemoteElements, module: string, info: ModuleElement, spec: ElementSpec): CustomElementConstructor {
  return class ForestCityElement extends HTMLElement {
    static observedAttributes = [...COMMON_ATTRIBUTES, ...info.attributes];
    #handle: ShadowMountHandle<object> | null = null;
    #openers: DialogOpeners | null = null;
    #loading = false;
    #lang: Lang = 'en';
    #context: ElementContext = {
      attr: (name) => this.getAttribute(name),
      reflect: (name, value) => {
        if (value === null) this.removeAttribute(name);
        else this.setAttribute(name, value);
      },
      emit: (name, detail) => this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: name === 'forest-city-close' })),
    };

    connectedCallback() {
      if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
      this.#openers ??= trackDialogOpeners(this.shadowRoot!);
      if (!this.#handle && !this.#loading) void this.#start(false);
    }

    /** A dialog of the module that closes returns focus here: on to the control that opened it (focus-return.ts). */
    override focus(options?: FocusOptions) {
      const target = this.#openers?.takeReturnTarget();
      if (target) target.focus(options);
      else super.focus(options);
    }

    disconnectedCallback() {
      // A move (disconnect then connect in one task) keeps the module.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#handle?.unmount();
        this.#handle = null;
        this.shadowRoot?.replaceChildren();
      });
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null) {
      if (previous === value) return;
      // Loading or failed: the status line follows the language.
      if (!this.#handle) {
        if (name === 'lang' && this.#shown) this.#status(this.#shown.reason, this.#shown.error, false);
        return;
      }
      if (name === 'lang') {
        const lang = langOf(this);
        if (lang !== this.#lang) {
          this.#lang = lang;
          void this.#handle.setLanguage(lang);
        }
      } else if (name === 'theme' || name === 'accent') this.#handle.setAppearance(appearanceOf(this));
      this.#handle.update(spec.props(this.#context));
    }

    #shown: { reason: FallbackReason | 'loading'; error?: unknown } | null = null;

    #status(reason: FallbackReason | 'loading', error?: unknown, report = true) {
      const root = this.shadowRoot!;
      this.#shown = { reason, error };
      const lang = langOf(this);
      const texts = fallbackText(lang);
      root.adoptedStyleSheets = [elementFallbackSheet()];
      const box = document.createElement('div');
      box.className = 'fc-status';
      box.lang = lang;
      const line = document.createElement('p');
      line.textContent = reason === 'loading' ? texts.loading : texts[reason];
      box.append(line);
      if (reason === 'loading') box.setAttribute('role', 'status');
      else {
        box.setAttribute('role', 'alert');
        const retry = document.createElement('button');
        retry.type = 'button';
        retry.textContent = texts.retry;
        retry.addEventListener('click', () => void this.#start(true));
        box.append(retry);
        if (report) console.error(`<${info.tag}>: the module could not be loaded (${reason}).`, error);
      }
      root.replaceChildren(box);
    }

    async #start(retry: boolean) {
      this.#loading = true;
      this.#status('loading');
      try {
        const mountElement = await withTimeout(loadMount(remote, retry), ELEMENT_LOAD_TIMEOUT_MS);
        if (!this.isConnected) return;
        this.#lang = langOf(this);
        this.#shown = null;
        this.#handle = mountElement(this, {
          module,
          lang: this.#lang,
          props: spec.props(this.#context),
          appearance: appearanceOf(this),
          css: spec.css,
          // Its code or stylesheet did not load, or it threw while rendering (shadow-mount.tsx, ModuleRenderError).
          onError: (error) => {
            this.#handle?.unmount();
            this.#handle = null;
            this.#status((error as { reason?: unknown } | null)?.reason === 'failed' ? 'failed' : 'unreachable', error);
          },
          // A change the element did not make (through its `lang` attribute) is reflected and announced.
          onLanguageChange: (lang) => {
            if (lang === this.#lang) return;
            this.#lang = lang;
            this.setAttribute('lang', lang);
            this.#context.emit('forest-city-language-change', { lang });
          },
        });
      } catch (error) {
        this.#status(error instanceof LoadError ? error.reason : 'unreachable', error);
      } finally {
        this.#loading = false;
      }
    }
  };
}

/** `tab` attribute ⇄ a module's tab props: the attribute follows the visitor's choice, and an event says so. */
export function tabProps({ attr, reflect, emit }: ElementContext) {
  return {
    tab: attr('tab') ?? undefined,
    onTabChange: (tab: string) => {
      reflect('tab', tab);
      emit('forest-city-tab-change', { tab });
    },
  };
}

/** A dialog element: open while it has the `open` attribute; the visitor's close removes it (unless the event is cancelled). */
export function dialogProps(context: ElementContext) {
  return {
    ...tabProps(context),
    opened: context.attr('open') !== null,
    onClose: () => {
      if (context.emit('forest-city-close', {})) context.reflect('open', null);
    },
  };
}
