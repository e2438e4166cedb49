// Types of modules.mjs for parts whose TypeScript does not read JavaScript (allowJs is off there).
export type ModuleKind = 'dialog' | 'page' | 'map';

/** A prop pair of a controlled module kept in a URL parameter the module owns. */
export interface ModuleUrlState {
  /** The URL parameter (the shell writes it; closing the dialog removes it). */
  param: string;
  /** The value prop in the remote's contract. */
  prop: string;
  /** The change-callback prop in the remote's contract. */
  onChange: string;
}

/** A custom element a partner's page can use (docs/partners.md). */
export interface ModuleElement {
  tag: `forest-city-${string}`;
  /** What the element shows, in the element types' documentation. */
  title: string;
  /** Its own attributes (besides the common ones). */
  attributes: readonly string[];
  /** The events it dispatches. */
  events: readonly string[];
}

export interface ModuleEntry {
  /** Exposed module name (`./<name>`, `src/exposed/<name>.tsx`). */
  name: string;
  kind: ModuleKind;
  /** A dialog's value of ?dialog=. */
  dialogId?: string;
  /** Its name in every language: the sidebar button and the section's name. */
  labels?: Readonly<Record<string, string>>;
  /** Where the sidebar lists a dialog: its group and an order hint (lower first). */
  sidebar?: { group: string; order: number };
  /** A page's route in the shell. */
  route?: string;
  /** URL parameters the module's props come from (besides `tab`). */
  urlState?: readonly ModuleUrlState[];
  /** The dialog can send the map to a year (`onShowYear`). */
  showsYear?: boolean;
  element?: ModuleElement;
}

export interface ModuleTable {
  /** The remote's key (the runtime configuration's). */
  remote: string;
  modules: readonly ModuleEntry[];
}

export const MODULE_KINDS: readonly ModuleKind[];
export const MOUNT_MODULE: 'mount';
export function defineModules<T extends ModuleTable>(table: T): T;
export function exposesOf(table: ModuleTable): Record<string, string>;
export function publishedModules(table: ModuleTable): ModuleEntry[];
export function moduleProblem(entry: unknown, languages: readonly string[]): string | null;
export function checkModules(
  tables: ReadonlyArray<readonly [string, unknown]>,
  languages: readonly string[],
  reservedParams?: readonly string[],
): { modules: Array<ModuleEntry & { remote: string }>; refused: Array<{ remote: string; name: string; dialogId?: string; reason: string }> };
