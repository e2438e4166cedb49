// What a remote's build writes for partners beside its elements.js, in every release folder
// (docs/partners.md): `custom-elements.json`, the standard Custom Elements Manifest of its tags, and
// the types package `@forest-city/<remote>-elements` both as `elements-package/` and as the
// tarball `forest-city-<remote>-elements-<version>.tgz` partners install from its URL. Generated
// from the remote's module table (`<remote>/modules.mjs`: each module's `element`) and the event
// details of packages/contracts/src/elements.ts (whose text is copied, so the two agree). The
// manifest is not made by @custom-elements-manifest/analyzer: the tags are defined in a loop over
// the module table, with no class per tag for it to read.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { COMMON_ATTRIBUTES, ELEMENTS_API_VERSION } from '@forest-city/contracts/element-tags';
import { REMOTES, ROOT } from './parts.mjs';

/** Each remote's module table, by its key. */
const TABLES = Object.fromEntries(await Promise.all(REMOTES.map(async (part) => [part.key, (await import(pathToFileURL(path.join(ROOT, part.dir, 'modules.mjs')).href)).default])));

const ELEMENTS_TS = path.join(ROOT, 'packages/contracts/src/elements.ts');
/** The project's licence (LICENSE), which the types package carries too. */
const ROOT_LICENSE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).license;

/** `forest-city-mass-balance` → `ForestCityMassBalance`. */
const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

/** The declarations of elements.ts a partner needs, as they are written there. */
function sharedDeclarations() {
  const source = readFileSync(ELEMENTS_TS, 'utf8');
  const take = (name) => {
    const found = new RegExp(`^export (interface|type) ${name}\\b`, 'm').exec(source);
    if (!found) throw new Error(`element-types: ${name} is not in ${ELEMENTS_TS}`);
    const before = source.slice(0, found.index);
    const start = before.endsWith('*/\n') ? before.lastIndexOf('/**') : found.index;
    const rest = source.slice(found.index);
    const end = found[1] === 'type' ? rest.indexOf(';\n') + 2 : rest.indexOf('\n}\n') + 3;
    return source.slice(start, found.index) + rest.slice(0, end);
  };
  return ['ElementTheme', 'ForestCityEventDetail', 'ForestCityEventName', 'ForestCityElementEventMap'].map(take).join('\n');
}

const ATTRIBUTE_DOCS = {
  item: "The open item's id (absent: none). The visitor's choice updates it.",
  tiles: 'A self-hosted tile server: `<base>/street/{z}/{x}/{y}.png`, `<base>/{satellite,reference,terrain}/{z}/{y}/{x}.png`.',
  tab: "The selected tab's id (absent: the first). The visitor's choice updates it.",
  open: 'Present: the dialog is open. The visitor closing it removes it (unless forest-city-close is cancelled).',
  approach: "The selected approach's id. The visitor's choice updates it.",
};

const COMMON_ATTRIBUTE_TYPES = {
  lang: ["'en' | 'zh' | 'ms'", "The module's language; changing it re-renders the module. Default: the browser's language."],
  api: ['string', "The API's base URL (the map reads it)."],
  theme: ["'light' | 'dark' | 'auto'", "The colour scheme; 'auto' (the default) follows the visitor's setting."],
  accent: ['string', 'The partner’s brand colour (any CSS colour), made readable in the module.'],
};

/** The remote's tags and their module-table entries. */
const tagsOf = (remoteKey) => (TABLES[remoteKey]?.modules ?? []).filter((m) => m.element).map((m) => [m.element.tag, m.element]);

/** Each event's `detail` type and description, as elements.ts declares them. */
function eventDeclarations() {
  const source = readFileSync(ELEMENTS_TS, 'utf8');
  return Object.fromEntries([...source.matchAll(/\/\*\* (.*?) \*\/\n\s*'(forest-city-[a-z-]+)': (.+);\n/g)].map(([, doc, name, type]) => [name, { doc, type }]));
}

