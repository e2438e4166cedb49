// The toast viewport loads with the first toast: Mantine's Notifications component and its
// stylesheet are a chunk of their own, not part of the first paint; the toast waits in the store
// (a few milliseconds) until it arrives, and the viewport stays mounted from then on.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNotifications } from '@mantine/notifications';

const Toaster = lazy(() => import('./Toaster'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return (
    <>
      {children}
      {needed ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
