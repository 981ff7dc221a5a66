import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import {
  CODE_REQUESTS_PER_ADDRESS,
  CODE_REQUESTS_PER_DOCUMENT,
  FRESH_CODE_MINUTES,
  lastMonths,
  MAX_WRONG_CODES,
  PASSWORD_TRIES_PER_DOCUMENT,
  parseAccountDocument,
  parseSignInCode,
  SESSION_DAYS,
  SIGN_IN_CODE_MINUTES,
} from "../../domain/subscriber-account";
import { limitedAddress } from "../client-address";
import type { Db } from "../db/client";
import { signUps, subscriberSessions, subscriberSignIns } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import type { Logger } from "../logger";
import { postJsonTo, sendSmtpMail } from "../marketing/send";
import { signInCodeEmail, signInCodeWhatsapp } from "../marketing/sign-in-code";
import { WHATSAPP_API_URL, WHATSAPP_API_VERSION } from "../marketing/whatsapp";
import { outboundFetch } from "../outbound";
import { endDeskProofsById, openDeskProof } from "../services/desk-proofs";
import { type MarketingConfig, readMarketingConfig } from "../services/marketing-settings";
import { signUpCpfKey } from "../services/sign-ups";
import {
  type ErpAdapter,
  ErpError,
  type Invoice,
  type Subscriber,
  type TicketRecord,
  type UsageMonth,
} from "./contract";
import type { DeskProof } from "./desk";

// 'Minha conta' (issue 67, decision 0077): sign-in by a code sent to the contact the ERP holds, or by the
// ERP's central password where the provider turns it on; a session of 30 days on the device, kept as a
// record so 'Sair' and 'Sair de todos os aparelhos' end it on the server; a fresh code before a sensitive
// action. What a visitor sees after typing a CPF never depends on whether it is a subscriber's: the
// answer is given before the ERP is asked, and the lookup and the sending go on in the background. Codes,
// tokens and documents are kept only as keyed hashes or sealed; nothing here logs a person's data.

/** The cookie of a 'Minha conta' session: a random token, `HttpOnly`, for 30 days. */
export const ACCOUNT_COOKIE = "vitrine_conta";
export const ACCOUNT_COOKIE_SECONDS = SESSION_DAYS * 86_400;

/** Whether a request carries a session cookie (its value is checked where it is read). */
export const hasAccountSession = (cookie: string | null | undefined) =>
  cookie?.includes(`${ACCOUNT_COOKIE}=`) ?? false;

/** A session's subscriber is read again from the ERP when older than this (contracts change, get blocked). */
const REFRESH_MS = 10 * 60_000;
/** Sign-in rows are kept this long for the limits, then deleted on the way. */
const SIGN_IN_ROWS_MS = 24 * 3_600_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The session a cookie names: who it proves, and what the pages need to know of it. */
export type AccountSession = {
  id: number;
  /** The desk's "proven subscriber": the pages that take the desk's proof take this too. */
  subscriber: Subscriber;
  /** The desk's proof of this session (its own record, ending with it): what the desk pages take. */
  proof: DeskProof | undefined;
  /** The CPF or CNPJ signed in with (digits): kept sealed, used to ask the ERP again, never shown. */
  document: string;
  via: "code" | "password";
  codeConfirmedAt: Date | null;
  expiresAt: Date;
};

export type CodeRequest =
  | { kind: "invalid" }
  | { kind: "limited"; by: "document" | "address" }
  /** Sent (or not, for a stranger): the same answer; `token` goes in the code form. */
  | { kind: "asked"; token: string };

export type CodeCheck =
  | { kind: "invalid" }
  | { kind: "wrong" }
  | { kind: "stopped" }
  | { kind: "signed-in"; cookie: { value: string; expires: number }; session: AccountSession }
  | { kind: "confirmed" };

export type PasswordCheck =
  | { kind: "invalid"; field: "document" | "password" }
  | { kind: "limited" }
  | { kind: "wrong" }
  | { kind: "unavailable" }
  | { kind: "signed-in"; cookie: { value: string; expires: number }; session: AccountSession };

