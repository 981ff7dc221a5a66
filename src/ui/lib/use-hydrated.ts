import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's HTML and while it hydrates, true from the render after hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
