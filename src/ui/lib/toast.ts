import { useSyncExternalStore } from "react";

type Sonner = typeof import("sonner");

// Sonner loads with the first toast, not with every page: most visits never raise one.
let wanted = false;
const subscribers = new Set<() => void>();
let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

function withToaster(show: (sonner: Sonner) => void): void {
  if (!wanted) {
    wanted = true;
    for (const subscriber of subscribers) subscriber();
  }
  void ready.then(show);
}

/** True once a toast was raised: the Toaster mounts, and sonner loads, from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the mounted Toaster once it listens; toasts raised while it loaded show then. */
export function toasterReady(sonner: Sonner): void {
  markReady(sonner);
}

// The one way the app raises a toast, so every message looks and behaves the same.
/** A button in the toast ('Desfazer'). */
export type ToastAction = { label: string; onClick: () => void };

export const notify = {
  success: (title: string, options?: { description?: string; duration?: number; action?: ToastAction }) =>
    withToaster(({ toast }) => toast.success(title, options)),
  info: (title: string, options?: { description?: string }) =>
    withToaster(({ toast }) => toast.info(title, options)),
  error: (title: string, description?: string) =>
    withToaster(({ toast }) => toast.error(title, { description })),
};
