import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, MAX_WRONG_CODES } from "../../../domain/subscriber-account";
import { marketingSettings } from "../../db/schema";
import { ACCOUNT_COOKIE, hasFreshCode, type SubscriberAccount } from "../../erp/account";
import { createHubsoftAdapter } from "../../erp/hubsoft";
import { createIxcAdapter } from "../../erp/ixc";
import { createLogger } from "../../logger";
import { createFieldCipher, resolveFieldKey } from "../../field-cipher";
import { TODAY } from "../../testing/erp-contract";
import { fakeSite } from "../../testing/fake-site";
import { FAKE_HUBSOFT_TOKEN, type FakeHubsoft, startFakeHubsoft } from "../../testing/fake-hubsoft";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../../testing/fake-ixc";
import { startFakeWhatsapp } from "../../testing/fake-whatsapp";
import { quotedPrintable, type SmtpSink, startSmtpSink } from "../../testing/smtp-sink";
import { createTestServer, fromAddress, ORIGIN, type TestServer } from "../../testing/test-server";
import { isPublicWrite } from "../write-guard";

// 'Minha conta' (issue 67, points 1 and 5) through the server's page pipeline, against the fake IXC, an SMTP
// sink and the fake WhatsApp Cloud API: a CPF asks for a code, which reaches the e-mail and the WhatsApp
// the ERP holds; a stranger's CPF gets the same answer in about the same time and nothing is sent; a code
// signs in once, expires, and stops after eight wrong tries; the limits per CPF and per address count any
// valid CPF alike; 'Sair' and 'Sair de todos os aparelhos' end sessions on the server; nothing personal
// reaches the log. The page stands in for /minha-conta's action (the real page: tests/e2e/minha-conta.spec.ts),
// asking the same account service.

const MARIA_CPF = "529.982.247-25";
/** Valid CPFs nobody in the fake has. */
const STRANGERS = ["111.444.777-35", "123.456.789-09", "987.654.321-00", "390.533.447-05", "714.602.380-01"];
const WA_TOKEN = "EAAfake-token-minha-conta";
const WA_PHONE_ID = "109876543210";

let fake: FakeIxc;
let sink: SmtpSink;
let whatsapp: Awaited<ReturnType<typeof startFakeWhatsapp>>;
let server: TestServer;
let account: SubscriberAccount;
const lines: string[] = [];

/** The session cookie a request carries, as the page reads it. */
const cookieValue = (request: Request) =>
  /(?:^|;\s*)vitrine_conta=([^;]*)/.exec(request.headers.get("cookie") ?? "")?.[1];

