import type * as React from "react";
import { cn, type VariantProps, variants } from "../lib/utils";

/** The alert's variants (exported for the test that tries every combination). */
export const alertVariantsConfig = {
  variants: {
    variant: {
      default: "bg-card text-card-foreground",
      info: "border-primary/30 bg-primary/5 text-foreground",
      destructive: "border-destructive/40 bg-destructive/10 text-destructive",
    },
    // Variants, not caller classes, since cn does not merge: a short message and its button on one line.
    layout: {
      default: "items-start",
      inline: "flex-wrap items-center",
    },
    text: {
      sm: "text-sm",
      base: "text-base",
    },
  },
  defaultVariants: { variant: "default", layout: "default", text: "sm" },
} as const;

export const alertVariants = variants(
  "relative flex w-full gap-3 rounded-lg border px-4 py-3 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  alertVariantsConfig,
);

export function Alert({
  className,
  variant,
  layout,
  text,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant, layout, text }), className)} {...props} />;
}
