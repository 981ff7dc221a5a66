import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./control-characters";

// The staff sign-in form's rule, shared by the /auth page and its action. Deliberately free of any
// schema library: the sign-in page checks two fields and ships no validation library for it.

export type SignInValues = { email: string; password: string };
export type SignInField = keyof SignInValues;
export type SignInErrors = Partial<Record<SignInField, string>>;
export type SignInCheck = { ok: true; values: SignInValues } | { ok: false; errors: SignInErrors };

export const SIGN_IN_FIELDS: readonly SignInField[] = ["email", "password"];

export const SIGN_IN_MESSAGES: Record<SignInField, string> = {
  email: "Informe seu e-mail.",
  password: "Informe sua senha.",
};

/** Both fields are required; the e-mail is trimmed, the password is taken as typed. */
export function checkSignIn(input: { email?: unknown; password?: unknown }): SignInCheck {
  const email = typeof input.email === "string" ? input.email.trim() : "";
  const password = typeof input.password === "string" ? input.password : "";
  const errors: SignInErrors = {};
  if (!email) errors.email = SIGN_IN_MESSAGES.email;
  else if (email.length > 254) errors.email = "E-mail longo demais.";
  else if (hasControlCharacters(email)) errors.email = `O e-mail ${CONTROL_CHARACTERS_MESSAGE}`;
  if (!password) errors.password = SIGN_IN_MESSAGES.password;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: { email, password } };
}

export const LOGIN_FAILED_MESSAGE = "Falha no login. Por favor verifique suas credenciais.";
export const LOGIN_RATE_LIMITED_MESSAGE =
  "Muitas tentativas de login. Aguarde alguns segundos e tente novamente.";

/** How long a delayed sign-in must wait, in words: '30 segundos', '1 minuto', '15 minutos', '1 hora'. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? "1 segundo" : `${whole} segundos`;
  const minutes = Math.ceil(whole / 60);
  if (minutes === 60) return "1 hora";
  return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
}

/** Failed sign-ins for this account made the next attempt wait; the right password waits too. */
export function signInDelayedMessage(retryAfterSeconds: number): string {
  return `Muitas tentativas de login para esta conta. Aguarde ${waitInWords(retryAfterSeconds)} e tente novamente.`;
}
