// This remote's exposed modules, declared once (@forest-city/contracts/modules): the build, ./mount,
// elements.js, the manifest and the shell's sidebar and dialogs are derived from this table.
import { defineModules } from '@forest-city/contracts/modules';

export default defineModules({
  remote: 'hydrology',
  modules: [
    {
      name: 'MassBalanceDialog',
      kind: 'dialog',
      dialogId: 'hydrology',
      labels: { en: 'Hydrological Data', zh: '水文数据', ms: 'Data Hidrologi' },
      sidebar: { group: 'projectInfo', order: 20 },
      urlState: [{ param: 'hydrology.assumptions', prop: 'assumptions', onChange: 'onAssumptionsChange' }],
      element: {
        tag: 'forest-city-mass-balance',
        title: 'Hydrological Mass Balance Model (a dialog)',
        attributes: ['open', 'tab'],
        events: ['forest-city-tab-change', 'forest-city-close'],
      },
    },
    {
      name: 'MonthlyWaterBalanceDialog',
      kind: 'dialog',
      dialogId: 'monthly',
      labels: { en: 'Monthly Analysis', zh: '月度分析', ms: 'Analisis Bulanan' },
      sidebar: { group: 'projectInfo', order: 30 },
      element: {
        tag: 'forest-city-monthly-balance',
        title: 'Monthly Water Balance (a dialog)',
        attributes: ['open', 'tab'],
        events: ['forest-city-tab-change', 'forest-city-close'],
      },
    },
  ],
});
