// True from the first frame after mount on. A dialog renders its frame, title, tabs and open section
// first (the visitor sees the dialog at once) and the heavy parts (charts, other sections) in a
// transition right after, which React may interrupt for input; BENCHMARKS.md measures the
// click-to-first-paint time.
import { startTransition, useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
