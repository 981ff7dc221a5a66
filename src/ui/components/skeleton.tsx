import type * as React from "react";
import { cn } from "../lib/utils";

/** A card's place while it loads: the cards' own rounding, so a size is all a caller adds. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("animate-pulse rounded-xl bg-muted", className)} {...props} />;
}
