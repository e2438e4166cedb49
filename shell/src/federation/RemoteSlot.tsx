// Mounts one exposed module of a remote inside an error boundary. Loading, a failed manifest
// or chunk, and a render error inside the remote all stay inside this slot: the rest of the
// page keeps working. Retry after a failed load loads the remote again in place; Retry after a
// render error reloads the page, because only a reload gets code that has already run anew
// (see reload-page.ts).
import { Suspense, lazy, memo, startTransition, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { loadMissingTexts } from '../i18n/remote-texts';
import { loadExposed } from './registry';
import { readyModule } from './loaded-module';
import { useServerPass } from '../lib/server-pass';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import { reloadPage } from './reload-page';
import { REMOTE_NAMESPACES, type RemoteKey } from './runtime-config';
import { IncompatibleRemoteError, RemoteLoadError, classifyRemoteError } from './remote-errors';
import { FRAGMENT_ATTRIBUTE, fragmentKey, usePrerenderedFragment } from './prerendered';
import { replayTap, takeFragmentTaps } from './fragment-taps';

export { RemoteLoadError };

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
  /**
   * Start loading only after the page around the slot has painted (the map: the shell's header and
   * sidebar paint first, then the map's code is fetched and run). Until then the loading state shows.
   */
  afterFirstPaint?: boolean;
}

/** False until the frame after mount has been painted. */
function usePainted(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    // rAF runs before the frame is painted; the task after it runs once it has been.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

// In the server's render and while React hydrates it (useServerPass), a module not in the page the
// server sent (a dialog or report tab named by the link) is not rendered: the server cannot wait for
// it, and a boundary it left unfinished makes hydration throw that part away with an error (React
// #419). Both render the loading state instead, and the browser's render after hydration loads the
// module (docs/architecture.md "Prerendered HTML").

function readyComponent<P>(mod: { default: unknown } | undefined): ComponentType<P> | undefined {
  const component = mod?.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null) ? (component as ComponentType<P>) : undefined;
}

/**
 * While the page shows a prerendered fragment of this module (the server put it there): true until
 * the module has loaded (or failed to), then false in a transition, so the fragment stays on screen
 * until the live module can replace it without a loading state.
 */
function useShowingFragment(remote: RemoteKey, module: string, fragment: string | undefined): boolean {
  const [showing, setShowing] = useState(fragment !== undefined);
  useEffect(() => {
    if (!showing) return;
    let live = true;
    const done = () => {
      if (live) startTransition(() => setShowing(false));
    };
    loadExposed(remote, module).then(done, done);
    return () => {
      live = false;
    };
  }, [showing, remote, module]);
  return showing;
}

/**
 * Renders nothing. Mounted after the live module that replaced a prerendered fragment, its effect
 * runs once the module's own have: it carries out the visitor's last tap on the fragment's tabs or
 * choices (fragment-taps.ts).
 */
function FragmentTapReplay({ fragment, container }: { fragment: string; container: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const live = container.current;
    if (live) for (const tap of takeFragmentTaps(fragment)) replayTap(live, tap);
  }, [fragment, container]);
  return null;
}

function Slot<P extends object>({ remote, module, props, section, frame = (c) => c, afterFirstPaint = false }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const { i18n } = useTranslation('common');
  const fragment = usePrerenderedFragment(remote, module);
  const showingFragment = useShowingFragment(remote, module, fragment);
  const painted = usePainted(afterFirstPaint && fragment === undefined);
  const live = useRef<HTMLDivElement>(null);
  const serverPass = useServerPass();
  const Component = useMemo(
    () =>
      // Already loaded (opened before, or preloaded on hover or when idle), with its texts: render it
      // at once. A lazy component would suspend for a tick even then, and the dialog would first
      // mount the shell's loading modal and then swap it for the remote's. Without its texts (a
      // preload during an outage of its texts) it goes the lazy way, which fetches them anew.
      readyComponent<P>(attempt === 0 ? readyModule<{ default: unknown }>(i18n, remote, module) : undefined) ??
      lazy(async () => {
        let mod: { default: ComponentType<P> };
        try {
          // Its texts beside its code, and anew if an outage made them fail (remote-texts.ts).
          [mod] = await Promise.all([loadExposed<{ default: ComponentType<P> }>(remote, module, attempt), loadMissingTexts(i18n, REMOTE_NAMESPACES[remote])]);
        } catch (err) {
          // Classified and logged by the federation plugin (runtime-plugin.ts); anything else here.
          throw classifyRemoteError(err, remote);
        }
        if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
          throw new RemoteLoadError('incompatible', remote, new IncompatibleRemoteError(`${remote}/${module} has no default export`));
        }
        return mod;
      }),
    [remote, module, attempt, i18n],
  );
  if (!painted || (serverPass && fragment === undefined)) return frame(<RemoteLoading section={section} />);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={({ error }) => {
        const box =
          error instanceof RemoteLoadError ? (
            <RemoteFallback section={section} error={error} reason="load" onRetry={() => setAttempt((a) => a + 1)} />
          ) : (
            <RemoteFallback section={section} error={error} reason="render" onRetry={reloadPage} />
          );
        if (fragment === undefined) return frame(box);
        // The text the server sent stays readable under the notice: a failure never takes away what
        // the visitor was already reading.
        return (
          <>
            {frame(box)}
            <div data-remote={remote} data-module={module} data-kept-fragment="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: fragment }} />
          </>
        );
      }}
    >
      <Suspense fallback={frame(<RemoteLoading section={section} />)}>
        {showingFragment ? (
          // The server's HTML, left as it is (hydration does not look inside dangerouslySetInnerHTML).
          <div
            {...{ [FRAGMENT_ATTRIBUTE]: fragmentKey(remote, module) }}
            data-remote={remote}
            data-module={module}
            style={{ display: 'contents' }}
            dangerouslySetInnerHTML={{ __html: fragment ?? '' }}
          />
        ) : (
          <div ref={live} data-remote={remote} data-module={module} style={{ display: 'contents' }}>
            <Component {...props} />
            {fragment !== undefined ? <FragmentTapReplay fragment={fragmentKey(remote, module)} container={live} /> : null}
          </div>
        )}
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Memoized: a host that passes the same props (the map's, while a dialog opens or a tab changes)
 * does not render the remote again. The slot's own state (attempt, fragment, texts) still updates it.
 */
export const RemoteSlot = memo(Slot) as typeof Slot;
