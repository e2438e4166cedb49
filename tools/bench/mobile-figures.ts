// The figures of issue 19's phone-and-desktop measurements, from the raw runs (pure functions,
// unit-tested in __tests__/report.test.ts): the map from a tap to a usable map, the longest task of
// its start, the bytes `/` transfers before any interaction, each remote's entry, and Lighthouse's
// unused JavaScript and CSS.
import { INP_BUDGET_MS, p75 } from './inp';
import type { LighthouseRun } from './lighthouse';
import type { ArrivalRun, MapStartRun } from './mobile-probes';
import { formatNumber, kb, median, type Figure } from './report';

export const MAP_PHONE_BUDGET_MS = 2500;
/** Issue 52: from the tap to the first live frame (WebGL basemap and markers drawn). */
export const MAP_LIVE_PHONE_BUDGET_MS = 1500;
export const MAP_LIVE_DESKTOP_BUDGET_MS = 500;
export const MAP_LONGEST_TASK_BUDGET_MS = 300;
export const ARRIVAL_PHONE_BUDGET_KB = 350;
export const REMOTE_ENTRY_BUDGET_KB = 10;
export const UNUSED_BUDGET_KB = 20;

export type MapRunRecord = Pick<MapStartRun, 'usableMs' | 'drawnMs' | 'liveMs' | 'dragToFrameMs' | 'longestTaskMs'>;
/** Where the map's start is measured: a phone on slow 4G and on fast 4G, and a desktop. */
export const MAP_DEVICES = ['phone', 'phone-4g', 'desktop'] as const;
export type MapDevice = (typeof MAP_DEVICES)[number];
export type MapRuns = Record<MapDevice, MapRunRecord[]>;

/**
 * The figure a run gives: from the tap to the first frame that shows the map moved by a drag begun at
 * once (by the preview or the WebGL map, whichever is on screen). Not the WebGL map's first frame (drawnMs).
 */
export const usable = (r: MapRunRecord): number => r.usableMs;

const ms = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
const med = (xs: number[]) => median(xs) ?? NaN;

export function mapStartFigures(runs: MapRuns, failures: Record<MapDevice, number> = { phone: 0, 'phone-4g': 0, desktop: 0 }): Figure[] {
  const detail = (list: MapRunRecord[], failed: number) =>
    list.length === 0
      ? `no run finished${failed ? ` (${failed} failed)` : ''}`
      : `median of ${list.length}: ${ms(list.map(usable))} ms; the drag's first move to that frame ${ms(list.map((r) => r.dragToFrameMs))} ms` +
        `; the preview removed (basemap drawn) ${ms(list.map((r) => r.drawnMs))} ms after the tap; longest task ${ms(list.map((r) => r.longestTaskMs))} ms` +
        (failed ? `; ${failed} run(s) failed` : '');
  const liveDetail = (list: MapRunRecord[], failed: number) =>
    list.length === 0
      ? `no run finished${failed ? ` (${failed} failed)` : ''}`
      : `median of ${list.length}: ${ms(list.map((r) => r.liveMs))} ms; the preview removed (basemap drawn) ${ms(list.map((r) => r.drawnMs))} ms; longest task ${ms(list.map((r) => r.longestTaskMs))} ms` +
        (failed ? `; ${failed} run(s) failed` : '');
  return [
    {
      label: 'phone (412x823 touch, slow 4G, CPU 4x): tap to the first live frame (WebGL basemap and markers drawn)',
      value: runs.phone.length ? med(runs.phone.map((r) => r.liveMs)) : null,
      unit: 'ms',
      budget: { op: '<=', limit: MAP_LIVE_PHONE_BUDGET_MS },
      detail: liveDetail(runs.phone, failures.phone),
    },
    {
      // Where the map's code may be fetched ahead (decision 011): on slow 4G it comes after the tap.
      label: "the same phone on fast 4G (9 Mbit/s, 60 ms), which fetches the map's code ahead when idle: tap to the first live frame",
      value: runs['phone-4g'].length ? med(runs['phone-4g'].map((r) => r.liveMs)) : null,
      unit: 'ms',
      budget: { op: '<=', limit: MAP_LIVE_PHONE_BUDGET_MS },
      detail: liveDetail(runs['phone-4g'], failures['phone-4g']),
    },
    {
      label: 'desktop (1280x800, no throttling): pointer to the first live frame (WebGL basemap and markers drawn)',
      value: runs.desktop.length ? med(runs.desktop.map((r) => r.liveMs)) : null,
      unit: 'ms',
      budget: { op: '<=', limit: MAP_LIVE_DESKTOP_BUDGET_MS },
      detail: liveDetail(runs.desktop, failures.desktop),
    },
    {
      label: 'phone: tap to the drawn preview moving under a drag begun at once (the preview, not the live map)',
      value: runs.phone.length ? med(runs.phone.map(usable)) : null,
      unit: 'ms',
      budget: { op: '<=', limit: MAP_PHONE_BUDGET_MS },
      detail: detail(runs.phone, failures.phone),
    },
    {
      label: 'desktop: pointer to the drawn map moving under a drag begun at once',
      value: runs.desktop.length ? med(runs.desktop.map(usable)) : null,
      unit: 'ms',
      detail: detail(runs.desktop, failures.desktop),
    },
    {
      label: "desktop: longest main-thread task during the map's start",
      value: runs.desktop.length ? med(runs.desktop.map((r) => r.longestTaskMs)) : null,
      unit: 'ms',
      budget: { op: '<=', limit: MAP_LONGEST_TASK_BUDGET_MS },
      detail: runs.desktop.length
        ? `median of ${runs.desktop.length}: ${ms(runs.desktop.map((r) => r.longestTaskMs))} ms (phone, at 4x CPU: ${ms(runs.phone.map((r) => r.longestTaskMs))} ms)`
        : 'no run finished',
    },
  ];
}

