import type { MiddlewareHandler } from "hono";
import { type Auth, getStaffSession } from "../auth";
import type { Env } from "./env";
import { apiError, MESSAGES } from "./errors";
import { pagePath } from "./page-path";

/**
 * The only writes anyone may send without a staff session. Every other POST, PUT, PATCH or DELETE —
 * API route or React Router action, today's or one added later — needs a signed-in staff member,
 * so a new route is guarded the day it is added. The security suite reads this same list.
 */
export const PUBLIC_WRITES: readonly { method: string; path: string; why: string }[] = [
  {
    method: "POST",
    path: "/api/auth/*",
    why: "sign-in and its two-factor code step, sign-out, revoke-sessions, two-factor enrolment; better-auth checks its own sessions and code steps",
  },
  { method: "POST", path: "/auth", why: "the sign-in form's action" },
  {
    method: "POST",
    path: "/intranet/sair",
    why: "the console's sign-out form (scripts off): a session that has already ended still ends on /auth",
  },
  { method: "POST", path: "/api/csp-reports", why: "browsers report Content-Security-Policy violations" },
  {
    method: "POST",
    path: "/api/backup",
    why: "npm run backup asks the running server on the embedded database; only a caller on this machine with the token in DATA_DIR/backup-token gets it",
  },
  {
    method: "POST",
    path: "/api/staff-password",
    why: "the /definir-senha page: a one-time link from Equipe sets a staff password, before any session",
  },
  {
    method: "POST",
    path: "/api/referrals",
    why: "visitors refer a friend from /indique; a honeypot and a per-address hourly limit guard it",
  },
  {
    method: "POST",
    path: "/indique",
    why: "the same referral form without scripts (its page's action): the same honeypot, checks and limit",
  },
  {
    method: "POST",
    path: "/api/leads/coverage",
    why: "'Avise-me quando chegar' from an uncovered city; a honeypot and a per-address hourly limit guard it",
  },
  {
    method: "POST",
    path: "/api/leads/callback",
    why: "'Prefiro que me liguem' beside a plan; a honeypot and a per-address hourly limit guard it",
  },
  {
    method: "POST",
    path: "/api/leads/business",
    why: "the business request of /empresas; a honeypot and a per-address hourly limit guard it",
  },
  {
    method: "POST",
    path: "/api/newsletter",
    why: "the blog's newsletter box; a honeypot and a per-address hourly limit guard it",
  },
  {
    method: "POST",
    path: "/blog",
    why: "the same newsletter box without scripts (the page's action): the same honeypot, checks and limit",
  },
  {
    method: "POST",
    path: "/newsletter/cancelar",
    why: "a subscriber takes their address off the newsletter list; the same answer whether it was there or not",
  },
  {
    method: "POST",
    path: "/avise-me",
    why: "'Avise-me quando chegar' without scripts (its page's action): the same honeypot, checks and limit as its API",
  },
  {
    method: "POST",
    path: "/prefiro-que-me-liguem",
    why: "'Prefiro que me liguem' without scripts (its page's action): the same honeypot, checks and limit as its API",
  },
  {
    method: "POST",
    path: "/empresas/proposta",
    why: "the business request without scripts (its page's action): the same honeypot, checks and limit as its API",
  },
  {
    method: "POST",
    path: "/cliente/segunda-via",
    why: "with an ERP (decision 0037): CPF or CNPJ and a second proof find the open invoices; limits per address and per document",
  },
  {
    method: "POST",
    path: "/cliente/segunda-via/boleto",
    why: "with an ERP: the PDF of an invoice, by a sealed token the 2ª via answer gave (15 minutes)",
  },
  {
    method: "POST",
    path: "/cliente/desbloqueio",
    why: "with an ERP: the trust unlock, after the same identification as the 2ª via",
  },
  {
    method: "POST",
    path: "/cliente/sair",
    why: "'Sair' of the subscriber desk (issue 58): clears the visitor's own proof cookie, nothing else",
  },
  {
    method: "POST",
    path: "/suporte",
    why: "with an ERP: a support ticket, after the same identification as the 2ª via",
  },
  // Issue 57.
  {
    method: "POST",
    path: "/api/consent",
    why: "the cookie banner's answer: sets the visitor's consent cookie and adds one to a day's count; limited per address",
  },
  // Issue 58, points 2 and 3.
  {
    method: "POST",
    path: "/cliente/documentos",
    why: "with an ERP: the contract and notas fiscais, after the same identification as the 2ª via",
  },
  {
    method: "POST",
    path: "/cliente/documentos/contrato",
    why: "with an ERP: a contract's PDF, by a sealed token the documents page gave (15 minutes)",
  },
  {
    method: "POST",
    path: "/cliente/documentos/nota",
    why: "with an ERP: a nota fiscal's PDF, by a sealed token the documents page gave (15 minutes)",
  },
  {
    method: "POST",
    path: "/cliente/minha-internet-caiu",
    why: "with an ERP: the access's state and a ticket with the steps done, after the same identification",
  },
  // Issue 67, point 3: the desk's self-service requests. Each needs the desk's proof (the sensitive ones
  // ask it again on their confirmation), stores a request with a protocol, and is limited per address and
  // per subscriber besides the desk's lookups.
  {
    method: "POST",
    path: "/cliente/cancelamento",
    why: "with an ERP: a cancellation (or the offer to stay) after the desk's proof, asked again to confirm; limits per address and per subscriber",
  },
  {
    method: "POST",
    path: "/cliente/vencimento",
    why: "with an ERP: a new due day from the ERP's or the console's list, after the desk's proof; limits per address and per subscriber",
  },
  {
    method: "POST",
    path: "/cliente/mudanca-de-endereco",
    why: "with an ERP: a change of address checked for viability, after the desk's proof asked again; limits per address and per subscriber",
  },
  {
    method: "POST",
    path: "/cliente/wifi",
    why: "with an ERP: the Wi-Fi's name and password per band, after the desk's proof asked again; limits per address and per subscriber",
  },
  {
    method: "POST",
    path: "/cliente/troca-de-plano",
    why: "with an ERP: a plan sold at the installation address, after the desk's proof asked again; limits per address and per subscriber",
  },
  // 'Minha conta' (issue 67).
  {
    method: "POST",
    path: "/minha-conta",
    why: "with an ERP: a CPF or CNPJ asks for a sign-in code (the same answer for anyone), a code or the ERP's central password signs in (limits per document and per address, eight wrong codes end a code); 'Sair' and 'Sair de todos os aparelhos' end the visitor's own sessions",
  },
  {
    method: "POST",
    path: "/minha-conta/confirmar",
    why: "with an ERP: a signed-in subscriber asks for and types a fresh code before a sensitive action; the same limits",
  },

  // Contrate online (issue 56).
  {
    method: "POST",
    path: "/contrate",
    why: "'Contrate online' without scripts (each step posts to the page): viability, the sign-up's data and photos, the summary's acceptance; a per-address hourly limit guards the store",
  },
  {
    method: "POST",
    path: "/contrate/acompanhar",
    why: "'Acompanhar minha contratação' (issue 68): a protocol and its CPF show the sign-up's stage; the same answer for a wrong protocol or CPF, lookups bounded per address and per protocol as the desk's",
  },
];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isPublicWrite(method: string, pathname: string): boolean {
  const target = pagePath(pathname);
  return PUBLIC_WRITES.some(
    (write) =>
      write.method === method.toUpperCase() &&
      (write.path.endsWith("/*") ? target.startsWith(write.path.slice(0, -1)) : target === write.path),
  );
}

/** Refuses, with 401, every write that is not public and comes without a staff session. */
export function staffOnlyWrites(auth: Auth): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isPublicWrite(c.req.method, c.req.path)) return next();
    const staff = await getStaffSession(auth, c.req.raw.headers);
    if (!staff) return apiError(c, 401, "unauthenticated", MESSAGES.unauthenticated);
    c.set("staff", staff);
    return next();
  };
}
