import { lazy, Suspense } from "react";
import { useTheme } from "../lib/theme";
import { useToasterWanted } from "../lib/toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Mounts sonner only once the page raises its first toast (see lib/toast.ts). */
export function Toaster() {
  const wanted = useToasterWanted();
  const { dark } = useTheme();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster dark={dark} />
    </Suspense>
  );
}
