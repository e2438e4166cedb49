// Where a remote's production build finds the page's Module Federation runtime core (issue 19: one
// runtime per page, experiments.externalRuntime), for the build (rspack.base.mjs) and the partner
// pages' runtime (elements/federation-plugin.ts) alike: one owner for the name.
//
// The key is a Symbol.for name, not a global name, so a partner page that is itself a Module
// Federation host keeps its own `_FEDERATION_RUNTIME_CORE` and our entries still read ours
// (federation-runtime.js sets the key). The shell's page sets only Module Federation's own global
// (experiments.provideExternalRuntime), which an entry reads when the key is absent.

/** The Symbol.for name under which federation-runtime.js provides the runtime core. */
export const RUNTIME_CORE_KEY = 'forest-city.federation-runtime-core';

/** Module Federation's own global for the core (what its externalRuntime and provideExternalRuntime use). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The expression a remote's bundle evaluates once, as it runs, to get the core. */
export const RUNTIME_CORE_EXPRESSION = `(globalThis[Symbol.for(${JSON.stringify(RUNTIME_CORE_KEY)})]||globalThis.${RUNTIME_CORE_GLOBAL})`;
