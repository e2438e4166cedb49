// Where toasts appear: Mantine's Notifications (bottom right, one at a time) inside a region named
// "Notifications (F8)"; F8 anywhere, typing included, moves focus to the toast on screen.
import { Notifications } from '@mantine/notifications';
import { useHotkeys } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/notifications/styles.css';
import { TOAST_CLASS, TOAST_DURATION } from './show-toast';

export const TOAST_HOTKEY = 'F8';

export default function Toaster() {
  const { t } = useTranslation('common');
  const region = useRef<HTMLElement>(null);
  useHotkeys([[TOAST_HOTKEY, () => region.current?.querySelector<HTMLElement>(`.${TOAST_CLASS}`)?.focus()]], []);
  return (
    <section ref={region} className="fc-toast-viewport" aria-label={t('toast.viewport', { hotkey: TOAST_HOTKEY })}>
      <Notifications withinPortal={false} limit={1} autoClose={TOAST_DURATION} position="bottom-right" containerWidth={380} />
    </section>
  );
}