export type ArrivalVariant = 'phone' | 'phone, Save-Data' | 'desktop' | 'desktop, Save-Data';
export const ARRIVAL_VARIANTS: { id: ArrivalVariant; device: 'phone' | 'desktop'; saveData: boolean }[] = [
  { id: 'phone', device: 'phone', saveData: false },
  { id: 'phone, Save-Data', device: 'phone', saveData: true },
  { id: 'desktop', device: 'desktop', saveData: false },
  { id: 'desktop, Save-Data', device: 'desktop', saveData: true },
];
const VARIANT_LABEL: Record<ArrivalVariant, string> = {
  phone: 'phone (412x823 touch, slow 4G, CPU 4x)',
  'phone, Save-Data': 'phone, Save-Data (data saver on)',
  desktop: 'desktop (1280x800, no throttling; dialogs preloaded when idle)',
  'desktop, Save-Data': 'desktop, Save-Data (no idle preloading)',
};

export type ArrivalRecord = Omit<ArrivalRun, 'external'>;

export function arrivalFigures(runs: Partial<Record<ArrivalVariant, ArrivalRecord | null>>): Figure[] {
  return ARRIVAL_VARIANTS.flatMap(({ id, device }): Figure[] => {
    const r = runs[id] ?? null;
    const kinds = r
      ? Object.entries(r.byKind)
          .sort((a, b) => b[1] - a[1])
          .map(([k, b]) => `${k} ${formatNumber(kb(b), 1)}`)
          .join(', ')
      : '';
    return [
      {
        label: `${VARIANT_LABEL[id]}: bytes transferred`,
        value: r ? kb(r.bytes) : null,
        unit: 'KB',
        digits: 1,
        ...(device === 'phone' ? { budget: { op: '<=' as const, limit: ARRIVAL_PHONE_BUDGET_KB } } : {}),
        detail: r
          ? `${kinds} KB; the page ${formatNumber(kb(r.bytes - r.workerBytes), 1)} KB, fetched by the service worker ${formatNumber(kb(r.workerBytes), 1)} KB; ${r.tileRequests} tile requests; ` +
            `dialog remotes fetched: ${r.dialogRemotesFetched.join(', ') || 'none'}; network idle from ${formatNumber(r.quietAtMs / 1000, 1)} s`
          : 'not measured (the run failed)',
      },
      {
        label: `${VARIANT_LABEL[id]}: requests`,
        value: r ? r.requests : null,
        unit: '',
        detail: r ? `${r.requests - r.workerRequests} by the page, ${r.workerRequests} by the service worker` : 'not measured',
      },
    ];
  });
}

/** Each remote's `remoteEntry.js`, gzip, against its budget. */
export function remoteEntryFigures(remotes: Record<string, { files: { file: string; bytes: number; gzip: number }[] }>): Figure[] {
  return Object.entries(remotes).map(([remote, size]) => {
    const entry = size.files.find((f) => f.file === 'remoteEntry.js');
    return {
      label: `${remote}: \`remoteEntry.js\``,
      value: entry ? kb(entry.gzip) : null,
      unit: 'KB',
      digits: 1,
      budget: { op: '<=', limit: REMOTE_ENTRY_BUDGET_KB },
      detail: entry ? `${formatNumber(entry.bytes)} bytes before gzip` : 'no remoteEntry.js in its dist/',
    };
  });
}

