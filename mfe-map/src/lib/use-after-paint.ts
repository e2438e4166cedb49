// A value that follows `value` one painted frame late: heavy work that depends on it (maplibre
// restyling the map for another base layer) runs after the frame that answers the tap, so the menu
// closes and the choice shows at once and the map changes a frame later.
import { startTransition, useEffect, useState } from 'react';

export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    // requestAnimationFrame runs before the frame is painted; the transition renders in a task after it.
    const frame = requestAnimationFrame(() => startTransition(() => setShown(value)));
    return () => cancelAnimationFrame(frame);
  }, [value, shown]);
  return shown;
}
