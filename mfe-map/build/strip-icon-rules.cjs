// Rspack loader for maplibre-gl.css. Two thirds of that stylesheet (10 KB of the map's 700 KB gzip
// budget) are inline SVG icons of maplibre's own controls: zoom, compass, geolocate, fullscreen,
// the logo and the attribution button. The map uses none of them (its controls, legend and
// attribution are this remote's own components), so the rules that carry an inline image are
// dropped; every other rule (canvas, container, cursors, control positions) is kept as is.
'use strict';

/** Splits CSS into its top-level blocks (a rule, or an at-rule with its nested blocks). */
function blocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** The stylesheet without the rules whose declarations hold an inline image. */
function stripIconRules(css) {
  return blocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const head = block.slice(0, open).trim();
      if (head.startsWith('@media') || head.startsWith('@supports')) {
        const inner = stripIconRules(block.slice(open + 1, block.lastIndexOf('}')));
        return inner.trim() ? `${head}{${inner}}` : '';
      }
      return /url\(\s*["']?data:image\//.test(block) ? '' : block.trim();
    })
    .filter(Boolean)
    .join('\n');
}

module.exports = function loader(source) {
  return stripIconRules(String(source));
};
module.exports.stripIconRules = stripIconRules;
