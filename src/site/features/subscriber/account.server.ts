import { type PhasedNotice, phasedNotices } from "../../../domain";
import { ACCOUNT_MESSAGES, accountReturnPath } from "../../../domain/subscriber-account";
import {
  ACCOUNT_COOKIE,
  ACCOUNT_COOKIE_SECONDS,
  type AccountSession,
  type FollowedSignUp,
} from "../../../server/erp/account";
import type { AccessState, TicketRecord, UsageMonth } from "../../../server/erp/contract";
import type { AppContext } from "../../../server/http/app-context";

// 'Minha conta' (issue 67): what its pages ask of the account service and show. Each page posts to
// itself (plain forms, decision 0046); the answers hold a subscriber's data and are rendered for one
// request only (pages.ts: no-store, never stored). Nothing here logs or puts anything in a URL.

/** The visit as the page read it: its session, and the cookie this request sets or clears. */
export type AccountVisit = {
  session: AccountSession | undefined;
  /** The cookie value as the request brought it (for 'Sair'). */
  cookie: string | undefined;
  setCookie?: string;
};

/** The session cookie's header, set at sign-in (`Secure` is added over https: pages.ts). */
export const sessionCookie = (value: string) =>
  `${ACCOUNT_COOKIE}=${value}; Path=/; Max-Age=${ACCOUNT_COOKIE_SECONDS}; HttpOnly; SameSite=Lax`;