beforeAll(async () => {
  fake = await startFakeIxc();
  sink = await startSmtpSink();
  whatsapp = await startFakeWhatsapp({ token: WA_TOKEN, phoneNumberId: WA_PHONE_ID });
  server = await createTestServer({
    seed: false,
    logger: createLogger("info", { write: (line: string) => lines.push(line) }),
    erp: createIxcAdapter({ allowPrivateAddresses: true, url: fake.url, token: FAKE_IXC_TOKEN, today: () => TODAY }),
    whatsappUrl: whatsapp.url,
    site: fakeSite(["/minha-conta", "/cliente/segunda-via", "/404"], async (request, context) => {
      account = context.subscriberAccount!;
      const url = new URL(request.url);
      if (url.pathname === "/cliente/segunda-via") {
        // The desk page takes the session as its proof (desk-page.astro).
        const session = await account.session(cookieValue(request));
        return Response.json({ proven: session?.subscriber.firstName ?? null });
      }
      if (request.method === "GET") {
        const session = await account.session(cookieValue(request));
        return Response.json({ signedIn: Boolean(session), firstName: session?.subscriber.firstName });
      }
      const form = await request.formData();
      const step = form.get("etapa");
      if (step === "codigo") {
        const checked = await account.verifyCode(form.get("desafio"), form.get("codigo"), context.clientIp);
        const headers = new Headers();
        if (checked.kind === "signed-in")
          headers.append(
            "Set-Cookie",
            `${ACCOUNT_COOKIE}=${checked.cookie.value}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
          );
        return Response.json({ kind: checked.kind }, { headers });
      }
      if (step === "sair") {
        await account.endSession(cookieValue(request));
        return Response.json({ kind: "ended" });
      }
      if (step === "sair-todos") {
        await account.endEverywhere(cookieValue(request));
        return Response.json({ kind: "ended" });
      }
      const asked = await account.requestCode(form.get("documento"), context.clientIp);
      return Response.json(asked);
    }),
  });
  // 'Marketing e avisos': the SMTP server and the WhatsApp authentication template.
  const cipher = createFieldCipher(
    resolveFieldKey({
      dataDir: server.dataDir,
      referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
    }),
  );
  await server.database.db.insert(marketingSettings).values({
    id: 1,
    smtpHost: "127.0.0.1",
    smtpPort: sink.port,
    smtpFrom: "avisos@provedor.example",
    whatsappPhoneNumberId: WA_PHONE_ID,
    whatsappTokenEncrypted: cipher.encrypt(WA_TOKEN),
    whatsappTokenHint: "••••",
    whatsappLanguage: "pt_BR",
    whatsappCodeTemplate: "codigo_acesso",
  });
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
  await sink?.close();
  await whatsapp?.close();
});

let addressCount = 0;
/** Each test comes from an address of its own: the per-address limit counts it apart. */
let address = "";
beforeEach(() => {
  addressCount += 1;
  address = `10.67.${Math.floor(addressCount / 200)}.${addressCount % 200}`;
});

const post = (fields: Record<string, string>, cookie = "", from = address) =>
  server.app.request(
    `${ORIGIN}/minha-conta`,
    {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    },
    fromAddress(from),
  );

const get = (path: string, cookie = "") =>
  server.app.request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }, fromAddress(address));

/** Asks a code for `document`: the form's token. */
async function askCode(document: string, from = address): Promise<{ token: string; response: Response }> {
  const response = await post({ etapa: "pedir-codigo", documento: document }, "", from);
  const body = (await response.clone().json()) as { kind: string; token: string };
  expect(body.kind).toBe("asked");
  return { token: body.token, response };
}

/** The code the last e-mail to `to` carries (the sink keeps what it got). */
function codeMailedTo(to: string): string | undefined {
  const mail = [...sink.mails].reverse().find((candidate) => candidate.to.includes(to));
  return mail ? /Minha conta é (\d{6})/.exec(quotedPrintable(mail.data))?.[1] : undefined;
}

const sessionCookie = (response: Response) => {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${ACCOUNT_COOKIE}=`));
  return line ? line.split(";")[0]! : "";
};

describe("'Minha conta': a sign-in code", () => {
  // Each test asks Maria's codes anew: the per-CPF limit counts within a test only.
  beforeEach(async () => {
    await server.database.db.execute(sql`delete from subscriber_sign_ins`);
  });

  it("reaches the e-mail and the WhatsApp the ERP holds, signs in once, and the desk then needs no CPF", async () => {
    const mails = sink.mails.length;
    const { token, response } = await askCode(MARIA_CPF);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await account.settled();
    // The e-mail on file (maria.souza@gmail.com) gets it, and the WhatsApp on file through the template.
    expect(sink.mails).toHaveLength(mails + 1);
    const code = codeMailedTo("maria.souza@gmail.com");
    expect(code).toMatch(/^\d{6}$/);
    const message = whatsapp.messages().at(-1)!.body as {
      to: string;
      template: { name: string; components: { type: string; parameters: { text: string }[] }[] };
    };
    expect(message.to).toBe("5527988887777");
    expect(message.template.name).toBe("codigo_acesso");
    expect(message.template.components.map((component) => component.parameters[0]!.text)).toEqual([code, code]);

    const signedIn = await post({ etapa: "codigo", desafio: token, codigo: code! });
    expect(await signedIn.json()).toEqual({ kind: "signed-in" });
    const cookie = sessionCookie(signedIn);
    const line = signedIn.headers.getSetCookie().find((value) => value.startsWith(ACCOUNT_COOKIE))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(await (await get("/minha-conta", cookie)).json()).toEqual({ signedIn: true, firstName: "Maria" });
    // The desk's pages take the session as their proof, and are answered for this request only.
    const desk = await get("/cliente/segunda-via", cookie);
    expect(desk.headers.get("cache-control")).toBe("no-store");
    expect(await desk.json()).toEqual({ proven: "Maria" });

    // Single use: the same code again is refused, in the same words as a wrong one.
    expect(await (await post({ etapa: "codigo", desafio: token, codigo: code! })).json()).toEqual({
      kind: "wrong",
    });
  });

  it("answers a stranger's CPF the same way in about the same time, and sends nothing", async () => {
    // Every ERP call takes 300 ms: an answer that waited for the lookup would show it.
    fake.behaviour.delayMs = 300;
    try {
      const mails = sink.mails.length;
      const messages = whatsapp.messages().length;
      const timed = async (document: string, from: string) => {
        const started = performance.now();
        const response = await post({ etapa: "pedir-codigo", documento: document }, "", from);
        const body = (await response.json()) as { kind: string; token?: string };
        return { ms: performance.now() - started, kind: body.kind, keys: Object.keys(body).sort() };
      };
      const subscriber = await timed(MARIA_CPF, `${address}1`);
      const stranger = await timed(STRANGERS[0]!, `${address}2`);
      expect(stranger.kind).toBe("asked");
      expect(stranger.keys).toEqual(subscriber.keys);
      expect(subscriber.ms).toBeLessThan(300);
      expect(stranger.ms).toBeLessThan(300);
      await account.settled();
      // Maria got her code; the stranger's CPF reached the ERP and nothing went anywhere.
      expect(sink.mails.length).toBe(mails + 1);
      expect(whatsapp.messages().length).toBe(messages + 1);
    } finally {
      fake.behaviour.delayMs = 0;
    }
  });

  it("refuses a code for a stranger's CPF in the same words as a wrong code", async () => {
    const { token } = await askCode(STRANGERS[1]!);
    await account.settled();
    expect(await (await post({ etapa: "codigo", desafio: token, codigo: "123456" })).json()).toEqual({
      kind: "wrong",
    });
  });

  it("expires after ten minutes", async () => {
    const { token } = await askCode(MARIA_CPF);
    await account.settled();
    const code = codeMailedTo("maria.souza@gmail.com")!;
    // Ten minutes later, as the row's end says.
    await server.database.db.execute(
      sql`update subscriber_sign_ins set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect(await (await post({ etapa: "codigo", desafio: token, codigo: code })).json()).toEqual({
      kind: "wrong",
    });
  });

  it(`stops a code after ${MAX_WRONG_CODES} wrong tries: the right one is refused after them`, async () => {
    const { token } = await askCode(MARIA_CPF);
    await account.settled();
    const code = codeMailedTo("maria.souza@gmail.com")!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const answers: string[] = [];
    for (let i = 0; i < MAX_WRONG_CODES; i += 1)
      answers.push(((await (await post({ etapa: "codigo", desafio: token, codigo: wrong })).json()) as { kind: string }).kind);
    expect(answers).toEqual([...Array(MAX_WRONG_CODES - 1).fill("wrong"), "stopped"]);
    expect(await (await post({ etapa: "codigo", desafio: token, codigo: code })).json()).toEqual({
      kind: "stopped",
    });
  });

  it("limits codes per CPF from any address, a stranger's CPF alike, and per address", async () => {
    for (const document of [MARIA_CPF, STRANGERS[2]!]) {
      await server.database.db.execute(sql`delete from subscriber_sign_ins`);
      for (let i = 0; i < 3; i += 1) await askCode(document, `10.68.${i}.${document.length}`);
      const limited = await post({ etapa: "pedir-codigo", documento: document }, "", "10.68.9.9");
      expect(await limited.json()).toEqual({ kind: "limited", by: "document" });
    }
    await server.database.db.execute(sql`delete from subscriber_sign_ins`);
    // One address asking for many CPFs: ten an hour.
    const cpfs = Array.from({ length: 11 }, (_, n) => madeUpCpf(n));
    const kinds: string[] = [];
    for (const cpf of cpfs)
      kinds.push(((await (await post({ etapa: "pedir-codigo", documento: cpf }, "", "10.69.0.1")).json()) as { kind: string }).kind);
    expect(kinds.slice(0, 10)).toEqual(Array(10).fill("asked"));
    expect(kinds[10]).toBe("limited");
    await account.settled();
    await server.database.db.execute(sql`delete from subscriber_sign_ins`);
  });

  it("says an invalid document is invalid, and refuses a post from another site", async () => {
    expect(await (await post({ etapa: "pedir-codigo", documento: "123.456.789-00" })).json()).toEqual({
      kind: "invalid",
    });
    const crossSite = await server.app.request(
      `${ORIGIN}/minha-conta`,
      {
        method: "POST",
        headers: { origin: "https://outro-site.example", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ etapa: "pedir-codigo", documento: MARIA_CPF }).toString(),
      },
      fromAddress(address),
    );
    expect(crossSite.status).toBe(403);
    expect(isPublicWrite("POST", "/minha-conta")).toBe(true);
    expect(isPublicWrite("POST", "/minha-conta/confirmar")).toBe(true);
  });
});

describe("'Minha conta': sessions", () => {
  async function signIn(from: string): Promise<string> {
    const { token } = await askCode(MARIA_CPF, from);
    await account.settled();
    const response = await post({ etapa: "codigo", desafio: token, codigo: codeMailedTo("maria.souza@gmail.com")! }, "", from);
    expect(await response.clone().json()).toEqual({ kind: "signed-in" });
    return sessionCookie(response);
  }

  beforeEach(async () => {
    await server.database.db.execute(sql`delete from subscriber_sign_ins`);
  });

  it("'Sair' ends the session on the server: a copy of its cookie opens nothing", async () => {
    const cookie = await signIn(`${address}1`);
    expect(await post({ etapa: "sair" }, cookie)).toBeTruthy();
    expect(await (await get("/minha-conta", cookie)).json()).toEqual({ signedIn: false });
    expect(await (await get("/cliente/segunda-via", cookie)).json()).toEqual({ proven: null });
  });

  it("'Sair de todos os aparelhos' ends every device's session of that subscriber", async () => {
    const phone = await signIn(`${address}1`);
    const laptop = await signIn(`${address}2`);
    expect(await (await get("/minha-conta", laptop)).json()).toMatchObject({ signedIn: true });
    await post({ etapa: "sair-todos" }, phone);
    for (const cookie of [phone, laptop])
      expect(await (await get("/minha-conta", cookie)).json()).toEqual({ signedIn: false });
  });

  it("asks a fresh code before a sensitive action once the sign-in's is old, and takes only that session's", async () => {
    const cookie = await signIn(`${address}1`);
    const value = cookie.split("=")[1];
    const session = (await account.session(value))!;
    expect(hasFreshCode(session)).toBe(true);
    // Twenty minutes later.
    expect(hasFreshCode(session, 15, new Date(Date.now() + 20 * 60_000))).toBe(false);
    const asked = await account.requestConfirmation(session, `${address}1`);
    expect(asked.kind).toBe("asked");
    await account.settled();
    const code = codeMailedTo("maria.souza@gmail.com")!;
    const token = asked.kind === "asked" ? asked.token : "";
    // A confirmation's code does not sign anyone in at /minha-conta…
    expect(await (await post({ etapa: "codigo", desafio: token, codigo: code })).json()).toEqual({ kind: "wrong" });
    // …and freshens its own session.
    expect(await account.verifyCode(token, code, `${address}1`, session)).toEqual({ kind: "confirmed" });
    const fresh = (await account.session(value))!;
    expect(fresh.codeConfirmedAt!.getTime()).toBeGreaterThan(session.codeConfirmedAt!.getTime());
  });

  it("logs no CPF, code, e-mail, phone or token", async () => {
    const joined = lines.join("\n");
    for (const secret of ["52998224725", "529.982.247-25", "maria.souza@gmail.com", "27988887777", "vitrine_conta="])
      expect(joined).not.toContain(secret);
    for (const mail of sink.mails) {
      const code = /Minha conta é (\d{6})/.exec(quotedPrintable(mail.data))?.[1];
      if (code) expect(joined).not.toContain(code);
    }
  });
});

describe("'Minha conta' with Hubsoft's central password turned on", () => {
  let hubsoft: FakeHubsoft;
  let other: TestServer;
  let hubsoftAccount: SubscriberAccount;
  beforeAll(async () => {
    hubsoft = await startFakeHubsoft();
    other = await createTestServer({
      seed: false,
      erp: createHubsoftAdapter({
        allowPrivateAddresses: true,
        url: hubsoft.url,
        token: FAKE_HUBSOFT_TOKEN,
        centralSignIn: true,
      }),
      site: fakeSite(["/minha-conta", "/404"], async (_request, context) => {
        hubsoftAccount = context.subscriberAccount!;
        return new Response("ok");
      }),
    });
    await other.app.request(`${ORIGIN}/minha-conta`, {}, fromAddress("10.70.0.1"));
  });
  afterAll(async () => {
    await other?.close();
    await hubsoft?.close();
  });

  it("signs in with the subscriber central's password, and answers a wrong one as an unknown CPF", async () => {
    const signedIn = await hubsoftAccount.signInWithPassword(MARIA_CPF, "senha-da-central", "10.70.0.2");
    expect(signedIn.kind).toBe("signed-in");
    if (signedIn.kind === "signed-in") {
      expect(signedIn.session.via).toBe("password");
      // A password sign-in confirmed no code: a sensitive action asks for one.
      expect(hasFreshCode(signedIn.session)).toBe(false);
    }
    expect(await hubsoftAccount.signInWithPassword(MARIA_CPF, "errada", "10.70.0.2")).toEqual({ kind: "wrong" });
    expect(await hubsoftAccount.signInWithPassword(STRANGERS[3]!, "senha-da-central", "10.70.0.2")).toEqual({
      kind: "wrong",
    });
    // Five tries per CPF in fifteen minutes, whoever tries.
    for (let i = 0; i < 3; i += 1) await hubsoftAccount.signInWithPassword(MARIA_CPF, "errada", `10.70.1.${i}`);
    expect(await hubsoftAccount.signInWithPassword(MARIA_CPF, "senha-da-central", "10.70.2.1")).toEqual({
      kind: "limited",
    });
    expect(ACCOUNT_MESSAGES.wrongPassword).toBe("CPF/CNPJ ou senha incorretos.");
  });
});

/** A valid CPF of nobody (its check digits computed), the n-th of a series. */
function madeUpCpf(n: number): string {
  const digits = String(500_000_000 + n).padStart(9, "0").split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}
