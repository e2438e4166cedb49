// The framework-free side of a remote's ./mount: renders one of its exposed modules into a plain
// DOM element of a page that has no React, no shell and no build of ours (a partner page), with
// the remote's React (the page's shared one, or the remote's own fallback) and its own providers,
// i18next instance (one per mounted module, so each keeps its own language), a memory router (the
// partner's address bar is never touched) and lazily loaded Mantine stylesheet.
import { Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { toLang, type Mount, type MountHandle, type MountOptions } from '@forest-city/contracts';
import { createStandaloneI18n } from './standalone-i18n';
import { loadStandaloneProviders } from './load-standalone';

const StandaloneProviders = lazy(loadStandaloneProviders);

/** How many modules this remote has mounted on the page (each root's id prefix). */
let mountedCount = 0;

/** Everything a host would provide is missing on a partner page. */
const ALL_MISSING = { mantine: true, query: true, i18n: true, router: true };

export type ModuleLoaders<Modules> = { [M in keyof Modules]: () => Promise<{ default: ComponentType<Modules[M]> }> };

/** The remote's mount(), for its i18next `namespace` and its modules' loaders. */
export function createMount<Modules extends object>(namespace: string, loaders: ModuleLoaders<Modules>): Mount<Modules> {
  // One lazy component per module, made on first use, so a page mounting one module loads only its code.
  // (Props are checked at mount()'s signature; inside, every module is a component of some object.)
  const components = new Map<keyof Modules, ComponentType<object>>();
  const componentOf = (name: keyof Modules) => {
    let component = components.get(name);
    if (!component) {
      component = lazy(loaders[name] as unknown as () => Promise<{ default: ComponentType<object> }>);
      components.set(name, component);
    }
    return component;
  };

  return function mount<M extends keyof Modules>(element: Element, options: MountOptions<Modules, M>): MountHandle<Modules[M]> {
    if (!(element instanceof Element)) throw new TypeError('mount(element, options): element must be a DOM element.');
    if (!options || !Object.prototype.hasOwnProperty.call(loaders, options.module)) {
      throw new Error(`mount(): unknown module "${String(options?.module)}"; this remote mounts ${Object.keys(loaders).join(', ')}.`);
    }
    const Component = componentOf(options.module);
    const i18n = createStandaloneI18n(namespace, options.lang);
    // The element's lang follows the module's, so screen readers pronounce it right.
    const previousLang = element.getAttribute('lang');
    const onLanguageChanged = (lng: string) => {
      element.setAttribute('lang', toLang(lng));
      options.onLanguageChange?.(toLang(lng));
    };
    element.setAttribute('lang', toLang(i18n.language));
    i18n.on('languageChanged', onLanguageChanged);

    let props = { ...((options as { props?: object }).props ?? {}) } as object;
    let mounted = true;
    // React's ids (and Mantine's, made from them) are unique within a root; a partner page may hold
    // several mounted modules, so each root's ids get a prefix of their own.
    const root = createRoot(element, { identifierPrefix: `${namespace}-${++mountedCount}-` });
    const render = () =>
      root.render(
        <Suspense fallback={null}>
          <StandaloneProviders missing={ALL_MISSING} namespace={namespace} i18n={i18n} router="memory">
            <Component {...props} />
          </StandaloneProviders>
        </Suspense>,
      );
    render();

    return {
      update(next) {
        if (!mounted) return;
        props = { ...props, ...next };
        render();
      },
      async setLanguage(lang) {
        if (!mounted) return;
        await i18n.changeLanguage(lang);
      },
      unmount() {
        if (!mounted) return;
        mounted = false;
        i18n.off('languageChanged', onLanguageChanged);
        root.unmount();
        if (previousLang === null) element.removeAttribute('lang');
        else element.setAttribute('lang', previousLang);
      },
    };
  };
}