const CLEARED = `${ACCOUNT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export type SignInForm = {
  step: "sign-in";
  /** What the last post ended with: a message above the form. */
  notice?: string;
  failure?: string;
  /** A field the visitor must correct. */
  errors?: { document?: string; password?: string };
  document?: string;
  /** Which form the post came from: the central password's answers show that one again. */
  mode?: "code" | "password";
};

export type CodeForm = {
  step: "code";
  token: string;
  error?: string;
};

export type SignInAnswer = SignInForm | CodeForm | { step: "home" };

/** What the sign-in page offers: a code (with a channel set), the central password (with the switch). */
export type SignInOptions = { code: boolean; password: boolean };

export async function signInOptions(context: AppContext): Promise<SignInOptions> {
  const account = context.subscriberAccount;
  if (!account) return { code: false, password: false };
  const channels = await account.codeChannels();
  return {
    code: channels.email || channels.whatsapp,
    password: account.erp.capabilities.centralSignIn === true,
  };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
};

/** The answer to a post of /minha-conta: a code asked, a code or a password checked, 'Sair'. */
export async function accountAction(
  request: Request,
  context: AppContext,
  visit: AccountVisit,
): Promise<SignInAnswer> {
  const account = context.subscriberAccount;
  if (!account) return { step: "sign-in", failure: ACCOUNT_MESSAGES.unavailable };
  const form = await request.formData();
  const step = field(form, "etapa");
  if (step === "sair" || step === "sair-todos") {
    if (step === "sair-todos") await account.endEverywhere(visit.cookie);
    await account.endSession(visit.cookie);
    visit.session = undefined;
    visit.setCookie = CLEARED;
    return {
      step: "sign-in",
      notice: step === "sair-todos" ? ACCOUNT_MESSAGES.endedEverywhere : ACCOUNT_MESSAGES.ended,
    };
  }
  // Signed in already: the account, whatever was posted.
  if (visit.session) return { step: "home" };
  if (step === "codigo") {
    const checked = await account.verifyCode(field(form, "desafio"), field(form, "codigo"), context.clientIp);
    if (checked.kind === "invalid")
      return { step: "code", token: field(form, "desafio"), error: ACCOUNT_MESSAGES.code };
    if (checked.kind === "wrong")
      return { step: "code", token: field(form, "desafio"), error: ACCOUNT_MESSAGES.wrongCode };
    if (checked.kind === "stopped") return { step: "sign-in", failure: ACCOUNT_MESSAGES.tooManyWrong };
    if (checked.kind === "confirmed") return { step: "home" };
    visit.session = checked.session;
    visit.setCookie = sessionCookie(checked.cookie.value);
    return { step: "home" };
  }
  if (step === "senha") {
    const document = field(form, "documento");
    const checked = await account.signInWithPassword(document, form.get("senha"), context.clientIp);
    if (checked.kind === "invalid")
      return {
        step: "sign-in",
        mode: "password",
        document,
        errors:
          checked.field === "document"
            ? { document: ACCOUNT_MESSAGES.document }
            : { password: ACCOUNT_MESSAGES.password },
      };
    if (checked.kind === "limited")
      return { step: "sign-in", mode: "password", document, failure: ACCOUNT_MESSAGES.passwordLimited };
    if (checked.kind === "wrong")
      return { step: "sign-in", mode: "password", document, failure: ACCOUNT_MESSAGES.wrongPassword };
    if (checked.kind === "unavailable")
      return { step: "sign-in", mode: "password", document, failure: ACCOUNT_MESSAGES.unavailable };
    visit.session = checked.session;
    visit.setCookie = sessionCookie(checked.cookie.value);
    return { step: "home" };
  }
  const document = field(form, "documento");
  const asked = await account.requestCode(document, context.clientIp);
  if (asked.kind === "invalid")
    return { step: "sign-in", mode: "code", document, errors: { document: ACCOUNT_MESSAGES.document } };
  if (asked.kind === "limited")
    return {
      step: "sign-in",
      mode: "code",
      document,
      failure: asked.by === "document" ? ACCOUNT_MESSAGES.documentLimited : ACCOUNT_MESSAGES.addressLimited,
    };
  return { step: "code", token: asked.token };
}

// --- The account's home ---

export type ContractCard = {
  id: string;
  label: string;
  /** The offer's code when the plan is one the site sells (or sold to this CPF): its label's page. */
  offerCode: string | undefined;
  blocked: boolean;
  access: AccessState | undefined | "unavailable";
};

export type InvoiceSummary = {
  count: number;
  overdue: number;
  next: { dueDate: string; amountCents: number };
};

export type AccountHome = {
  firstName: string;
  via: AccountSession["via"];
  contracts: ContractCard[];
  /** Undefined: nothing open. */
  invoices: InvoiceSummary | undefined | "unavailable";
  /** The failures and maintenances of the contracts' cities (all of them when no city is known). */
  notices: PhasedNotice[];
  signUps: FollowedSignUp[];
  /** Which of the account's own pages the ERP feeds. */
  offers: { usage: boolean; tickets: boolean; documents: boolean; unlock: boolean };
};

const normalized = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

export async function accountHome(context: AppContext, session: AccountSession): Promise<AccountHome> {
  const account = context.subscriberAccount!;
  const desk = context.subscriberDesk;
  const subscriber = session.subscriber;
  const [access, invoices, signUps, offers, allNotices] = await Promise.all([
    desk ? desk.access(subscriber) : Promise.resolve(undefined),
    account.openInvoices(session),
    account.signUps(session),
    context.catalogue.currentOffers(),
    context.catalogue.networkNotices(),
  ]);
  // The plan's label is the offer's when the site sells an offer of that name, or sold it to this CPF.
  const codeOf = (label: string) =>
    signUps.find((signUp) => signUp.offerCode && normalized(signUp.planName) === normalized(label))
      ?.offerCode ??
    offers.find((offer) => offer.variant === "" && normalized(offer.offer.name) === normalized(label))?.code;
  const contracts = subscriber.contracts.map(
    (contract, index): ContractCard => ({
      id: contract.id,
      label: contract.label,
      offerCode: codeOf(contract.label) ?? undefined,
      blocked: contract.blocked,
      access: access === "unavailable" ? "unavailable" : access?.[index]?.state,
    }),
  );
  const cities = new Set<number>();
  for (const contract of subscriber.contracts) {
    if (!contract.installationCep) continue;
    const city = await context.catalogue.cityByCep(Number(contract.installationCep));
    if (city) cities.add(city.id);
  }
  const current = phasedNotices(allNotices, new Date()).filter((notice) => notice.phase !== "resolved");
  const notices =
    cities.size === 0
      ? current
      : current.filter((notice) => notice.cities.some((city) => cities.has(city.id)));
  const capabilities = account.erp.capabilities;
  return {
    firstName: subscriber.firstName,
    via: session.via,
    contracts,
    invoices:
      invoices === "unavailable"
        ? "unavailable"
        : invoices.length === 0
          ? undefined
          : {
              count: invoices.length,
              overdue: invoices.filter((invoice) => invoice.overdue).length,
              next: { dueDate: invoices[0]!.dueDate, amountCents: invoices[0]!.amountCents },
            },
    notices,
    signUps,
    offers: {
      usage: capabilities.usage,
      tickets: capabilities.tickets,
      documents: capabilities.findSubscriber,
      unlock: capabilities.trustUnlock && subscriber.contracts.some((contract) => contract.blocked),
    },
  };
}

/** The usage page: each contract with its months, or why there are none. */
export type UsageView = {
  contracts: { label: string; months: UsageMonth[] | "unavailable" | undefined }[];
};

export async function accountUsage(context: AppContext, session: AccountSession): Promise<UsageView> {
  const account = context.subscriberAccount!;
  return {
    contracts: await Promise.all(
      session.subscriber.contracts.map(async (contract) => ({
        label: contract.label,
        months: await account.usage(session, contract.id),
      })),
    ),
  };
}

export async function accountTickets(
  context: AppContext,
  session: AccountSession,
): Promise<TicketRecord[] | "unavailable" | undefined> {
  return context.subscriberAccount!.tickets(session);
}

// --- A fresh code before a sensitive action (`hasFreshCode` in `src/server/erp/account.ts`) ---

export type ConfirmAnswer =
  | { step: "ask"; back: string; failure?: string }
  | { step: "code"; back: string; token: string; error?: string }
  | { step: "confirmed"; back: string };

/** The confirmation page's post: asks for a code to the contact on file, or checks the one typed. */
export async function confirmAction(
  request: Request,
  context: AppContext,
  session: AccountSession,
): Promise<ConfirmAnswer> {
  const account = context.subscriberAccount!;
  const form = await request.formData();
  const back = accountReturnPath(field(form, "volta"));
  if (field(form, "etapa") === "codigo") {
    const token = field(form, "desafio");
    const checked = await account.verifyCode(token, field(form, "codigo"), context.clientIp, session);
    if (checked.kind === "confirmed") return { step: "confirmed", back };
    if (checked.kind === "stopped") return { step: "ask", back, failure: ACCOUNT_MESSAGES.tooManyWrong };
    return {
      step: "code",
      back,
      token,
      error: checked.kind === "invalid" ? ACCOUNT_MESSAGES.code : ACCOUNT_MESSAGES.wrongCode,
    };
  }
  const asked = await account.requestConfirmation(session, context.clientIp);
  if (asked.kind === "asked") return { step: "code", back, token: asked.token };
  return {
    step: "ask",
    back,
    failure:
      asked.kind === "limited" && asked.by === "address"
        ? ACCOUNT_MESSAGES.addressLimited
        : ACCOUNT_MESSAGES.documentLimited,
  };
}
