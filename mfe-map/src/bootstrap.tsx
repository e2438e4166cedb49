// mfe-map's standalone page, for its team's work without the shell: the map alone, full page,
// reading the API at /api (served by `npm run dev -w mfe-map` through its proxy).
import { createRoot } from 'react-dom/client';
import InfrastructureMap from './exposed/InfrastructureMap';

createRoot(document.getElementById('root')!).render(
  <div style={{ height: '100vh' }}>
    <InfrastructureMap />
  </div>,
);
