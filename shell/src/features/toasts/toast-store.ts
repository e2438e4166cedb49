// The toast queue of the spec's Business constants: one toast at a time; a dismissed toast is closed at once
// (Radix plays its exit) and removed from the store TOAST_REMOVE_DELAY later. Display, timing
// (5000 ms), swipe-to-dismiss and the F8 hotkey are Radix Toast's (see Toaster.tsx).
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
/** Spec (Business constants): removal is scheduled 1,000,000 ms after dismissal. */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  /** Button text. */
  label: string;
  /** What a screen reader user is told to do instead (Radix requires it). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Show a close button. Default true. */
  closeButton?: boolean;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]) {
  toasts = next;
  for (const l of listeners) l();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

/** Shows a toast; the newest replaces the one on screen (one at a time). */
export function showToast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const entry: ToastEntry = { closeButton: true, variant: 'default', ...input, id, open: true };
  emit([entry, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit([]);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
