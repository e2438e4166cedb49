// Where toasts appear: Mantine's Notifications (bottom right, one at a time) inside a region named
// "Notifications (F8)"; F8 anywhere, typing included, moves focus to the toast on screen; a swipe
// to the right of the spec's 50 px dismisses it.
import { useHotkeys } from '@mantine/hooks';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/notifications/styles.css';
import { TOAST_CLASS, TOAST_DURATION, TOAST_ID_ATTRIBUTE, TOAST_SWIPE_PX } from './show-toast';

export const TOAST_HOTKEY = 'F8';

/**
 * A swipe to the right of TOAST_SWIPE_PX or more dismisses the toast; a shorter one springs back.
 * The toast follows the pointer while it is held. Presses on its buttons are theirs.
 */
function useSwipeToDismiss(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = region.current;
    if (!viewport) return;
    let drag: { pointer: number; startX: number; toast: HTMLElement; id: string } | null = null;
    const down = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const toast = target?.closest<HTMLElement>(`.${TOAST_CLASS}`);
      const id = toast?.getAttribute(TOAST_ID_ATTRIBUTE);
      if (event.button !== 0 || !toast || !id || target?.closest('button, a')) return;
      drag = { pointer: event.pointerId, startX: event.clientX, toast, id };
    };
    const move = (event: PointerEvent) => {
      if (drag?.pointer !== event.pointerId) return;
      drag.toast.style.translate = `${Math.max(0, event.clientX - drag.startX)}px 0`;
    };
    const end = (event: PointerEvent) => {
      if (drag?.pointer !== event.pointerId) return;
      const { toast, id, startX } = drag;
      drag = null;
      if (event.type === 'pointerup' && event.clientX - startX >= TOAST_SWIPE_PX) notifications.hide(id);
      else toast.style.translate = '';
    };
    viewport.addEventListener('pointerdown', down);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      viewport.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [region]);
}

export default function Toaster() {
  const { t } = useTranslation('common');
  const region = useRef<HTMLElement>(null);
  useSwipeToDismiss(region);
  useHotkeys([[TOAST_HOTKEY, () => region.current?.querySelector<HTMLElement>(`.${TOAST_CLASS}`)?.focus()]], []);
  return (
    <section ref={region} className="fc-toast-viewport" aria-label={t('toast.viewport', { hotkey: TOAST_HOTKEY })}>
      <Notifications withinPortal={false} allowDragDismiss={false} limit={1} autoClose={TOAST_DURATION} position="bottom-right" containerWidth={380} />
    </section>
  );
}
