import { type FormEvent, useEffect, useRef, useState } from "react";

/** A field's value as checked before it is sent: the value to send, or the message to show under it. */
export type FieldCheck = { ok: true; value: string } | { ok: false; error: string };

/**
 * A form of one secret field (a password to confirm, a two-factor code): the focus on the field when it
 * opens, one send at a time, the field's own message (focused again when it is wrong) and, after a refusal,
 * the typed text selected to be typed over. Both of the console's code forms once wrote this out.
 */
export function useOneFieldForm({
  name,
  check,
  send,
  focusOnOpen = true,
}: {
  /** Whether the field takes the focus as the form opens (not when a heading before it does). */
  focusOnOpen?: boolean;
  /** The field's name in the form. */
  name: string;
  check: (value: FormDataEntryValue | null) => FieldCheck;
  /** Sends the value; resolves to the field's message when refused, nothing otherwise. */
  send: (value: string) => Promise<string | undefined>;
}) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The form replaces the button that opened it: the focus goes on to its field.
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(new FormData(event.currentTarget).get(name));
    if (!checked.ok) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setError("");
    setBusy(true);
    const refused = await send(checked.value).finally(() => setBusy(false));
    setError(refused ?? "");
    if (refused) input.current?.select();
  };
  return { input, error, busy, submit };
}
