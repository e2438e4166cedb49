// `import sheet from './x.css?sheet'`: the stylesheet as a constructed CSSStyleSheet (rspack.base.mjs,
// exportType 'css-style-sheet'), for shadow roots and adoptedStyleSheets; never a <link> or <style>.
declare module '*.css?sheet' {
  const sheet: CSSStyleSheet;
  export default sheet;
}
