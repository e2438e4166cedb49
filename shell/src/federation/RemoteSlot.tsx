// Mounts one exposed module of a remote inside an error boundary. Loading, a failed manifest
// or chunk, and a render error inside the remote all stay inside this slot: the rest of the
// page keeps working, and Retry loads the remote again.
import { Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadExposed } from './registry';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import type { RemoteKey } from './runtime-config';

export interface RemoteSlotProps<P extends object> {
  /** Which remote serves the module. */
  remote: RemoteKey;
  /** Exposed module name without "./", e.g. "InfrastructureMap". */
  module: string;
  /** Props passed to the remote's component: the contract in the remote's README. */
  props: P;
  /** Translated name of the section, used in the loading and fallback texts. */
  section: string;
  /** Render the loading and fallback states in this wrapper (dialogs put them in a modal). */
  frame?: (content: ReactNode) => ReactNode;
}

export function RemoteSlot<P extends object>({ remote, module, props, section, frame = (c) => c }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadExposed<{ default: ComponentType<P> }>(remote, module, attempt);
        if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
          throw new Error(`${remote}/${module} has no default export`);
        }
        return mod;
      }),
    [remote, module, attempt],
  );
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={({ error }) =>
        frame(<RemoteFallback section={section} error={error} onRetry={() => setAttempt((a) => a + 1)} />)
      }
    >
      <Suspense fallback={frame(<RemoteLoading section={section} />)}>
        <div data-remote={remote} data-module={module} style={{ display: 'contents' }}>
          <Component {...props} />
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}
