// A visible sign that a wide table goes on to the right: a shaded right edge with an arrow, shown
// while columns are hidden to the right and gone once the visitor has scrolled to the end. Wraps a
// Mantine Table.ScrollContainer (its ScrollArea viewport) or any element that scrolls sideways.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function ScrollCue({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const scroller =
      root.querySelector<HTMLElement>('.mantine-ScrollArea-viewport') ??
      [root, ...root.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollWidth > el.clientWidth + 1) ??
      root;
    const update = () => setMore(scroller.scrollWidth - scroller.clientWidth - scroller.scrollLeft > 4);
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={ref} style={{ position: 'relative' }} data-scroll-cue={more ? 'more' : 'none'}>
      {children}
      {more && (
        <div
          aria-hidden="true"
          data-testid="scroll-cue"
          style={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: 36,
            pointerEvents: 'none',
            background: 'linear-gradient(to right, transparent, color-mix(in srgb, var(--mantine-color-body) 92%, transparent))',
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'flex-end',
            paddingTop: 10,
            paddingRight: 4,
            color: 'var(--mantine-color-dimmed)',
            fontSize: 18,
            fontWeight: 700,
          }}
        >
          ›
        </div>
      )}
    </div>
  );
}
