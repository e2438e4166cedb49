// A readable API reference rendered from the OpenAPI document (no script, one inline style
// whose hash the Content-Security-Policy allows), so people can read the API without tooling.
import { createHash } from 'node:crypto';

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escaped text with `code` spans (the OpenAPI descriptions use Markdown backticks). */
const prose = (s: unknown) => escape(s).replace(/`([^`]+)`/g, '<code>$1</code>');

export const REFERENCE_STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1a1a1a;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-top:1px solid #ccc;padding-top:1rem}
code,pre{font-family:ui-monospace,monospace;background:#f2f2f2;border-radius:3px}code{padding:0 .2em}
pre{padding:.6rem;overflow:auto;font-size:.85rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0}th,td{text-align:left;border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;overflow-wrap:break-word}td:last-child{overflow-wrap:anywhere}
h2 code,p code,li code{overflow-wrap:anywhere}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.get{font-weight:700;color:#0b5a0b}a{color:#0645ad}a:focus-visible{outline:3px solid #0645ad;outline-offset:2px}
`;
export const REFERENCE_STYLE_HASH = `'sha256-${createHash('sha256').update(REFERENCE_STYLE).digest('base64')}'`;

interface Param {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: (Param | undefined)[];
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

interface OpenApiDoc {
  paths: unknown;
  components: { schemas: unknown };
  info: { title: string; version: string; summary?: string; description?: string };
}

export function renderReferencePage(openApi: Record<string, unknown>): string {
  const doc = openApi as unknown as OpenApiDoc; // the shape buildOpenApi produces
  const paths = Object.entries(doc.paths as Record<string, { get: Operation }>);
  const sections = paths
    .map(([path, { get: op }]) => {
      const params = (op.parameters ?? []).filter((p): p is Param => !!p);
      const paramRows = params
        .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}${p.required ? ', required' : ''}</td><td>${prose(p.description)}</td></tr>`)
        .join('');
      const responses = Object.entries(op.responses)
        .map(([status, r]) => `<tr><td>${escape(status)}</td><td>${prose(r.description)}</td><td>${escape(Object.keys(r.content ?? {}).join(', '))}</td></tr>`)
        .join('');
      return `<section aria-labelledby="${escape(path)}">
<h2 id="${escape(path)}"><span class="get">GET</span> <code>${escape(path)}</code></h2>
<p>${prose(op.summary)}${op.description ? `. ${prose(op.description)}` : ''}</p>
${paramRows ? `<table><caption class="visually-hidden">Parameters</caption><thead><tr><th scope="col">Parameter</th><th scope="col">In</th><th scope="col">Meaning</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
<table><thead><tr><th scope="col">Status</th><th scope="col">Answer</th><th scope="col">Media type</th></tr></thead><tbody>${responses}</tbody></table>
</section>`;
    })
    .join('\n');
  const schemas = Object.entries(doc.components.schemas as Record<string, unknown>)
    .map(([name, s]) => `<h3 id="schema-${escape(name)}">${escape(name)}</h3><pre>${escape(JSON.stringify(s, null, 2))}</pre>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}</title><style>${REFERENCE_STYLE}</style></head>
<body><main>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>${prose(doc.info.summary)}</p><p>${prose(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">OpenAPI 3.1 document</a>.</p>
<nav aria-label="Endpoints"><ul>${paths.map(([p]) => `<li><a href="#${escape(p)}"><code>${escape(p)}</code></a></li>`).join('')}</ul></nav>
${sections}
<h2 id="schemas">Schemas</h2>
${schemas}
</main></body></html>`;
}
