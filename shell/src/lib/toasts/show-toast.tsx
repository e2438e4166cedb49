// The spec's toasts (Business constants) on Mantine's notifications store: one at a time (the newest
// replaces the one on screen, nothing queues), closed after 5000 ms, paused while the pointer is on
// it or focus is in it, dismissed by a swipe to the right of TOAST_SWIPE_PX (the spec's 50 px;
// Toaster.tsx, not Mantine's drag, which asks for 35 % of the toast's width) or its close button.
// The viewport and the F8 hotkey are in Toaster.tsx.
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

export const TOAST_DURATION = 5000;
/** Spec (Business constants): a swipe to the right of this many pixels dismisses a toast. */
export const TOAST_SWIPE_PX = 50;
/** The attribute that carries a toast's id on its root (the swipe in Toaster.tsx hides it by id). */
export const TOAST_ID_ATTRIBUTE = 'data-toast-id';
/** The class of every toast's root: what F8 focuses (Toaster.tsx). */
export const TOAST_CLASS = 'fc-toast';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  /** Button text. */
  label: string;
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

let counter = 0;

/** Shows a toast in place of any other; returns its id. `closeLabel` names the close button. */
export function showToast(input: ToastInput, closeLabel: string): string {
  counter += 1;
  const id = `toast-${counter}`;
  const { title, description, variant = 'default', action, closeButton = true } = input;
  const color = variant === 'destructive' ? 'red' : undefined;
  const message = action ? (
    <Stack gap="xs" align="flex-start">
      {description}
      <Button
        size="xs"
        variant="light"
        color={color}
        onClick={() => {
          notifications.hide(id);
          action.onClick();
        }}
      >
        {action.label}
      </Button>
    </Stack>
  ) : (
    description
  );
  notifications.clean();
  notifications.show({
    id,
    title,
    message,
    color,
    autoClose: TOAST_DURATION,
    withCloseButton: closeButton,
    closeButtonProps: { 'aria-label': closeLabel },
    // F8 focuses the toast (Toaster.tsx); while focus is in it, it stays.
    tabIndex: -1,
    onFocusCapture: () => notifications.update({ id, message, autoClose: false }),
    onBlurCapture: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) notifications.update({ id, message, autoClose: TOAST_DURATION });
    },
    className: TOAST_CLASS,
    // A horizontal drag is the swipe (Toaster.tsx), not a scroll of the page.
    style: { touchAction: 'pan-y' },
    [TOAST_ID_ATTRIBUTE]: id,
    'data-testid': 'toast',
    'data-variant': variant,
  });
  return id;
}
