// Stylesheets in a server-side render bundle (rspack.base.mjs, renderConfig): the page links the
// built CSS files; the HTML rendered on the server needs none of it, so a CSS import is an empty
// module (and a `?sheet` import an empty sheet-shaped object, never used on the server).
module.exports = function serverCss() {
  return 'export default {};\n';
};
