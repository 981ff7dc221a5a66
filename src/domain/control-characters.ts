// Kept apart from the zod text field so zod-free rules (the sign-in check) can use it too.

/** C0 controls (NUL included), DEL, C1 controls and lone surrogates: never meaningful in a field. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u;
/** The same, but line breaks and tabs are allowed (descriptions, addresses). */
const CONTROL_CHARACTERS_MULTILINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export const CONTROL_CHARACTERS_MESSAGE = "não pode conter caracteres de controle";

/** True when the text has a character the shared schemas refuse. */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(text);
}
