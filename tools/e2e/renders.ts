// Which parts of the page React renders while something happens, read in the browser from React's
// devtools hook (installed before the page's own scripts, as React DevTools installs it). A
// component counts when it mounts, or when its props or state are not those of the last commit; it
// is placed by the element it renders into: the header, the sidebar, the map, a dialog, the
// navigation links (which build their addresses from the current one, so render with every change
// of it) or other (the page's frame and routes, a portal's container).
import type { BrowserContext, Page } from 'playwright-core';

export type Region = 'navigation' | 'header' | 'sidebar' | 'map' | 'dialog' | 'other';

interface Recorder {
  start(): void;
  stop(): Partial<Record<Region, string[]>>;
}

/** Installs the recorder in every page the context opens (call before the first page loads). */
export async function recordRenders(context: BrowserContext): Promise<void> {
  // No named functions in here: tsx (keepNames) would wrap them in a __name() the page lacks.
  await context.addInitScript(() => {
    type Fiber = {
      tag: number;
      type: unknown;
      stateNode: unknown;
      memoizedProps: unknown;
      memoizedState: unknown;
      alternate: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
      return: Fiber | null;
    };
    /** React's tag of a portal, whose stateNode holds the element it renders into. */
    const HOST_PORTAL = 4;
    const seen = new WeakMap<Fiber, { props: unknown; state: unknown }>();
    const roots = new Set<{ current: Fiber }>();
    let rendered: Record<string, string[]> | null = null;
    const nameOf = (type: unknown): string => {
      const named = type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string }; type?: { displayName?: string; name?: string } } | null;
      return named?.displayName || named?.name || named?.render?.displayName || named?.render?.name || named?.type?.displayName || named?.type?.name || '(anonymous)';
    };
    const parentElementOf = (fiber: Fiber): Element | null => {
      for (let f = fiber.return; f; f = f.return) {
        if (f.tag === HOST_PORTAL) return (f.stateNode as { containerInfo: Element }).containerInfo;
        if (f.stateNode instanceof Element) return f.stateNode;
      }
      return null;
    };
    const firstElementOf = (fiber: Fiber): Element | null => {
      for (let f: Fiber | null = fiber.child; f; f = f.child) if (f.stateNode instanceof Element) return f.stateNode;
      return null;
    };
    const regionOf = (fiber: Fiber): string => {
      if (firstElementOf(fiber)?.matches('nav:not(#sidebar)')) return 'navigation';
      const el = parentElementOf(fiber);
      if (!el) return 'other';
      if (el.closest('[role="dialog"]')) return 'dialog';
      if (el.closest('nav:not(#sidebar)')) return 'navigation';
      if (el.closest('header')) return 'header';
      if (el.closest('#sidebar')) return 'sidebar';
      if (el.closest('[data-remote="map"]')) return 'map';
      return 'other';
    };
    const walk = (first: Fiber | null, out: Record<string, string[]> | null): void => {
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const last = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
        const composite = typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null && ('render' in fiber.type || 'type' in fiber.type));
        if (out && composite && (!last || last.props !== fiber.memoizedProps || last.state !== fiber.memoizedState)) {
          (out[regionOf(fiber)] ??= []).push(nameOf(fiber.type));
        }
        const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
        seen.set(fiber, now);
        if (fiber.alternate) seen.set(fiber.alternate, now);
        walk(fiber.child, out);
      }
    };
    const recorder: Recorder = {
      start: () => {
        for (const root of roots) walk(root.current.child, null);
        rendered = {};
      },
      stop: () => {
        const result = rendered ?? {};
        rendered = null;
        return result;
      },
    };
    Object.assign(window, {
      __renderRecorder: recorder,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          roots.add(root);
          if (rendered) walk(root.current.child, rendered);
        },
      },
    });
  });
}

/**
 * The components rendered in each part of the page while `change` runs (recordRenders installed),
 * by name: minified in a production build, except where a library names them (Mantine's do).
 */
export async function rendersDuring(page: Page, change: () => Promise<void>): Promise<Partial<Record<Region, string[]>>> {
  await page.evaluate(() => (window as unknown as { __renderRecorder: Recorder }).__renderRecorder.start());
  await change();
  return page.evaluate(() => (window as unknown as { __renderRecorder: Recorder }).__renderRecorder.stop());
}
