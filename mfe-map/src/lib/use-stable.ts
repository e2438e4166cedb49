// A value kept as the same object while a newer one equals it by `same`: what depends on it by
// identity (a memoized child, a map source's data) is not built again for an equal copy.
import { useRef } from 'react';

export function useStable<T>(value: T, same: (a: T, b: T) => boolean): T {
  const kept = useRef(value);
  if (kept.current !== value && !same(kept.current, value)) kept.current = value;
  return kept.current;
}
