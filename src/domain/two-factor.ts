import type { StaffRole } from "./staff-roles";

// Two-factor sign-in (issue 22, decision 0025): after the right password, an account that has enrolled an
// authenticator app gives a 6-digit code from it, or one of its ten single-use backup codes. Shared by the
// /auth page and its action, the console's re-sign-in dialog, 'Minha conta' and the API's error messages.

/** Administradores must enrol before the console serves them anything; the other roles may. */
export function twoFactorRequired(role: StaffRole): boolean {
  return role === "administrador";
}

export type TwoFactorMethod = "totp" | "backup";

/** What an enrolled account's sign-in asks for in place of a session, until a code is right. */
export const CODE_LABEL: Record<TwoFactorMethod, string> = {
  totp: "Código de verificação",
  backup: "Código de recuperação",
};

const CODE_MISSING: Record<TwoFactorMethod, string> = {
  totp: "Informe o código de 6 dígitos do aplicativo autenticador.",
  backup: "Informe um código de recuperação, como abcde-12345.",
};

/**
 * A code as typed: spaces and hyphens a person may add are dropped from an app's code (authenticator
 * apps show '123 456'); a backup code keeps better-auth's 'xxxxx-xxxxx' form, whatever was typed around it.
 */
export function checkTwoFactorCode(
  method: TwoFactorMethod,
  value: unknown,
): { ok: true; code: string } | { ok: false; error: string } {
  const typed = typeof value === "string" ? value.trim() : "";
  if (method === "totp") {
    const digits = typed.replace(/[\s-]/g, "");
    return /^\d{6}$/.test(digits) ? { ok: true, code: digits } : { ok: false, error: CODE_MISSING.totp };
  }
  const compact = typed.replace(/[\s-]/g, "");
  return /^[A-Za-z0-9]{10}$/.test(compact)
    ? { ok: true, code: `${compact.slice(0, 5)}-${compact.slice(5)}` }
    : { ok: false, error: CODE_MISSING.backup };
}

export const TWO_FACTOR_MESSAGES = {
  /** A wrong code, or one that signed in already (each code signs in once). */
  invalidCode:
    "Código incorreto ou já usado. Confira o código atual no aplicativo autenticador e tente novamente.",
  invalidBackupCode: "Código de recuperação incorreto ou já usado. Cada código serve uma única vez.",
  /** The step's cookie is gone or its challenge ended (10 minutes, or too many wrong codes). */
  expired: "A verificação expirou. Entre novamente com seu e-mail e senha.",
  tooManyCodes: "Muitos códigos incorretos. Entre novamente com seu e-mail e senha.",
  /** An administrador reset it meanwhile: there is no code to ask for any more. */
  notEnabled:
    "A verificação em duas etapas desta conta foi redefinida. Entre novamente com seu e-mail e senha.",
  alreadyEnabled: "A verificação em duas etapas já está ativada nesta conta.",
  wrongPassword: "Senha incorreta.",
  /** Refused to an administrador who tries to turn it off: the role requires it. */
  requiredForRole:
    "A verificação em duas etapas é obrigatória para administradores. Para trocar de aplicativo, peça a outro administrador que a redefina na aba Equipe.",
  /** A console page or API route asked for by an administrador who has not enrolled yet (403). */
  enrolmentRequired:
    "Como administrador, você precisa ativar a verificação em duas etapas em 'Minha conta' antes de usar o console.",
} as const;

/** Where 'Minha conta' lives: every role may open it, an administrador who must enrol is taken there. */
export const ACCOUNT_PAGE_PATH = "/intranet/conta";
