// The one rule for what no text field takes, public form or console form: kept apart from the zod text
// field so the zod-free checks (the public forms, the sign-in) use the very same rule.

/**
 * C0 controls (NUL included: PostgreSQL cannot store it), DEL, C1 controls, lone surrogates, and the
 * bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what staff read
 * ('Ligue 0800…' shown backwards, a file name that hides its extension).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** The same, but line breaks and tabs are allowed (descriptions, addresses). */
const CONTROL_CHARACTERS_MULTILINE = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

export const CONTROL_CHARACTERS_MESSAGE = "não pode conter caracteres de controle";

/** True when the text has a character the shared schemas refuse. */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(text);
}

export const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An e-mail the public forms take: one shape, at most 254 characters, and none of the characters above. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) && !hasControlCharacters(email);
}
