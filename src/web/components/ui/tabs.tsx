import * as React from "react";
import { cn } from "../../lib/utils";

/*
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) without Radix: Radix Tabs brought its
 * roving-focus, collection and direction packages (~8 KB gzip) to every public page (issue 5). Same API,
 * markup and data-state attributes as the Radix version, so callers and their Tailwind classes are unchanged.
 * Roving tabindex (only the selected tab is a Tab stop), Left/Right wrap, Home/End, automatic activation.
 */

type Orientation = "horizontal" | "vertical";

type TabsContextValue = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
};

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used inside <Tabs>`);
  return context;
}

// Values become part of ids; keep them valid as ids and CSS selectors.
const idPart = (value: string) => value.replace(/[^\w-]/g, "_");
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${idPart(value)}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${idPart(value)}`;

export type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
};

export function Tabs({
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = "horizontal",
  ...props
}: TabsProps) {
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const controlled = valueProp !== undefined;
  const value = controlled ? valueProp : uncontrolled;
  const select = React.useCallback(
    (next: string) => {
      if (next === value) return;
      if (!controlled) setUncontrolled(next);
      onValueChange?.(next);
    },
    [controlled, value, onValueChange],
  );
  const context = React.useMemo(
    () => ({ baseId, value, select, orientation }),
    [baseId, value, select, orientation],
  );
  return (
    <TabsContext.Provider value={context}>
      <div data-orientation={orientation} {...props} />
    </TabsContext.Provider>
  );
}

const NEXT_KEY: Record<Orientation, string> = { horizontal: "ArrowRight", vertical: "ArrowDown" };
const PREVIOUS_KEY: Record<Orientation, string> = { horizontal: "ArrowLeft", vertical: "ArrowUp" };

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const { orientation } = useTabsContext("TabsList");
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      className={cn(
        "inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
        const current = tabs.indexOf(event.target as HTMLElement);
        if (current === -1) return;
        let next: number;
        if (event.key === NEXT_KEY[orientation]) next = (current + 1) % tabs.length;
        else if (event.key === PREVIOUS_KEY[orientation]) next = (current - 1 + tabs.length) % tabs.length;
        else if (event.key === "Home") next = 0;
        else if (event.key === "End") next = tabs.length - 1;
        else return;
        event.preventDefault();
        // Focusing a tab selects it (TabsTrigger's onFocus): automatic activation.
        tabs[next]?.focus();
      }}
      {...props}
    />
  );
}

export type TabsTriggerProps = Omit<React.ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({
  className,
  value,
  disabled,
  onClick,
  onFocus,
  onMouseDown,
  ...props
}: TabsTriggerProps) {
  const context = useTabsContext("TabsTrigger");
  const selected = context.value === value;
  const state = selected ? "active" : "inactive";
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(context.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(context.baseId, value)}
      data-state={state}
      data-orientation={context.orientation}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-4 py-2 text-sm font-semibold transition-all data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow",
        className,
      )}
      // As Radix: a press selects on mouse down, keys (Enter, Space, arrows) through focus and click.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && !disabled && event.button === 0 && !event.ctrlKey) {
          context.select(value);
        }
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled) context.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) context.select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = React.ComponentProps<"div"> & { value: string };

export function TabsContent({ className, value, children, ...props }: TabsContentProps) {
  const context = useTabsContext("TabsContent");
  const selected = context.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(context.baseId, value)}
      aria-labelledby={triggerId(context.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation={context.orientation}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is a Tab stop so a panel that starts with text is reachable; the global :focus-visible shows it.
      tabIndex={0}
      className={cn("mt-6", className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
