// `import sheet from './x.css?sheet'` (rspack.base.mjs): the stylesheet, minified by
// lightningcss-loader before this loader runs, as a constructed CSSStyleSheet for shadow roots and
// adoptedStyleSheets. A JavaScript module of our own rather than Rspack's `css-style-sheet` export,
// which appends the whole source map to the CSS text (Mantine's sheet: 111 KB gzip instead of 36).
module.exports = function cssSheet(css) {
  const text = String(css).replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  return `const sheet = new CSSStyleSheet();\nsheet.replaceSync(${JSON.stringify(text)});\nexport default sheet;\n`;
};
