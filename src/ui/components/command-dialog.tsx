import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "../lib/utils";
import { bindCommandDialog } from "./command-dialog-behaviour";
import { CLOSE_BUTTON, MODAL_BACKDROP, MODAL_CARD } from "./dialog";
import { Icon } from "./icon";

/**
 * A modal dialog that needs no script: its opener is a button with `command="show-modal"` and
 * `commandfor={id}` (see `commandOpener`), and the browser opens it, closes it on Escape and gives the focus
 * back. Styled as the React Dialog's centred card, 'Fechar' included. For content that only shows (an
 * enlarged picture) on a page that may ship no client app (decision 0043); a dialog whose closing the page's
 * state decides (a form saving) stays a React Dialog.
 */
export function CommandDialog({
  id,
  title,
  description,
  width = "max-w-lg",
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** The card's widest width, a Tailwind max-width class. */
  width?: `max-w-${string}`;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => bindCommandDialog(ref.current!), []);
  return (
    <dialog
      ref={ref}
      id={id}
      data-command-dialog=""
      // app.css stops the page behind from scrolling while one is open.
      data-modal-dialog=""
      aria-labelledby={`${id}-titulo`}
      aria-describedby={description ? `${id}-texto` : undefined}
      className={cn(MODAL_BACKDROP, "items-center justify-center")}
    >
      <div className={cn("relative grid", MODAL_CARD, width)}>
        <div className="flex flex-col gap-1.5 pr-6">
          <h2 id={`${id}-titulo`} className="text-lg leading-tight font-bold">
            {title}
          </h2>
          {description && (
            <p id={`${id}-texto`} className="text-sm text-muted-foreground">
              {description}
            </p>
          )}
        </div>
        {children}
        {/* The browser focuses it on opening: the first control inside. */}
        <button type="button" command="close" commandfor={id} className={CLOSE_BUTTON}>
          <Icon name="x" className="size-5" />
          <span className="sr-only">Fechar</span>
        </button>
      </div>
    </dialog>
  );
}

/** The attributes of the button that opens `CommandDialog` `id`. */
export const commandOpener = (id: string) =>
  ({ type: "button", command: "show-modal", commandfor: id, "aria-haspopup": "dialog" }) as const;
