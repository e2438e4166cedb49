import { Route, Routes } from 'react-router';
import { DashboardLayout } from '../app/layout';
import { DashboardPage } from './DashboardPage';
import { RemotePageRoute } from './RemotePageRoute';
import { NotFoundPage } from './NotFoundPage';

/** Route table (spec: Screens and routes): `/`, `/forest-city-report`, anything else is the 404 page. */
export const ROUTES = { dashboard: '/', report: '/forest-city-report' } as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<DashboardPage />} />
      </Route>
      <Route path={ROUTES.report} element={<RemotePageRoute route={ROUTES.report} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
