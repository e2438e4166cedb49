// The report feature as the rest of mfe-report sees it: the app imports only these.
export { ReportPageView } from './components/ReportPageView';
export { REPORT_DEFAULT_TAB, REPORT_SECTIONS } from './report-sections';
