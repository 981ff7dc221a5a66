import { Toaster as Sonner } from "sonner";
import { useTheme } from "../../lib/theme";

export function Toaster() {
  const { dark } = useTheme();
  return (
    <Sonner
      theme={dark ? "dark" : "light"}
      position="top-right"
      richColors
      closeButton
      // Sonner's own labels are English ('Notifications alt+T', 'Close toast').
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
    />
  );
}
