// `import sheet from './x.css?sheet'`: the stylesheet as a constructed CSSStyleSheet (rspack.base.mjs,
// tools/compose/loaders/css-sheet.cjs), for shadow roots and adoptedStyleSheets; never a <link> or <style>.
declare module '*.css?sheet' {
  const sheet: CSSStyleSheet;
  export default sheet;
}
