import { useRef, useState } from "react";
import { Button } from "../../ui/components/button";
import { Icon } from "../../ui/components/icon";
import type { ResponseLike } from "./api";
import { ConfirmDelete } from "./confirm-delete";
import { useMutation } from "./use-mutation";

/**
 * A row's erase-for-good (a person asked for their data to go, LGPD): the button, the confirmation and the
 * removal. The row is gone once erased, so the focus goes to its table's search box.
 */
export function EraseRowButton({
  label,
  text,
  title,
  description,
  confirmLabel,
  busyLabel,
  remove,
  success,
  failure,
}: {
  /** The button's accessible name: 'Remover inscrito@exemplo.com'. */
  label: string;
  /** A visible text beside the icon; an icon-only button without it. */
  text?: string;
  title: string;
  description: string;
  confirmLabel?: string;
  busyLabel?: string;
  remove: () => Promise<ResponseLike>;
  success: string;
  failure: string;
}) {
  const { run } = useMutation();
  const [open, setOpen] = useState(false);
  const section = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="ghost"
        size={text ? "sm" : "icon"}
        className="text-destructive"
        aria-label={label}
        onClick={(event) => {
          section.current = event.currentTarget.closest("section");
          setOpen(true);
        }}
      >
        <Icon name="trash-2" />
        {text}
      </Button>
      <ConfirmDelete
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        busyLabel={busyLabel}
        onCloseAutoFocus={(event) => {
          const search = section.current?.querySelector<HTMLInputElement>('input[type="search"]');
          if (!search) return;
          event.preventDefault();
          search.focus();
        }}
        onConfirm={async () => (await run(remove, { success, failure })).ok}
      />
    </>
  );
}
