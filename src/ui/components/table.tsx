import type * as React from "react";
import { cn } from "../lib/utils";

/** `wrapperClassName`: the scrolling box around the table (a console table drops it on a phone, for cards). */
export function Table({
  className,
  wrapperClassName,
  ...props
}: React.ComponentProps<"table"> & { wrapperClassName?: string }) {
  return (
    <div className={cn("relative w-full overflow-x-auto rounded-lg border", wrapperClassName)}>
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("bg-muted/60 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("border-b transition-colors hover:bg-muted/40", className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      className={cn(
        "h-11 whitespace-nowrap px-3 text-left align-middle font-semibold text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** `message`: a row-wide note ('Nenhum registro encontrado'), taller and centred (cn does not merge classes). */
export function TableCell({
  className,
  message = false,
  ...props
}: React.ComponentProps<"td"> & { message?: boolean }) {
  return (
    <td
      className={cn(
        "px-3 align-middle",
        message ? "py-10 text-center text-muted-foreground" : "py-2.5",
        className,
      )}
      {...props}
    />
  );
}
