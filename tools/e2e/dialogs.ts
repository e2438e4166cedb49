// The sidebar's dialogs, derived from the remotes' module tables (<remote>/modules.mjs, the same
// tables the shell reads from the manifests at run time), in sidebar order: one list for every e2e
// file that walks all the dialogs. `title` is the accessible name of the dialog each opens (the
// remote's own heading, in English).
import type { ModuleEntry, ModuleTable } from '@forest-city/contracts/modules';
import map from '../../mfe-map/modules.mjs';
import hydrology from '../../mfe-hydrology/modules.mjs';
import stormwater from '../../mfe-stormwater/modules.mjs';
import report from '../../mfe-report/modules.mjs';

/** Every remote's table, in remote order. */
export const MODULE_TABLES: readonly ModuleTable[] = [map, hydrology, stormwater, report];

const TITLES: Record<string, string> = {
  history: 'Forest City - Development History & Research Analysis',
  hydrology: 'Hydrological Mass Balance Model',
  monthly: 'Monthly Water Balance',
  stormwater: 'Stormwater Approaches',
  future: 'Future Development',
  report: 'Analytical Report',
};

const dialogs: ModuleEntry[] = MODULE_TABLES.flatMap((t) => t.modules.filter((m) => m.kind === 'dialog')).sort(
  (a, b) => (a.sidebar?.group ?? '').localeCompare(b.sidebar?.group ?? '') || (a.sidebar?.order ?? Infinity) - (b.sidebar?.order ?? Infinity),
);

/** A dialog's sidebar label in a language. */
export function dialogLabel(id: string, lang: string): string {
  const label = dialogs.find((d) => d.dialogId === id)?.labels?.[lang];
  if (!label) throw new Error(`no dialog "${id}" with a label in ${lang} in the remotes' module tables`);
  return label;
}

export const DIALOG_BUTTONS = dialogs.map((d) => {
  const title = TITLES[d.dialogId!];
  if (!title) throw new Error(`tools/e2e/dialogs.ts: no title for the dialog "${d.dialogId}"`);
  return { id: d.dialogId!, module: d.name, button: d.labels!.en!, title };
});
