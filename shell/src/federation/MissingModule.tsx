// A slot whose module no remote publishes (yet): loading while a remote's table is still being
// read; when a remote's manifest could not be read, that failure (unreachable, too slow) with a
// Retry that reads it again; else the translated fallback ("a version this page cannot use"). The
// rest of the page is unaffected.
import { IncompatibleRemoteError, RemoteLoadError } from './remote-errors';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import type { ModuleCatalog } from './module-catalog';

export function MissingModule({ section, catalog }: { section: string; catalog: ModuleCatalog }) {
  if (catalog.pending.length > 0) return <RemoteLoading section={section} />;
  const unread = catalog.unavailable[0];
  if (unread) return <RemoteFallback section={section} error={unread} reason="load" onRetry={catalog.retry} />;
  const error = new RemoteLoadError('incompatible', undefined, new IncompatibleRemoteError('no remote publishes this module'));
  return <RemoteFallback section={section} error={error} reason="load" onRetry={() => window.location.reload()} />;
}
