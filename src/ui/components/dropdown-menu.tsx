import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/utils";

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

/**
 * `inline` renders the menu where it is declared instead of at the end of <body>, so a menu that
 * belongs to a navigation landmark stays inside it.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  inline = false,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content> & { inline?: boolean }) {
  const content = (
    <DropdownMenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 min-w-56 overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-in data-[state=open]:fade-in-0",
        className,
      )}
      {...props}
    />
  );
  return inline ? content : <DropdownMenuPrimitive.Portal>{content}</DropdownMenuPrimitive.Portal>;
}

export function DropdownMenuItem({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        "focus-inset flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm focus:bg-muted data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