const short = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.port ? `:${u.port}` : u.host}${u.pathname.length > 48 ? `${u.pathname.slice(0, 45)}...` : u.pathname}`;
  } catch {
    return url;
  }
};

/** Lighthouse's unused JavaScript and CSS on one page: medians over its runs, the largest items of the median run. */
export function unusedFigures(runs: readonly Pick<LighthouseRun, 'unusedJsBytes' | 'unusedCssBytes' | 'unusedItems'>[], page: string): Figure[] {
  const one = (audit: 'js' | 'css'): Figure => {
    const key = audit === 'js' ? 'unusedJsBytes' : 'unusedCssBytes';
    const values = runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
    const m = median(values);
    const at = runs.find((r) => r[key] === m) ?? runs.find((r) => typeof r[key] === 'number');
    const items = (at?.unusedItems ?? [])
      .filter((i) => i.audit === audit)
      .sort((a, b) => b.wastedBytes - a.wastedBytes)
      .slice(0, 4)
      .map((i) => `\`${short(i.url)}\` ${formatNumber(kb(i.wastedBytes), 1)} of ${formatNumber(kb(i.totalBytes), 1)} KB`);
    return {
      label: `unused ${audit === 'js' ? 'JavaScript' : 'CSS'} on \`${page}\` (${audit === 'js' ? "'unused-javascript'" : "'unused-css-rules'"})`,
      value: m === null ? null : kb(m),
      unit: 'KB',
      digits: 1,
      budget: { op: '<', limit: UNUSED_BUDGET_KB },
      detail: values.length ? `${values.length} run(s): ${values.map((v) => formatNumber(kb(v), 1)).join(', ')} KB; ${items.join('; ') || 'no file listed'}` : 'no run reported it',
    };
  };
  return [one('js'), one('css')];
}

/** Issue 52.2: a dialog on the phone (slow 4G, 4x CPU, tapped a look after the drawer opened), from the tap to its content painted. */
export const DIALOG_PHONE_FIRST_BUDGET_MS = 500;
export const DIALOG_PHONE_SECOND_BUDGET_MS = 150;
/** At least this many samples for a median or a p75 to be reported (issue 52: >= 3 runs, >= 5 interactions). */
export const MIN_DIALOG_RUNS = 3;
export const MIN_INP_SAMPLES = 5;

export type PhoneDialogRecord = { firstMs: number; secondMs: number };

/** Each dialog's first and second open on the phone: medians of the runs against their budgets. */
export function phoneDialogFigures(dialogs: readonly { id: string; button: string }[], runs: Record<string, PhoneDialogRecord[]>, failures: Record<string, number> = {}): Figure[] {
  return dialogs.flatMap(({ id, button }): Figure[] => {
    const list = runs[id] ?? [];
    const failed = failures[id] ? `; ${failures[id]} run(s) failed` : '';
    const one = (key: keyof PhoneDialogRecord, label: string, limit: number): Figure => ({
      label: `${button}: ${label}`,
      value: list.length >= MIN_DIALOG_RUNS ? med(list.map((r) => r[key])) : null,
      unit: 'ms',
      budget: { op: '<=', limit },
      detail: list.length ? `median of ${list.length}: ${ms(list.map((r) => r[key]))} ms${failed}` : `no run finished${failed}`,
    });
    return [one('firstMs', 'first open', DIALOG_PHONE_FIRST_BUDGET_MS), one('secondMs', 'second open', DIALOG_PHONE_SECOND_BUDGET_MS)];
  });
}

/** Each kind of interaction's INP on the phone: the p75 of its samples against 200 ms; fewer than 5 samples is not measured. */
export function interactionFigures(expected: readonly string[], samples: Record<string, number[]>): Figure[] {
  const names = [...expected, ...Object.keys(samples).filter((a) => !expected.includes(a))];
  return names.map((action) => {
    const xs = samples[action] ?? [];
    return {
      label: action,
      value: xs.length >= MIN_INP_SAMPLES ? p75(xs) : null,
      unit: 'ms',
      budget: { op: '<=', limit: INP_BUDGET_MS },
      detail: `${xs.length} sample(s)${xs.length ? `: ${ms(xs)} ms` : ''}`,
    };
  });
}
