import { useEffect } from "react";
import * as sonner from "sonner";
import { toasterReady } from "../lib/toast";

export default function SonnerToaster({ dark }: { dark: boolean }) {
  // Sonner's own effect (its subscription) has run by now: children's effects run first.
  useEffect(() => toasterReady(sonner), []);
  return (
    <sonner.Toaster
      theme={dark ? "dark" : "light"}
      position="top-right"
      // Pages may push the toasts below their header (the console does), so a toast never covers the
      // control that raised it ('Atualizar', 'Sair').
      offset={{ top: "var(--toast-top, 24px)" }}
      mobileOffset={{ top: "var(--toast-top-mobile, 16px)" }}
      richColors
      closeButton
      // Sonner's own labels are English ('Notifications alt+T', 'Close toast').
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
    />
  );
}