/** The Custom Elements Manifest (schema 2.1.0) of a remote's tags, all defined by its elements.js; null for a remote without elements. */
function customElementsManifest(remoteKey) {
  const tags = tagsOf(remoteKey);
  if (!tags.length) return null;
  const events = eventDeclarations();
  const declarations = tags.map(([tag, info]) => ({
    kind: 'class',
    name: `${pascal(tag)}Element`,
    description: info.title,
    tagName: tag,
    customElement: true,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: [
      ...COMMON_ATTRIBUTES.map((name) => ({ name, type: { text: COMMON_ATTRIBUTE_TYPES[name][0] }, description: COMMON_ATTRIBUTE_TYPES[name][1] })),
      ...info.attributes.map((name) => ({ name, type: { text: name === 'open' ? 'boolean' : 'string' }, description: ATTRIBUTE_DOCS[name] ?? name })),
    ],
    events: info.events.map((name) => {
      if (!events[name]) throw new Error(`element-types: ${tag} dispatches ${name}, which ${ELEMENTS_TS} does not declare`);
      return { name, type: { text: `CustomEvent<${events[name].type}>` }, description: events[name].doc };
    }),
  }));
  return {
    schemaVersion: '2.1.0',
    readme: '',
    modules: [
      {
        kind: 'javascript-module',
        path: 'elements.js',
        declarations,
        exports: declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: 'elements.js' } })),
      },
    ],
  };
}

/** The declaration files and package.json of one remote's elements package. */
export function elementPackageFiles(remoteKey, version) {
  const tags = tagsOf(remoteKey);
  if (!tags.length) return null;
  const name = `@forest-city/${remoteKey}-elements`;
  const elementTypes = tags
    .map(([tag, info]) => {
      const type = pascal(tag);
      const own = info.attributes.map((a) => `  /** ${ATTRIBUTE_DOCS[a] ?? a} */\n  ${a}?: ${a === 'open' ? "'' | boolean" : 'string'};`).join('\n');
      return `/** <${tag}>: ${info.title}. Events: ${info.events.join(', ')}. */
export interface ${type}Attributes extends ForestCityElementAttributes {
${own}
}
export interface ${type}Element extends ForestCityElement {}`;
    })
    .join('\n\n');
  const index = `// Types of the custom elements of ${name.replace('@forest-city/', 'the Forest City ').replace('-elements', ' remote')} ${version} (elements API ${ELEMENTS_API_VERSION}).
// Generated by the remote's build (tools/compose/element-types.mjs); docs: docs/partners.md.
// Load the elements with <script type="module" src="https://<remote origin>/v/${version}/elements.js">.

export type Lang = 'en' | 'zh' | 'ms';
${sharedDeclarations()}
/** Attributes every element takes (${COMMON_ATTRIBUTES.join(', ')}). */
export interface ForestCityElementAttributes {
  /** en, zh or ms; changing it re-renders the module. Default: the browser's language. */
  lang?: Lang;
  /** The API's base URL (the map reads it). */
  api?: string;
  /** light, dark or auto (the visitor's setting, the default). */
  theme?: ElementTheme;
  /** The partner's brand colour (any CSS colour), made readable against the module's background. */
  accent?: string;
}

/** Every element: an HTMLElement whose forest-city-* events are typed. */
export interface ForestCityElement extends HTMLElement {
  addEventListener<K extends keyof ForestCityElementEventMap>(type: K, listener: (this: ForestCityElement, event: ForestCityElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ForestCityElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ForestCityElementEventMap>(type: K, listener: (this: ForestCityElement, event: ForestCityElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ForestCityElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

${elementTypes}

declare global {
  interface HTMLElementTagNameMap {
${tags.map(([tag]) => `    '${tag}': ${pascal(tag)}Element;`).join('\n')}
  }
  interface DocumentEventMap extends ForestCityElementEventMap {}
}
`;
  const react = `// JSX types of the elements for React 18.3 and 19 (import '${name}/react' once in a project that uses them).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${tags.map(([tag]) => `${pascal(tag)}Attributes, ${pascal(tag)}Element`).join(', ')} } from './index.js';

type Props<E, A> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof A> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${tags.map(([tag]) => `      '${tag}': Props<${pascal(tag)}Element, ${pascal(tag)}Attributes>;`).join('\n')}
    }
  }
}
`;
  const pkg = {
    name,
    version,
    description: `Types of the Forest City ${remoteKey} remote's custom elements (${tags.map(([t]) => t).join(', ')}), elements API ${ELEMENTS_API_VERSION}.`,
    license: ROOT_LICENSE,
    type: 'module',
    types: './index.d.ts',
    exports: { '.': { types: './index.d.ts' }, './react': { types: './react.d.ts' } },
    customElements: 'custom-elements.json',
    files: ['index.d.ts', 'react.d.ts', 'custom-elements.json', 'README.md'],
    peerDependencies: { '@types/react': '^18.3.0 || ^19.0.0' },
    peerDependenciesMeta: { '@types/react': { optional: true } },
  };
  const readme = `# ${name} ${version}

Types of the custom elements ${tags.map(([t]) => `\`<${t}>\``).join(', ')} (elements API ${ELEMENTS_API_VERSION}).
The elements themselves load from the remote's origin:
\`<script type="module" src="https://<remote origin>/v/${version}/elements.js"></script>\`.
Attributes, events and the Content-Security-Policy partners need: docs/partners.md of the Forest City dashboard.

\`\`\`ts
import type {} from '${name}';        // HTMLElementTagNameMap, typed events
import type {} from '${name}/react';  // JSX, React 18.3 or 19
\`\`\`
`;
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'index.d.ts': index,
    'react.d.ts': react,
    'custom-elements.json': `${JSON.stringify(customElementsManifest(remoteKey), null, 2)}\n`,
    'README.md': readme,
  };
}

