// The props a kept dialog is handed (DialogHost.tsx): the same object for as long as their values
// are the same, so that opening a dialog again renders nothing of it (its slot is memoized) and
// only shows what is already there. Callbacks do not count as a change: the object's callbacks
// call the latest ones given.

type Props = Record<string, unknown>;
type Callback = (...args: unknown[]) => unknown;

/** Whether two props objects have the same keys and values, any callback matching any other. */
export function sameValues(a: Props, b: Props): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && (typeof a[key] === 'function' ? typeof b[key] === 'function' : Object.is(a[key], b[key])));
}

/** Per dialog: the props handed to it, and the latest ones given, which their callbacks call. */
export class SteadyProps {
  private readonly handedTo = new Map<string, Props>();
  private readonly latest = new Map<string, Props>();

  /** The props last handed to dialog `id` (shown before: a hidden dialog keeps them). */
  handed(id: string): Props {
    return this.handedTo.get(id) ?? {};
  }

  /** `next` for dialog `id`, as the object handed before if its values are the same. */
  for(id: string, next: Props): Props {
    this.latest.set(id, next);
    const before = this.handedTo.get(id);
    if (before && sameValues(before, next)) return before;
    const made: Props = {};
    for (const [key, value] of Object.entries(next)) {
      made[key] = typeof value === 'function' ? (...args: unknown[]) => (this.latest.get(id)?.[key] as Callback)(...args) : value;
    }
    this.handedTo.set(id, made);
    return made;
  }
}
