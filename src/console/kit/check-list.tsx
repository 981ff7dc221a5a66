import type { ReactNode } from "react";
import { cn } from "../../ui/lib/utils";

export type CheckItem = { key: string; label: ReactNode; checked: boolean };

/** A scrolling list of checkboxes (the cities of a bulk action, a plan's streaming apps). */
export function CheckList({
  items,
  onToggle,
  className,
}: {
  items: readonly CheckItem[];
  onToggle: (key: string, checked: boolean) => void;
  /** The list's layout (columns); it scrolls past 14 rem either way. */
  className?: string;
}) {
  return (
    <ul className={cn("max-h-56 overflow-y-auto rounded-md border p-2", className)}>
      {items.map((item) => (
        <li key={item.key}>
          <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-muted">
            <input
              type="checkbox"
              className="size-4"
              checked={item.checked}
              onChange={(event) => onToggle(item.key, event.target.checked)}
            />
            {item.label}
          </label>
        </li>
      ))}
    </ul>
  );
}
