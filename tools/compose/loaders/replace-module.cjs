// Rspack loader that gives a library's module the text of another file (options.file) in its place:
// the module keeps its path, so it is bundled, chunked and shared exactly where the library's own
// was (a replacement module at another path is split into chunks of its own). Used for Mantine's
// useId (rspack.base.mjs, MANTINE_USE_ID); the file must import only what the library can resolve.
const { readFileSync } = require('node:fs');

module.exports = function replaceModule() {
  const { file } = this.getOptions();
  this.addDependency(file);
  return readFileSync(file, 'utf8');
};
