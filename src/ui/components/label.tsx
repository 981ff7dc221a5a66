import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * shadcn's Label on a native <label> rather than Radix's (2 KB gzip on /auth for one behaviour, kept here):
 * a double click on the label does not select its text.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers tie it to its control with htmlFor.
    <label
      className={cn("text-sm font-medium leading-none", className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
