import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./control-characters";

export { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters };

// Any message a schema does not word itself comes out in Brazilian Portuguese, on the server and in
// the console's forms alike: every shared schema builds on this module, so importing one sets it.
// jitless: zod would otherwise probe `new Function` in the browser, which the CSP forbids (and reports).
z.config({ ...z.locales.pt(), jitless: true });

export type TextFieldOptions = {
  /** The field's name as the message starts it: 'Nome', 'Velocidade'. */
  label: string;
  /** When the value is not text at all (a number, an object…). */
  typeMessage: string;
  min?: number;
  minMessage?: string;
  max: number;
  maxMessage: string;
  multiline?: boolean;
};

/**
 * The one text field of the shared schemas: trimmed, length-checked, and refusing control characters
 * (a NUL byte cannot even be stored in PostgreSQL) with a pt-BR message naming the field.
 */
export function textField(options: TextFieldOptions) {
  const base = z.string({ message: options.typeMessage }).trim();
  const sized = options.min ? base.min(options.min, options.minMessage ?? options.typeMessage) : base;
  return sized.max(options.max, options.maxMessage).refine((value) => !hasControlCharacters(value, options), {
    message: `${options.label} ${CONTROL_CHARACTERS_MESSAGE}`,
  });
}

/** Optional text: blank or absent becomes null; otherwise as textField. */
export function optionalTextField(options: Omit<TextFieldOptions, "min" | "minMessage">) {
  return z
    .string({ message: options.typeMessage })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))
    .pipe(textField(options).nullable());
}
