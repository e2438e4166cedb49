// This remote's exposed modules, declared once (@forest-city/contracts/modules): the build, ./mount,
// elements.js, the manifest and the shell's sidebar, dialogs and report route are derived from this table.
import { defineModules } from '@forest-city/contracts/modules';

const dialogElement = (tag, title) => ({ tag, title, attributes: ['open', 'tab'], events: ['forest-city-tab-change', 'forest-city-close'] });

export default defineModules({
  remote: 'report',
  modules: [
    {
      name: 'HistoryDialog',
      kind: 'dialog',
      dialogId: 'history',
      labels: { en: 'Development Timeline', zh: '发展时间线', ms: 'Garis Masa Pembangunan' },
      sidebar: { group: 'projectInfo', order: 10 },
      showsYear: true,
      element: dialogElement('forest-city-history', 'Development History & Research (a dialog)'),
    },
    {
      name: 'FutureDevelopmentDialog',
      kind: 'dialog',
      dialogId: 'future',
      labels: { en: 'Future Development', zh: '未来发展', ms: 'Pembangunan Masa Depan' },
      sidebar: { group: 'projectInfo', order: 50 },
      element: dialogElement('forest-city-future', 'Future Development (a dialog)'),
    },
    {
      name: 'ReportDialog',
      kind: 'dialog',
      dialogId: 'report',
      labels: { en: 'Analytical Report', zh: '分析报告', ms: 'Laporan Analitikal' },
      sidebar: { group: 'projectInfo', order: 60 },
    },
    {
      name: 'ReportPage',
      kind: 'page',
      route: '/forest-city-report',
      labels: { en: 'Analytical Report', zh: '分析报告', ms: 'Laporan Analitikal' },
      element: {
        tag: 'forest-city-report',
        title: 'The analytical report page',
        attributes: ['tab'],
        events: ['forest-city-tab-change', 'forest-city-language-change'],
      },
    },
  ],
});
