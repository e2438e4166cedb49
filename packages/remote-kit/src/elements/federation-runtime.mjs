// The Module Federation runtime for pages built without a bundler (partner pages): the same
// package and version the product's parts are built with, as one self-contained ES module.
// A page with its own bundler imports '@module-federation/enhanced/runtime' instead.
export { createInstance, init, loadRemote, registerRemotes, preloadRemote } from '@module-federation/enhanced/runtime';
