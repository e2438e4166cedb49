// True from the first frame after mount on. A dialog renders its frame, title, tabs and open section
// first (the visitor sees the dialog at once) and the heavy parts (charts, other sections) in a
// transition right after, which React may interrupt for input; BENCHMARKS.md measures the
// click-to-first-paint time.
//
// Hidden (a closed dialog the shell keeps in React's <Activity>), it turns false again: the deferred
// part goes, so shown again the dialog reveals only its top part and draws the rest a frame later,
// as when it opened first. Kept while hidden, that part would be styled and laid out all at once on
// reveal, and a chart that arrived while hidden (effects do not run there) measures itself then too.
import { startTransition, useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => {
      cancelAnimationFrame(frame);
      setPainted(false);
    };
  }, []);
  return painted;
}
