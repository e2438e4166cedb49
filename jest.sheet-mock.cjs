// `import sheet from './x.css?sheet'` in unit tests: an empty constructed stylesheet where jsdom has
// the constructor, else a stand-in (adoptStyles skips roots without adoptedStyleSheets).
module.exports = { __esModule: true, default: typeof CSSStyleSheet === 'function' && CSSStyleSheet.prototype.replaceSync ? new CSSStyleSheet() : {} };
