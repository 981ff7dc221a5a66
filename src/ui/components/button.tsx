import type * as React from "react";
import { cn, type VariantProps, variants } from "../lib/utils";
import { Slot } from "./slot";

// No class here may be overridden by a caller's class (cn joins, it does not merge): what call sites
// change (height, text size, wrapping, alignment, colours on a dark band) is a variant.
/** The button's variants (exported for the test that tries every combination). */
export const buttonVariantsConfig = {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground hover:bg-primary/90",
      accent: "bg-accent text-accent-foreground hover:bg-accent/90",
      destructive: "bg-destructive-solid text-white hover:bg-destructive-solid/90",
      outline: "border border-input bg-background hover:bg-muted",
      /** An outline button on a dark photo or colour band; the caller picks the border's white. */
      "outline-on-dark": "border bg-transparent text-white hover:bg-white/10",
      secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
      ghost: "hover:bg-muted",
      link: "text-primary underline-offset-4 hover:underline",
    },
    size: {
      default: "h-10 whitespace-nowrap px-4 py-2 text-sm",
      sm: "h-8 whitespace-nowrap px-3 text-xs",
      /** `sm` from the tablet up; 44 px tall on a phone, where it is tapped. */
      "sm-touch": "h-11 whitespace-nowrap px-3 text-xs sm:h-8",
      /** An icon-only `sm-touch`. */
      "icon-touch": "size-11 whitespace-nowrap text-xs sm:size-8",
      /** 28 px: a link-like action beside a value in a table cell. */
      xs: "h-7 whitespace-nowrap px-1 text-xs",
      /** A link-like secondary action a thumb taps: 44 px tall, little padding, small text on a phone. */
      "link-touch": "h-11 whitespace-nowrap px-1 text-xs sm:text-sm",
      lg: "h-11 whitespace-nowrap px-6 text-sm",
      /** As tall as the inputs beside it (h-11) with the default padding. */
      field: "h-11 whitespace-nowrap px-4 py-2 text-sm",
      /** A large button whose label may wrap onto more lines on a narrow screen. */
      "lg-wrap": "min-h-11 whitespace-normal px-6 py-2 text-center text-sm",
      icon: "size-10 whitespace-nowrap text-sm",
      /** An icon-only button a thumb taps: 44 px. */
      "icon-lg": "size-11 whitespace-nowrap text-sm",
    },
    justify: {
      center: "justify-center",
      between: "justify-between",
    },
  },
  defaultVariants: { variant: "default", size: "default", justify: "center" },
} as const;

export const buttonVariants = variants(
  "inline-flex items-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer",
  buttonVariantsConfig,
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /**
     * Work in progress: the button ignores presses but stays focusable. `disabled` would drop the
     * keyboard focus to <body> while the work runs.
     */
    busy?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  justify,
  asChild = false,
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, justify, className }))}
      aria-disabled={busy || undefined}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    />
  );
}