/** The npm tarball of `files` (ustar, every file under `package/`, as npm pack lays it out), gzipped; same files, same bytes. */
function tarball(files) {
  const blocks = [];
  for (const [name, text] of Object.entries(files)) {
    const body = Buffer.from(text, 'utf8');
    const header = Buffer.alloc(512);
    const field = (value, offset, length) => header.write(value, offset, length, 'ascii');
    const octal = (n, length) => n.toString(8).padStart(length - 1, '0');
    field(`package/${name}`, 0, 100);
    field(octal(0o644, 8), 100, 8);
    field(octal(0, 8), 108, 8);
    field(octal(0, 8), 116, 8);
    field(octal(body.length, 12), 124, 12);
    // npm's own date for packed files (1985-10-26), so that a rebuild gives the same bytes.
    field(octal(499162500, 12), 136, 12);
    field('        ', 148, 8);
    field('0', 156, 1);
    field('ustar\u000000', 257, 8);
    let sum = 0;
    for (const byte of header) sum += byte;
    field(`${octal(sum, 7)}\u0000 `, 148, 8);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks), { level: 9 });
}

/** The tarball's file name (npm's: `forest-city-<remote>-elements-<version>.tgz`). */
export const tarballName = (remoteKey, version) => `forest-city-${remoteKey}-elements-${version}.tgz`;

/**
 * Writes, beside the remote's elements.js in `folder`: `custom-elements.json`, `elements-package/`
 * and its tarball (nothing for a part without elements). Returns the package's folder.
 */
export function writeElementPackage(remoteKey, version, folder) {
  const files = elementPackageFiles(remoteKey, version);
  if (!files) return null;
  const dir = path.join(folder, 'elements-package');
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  writeFileSync(path.join(folder, 'custom-elements.json'), files['custom-elements.json']);
  writeFileSync(path.join(folder, tarballName(remoteKey, version)), tarball(files));
  return dir;
}
