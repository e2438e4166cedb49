// A slot whose module no remote publishes (yet): loading while a remote's table is still being
// read, else the translated fallback ("a version this page cannot use"), the rest of the page unaffected.
import { IncompatibleRemoteError, RemoteLoadError } from './remote-errors';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import type { ModuleCatalog } from './module-catalog';

export function MissingModule({ section, catalog }: { section: string; catalog: ModuleCatalog }) {
  if (catalog.pending.length > 0) return <RemoteLoading section={section} />;
  const error = new RemoteLoadError('incompatible', undefined, new IncompatibleRemoteError('no remote publishes this module'));
  return <RemoteFallback section={section} error={error} reason="load" onRetry={() => window.location.reload()} />;
}