/** A sign-up of the CPF signed in, as 'Minha conta' follows it to the installation (issue 67). */
export type FollowedSignUp = {
  protocol: string;
  planName: string;
  offerCode: string | null;
  cityName: string;
  confirmedAt: string;
  status: (typeof signUps.$inferSelect)["status"];
  delivered: boolean;
};

export type SubscriberAccount = {
  erp: ErpAdapter;
  /** Where a code can go now; none: the account offers no code sign-in. */
  codeChannels(): Promise<{ email: boolean; whatsapp: boolean }>;
  /** Asks for a sign-in code for a typed CPF or CNPJ (the lookup and the sending go on after answering). */
  requestCode(document: unknown, clientIp: string): Promise<CodeRequest>;
  /**
   * Checks a code against the form's token: a sign-in's opens a session; with `session`, only a code that
   * session asked for, which freshens it (`confirmed`).
   */
  verifyCode(token: unknown, code: unknown, clientIp: string, session?: AccountSession): Promise<CodeCheck>;
  /** The ERP's central password (only with `erp.capabilities.centralSignIn`). */
  signInWithPassword(document: unknown, password: unknown, clientIp: string): Promise<PasswordCheck>;
  /** The session a cookie names while it lasts and was not ended; its subscriber read again when stale. */
  session(cookie: string | undefined): Promise<AccountSession | undefined>;
  /** 'Sair': this session ends now. */
  endSession(cookie: string | undefined): Promise<void>;
  /** 'Sair de todos os aparelhos': every session of this subscriber ends now. */
  endEverywhere(cookie: string | undefined): Promise<void>;
  /** Sends a code to the session's own contact on file, for a sensitive action; the token goes in its form. */
  requestConfirmation(session: AccountSession, clientIp: string): Promise<CodeRequest>;
  /** The open invoices, soonest due first (the 2ª via page has their codes). */
  openInvoices(session: AccountSession): Promise<Invoice[] | "unavailable">;
  /** The contracts' traffic by month (newest first), when the ERP gives it. */
  usage(session: AccountSession, contractId: string): Promise<UsageMonth[] | "unavailable" | undefined>;
  tickets(session: AccountSession): Promise<TicketRecord[] | "unavailable" | undefined>;
  /** The CPF's 'Contrate online' sign-ups, newest first (none for a company). */
  signUps(session: AccountSession): Promise<FollowedSignUp[]>;
  /** Resolves once every code being sent in the background was sent or failed (tests and shutdown). */
  settled(): Promise<void>;
};

/**
 * Whether a session confirmed a code within `minutes` (default FRESH_CODE_MINUTES): what a sensitive action
 * asks before it runs; without it, the page sends the visitor to `/minha-conta/confirmar` (its `volta`
 * field names the page to come back to) and runs nothing.
 */
export function hasFreshCode(
  session: Pick<AccountSession, "codeConfirmedAt">,
  minutes: number = FRESH_CODE_MINUTES,
  now: Date = new Date(),
): boolean {
  return (
    session.codeConfirmedAt !== null && now.getTime() - session.codeConfirmedAt.getTime() <= minutes * 60_000
  );
}

type Sealed = { document: string; subscriber: Subscriber };

/**
 * Deletes what 'Minha conta' no longer needs: codes (and password tries) older than a day, sessions past
 * their end, and those ended over a day ago. Hourly (jobs/account-cleanup.ts), and on the way at each code
 * asked for. Returns how many rows went.
 */
export async function deleteSpentAccountRows(db: Db, now: Date = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - SIGN_IN_ROWS_MS);
  const codes = await db
    .delete(subscriberSignIns)
    .where(lt(subscriberSignIns.createdAt, dayAgo))
    .returning({ id: subscriberSignIns.id });
  const sessions = await db
    .delete(subscriberSessions)
    .where(or(lte(subscriberSessions.expiresAt, now), lt(subscriberSessions.endedAt, dayAgo)))
    .returning({ id: subscriberSessions.id });
  return codes.length + sessions.length;
}

