import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { revealFocused } from "../lib/focus";
import { cn } from "../lib/utils";
import { tabStops, wrapTab } from "./dialog-behaviour";
import { Icon } from "./icon";
import { Slot } from "./slot";

/*
 * A modal dialog on the browser's own <dialog> and `showModal()`: the top layer, the inert page behind and
 * the dialog role come from the browser (decision 0009). What is left here is what the browser does not do:
 * the state decides when it closes (a form that is saving stays open), Tab wraps inside rather than leaving
 * for the browser's toolbar, and the focus goes back to the opener once the page has rendered what replaced
 * the dialog. The API follows Radix's (Dialog / DialogTrigger / DialogContent / DialogClose / DialogTitle /
 * DialogDescription), and `role="alertdialog"` makes a confirmation (components/ui/alert-dialog.tsx).
 */

type DialogContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  /** The content's id; the title's and description's add "t" and "d". */
  id: string;
};

const DialogContext = createContext<DialogContextValue>(null as never);

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
  const triggerRef = useRef<HTMLElement | null>(null);
  const id = useId();
  const value = useMemo(
    () => ({
      open,
      setOpen: (next: boolean) => {
        if (controlled === undefined) setUncontrolled(next);
        onOpenChange?.(next);
      },
      triggerRef,
      id,
    }),
    [open, controlled, onOpenChange, id],
  );
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

/** A button that opens (`to` true) or closes the dialog, unless its own onClick called preventDefault. */
function DialogButton({
  to,
  asChild = false,
  onClick,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean; to: boolean }) {
  const { open, setOpen, triggerRef, id } = useContext(DialogContext);
  const Component = asChild ? Slot : "button";
  return (
    <Component
      type={asChild ? undefined : "button"}
      {...(to && {
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        "aria-controls": open ? id : undefined,
        ref: triggerRef as RefObject<HTMLButtonElement>,
      })}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(to);
      }}
      {...props}
    />
  );
}

export const DialogTrigger = (props: ComponentProps<"button"> & { asChild?: boolean }) => (
  <DialogButton to {...props} />
);

export const DialogClose = (props: ComponentProps<"button"> & { asChild?: boolean }) => (
  <DialogButton to={false} {...props} />
);

/** The <dialog> covers the screen and is the backdrop (a press on it, beside the card, closes it). */
export const MODAL_BACKDROP =
  "fixed inset-0 z-50 m-0 size-full max-h-none max-w-none overflow-hidden border-0 bg-black/60 p-0 text-foreground open:flex backdrop:bg-transparent";
/** The centred card inside the backdrop, without its width. */
export const MODAL_CARD =
  "m-4 max-h-[calc(100dvh-2rem)] w-full gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-xl";
export const CLOSE_BUTTON =
  "absolute top-4 right-4 rounded-sm text-muted-foreground transition-colors hover:text-foreground";

const PANEL_WIDTHS = {
  sm: "max-w-sm",
  md: "max-w-md",
  lg: "max-w-lg",
  xl: "max-w-xl",
  "4xl": "max-w-4xl",
};

type ContentProps = Omit<ComponentProps<"div">, "onKeyDown" | "role"> & {
  /** No 'Fechar' button in the corner (the content brings its own, or cannot be closed). */
  hideClose?: boolean;
  /** False: neither Escape nor a click on the backdrop closes it (the caller closes it by `open`). */
  dismissible?: boolean;
  /** Where the focus goes on close; call `preventDefault()` and move it yourself, else it goes to the opener. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The place the dialog takes on screen: centred card (default) or a panel on the right edge. */
  side?: "center" | "right";
  /** The centred card's widest width (a class can't override it: cn does not merge). */
  width?: keyof typeof PANEL_WIDTHS;
  /** The centred card lays its children in a column (flex) rather than a grid. */
  column?: boolean;
  /** False: the centred card appears without the fade and zoom (a dialog on the page's first paint). */
  animated?: boolean;
  /** A confirmation: Escape cancels it, a click beside it does not. */
  role?: "dialog" | "alertdialog";
  /**
   * Rendered where it stands rather than at the end of <body>: for a dialog open in the server's HTML
   * (a portal needs the browser's document, so the server could not place it and hydration would differ).
   */
  inPlace?: boolean;
  /**
   * True while the page keeps this dialog of the server's HTML hidden (the city modal of a visit that
   * already has a city, until the render after hydration closes it): it is not made modal meanwhile, since a
   * modal dialog, even one not displayed, makes the page behind it inert and a press there would be lost.
   */
  held?: boolean;
};

/**
 * In the page only while open, as with Radix: a closed dialog leaves nothing in the HTML. At the end of
 * <body> like Radix's portal, so it inherits no styles of the place it is declared in (a card, the header).
 */
