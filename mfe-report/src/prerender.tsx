// This remote's prerendered fragments (docs/architecture.md "Prerendered HTML"): the report page's
// first view in each language, written to dist/prerender/ by the build (rspack.base.mjs).
import { renderFragments } from '@forest-city/remote-kit/prerender';
import type { ReportPageProps } from '@forest-city/contracts';
import { NAMESPACE } from './contract';
import ReportPage from './exposed/ReportPage';
import en from '../locales/en/report.json';
import zh from '../locales/zh/report.json';
import ms from '../locales/ms/report.json';

export default function render() {
  return renderFragments({
    namespace: NAMESPACE,
    texts: { en, zh, ms },
    modules: [{ module: 'ReportPage', Component: ReportPage, props: (lang): ReportPageProps => ({ lang }) }],
  });
}