type AccountOptions = {
  db: Db;
  erp: ErpAdapter;
  cipher: FieldCipher;
  logger: Logger;
  /** Meta's address unless a test points it at its fake. */
  whatsappUrl?: string;
  fetch?: typeof fetch;
  sendTimeoutMs?: number;
  /** ALLOW_PRIVATE_ADDRESSES and SMTP_ALLOW_PLAIN_AUTH, as the outbox sends (decision 0076). */
  allowPrivateAddresses?: boolean;
  smtpAllowPlainAuth?: boolean;
  now?: () => Date;
  today?: () => string;
};

/**
 * 'Minha conta' (issue 67) over one ERP: sign-in by a code or the ERP's central password, the device's
 * session, and the subscriber's own reads; each group of operations is a function of its own over the kit.
 */
export function createSubscriberAccount(options: AccountOptions): SubscriberAccount {
  const kit = accountKit(options);
  return { erp: kit.erp, ...signInMethods(kit), ...sessionMethods(kit), ...readMethods(kit) };
}

/** What the account's operations share: its resources, its clock, and the steps several of them take. */
type AccountKit = ReturnType<typeof accountKit>;

function accountKit(options: AccountOptions) {
  const { db, erp, cipher, logger } = options;
  const now = options.now ?? (() => new Date());
  const today =
    options.today ??
    (() => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()));
  const waUrl = (options.whatsappUrl ?? WHATSAPP_API_URL).replace(/\/+$/, "");
  const sendTimeoutMs = options.sendTimeoutMs ?? 15_000;
  const allowPrivate = options.allowPrivateAddresses ?? false;
  // Through the connection check (outbound.ts) unless a test hands its own fetch, as the outbox does.
  const doFetch: typeof fetch =
    options.fetch ?? ((url, init) => outboundFetch(String(url), { ...init, allowPrivate }));
  const smtpPolicy = {
    allowPrivateAddresses: allowPrivate,
    allowPlainAuth: options.smtpAllowPlainAuth ?? false,
    timeoutMs: sendTimeoutMs,
  };
  const pending = new Set<Promise<void>>();

  const documentKey = (document: string) => cipher.clientKey(`account:${document}`);
  const tokenHash = (kind: string, token: string) => cipher.clientKey(`${kind}:${token}`);
  const codeHash = (id: number, code: string) => cipher.clientKey(`account-code:${id}:${code}`);
  const seal = (value: Sealed) => cipher.encrypt(JSON.stringify(value));
  const unseal = (value: string): Sealed | undefined => {
    try {
      return JSON.parse(cipher.decrypt(value)) as Sealed;
    } catch {
      // Sealed with another key (a restored database): as no session.
      return undefined;
    }
  };
  /** What a session keeps of the holder: what the desk's proof keeps, and where a code goes. */
  const kept = (subscriber: Subscriber): Subscriber => ({
    id: subscriber.id,
    firstName: subscriber.firstName,
    kind: subscriber.kind,
    birthDate: undefined,
    contracts: subscriber.contracts,
    ...(subscriber.contact ? { contact: subscriber.contact } : {}),
    ...(subscriber.onFile ? { onFile: subscriber.onFile } : {}),
  });

  /** An ERP failure, logged by its kind (never the data); anything else is a bug and is thrown. */
  const failed = (operation: string, error: unknown): "unavailable" => {
    if (!(error instanceof ErpError)) throw error;
    logger.warn({ erp: erp.name, operation, failure: error.failure }, "erp call failed");
    return "unavailable";
  };

  const inBackground = (work: () => Promise<void>) => {
    const running = work().catch((error: unknown) => {
      const code = (error as { code?: unknown })?.code;
      logger.warn({ code: typeof code === "string" ? code : "ERROR" }, "account code not sent");
    });
    pending.add(running);
    void running.finally(() => pending.delete(running));
  };

  async function marketing(): Promise<MarketingConfig | undefined> {
    try {
      return await readMarketingConfig(db, cipher);
    } catch {
      return undefined;
    }
  }

  /** Sends a code to the holder's contact on file, by every channel set; each failure is logged by code. */
  async function sendCode(holder: Subscriber, code: string) {
    const codes = (await marketing())?.codes;
    const email = holder.onFile?.email;
    const phone = holder.onFile?.phone;
    const sends: Promise<void>[] = [];
    if (codes?.email && email)
      sends.push(
        sendSmtpMail(codes.email, { to: email, ...signInCodeEmail(code, holder.firstName) }, smtpPolicy),
      );
    // WhatsApp numbers are mobiles: eleven digits with the DDD.
    if (codes?.whatsapp && phone && phone.length === 11) {
      const whatsapp = codes.whatsapp;
      sends.push(
        postJsonTo(
          doFetch,
          `${waUrl}/${WHATSAPP_API_VERSION}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`,
          signInCodeWhatsapp(`55${phone}`, { name: whatsapp.template, language: whatsapp.language }, code),
          { Authorization: `Bearer ${whatsapp.token}` },
          sendTimeoutMs,
        ),
      );
    }
    const results = await Promise.allSettled(sends);
    for (const result of results)
      if (result.status === "rejected") {
        const code = (result.reason as { code?: unknown })?.code;
        logger.warn({ code: typeof code === "string" ? code : "ERROR" }, "account code not sent");
      }
  }

  /** Stores a code's row (for any valid document) under the limits; the token goes in the code form. */
  async function openCodeRow(
    document: string,
    clientIp: string,
    sessionId: number | null,
  ): Promise<CodeRequest & { id?: number }> {
    const at = now();
    const key = documentKey(document);
    const client = cipher.clientKey(limitedAddress(clientIp));
    // Spent codes and ended sessions go on the way (indexed deletes), besides the hourly job.
    await deleteSpentAccountRows(db, at);
    const since = (minutes: number) => new Date(at.getTime() - minutes * 60_000);
    const [byDocument] = await db
      .select({ n: count() })
      .from(subscriberSignIns)
      .where(
        and(
          eq(subscriberSignIns.kind, "code"),
          eq(subscriberSignIns.documentKey, key),
          gt(subscriberSignIns.createdAt, since(CODE_REQUESTS_PER_DOCUMENT.minutes)),
        ),
      );
    if ((byDocument?.n ?? 0) >= CODE_REQUESTS_PER_DOCUMENT.count) return { kind: "limited", by: "document" };
    const [byAddress] = await db
      .select({ n: count() })
      .from(subscriberSignIns)
      .where(
        and(
          eq(subscriberSignIns.kind, "code"),
          eq(subscriberSignIns.clientKey, client),
          gt(subscriberSignIns.createdAt, since(CODE_REQUESTS_PER_ADDRESS.minutes)),
        ),
      );
    if ((byAddress?.n ?? 0) >= CODE_REQUESTS_PER_ADDRESS.count) return { kind: "limited", by: "address" };
    const token = randomBytes(32).toString("base64url");
    const [row] = await db
      .insert(subscriberSignIns)
      .values({
        kind: "code",
        tokenHash: tokenHash("account-code-form", token),
        documentKey: key,
        clientKey: client,
        sessionId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + SIGN_IN_CODE_MINUTES * 60_000),
      })
      .returning({ id: subscriberSignIns.id });
    return { kind: "asked", token, id: row!.id };
  }

  /** Gives a row its code (hashed) and the holder (sealed), then sends the code. */
  async function issueCode(rowId: number, document: string, holder: Subscriber) {
    if (!holder.onFile?.email && !holder.onFile?.phone) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await db
      .update(subscriberSignIns)
      .set({ codeHash: codeHash(rowId, code), subject: seal({ document, subscriber: kept(holder) }) })
      .where(eq(subscriberSignIns.id, rowId));
    await sendCode(holder, code);
  }

  async function openSession(
    sealed: Sealed,
    via: "code" | "password",
  ): Promise<{ cookie: { value: string; expires: number }; session: AccountSession }> {
    const at = now();
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(at.getTime() + ACCOUNT_COOKIE_SECONDS * 1000);
    // The desk's own proof record for the session's life: the desk pages and their buttons take it.
    const deskProof = await openDeskProof(db, cipher, kept(sealed.subscriber), {
      lifetimeMs: ACCOUNT_COOKIE_SECONDS * 1000,
      now: at,
    });
    const [row] = await db
      .insert(subscriberSessions)
      .values({
        proofId: deskProof.proof.id,
        tokenHash: tokenHash("account-session", token),
        documentKey: documentKey(sealed.document),
        subject: seal(sealed),
        via,
        createdAt: at,
        expiresAt,
        codeConfirmedAt: via === "code" ? at : null,
        refreshedAt: at,
      })
      .returning({ id: subscriberSessions.id });
    return {
      cookie: { value: token, expires: expiresAt.getTime() },
      session: {
        id: row!.id,
        subscriber: sealed.subscriber,
        proof: { id: deskProof.proof.id, subscriber: sealed.subscriber },
        document: sealed.document,
        via,
        codeConfirmedAt: via === "code" ? at : null,
        expiresAt,
      },
    };
  }

  const sessionRow = async (cookie: string | undefined) => {
    if (!cookie || !TOKEN.test(cookie)) return undefined;
    const [row] = await db
      .select()
      .from(subscriberSessions)
      .where(
        and(
          eq(subscriberSessions.tokenHash, tokenHash("account-session", cookie)),
          gt(subscriberSessions.expiresAt, now()),
          isNull(subscriberSessions.endedAt),
        ),
      );
    return row;
  };

  return {
    db,
    erp,
    cipher,
    logger,
    now,
    today,
    seal,
    unseal,
    kept,
    failed,
    inBackground,
    documentKey,
    tokenHash,
    codeHash,
    sendCode,
    openCodeRow,
    issueCode,
    openSession,
    sessionRow,
    pending,
    marketing,
  };
}

