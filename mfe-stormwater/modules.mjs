// This remote's exposed modules, declared once (@forest-city/contracts/modules): the build, ./mount,
// elements.js, the manifest and the shell's sidebar and dialogs are derived from this table.
import { defineModules } from '@forest-city/contracts/modules';

export default defineModules({
  remote: 'stormwater',
  modules: [
    {
      name: 'StormwaterDialog',
      kind: 'dialog',
      dialogId: 'stormwater',
      labels: { en: 'Stormwater Approaches', zh: '雨洪管理方法', ms: 'Pendekatan Pengurusan Air Ribut' },
      sidebar: { group: 'projectInfo', order: 40 },
      urlState: [{ param: 'approach', prop: 'approach', onChange: 'onApproachChange' }],
      element: {
        tag: 'forest-city-stormwater',
        title: 'Stormwater Approaches (a dialog)',
        attributes: ['open', 'tab', 'approach'],
        events: ['forest-city-tab-change', 'forest-city-close', 'forest-city-approach-change'],
      },
    },
  ],
});
