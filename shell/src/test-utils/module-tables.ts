// Module tables as remotes publish them in their manifests (metaData.forestCity.modules), for the
// shell's unit tests: the shell knows no remote's modules, so its tests bring their own.
import { buildCatalog, type ModuleTables } from '../federation/module-catalog';

const labels = (en: string) => ({ en, zh: `${en} (zh)`, ms: `${en} (ms)` });

export const TEST_TABLES: ModuleTables = {
  map: [{ name: 'TestMap', kind: 'map' }],
  hydrology: [
    {
      name: 'BalanceDialog',
      kind: 'dialog',
      dialogId: 'hydrology',
      labels: labels('Hydrology'),
      sidebar: { group: 'projectInfo', order: 20 },
      urlState: [{ param: 'hydrology.assumptions', prop: 'assumptions', onChange: 'onAssumptionsChange' }],
    },
  ],
  stormwater: [
    {
      name: 'ApproachesDialog',
      kind: 'dialog',
      dialogId: 'stormwater',
      labels: labels('Stormwater'),
      sidebar: { group: 'projectInfo', order: 40 },
      urlState: [{ param: 'approach', prop: 'approach', onChange: 'onApproachChange' }],
    },
  ],
  report: [
    { name: 'TimelineDialog', kind: 'dialog', dialogId: 'history', labels: labels('Timeline'), sidebar: { group: 'projectInfo', order: 10 }, showsYear: true },
    { name: 'FutureDialog', kind: 'dialog', dialogId: 'future', labels: labels('Future'), sidebar: { group: 'projectInfo', order: 50 } },
    { name: 'ReportDialog', kind: 'dialog', dialogId: 'report', labels: labels('Report'), sidebar: { group: 'projectInfo', order: 60 } },
    { name: 'ReportPage', kind: 'page', route: '/forest-city-report', labels: labels('Report') },
  ],
};

export const TEST_CATALOG = buildCatalog(TEST_TABLES);