/** Asking for a code, checking it, and the ERP's central password. */
function signInMethods(
  kit: AccountKit,
): Pick<
  SubscriberAccount,
  "codeChannels" | "requestCode" | "requestConfirmation" | "verifyCode" | "signInWithPassword"
> {
  const {
    db,
    erp,
    cipher,
    now,
    unseal,
    kept,
    failed,
    inBackground,
    documentKey,
    tokenHash,
    codeHash,
    openCodeRow,
    issueCode,
    openSession,
    marketing,
  } = kit;
  return {
    async codeChannels() {
      if (!erp.capabilities.findHolder || !erp.findHolder) return { email: false, whatsapp: false };
      const codes = (await marketing())?.codes;
      return { email: Boolean(codes?.email), whatsapp: Boolean(codes?.whatsapp) };
    },
    async requestCode(documentText, clientIp) {
      const parsed = parseAccountDocument(documentText);
      if (!parsed) return { kind: "invalid" };
      const opened = await openCodeRow(parsed.document, clientIp, null);
      if (opened.kind !== "asked" || opened.id === undefined) return opened;
      const rowId = opened.id;
      // After answering: the ERP's lookup and the sending, which a stranger's CPF never reaches.
      inBackground(async () => {
        if (!erp.findHolder) return;
        let holder: Subscriber | undefined;
        try {
          holder = await erp.findHolder(parsed.document);
        } catch (error) {
          failed("findHolder", error);
          return;
        }
        if (holder) await issueCode(rowId, parsed.document, holder);
      });
      return { kind: "asked", token: opened.token };
    },
    async requestConfirmation(session, clientIp) {
      const opened = await openCodeRow(session.document, clientIp, session.id);
      if (opened.kind !== "asked" || opened.id === undefined) return opened;
      const rowId = opened.id;
      inBackground(() => issueCode(rowId, session.document, session.subscriber));
      return { kind: "asked", token: opened.token };
    },
    async verifyCode(tokenText, codeText, _clientIp, session) {
      const token = typeof tokenText === "string" ? tokenText : "";
      const code = parseSignInCode(codeText);
      if (!code) return { kind: "invalid" };
      if (!TOKEN.test(token)) return { kind: "wrong" };
      const at = now();
      const [row] = await db
        .select()
        .from(subscriberSignIns)
        .where(
          and(
            eq(subscriberSignIns.tokenHash, tokenHash("account-code-form", token)),
            eq(subscriberSignIns.kind, "code"),
            // A sign-in's code signs in; a session's confirms that session only.
            session ? eq(subscriberSignIns.sessionId, session.id) : isNull(subscriberSignIns.sessionId),
          ),
        );
      // A code is compared even where there is none to compare with: the answer's time tells nothing.
      const expected = row?.codeHash ?? cipher.clientKey("account-code:none");
      const given = codeHash(row?.id ?? 0, code);
      // Both are HMAC-SHA256 digests in base64url: the same length, compared in constant time.
      const same = timingSafeEqual(Buffer.from(expected), Buffer.from(given));
      const matches = Boolean(row?.codeHash) && same;
      if (!row || row.usedAt || row.expiresAt <= at) return { kind: "wrong" };
      if (row.wrongCodes >= MAX_WRONG_CODES) return { kind: "stopped" };
      if (!matches) {
        const [counted] = await db
          .update(subscriberSignIns)
          .set({ wrongCodes: sql`${subscriberSignIns.wrongCodes} + 1` })
          .where(and(eq(subscriberSignIns.id, row.id), lt(subscriberSignIns.wrongCodes, MAX_WRONG_CODES)))
          .returning({ wrongCodes: subscriberSignIns.wrongCodes });
        return !counted || counted.wrongCodes >= MAX_WRONG_CODES ? { kind: "stopped" } : { kind: "wrong" };
      }
      // Single use, even for two posts at once: only the one that marks it goes on.
      const [spent] = await db
        .update(subscriberSignIns)
        .set({ usedAt: at })
        .where(
          and(
            eq(subscriberSignIns.id, row.id),
            isNull(subscriberSignIns.usedAt),
            lt(subscriberSignIns.wrongCodes, MAX_WRONG_CODES),
          ),
        )
        .returning({ id: subscriberSignIns.id });
      if (!spent) return { kind: "wrong" };
      if (row.sessionId !== null) {
        const [confirmed] = await db
          .update(subscriberSessions)
          .set({ codeConfirmedAt: at })
          .where(and(eq(subscriberSessions.id, row.sessionId), isNull(subscriberSessions.endedAt)))
          .returning({ id: subscriberSessions.id });
        return confirmed ? { kind: "confirmed" } : { kind: "wrong" };
      }
      const sealed = row.subject ? unseal(row.subject) : undefined;
      if (!sealed) return { kind: "wrong" };
      const opened = await openSession(sealed, "code");
      return { kind: "signed-in", ...opened };
    },
    async signInWithPassword(documentText, passwordText, clientIp) {
      const parsed = parseAccountDocument(documentText);
      if (!parsed) return { kind: "invalid", field: "document" };
      const password = typeof passwordText === "string" ? passwordText : "";
      if (!password || password.length > 200) return { kind: "invalid", field: "password" };
      if (!erp.capabilities.centralSignIn || !erp.centralSignIn) return { kind: "wrong" };
      const at = now();
      const key = documentKey(parsed.document);
      const [tries] = await db
        .select({ n: count() })
        .from(subscriberSignIns)
        .where(
          and(
            eq(subscriberSignIns.kind, "password"),
            eq(subscriberSignIns.documentKey, key),
            gt(
              subscriberSignIns.createdAt,
              new Date(at.getTime() - PASSWORD_TRIES_PER_DOCUMENT.minutes * 60_000),
            ),
          ),
        );
      if ((tries?.n ?? 0) >= PASSWORD_TRIES_PER_DOCUMENT.count) return { kind: "limited" };
      await db.insert(subscriberSignIns).values({
        kind: "password",
        documentKey: key,
        clientKey: cipher.clientKey(limitedAddress(clientIp)),
        createdAt: at,
        expiresAt: at,
      });
      let holder: Subscriber | undefined;
      try {
        holder = await erp.centralSignIn(parsed.document, password);
      } catch (error) {
        return { kind: failed("centralSignIn", error) };
      }
      if (!holder) return { kind: "wrong" };
      const opened = await openSession({ document: parsed.document, subscriber: kept(holder) }, "password");
      return { kind: "signed-in", ...opened };
    },
  };
}

