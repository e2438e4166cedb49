// The dialog modal's chunk (DialogModal.tsx), fetched with a dialog's preload or when a dialog opens.
// Through onDemand, not React.lazy: a lazy component suspends on its first render even when its code
// is already there, and React then holds the revealed dialog back for up to 300 ms (its fallback
// throttle), which the bench's dialog-open budget (< 300 ms) measured.
import { onDemand } from '@forest-city/remote-kit';

export const dialogModal = onDemand(() => import('./DialogModal'));
