import type * as React from "react";
import { cn } from "../lib/utils";

/** `large`: taller, with bigger text (a page's main search field); a prop since cn does not merge classes. */
export function Input({
  className,
  large = false,
  ...props
}: React.ComponentProps<"input"> & { large?: boolean }) {
  return (
    <input
      className={cn(
        "flex w-full rounded-md border border-input bg-background px-3 py-2 placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        large ? "h-11 text-base" : "h-10 text-sm",
        className,
      )}
      {...props}
    />
  );
}
