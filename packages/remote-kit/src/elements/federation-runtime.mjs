// The Module Federation runtime for pages built without a bundler (partner pages, a remote's own
// standalone page): the same package and version the product's parts are built with, as one
// self-contained ES module. A page with its own bundler imports '@module-federation/enhanced/runtime'
// instead (and provides the runtime core, below, with experiments.provideExternalRuntime).
//
// One runtime per page (issue 19): the remotes' entries do not carry the federation runtime core;
// they read the page's (../federation/runtime-core.mjs). The shell provides it from its own bundle;
// here this module provides it, before any remote entry is loaded, under a Symbol.for key, so a
// page's own `_FEDERATION_RUNTIME_CORE` is left to the page (provideRuntimeCore in federation-plugin.ts).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { createInstance } from '@module-federation/enhanced/runtime';
import { elementsFederationPlugin, provideRuntimeCore } from './federation-plugin.ts';

export { createInstance, init, loadRemote, registerRemotes, preloadRemote } from '@module-federation/enhanced/runtime';

/** The custom elements' instance: the shell's release checks, and the first remote's shared copies for the page (federation-plugin.ts). */
export const createElementsInstance = () => createInstance({ name: 'forest_city_elements', remotes: [], plugins: [elementsFederationPlugin()] });

provideRuntimeCore(runtimeCore);
