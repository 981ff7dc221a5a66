import type { ComponentProps } from "react";
import { cn } from "../lib/utils";
import { buttonVariants } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "./dialog";

/*
 * A confirmation (the console's deletes, restores, unsaved changes): the native dialog of ./dialog.tsx with
 * role="alertdialog". Escape and 'Cancelar' close it, a click beside it does not, and the focus starts on
 * the first button, the one that changes nothing.
 */

export const AlertDialog = Dialog;

export function AlertDialogContent(props: Omit<ComponentProps<typeof DialogContent>, "role">) {
  return <DialogContent role="alertdialog" width="md" hideClose {...props} />;
}

export const AlertDialogTitle = DialogTitle;
export const AlertDialogDescription = DialogDescription;
export const AlertDialogFooter = DialogFooter;

export function AlertDialogCancel({ className, ...props }: ComponentProps<"button">) {
  return <DialogClose className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />;
}

/**
 * Red by default: most confirmations remove something; `variant="default"` for one that does not. Closes
 * the dialog unless its onClick calls `preventDefault()` (to keep it open, busy, while the work runs).
 */
export function AlertDialogAction({
  className,
  variant = "destructive",
  ...props
}: ComponentProps<"button"> & { variant?: "destructive" | "default" }) {
  return <DialogClose className={cn(buttonVariants({ variant }), className)} {...props} />;
}