/** The device's session: read (refreshed from the ERP every few minutes), ended here or everywhere. */
function sessionMethods(
  kit: AccountKit,
): Pick<SubscriberAccount, "session" | "endSession" | "endEverywhere"> {
  const { db, erp, now, seal, unseal, kept, failed, tokenHash, sessionRow } = kit;
  return {
    async session(cookie) {
      const row = await sessionRow(cookie);
      if (!row) return undefined;
      const sealed = unseal(row.subject);
      if (!sealed) return undefined;
      let subscriber = sealed.subscriber;
      const at = now();
      if (erp.findHolder && at.getTime() - row.refreshedAt.getTime() > REFRESH_MS) {
        try {
          const holder = await erp.findHolder(sealed.document);
          // No longer a subscriber (every contract ended): the account ends with it.
          if (!holder) {
            await db.update(subscriberSessions).set({ endedAt: at }).where(eq(subscriberSessions.id, row.id));
            return undefined;
          }
          subscriber = kept(holder);
          await db
            .update(subscriberSessions)
            .set({ subject: seal({ document: sealed.document, subscriber }), refreshedAt: at })
            .where(eq(subscriberSessions.id, row.id));
        } catch (error) {
          // The ERP is away: the session goes on with what it knew.
          failed("findHolder", error);
        }
      }
      return {
        id: row.id,
        subscriber,
        proof: row.proofId === null ? undefined : { id: row.proofId, subscriber },
        document: sealed.document,
        via: row.via,
        codeConfirmedAt: row.codeConfirmedAt,
        expiresAt: row.expiresAt,
      };
    },
    async endSession(cookie) {
      if (!cookie || !TOKEN.test(cookie)) return;
      const at = now();
      const ended = await db
        .update(subscriberSessions)
        .set({ endedAt: at })
        .where(
          and(
            eq(subscriberSessions.tokenHash, tokenHash("account-session", cookie)),
            isNull(subscriberSessions.endedAt),
          ),
        )
        .returning({ proofId: subscriberSessions.proofId });
      // Its desk proof ends with it: the desk pages' buttons it gave open nothing afterwards.
      await endDeskProofsById(
        db,
        ended.flatMap((row) => (row.proofId === null ? [] : [row.proofId])),
        at,
      );
    },
    async endEverywhere(cookie) {
      const row = await sessionRow(cookie);
      if (!row) return;
      const at = now();
      const ended = await db
        .update(subscriberSessions)
        .set({ endedAt: at })
        .where(and(eq(subscriberSessions.documentKey, row.documentKey), isNull(subscriberSessions.endedAt)))
        .returning({ proofId: subscriberSessions.proofId });
      await endDeskProofsById(
        db,
        ended.flatMap((ended) => (ended.proofId === null ? [] : [ended.proofId])),
        at,
      );
    },
  };
}

