// A remote's module table (docs/architecture.md, "How to add a dialog"): each remote declares its
// exposed modules once, in `<remote>/modules.mjs`, and everything else is derived from it: the
// build's `exposes`, the `./mount` loaders, `elements.js` and its types, the manifest's
// `metaData.forestCity.modules` (the shell builds its sidebar, dialogs and remote routes from it at
// run time) and the end-to-end dialog list. Plain ESM (no TypeScript): the build and the servers
// read it as it is.

/** The kinds of module a remote can expose. */
export const MODULE_KINDS = Object.freeze(['dialog', 'page', 'map']);

/** The exposed module every remote has besides its table's: the framework-free `./mount`. */
export const MOUNT_MODULE = 'mount';

/**
 * A remote's table, checked where it is written (the remote's own tests call this too).
 * @template {import('./modules.d.mts').ModuleTable} T
 * @param {T} table
 * @returns {T}
 */
export function defineModules(table) {
  return Object.freeze(table);
}

/**
 * The build's `exposes` of a table: `./<Name>` is `./src/exposed/<Name>.tsx`, and `./mount`.
 * @param {import('./modules.d.mts').ModuleTable} table
 * @returns {Record<string, string>}
 */
export function exposesOf(table) {
  return {
    ...Object.fromEntries(table.modules.map((m) => [`./${m.name}`, `./src/exposed/${m.name}.tsx`])),
    [`./${MOUNT_MODULE}`]: `./src/exposed/${MOUNT_MODULE}.ts`,
  };
}

/**
 * What the manifest publishes of a table (`metaData.forestCity.modules`): the table as data.
 * @param {import('./modules.d.mts').ModuleTable} table
 */
export const publishedModules = (table) => JSON.parse(JSON.stringify(table.modules));

const isText = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * Why one published module cannot be used, or null when it can. `languages` are the product's.
 * @param {unknown} entry
 * @param {readonly string[]} languages
 * @returns {string | null}
 */
export function moduleProblem(entry, languages) {
  if (typeof entry !== 'object' || entry === null) return 'not an object';
  const m = /** @type {Record<string, any>} */ (entry);
  if (!isText(m.name) || !/^[A-Za-z][A-Za-z0-9]*$/.test(m.name)) return 'no valid name';
  if (!MODULE_KINDS.includes(m.kind)) return `unknown kind "${String(m.kind)}"`;
  if (m.kind === 'dialog') {
    if (!isText(m.dialogId) || !/^[a-z][a-z0-9-]*$/.test(m.dialogId)) return 'a dialog without a valid dialog id';
    const missing = languages.filter((lang) => !isText(m.labels?.[lang]));
    if (missing.length) return `no label in ${missing.join(', ')}`;
    if (m.sidebar !== undefined && (typeof m.sidebar !== 'object' || m.sidebar === null || !isText(m.sidebar.group) || typeof m.sidebar.order !== 'number'))
      return 'a sidebar entry without group and order';
    for (const s of m.urlState ?? []) if (!isText(s?.param) || !isText(s?.prop) || !isText(s?.onChange)) return 'a URL parameter without param, prop and onChange';
  }
  if (m.kind === 'page' && (!isText(m.route) || !m.route.startsWith('/'))) return 'a page without a route';
  return null;
}

/**
 * The modules of every remote's published table that the page can use, in remote order, and those
 * it refuses with the reason: a module that is malformed (unknown kind, missing label, ...), or
 * whose dialog id, route or URL parameter another module (earlier in remote order) already has.
 * @param {ReadonlyArray<readonly [string, unknown]>} tables [remote key, published modules] pairs
 * @param {readonly string[]} languages
 * @param {readonly string[]} [reservedParams] URL parameters the host keeps for itself
 */
export function checkModules(tables, languages, reservedParams = []) {
  /** @type {Array<import('./modules.d.mts').ModuleEntry & { remote: string }>} */
  const modules = [];
  /** @type {Array<{ remote: string, name: string, dialogId?: string, reason: string }>} */
  const refused = [];
  const dialogIds = new Set();
  const routes = new Set();
  const params = new Set(reservedParams);
  for (const [remote, published] of tables) {
    if (!Array.isArray(published)) continue;
    for (const entry of published) {
      let reason = moduleProblem(entry, languages);
      const m = /** @type {any} */ (entry);
      if (!reason && m.kind === 'dialog' && dialogIds.has(m.dialogId)) reason = `dialog id "${m.dialogId}" is already taken`;
      if (!reason && m.kind === 'page' && routes.has(m.route)) reason = `route "${m.route}" is already taken`;
      const taken = !reason && m.kind === 'dialog' ? (m.urlState ?? []).find((s) => params.has(s.param)) : undefined;
      if (taken) reason = `URL parameter "${taken.param}" is already taken`;
      if (reason) {
        refused.push({ remote, name: typeof m?.name === 'string' ? m.name : '?', ...(typeof m?.dialogId === 'string' ? { dialogId: m.dialogId } : {}), reason });
        continue;
      }
      if (m.kind === 'dialog') {
        dialogIds.add(m.dialogId);
        for (const s of m.urlState ?? []) params.add(s.param);
      }
      if (m.kind === 'page') routes.add(m.route);
      modules.push({ ...m, remote });
    }
  }
  return { modules, refused };
}
