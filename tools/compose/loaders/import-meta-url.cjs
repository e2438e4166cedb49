// Rspack loader for the few packages that read `import.meta.url` as a value (maplibre-gl, to find
// its worker when none is set). A bundle has no module URL of its own, so Rspack writes the
// file:/// path of the package on the build machine into the bundle, which names that machine's
// folders to every visitor. The page's own address is as good a base, and is what the browser
// would resolve against anyway; the map always sets maplibre's worker URL itself.
module.exports = function importMetaUrl(source) {
  return source.replace(/\bimport\.meta\.url\b/g, 'self.location.href');
};
