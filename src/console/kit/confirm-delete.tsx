import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../ui/components/alert-dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What is removed, named. */
  description: string;
  /** What goes with it: 'Também serão removidas 3 associações com cidades.' */
  consequence?: string;
  /** Runs the removal; the dialog stays open (busy) until it ends, and closes when it succeeded. */
  onConfirm: () => Promise<boolean>;
  /** Where the focus goes once closed (the row that held the opener may be gone). */
  onCloseAutoFocus?: (event: Event) => void;
  /** The record goes to the Lixeira (restorable for 30 days) rather than for good. */
  toTrash?: boolean;
  /** The confirm button, and what it says while it works: 'Remover' / 'Removendo...' unless named. */
  confirmLabel?: string;
  busyLabel?: string;
};

export function ConfirmDelete({
  open,
  onOpenChange,
  title,
  description,
  consequence,
  onConfirm,
  onCloseAutoFocus,
  toTrash = false,
  confirmLabel = "Remover",
  busyLabel = "Removendo...",
}: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>
          {description}{" "}
          {consequence && <strong className="font-semibold text-foreground">{consequence}</strong>}{" "}
          {toTrash
            ? "Fica na Lixeira por 30 dias e pode ser restaurado de lá."
            : "Esta ação não pode ser desfeita."}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            aria-disabled={busy || undefined}
            onClick={async (event) => {
              event.preventDefault();
              if (busy) return;
              setBusy(true);
              try {
                if (await onConfirm()) onOpenChange(false);
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
