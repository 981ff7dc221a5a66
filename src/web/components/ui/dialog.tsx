import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { revealFocused } from "../../lib/focus";
import { cn } from "../../lib/utils";
import { Icon } from "./icon";
import { Slot } from "./slot";

/*
 * A modal dialog on the browser's own <dialog> and `showModal()`: the top layer, an inert page behind it and
 * the focus kept inside come from the browser, so public pages do not load Radix Dialog and its helpers
 * (react-remove-scroll, focus-scope, dismissable-layer…: 13.8 KB gzip on their own, 7.5 KB of `/`'s first
 * load when measured there; decision 0009). The API follows Radix's
 * (Dialog / DialogTrigger / DialogContent / DialogClose / DialogTitle / DialogDescription) so callers
 * read the same. See docs/decisions/0009-native-dialog.md.
 */

type DialogContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
  titleId: string;
  descriptionId: string;
};

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`${part} must be inside <Dialog>`);
  return context;
}

export function Dialog({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentId = useId();
  const titleId = useId();
  const descriptionId = useId();
  const value = useMemo(
    () => ({ open, setOpen, triggerRef, contentId, titleId, descriptionId }),
    [open, setOpen, contentId, titleId, descriptionId],
  );
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

export function DialogTrigger({
  asChild = false,
  onClick,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean }) {
  const { open, setOpen, triggerRef, contentId } = useDialog("DialogTrigger");
  const Component = asChild ? Slot : "button";
  return (
    <Component
      type={asChild ? undefined : "button"}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      ref={triggerRef as RefObject<HTMLButtonElement>}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      {...props}
    />
  );
}

export function DialogClose({
  asChild = false,
  onClick,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean }) {
  const { setOpen } = useDialog("DialogClose");
  const Component = asChild ? Slot : "button";
  return (
    <Component
      type={asChild ? undefined : "button"}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...props}
    />
  );
}

const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [contenteditable=""], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The controls Tab stops at inside `root`, in order (positive tabindex is not used on this site). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility?.({ visibilityProperty: true }) !== false,
  );
}

type ContentProps = Omit<ComponentProps<"div">, "onKeyDown"> & {
  /** No 'Fechar' button in the corner (the content brings its own, or cannot be closed). */
  hideClose?: boolean;
  /** False: neither Escape nor a click on the backdrop closes it (the caller closes it by `open`). */
  dismissible?: boolean;
  /** Where the focus goes on close; call `preventDefault()` and move it yourself, else it goes to the opener. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The place the dialog takes on screen: centred card (default) or a panel on the right edge. */
  side?: "center" | "right";
  /** Classes of the <dialog> element itself (the full-screen backdrop around the panel). */
  backdropClassName?: string;
  /** The centred card's widest width (a class can't override it: cn does not merge). */
  width?: keyof typeof PANEL_WIDTHS;
  /** The centred card lays its children in a column (flex) rather than a grid. */
  column?: boolean;
  /** False: the centred card appears without the fade and zoom (a dialog on the page's first paint). */
  animated?: boolean;
  /**
   * Rendered where it stands rather than at the end of <body>: for a dialog open in the server's HTML
   * (a portal needs the browser's document, so the server could not place it and hydration would differ).
   */
  inPlace?: boolean;
};

/**
 * In the page only while open, as with Radix: a closed dialog leaves nothing in the HTML. At the end of
 * <body> like Radix's portal, so it inherits no styles of the place it is declared in (a card, the header).
 */
const PANEL_WIDTHS = {
  sm: "max-w-sm",
  md: "max-w-md",
  lg: "max-w-lg",
  xl: "max-w-xl",
  "4xl": "max-w-4xl",
};

export function DialogContent({ inPlace = false, ...props }: ContentProps) {
  const { open } = useDialog("DialogContent");
  if (!open) return null;
  if (inPlace || typeof document === "undefined") return <OpenDialog {...props} />;
  return createPortal(<OpenDialog {...props} />, document.body);
}

/**
 * The <dialog> covers the screen and is the backdrop; the panel inside holds the content. A click that
 * starts and ends on the backdrop (outside the panel) closes it, as Radix's outside click did.
 *
 * Rendered with `open` so the server's HTML already shows it (the city modal); on the client it is made
 * modal before the first paint.
 */
