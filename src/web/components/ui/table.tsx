import type * as React from "react";
import { cn } from "../../lib/utils";

export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div className="relative w-full overflow-x-auto rounded-lg border">
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader(props: React.ComponentProps<"thead">) {
  return <thead className="bg-muted/60 [&_tr]:border-b" {...props} />;
}

export function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody className="[&_tr:last-child]:border-0" {...props} />;
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
