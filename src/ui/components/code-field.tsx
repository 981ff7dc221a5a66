import type * as React from "react";
import { Input } from "./input";

/**
 * The one field for a sign-in code (decision 0025): the authenticator app's 6 digits ('totp') or a
 * recovery code ('backup'). Sign-in, the 'Sessão expirada' re-sign-in and the enrolment in 'Minha conta'
 * all use it, so the phone's keyboard, the autofill of a code from the app and the hint read by screen
 * readers are the same on all three. `id` names the field; its hint is `${id}-hint` and its error
 * `${id}-error`, which the caller renders.
 */
export function CodeField({
  id,
  method = "totp",
  invalid = false,
  ...props
}: Omit<React.ComponentProps<"input">, "id" | "type" | "inputMode" | "maxLength"> & {
  id: string;
  method?: "totp" | "backup";
  /** The code was refused: the field says so, and points at its error. */
  invalid?: boolean;
}) {
  return (
    <Input
      id={id}
      name="code"
      autoComplete="one-time-code"
      spellCheck={false}
      autoCapitalize="off"
      // 7: the six digits, with the space some apps show in the middle ('123 456').
      {...(method === "totp"
        ? { inputMode: "numeric" as const, maxLength: 7, className: "tracking-widest tabular-nums" }
        : { maxLength: 11, className: "font-mono" })}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
      {...props}
    />
  );
}
