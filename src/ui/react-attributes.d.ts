import "react";

// Invoker commands (https://html.spec.whatwg.org/#attr-button-command): a button opens or closes a dialog
// with no script. React passes these attributes through; its types do not list them yet.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
}
