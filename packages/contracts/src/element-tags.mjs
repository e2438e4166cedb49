// The custom elements partners use (docs/partners.md): what every element shares. Each tag, the
// module it shows and its own attributes and events are in its remote's module table
// (`<remote>/modules.mjs`, `element`), from which the remote's elements.js and its types package
// (tools/compose/element-types.mjs) are made. Plain ESM (no TypeScript) because the build reads it
// too. The attributes and events themselves are typed in elements.ts.

/** Version of the elements' API (tags, attributes, events); bump the major on a breaking change. */
export const ELEMENTS_API_VERSION = '1.0.0';

/** Attributes every element takes. */
export const COMMON_ATTRIBUTES = Object.freeze(['lang', 'api', 'theme', 'accent']);