function OpenDialog({
  className,
  children,
  hideClose = false,
  dismissible = true,
  onCloseAutoFocus,
  side = "center",
  backdropClassName,
  width = "lg",
  column = false,
  animated = true,
  ...props
}: ContentProps) {
  const { setOpen, triggerRef, contentId, titleId, descriptionId } = useDialog("DialogContent");
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseAutoFocusRef = useRef(onCloseAutoFocus);
  onCloseAutoFocusRef.current = onCloseAutoFocus;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The server (or the first render) shows it non-modal through the `open` attribute; swap to modal.
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>("[autofocus], [data-autofocus]") ?? tabbables(dialog)[0];
    (first ?? dialog.querySelector<HTMLElement>("[data-dialog-panel]"))?.focus();
    return () => {
      const trigger = triggerRef.current;
      // After the page has rendered what replaced the dialog (the city modal hands the focus to a heading
      // that appears in the same update), as Radix did.
      setTimeout(() => {
        // Still in the page: React's development double run, not a close.
        if (dialog.isConnected) return;
        const event = new Event("dialog.closeAutoFocus", { cancelable: true });
        onCloseAutoFocusRef.current?.(event);
        if (event.defaultPrevented) return;
        const target = trigger?.isConnected ? trigger : opener?.isConnected ? opener : null;
        target?.focus({ preventScroll: true });
      }, 0);
    };
  }, [triggerRef]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    // The browser lets Tab leave a modal dialog for its own toolbar; wrap around instead, as Radix did.
    const stops = tabbables(event.currentTarget);
    if (stops.length === 0) {
      event.preventDefault();
      return;
    }
    const first = stops[0]!;
    const last = stops[stops.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      id={contentId}
      // app.css stops the page behind from scrolling while one is open.
      data-modal-dialog=""
      open
      // biome-ignore lint/a11y/noRedundantRoles: stated, for tools that look for the role attribute.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        "fixed inset-0 z-50 m-0 size-full max-h-none max-w-none overflow-hidden border-0 bg-black/60 p-0 text-foreground open:flex backdrop:bg-transparent",
        side === "center" ? "items-center justify-center" : "justify-end",
        backdropClassName,
      )}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          // Cancelled here, the browser raises no close request (whose `cancel` it may skip on a repeat).
          event.preventDefault();
          if (dismissible) setOpen(false);
        } else if (event.key === "Tab") {
          keepFocusInside(event);
        }
      }}
      // Other close requests (a phone's back gesture): the state decides, not the browser.
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) setOpen(false);
      }}
      onClose={(event) => {
        // Closed behind React's back anyway: follow it, or reopen one that must stay.
        const dialog = event.currentTarget;
        if (dialog.open) return;
        if (dismissible) setOpen(false);
        else dialog.showModal();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (dismissible && pressedOnBackdrop.current && event.target === event.currentTarget) setOpen(false);
        pressedOnBackdrop.current = false;
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only a focus listener, to scroll into view. */}
      <div
        data-dialog-panel
        tabIndex={-1}
        className={cn(
          "relative outline-hidden",
          side === "center"
            ? [
                "m-4 max-h-[calc(100dvh-2rem)] w-full gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-xl",
                PANEL_WIDTHS[width],
                column ? "flex flex-col" : "grid",
                animated && "animate-in fade-in-0 zoom-in-95",
              ]
            : "h-full animate-in slide-in-from-right",
          className,
        )}
        onFocus={revealFocused}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogClose className="absolute top-4 right-4 rounded-sm text-muted-foreground transition-colors hover:text-foreground">
            <Icon name="x" className="size-5" />
            <span className="sr-only">Fechar</span>
          </DialogClose>
        )}
      </div>
    </dialog>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function DialogTitle({
  className,
  size = "lg",
  ...props
}: ComponentProps<"h2"> & { size?: "lg" | "xl" }) {
  const { titleId } = useDialog("DialogTitle");
  return (
    <h2
      id={titleId}
      className={cn("font-bold", size === "lg" ? "text-lg leading-tight" : "text-xl", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  const { descriptionId } = useDialog("DialogDescription");
  return <p id={descriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
