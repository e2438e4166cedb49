// React's development build reports each commit to a global devtools hook, which react-dom reads
// once, when it loads. This stands in for React DevTools in the jsdom tests, so that a test can ask
// which components rendered while something changed (tools/unit/renders.ts): a part memoized
// so that it does not render again fails its test when it does. Loaded before react-dom
// (jest.setup.jsdom.ts imports it first); it walks no tree until a test starts a recording.
interface Fiber {
  type: unknown;
  memoizedProps: unknown;
  memoizedState: unknown;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

/** What a test uses of `globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__`. */
export interface RenderRecorder {
  /** Starts recording: what is on screen now is the baseline. */
  startRecording(): void;
  /** Stops, and gives the names of the components rendered (mounted, or rendered again) since the start, once per render. */
  stopRecording(): string[];
}

const seen = new WeakMap<Fiber, { props: unknown; state: unknown }>();

function nameOf(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string; name?: string }).displayName ?? type.name ?? null;
  if (type && typeof type === 'object') {
    const wrapped = type as { displayName?: string; render?: unknown; type?: unknown };
    return wrapped.displayName ?? nameOf(wrapped.render ?? wrapped.type);
  }
  return null;
}

/** Walks the committed tree; a component rendered when its props or state are not those of the last commit. */
function walk(first: Fiber | null, out: string[] | null): void {
  for (let fiber = first; fiber; fiber = fiber.sibling) {
    const last = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
    const rendered = !last || last.props !== fiber.memoizedProps || last.state !== fiber.memoizedState;
    const name = typeof fiber.type === 'string' ? null : nameOf(fiber.type);
    if (rendered && name && out) out.push(name);
    const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
    seen.set(fiber, now);
    if (fiber.alternate) seen.set(fiber.alternate, now);
    walk(fiber.child, out);
  }
}

const roots = new Set<{ current: Fiber }>();
let recorded: string[] | null = null;

const recorder: RenderRecorder & Record<string, unknown> = {
  startRecording() {
    for (const root of roots) walk(root.current.child, null);
    recorded = [];
  },
  stopRecording() {
    const names = recorded ?? [];
    recorded = null;
    return names;
  },
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
    if (recorded) walk(root.current.child, recorded);
  },
};

Object.assign(globalThis, { __REACT_DEVTOOLS_GLOBAL_HOOK__: recorder });