export function DialogContent({ inPlace = false, ...props }: ContentProps) {
  if (!useContext(DialogContext).open) return null;
  if (inPlace || typeof document === "undefined") return <OpenDialog {...props} />;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(":modal");
  } catch {
    // A DOM without the selector (a test's): never made modal before React.
    return false;
  }
}

/**
 * The <dialog> covers the screen and is the backdrop; the panel inside holds the content. A press that starts
 * and ends on the backdrop closes it, as Radix's outside click did. The server's HTML already shows it (the
 * city modal) with the `open` attribute; hydration makes it modal before the first paint.
 */
function OpenDialog({
  className,
  children,
  hideClose = false,
  dismissible = true,
  onCloseAutoFocus,
  side = "center",
  width = "lg",
  column = false,
  animated = true,
  role = "dialog",
  held = false,
  ...props
}: ContentProps) {
  const { setOpen, triggerRef, id } = useContext(DialogContext);
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const opener = useRef<Element | null>(null);
  const onCloseAutoFocusRef = useRef(onCloseAutoFocus);
  onCloseAutoFocusRef.current = onCloseAutoFocus;

  useLayoutEffect(() => {
    if (held) return;
    const dialog = ref.current!;
    // The city modal on a page of islands: already modal since the page was parsed (components/island.tsx).
    const modal = isModal(dialog);
    opener.current = dialog.contains(document.activeElement) ? null : document.activeElement;
    // A field of a dialog open in the server's HTML (the city modal's CEP) that the visitor is in, or has
    // typed in, before the scripts ran: the typing stays where it is, not in the control asked for below.
    const active = document.activeElement as HTMLElement | null;
    const typing =
      dialog.open &&
      (dialog.contains(active) ||
        [...dialog.querySelectorAll("input")].some((input) => input.value !== input.defaultValue));
    // The server's HTML shows it non-modal through the `open` attribute; swap to modal. Not again when it
    // already is: each swap restyles the whole page behind.
    if (!modal) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // The browser focuses the first focusable element; a control asked for, or the first one, instead.
    (typing
      ? active
      : (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? tabStops(dialog)[0])
    )?.focus();
  }, [held]);

  // Once closed, after the page has rendered what replaced the dialog (the city modal hands the focus to
  // a heading of the same update): a passive effect's cleanup runs after the whole update is in the page.
  useEffect(
    () => () => {
      // Still in the page: React's development double run, not a close.
      if (ref.current?.isConnected) return;
      const event = new Event("closeautofocus", { cancelable: true });
      onCloseAutoFocusRef.current?.(event);
      const target = triggerRef.current?.isConnected ? triggerRef.current : opener.current;
      if (!event.defaultPrevented) (target as HTMLElement | null)?.focus({ preventScroll: true });
    },
    [triggerRef],
  );

  return (
    <dialog
      ref={ref}
      id={id}
      // app.css stops the page behind from scrolling while one is open.
      data-modal-dialog=""
      // In the server's HTML only (so it shows before any script); the browser opens it modal.
      open={typeof document === "undefined"}
      suppressHydrationWarning
      role={role === "alertdialog" ? role : undefined}
      aria-labelledby={`${id}t`}
      aria-describedby={`${id}d`}
      className={cn(MODAL_BACKDROP, side === "center" ? "items-center justify-center" : "justify-end")}
      onKeyDown={(event) => {
        // Escape is a close request the state answers: cancelled here, the browser closes nothing itself.
        if (event.key === "Escape") {
          event.preventDefault();
          if (dismissible) setOpen(false);
        }
        if (event.key === "Tab") wrapTab(event.currentTarget, event);
        // A dialog opened from another one (the editor's 'Inserir imagem' over the article) is portaled out
        // of its DOM but not out of its React tree: the outer one must neither close nor wrap Tab for it.
        if (event.key === "Escape" || event.key === "Tab") event.stopPropagation();
      }}
      onClose={(event) => {
        // Closed by the browser anyway (a phone's back gesture): shown again, and the state decides.
        const dialog = event.currentTarget;
        if (dialog.open) return;
        dialog.showModal();
        if (dismissible) setOpen(false);
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (
          pressedOnBackdrop.current &&
          event.target === event.currentTarget &&
          dismissible &&
          role === "dialog"
        )
          setOpen(false);
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only a focus listener, to scroll into view. */}
      <div
        className={cn(
          "relative outline-hidden",
          side === "center"
            ? [
                MODAL_CARD,
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
          <DialogClose className={CLOSE_BUTTON}>
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
  return (
    <h2
      id={`${useContext(DialogContext).id}t`}
      className={cn("font-bold", size === "lg" ? "text-lg leading-tight" : "text-xl", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      id={`${useContext(DialogContext).id}d`}
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
