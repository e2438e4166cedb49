// How a production build names its scripts and stylesheets, for the build itself, the servers that
// set cache headers by it and the tools that find a build's files: one owner for the pattern.

/** Eight hex digits of the file's content hash. */
const HASH = '[0-9a-f]{8}';

/** The output name of a script or stylesheet (rspack's template, before `.js` or `.css`). */
export const HASHED_NAME = '[name].[contenthash:8]';

/** A content-hashed script or stylesheet, or its precompressed twin: its content never changes. */
export const HASHED_FILE = new RegExp(`\\.${HASH}\\.(m?js|css)(\\.br|\\.gz)?$`);

/** The chunk name and extension of a content-hashed file name (`app.0123abcd.js` -> app, js), else null. */
export function hashedParts(file) {
  const m = new RegExp(`^(.*)\\.${HASH}\\.(m?js|css)$`).exec(file);
  return m ? { name: m[1], ext: m[2] } : null;
}
