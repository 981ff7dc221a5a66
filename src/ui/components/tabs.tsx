import { type ComponentProps, createContext, useContext, useId, useState } from "react";

/*
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) without Radix: Radix Tabs brought its
 * roving-focus, collection and direction packages (9.4 KB gzip on their own) to every public page
 * (issue 5). Radix's markup and data-state attributes, so callers' Tailwind classes are unchanged; only what the site uses
 * (uncontrolled, horizontal), since every byte here counts on the plan pages' budget (decision 0010).
 * Roving tabindex (only the selected tab is a Tab stop), Left/Right wrap, Home/End, automatic activation.
 */

type TabsContextValue = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsContextValue>({ baseId: "", value: "", select: () => {} });

/** The tab's and the panel's ids; values become part of ids, kept valid as ids and CSS selectors. */
function ids(baseId: string, value: string) {
  const part = value.replace(/[^\w-]/g, "_");
  return [`${baseId}-trigger-${part}`, `${baseId}-content-${part}`] as const;
}

export function Tabs({ defaultValue, ...props }: ComponentProps<"div"> & { defaultValue: string }) {
  const [value, select] = useState(defaultValue);
  return (
    <TabsContext.Provider value={{ baseId: useId(), value, select }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList(props: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className="inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground"
      onKeyDown={(event) => {
        const move = MOVES[event.key];
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
        const current = tabs.indexOf(event.target as HTMLElement);
        if (!move || current === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        // Focusing a tab selects it (TabsTrigger's onFocus): automatic activation.
        tabs[move(current, tabs.length)]?.focus();
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const context = useContext(TabsContext);
  const selected = context.value === value;
  const [triggerId, contentId] = ids(context.baseId, value);
  const select = () => context.select(value);
  return (
    <button
      type="button"
      role="tab"
      id={triggerId}
      aria-selected={selected}
      aria-controls={contentId}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      className="inline-flex cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-4 py-2 text-sm font-semibold transition-all data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow"
      // As Radix: a press selects on mouse down, keys (Enter, Space, arrows) through focus and click.
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) select();
      }}
      onFocus={select}
      onClick={select}
      {...props}
    />
  );
}

export function TabsContent({ value, children, ...props }: ComponentProps<"div"> & { value: string }) {
  const context = useContext(TabsContext);
  const selected = context.value === value;
  const [triggerId, contentId] = ids(context.baseId, value);
  return (
    <div
      role="tabpanel"
      id={contentId}
      aria-labelledby={triggerId}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is a Tab stop so a panel that starts with text is reachable; the global :focus-visible shows it.
      tabIndex={0}
      className="mt-6"
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
