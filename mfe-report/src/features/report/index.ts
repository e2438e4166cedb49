// The report feature as the rest of mfe-report sees it: other features and the app import only these.
export { AnalyticalReport } from './components/AnalyticalReport';
export { ReportPageView } from './components/ReportPageView';