/** The subscriber's own reads, over the session's holder, and the wait for codes still being sent. */
function readMethods(
  kit: AccountKit,
): Pick<SubscriberAccount, "openInvoices" | "usage" | "tickets" | "signUps" | "settled"> {
  const { db, erp, cipher, today, failed, pending } = kit;
  return {
    async openInvoices(session) {
      try {
        return await erp.openInvoices(session.subscriber);
      } catch (error) {
        return failed("openInvoices", error);
      }
    },
    async usage(session, contractId) {
      if (!erp.capabilities.usage || !erp.usage) return undefined;
      if (!session.subscriber.contracts.some((contract) => contract.id === contractId)) return [];
      try {
        return await erp.usage(session.subscriber, contractId, lastMonths(today(), 6));
      } catch (error) {
        return failed("usage", error);
      }
    },
    async tickets(session) {
      if (!erp.capabilities.tickets || !erp.tickets) return undefined;
      try {
        return await erp.tickets(session.subscriber);
      } catch (error) {
        return failed("tickets", error);
      }
    },
    async signUps(session) {
      if (session.subscriber.kind !== "person" || session.document.length !== 11) return [];
      const rows = await db
        .select()
        .from(signUps)
        .where(
          and(eq(signUps.cpfKey, signUpCpfKey(cipher, session.document)), isNotNull(signUps.confirmedAt)),
        )
        .orderBy(desc(signUps.confirmedAt))
        .limit(5);
      return rows.map((row) => ({
        protocol: row.protocol ?? "",
        planName: row.planName,
        offerCode: row.offerCode,
        cityName: row.uf ? `${row.cityName} - ${row.uf}` : row.cityName,
        confirmedAt: row.confirmedAt!.toISOString(),
        status: row.status,
        delivered: row.delivery === "delivered",
      }));
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
