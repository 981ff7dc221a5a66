// The security suite: thousands of random and hostile requests against every API route in the route
// table, signed in and not. No answer is a 5xx; every 4xx is the one error shape, in pt-BR; and the
// database afterwards holds only rows that pass the shared schemas.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBusinessRequest, checkCallbackRequest, checkCoverageRequest, PLAN_TYPES } from "../../domain";
import { hasControlCharacters, planInputSchema } from "../../domain/schemas";
import { leads, plans } from "../db/schema";
import { planInput } from "../testing/factories";
import { createTestServer, fromAddress, ORIGIN, staffCookie, type TestServer } from "../testing/test-server";
import { XSS_PAYLOADS } from "../testing/xss-payloads";
import { concretePath, honoRoutes, type RouteRef } from "./route-table";

/** Requests in all, shared by the API routes found: enough to find faults, few enough for CI. */
const TOTAL_REQUESTS = 3_000;

/** zod's English defaults and other English error words: none may reach a caller. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|too (big|small)|unrecognized|not found|unauthorized|forbidden|error|failed|bad request|payload|internal)\b/i;
const PORTUGUESE =
  /[ãõçáéíóúâêôà]|\b(não|deve|informe|envie|dados|recurso|sessão|acesso|entrada|esperava|tente|selecione|preencha|escolha|digite|verifique|aguarde|recarregue|existe|uma?|precisa|caracteres)\b/i;

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
  cookie = await staffCookie(server);
});
afterAll(() => server.close());

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ maxLength: 3000 }),
  fc.constantFrom(
    "abc\u0000def",
    "\u0000",
    "\u0007\u001b[31m",
    "\ud800",
    "\u202eevil",
    "'; drop table plans; --",
    ...XSS_PAYLOADS,
    "x".repeat(20_000),
    "  ",
    "R$ 1.000,00",
    "1e309",
    "__proto__",
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -0, 0.1 + 0.2, 99_999_999.999, -1),
);
const leaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 30 }),
  fc.dictionary(fc.string({ maxLength: 10 }), leaf, { maxKeys: 5 }),
  fc.integer({ min: 1, max: 2_000 }).map((depth) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`)),
);

const validPlan = { ...planInput(), isActive: true };
const planKeys = Object.keys(validPlan);
/** A coverage request as the form sends it (lead routes take it; a hostile field may still get one stored). */
const validLead = {
  name: "Ana Souza",
  phone: "27999998888",
  city: "Campinas",
  uf: "SP",
  cep: "",
  consent: true,
};
const leadKeys = [...Object.keys(validLead), "planId", "planName", "cnpj", "website"];

/** Raw body texts: JSON of hostile shapes, near-valid plans with one hostile field, and non-JSON. */
const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .tuple(fc.constantFrom(...planKeys, "extra", "__proto__", "constructor"), hostileValue)
    .map(([key, value]) => JSON.stringify({ ...validPlan, [key]: value })),
  fc
    .record(
      Object.fromEntries(planKeys.map((key) => [key, hostileValue])) as Record<string, fc.Arbitrary<unknown>>,
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom(...PLAN_TYPES).map((type) => JSON.stringify({ ...validPlan, type, name: `Plano ${type}` })),
  fc
    .tuple(fc.constantFrom(...leadKeys, "__proto__"), hostileValue)
    .map(([key, value]) => JSON.stringify({ ...validLead, [key]: value })),
  // Duplicate keys: the last one wins in JSON.parse, the first one must not slip through.
  hostileText.map(
    (value) =>
      `{"name":"Plano Válido","name":${JSON.stringify(value)},"downloadMbps":1,"price":1,"type":"Internet","isActive":false}`,
  ),
  fc.constantFrom(
    "",
    "{",
    "null",
    "[]",
    "NaN",
    "Infinity",
    '"texto"',
    "name=abc&price=1",
    '{"a":1}}',
    "\u0000",
  ),
  fc.string({ maxLength: 200 }),
);

const pathId = fc.oneof(
  fc.integer({ min: -5, max: 60 }).map(String),
  fc.constantFrom(
    "0x0C",
    "1e10",
    "2147483647",
    "2147483648",
    "99999999999",
    "-1",
    "+1",
    "01",
    " 1",
    "1.5",
    "NaN",
    "Infinity",
    "%00",
    "..",
    "1;",
    "1%20",
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const query = fc
  .dictionary(fc.string({ maxLength: 12 }), hostileText, { maxKeys: 4 })
  .map((params) => new URLSearchParams(params as Record<string, string>).toString());

const AUTH_ENDPOINTS = [
  "sign-in/email",
  "sign-out",
  "get-session",
  "sign-up/email",
  "update-user",
  "change-password",
  "list-sessions",
  "revoke-session",
  "revoke-sessions",
  "two-factor/verify-totp",
  "two-factor/verify-backup-code",
  "two-factor/enable",
  "two-factor/generate-backup-codes",
  "two-factor/disable",
  "two-factor/get-totp-uri",
  "nao-existe",
];

const request = (routes: RouteRef[]) =>
  fc.record({
    route: fc.constantFrom(...routes),
    id: pathId,
    rest: fc.oneof(fc.constantFrom(...AUTH_ENDPOINTS), fc.string({ maxLength: 20 }).map(encodeURIComponent)),
    query,
    body,
    contentType: fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "application/x-www-form-urlencoded",
      "text/plain",
      undefined,
    ),
    signedIn: fc.boolean(),
    // Mostly same-origin, so the body reaches the handlers; sometimes no Origin at all.
    withOrigin: fc.boolean().chain((first) => (first ? fc.constant(true) : fc.boolean())),
    address: fc.integer({ min: 1, max: 250 }),
  });

type Sample = ReturnType<typeof request> extends fc.Arbitrary<infer T> ? T : never;

async function send(sample: Sample): Promise<Response> {
  const { route } = sample;
  const url = `${concretePath(route.path, sample.id, sample.rest)}${sample.query ? `?${sample.query}` : ""}`;
  const headers: Record<string, string> = sample.withOrigin ? { origin: ORIGIN } : {};
  if (sample.contentType) headers["content-type"] = sample.contentType;
  if (sample.signedIn) headers.cookie = cookie;
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  return server.app.request(
    url,
    { method: route.method, headers, body: hasBody ? sample.body : undefined },
    fromAddress(`10.20.${sample.address}.1`),
  );
}

/** What is wrong with an answer; undefined when it is acceptable. */
async function problemWith(response: Response): Promise<string | undefined> {
  if (response.status >= 500) return `status ${response.status}: ${await response.text()}`;
  if (response.status < 400) return undefined;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `status ${response.status} is not JSON: ${text.slice(0, 200)}`;
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown; fields?: unknown } })?.error;
  if (!error || typeof error.code !== "string" || typeof error.message !== "string") {
    return `status ${response.status} is not the error shape: ${text.slice(0, 200)}`;
  }
  const messages = [error.message];
  if (error.fields !== undefined) {
    if (typeof error.fields !== "object" || error.fields === null) return `fields is not an object: ${text}`;
    for (const message of Object.values(error.fields)) {
      if (typeof message !== "string") return `a field message is not text: ${text}`;
      messages.push(message);
    }
  }
  for (const message of messages) {
    if (ENGLISH.test(message) || !PORTUGUESE.test(message)) return `not pt-BR: ${JSON.stringify(message)}`;
  }
  return undefined;
}

describe("hostile input against every API route", () => {
  it("never gets a 5xx, and every 4xx is pt-BR in the one error shape", async () => {
    const routes = honoRoutes(server.app).filter((route) => route.path.startsWith("/api/"));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const failures: string[] = [];
    const run = fc.assert(
      fc.asyncProperty(request(routes), async (sample) => {
        const problem = await problemWith(await send(sample));
        if (problem) failures.push(`${sample.route.method} ${sample.route.path}: ${problem}`);
        return problem === undefined;
      }),
      {
        numRuns: TOTAL_REQUESTS,
        seed: Number(process.env.FAST_CHECK_SEED ?? Date.now() % 2 ** 31),
        endOnFailure: true,
      },
    );
    await run.catch((error: Error) => {
      throw new Error(`${failures.join("\n")}\n${error.message}`);
    });
    expect(failures).toEqual([]);
  }, 240_000);

  it("leaves only leads that pass the forms' own checks", async () => {
    const rows = await server.database.db.select().from(leads);
    for (const row of rows) {
      const check =
        row.kind === "coverage"
          ? checkCoverageRequest({ ...row, cep: row.cep ?? "", consent: row.consentedAt !== null })
          : row.kind === "callback"
            ? checkCallbackRequest({ ...row, cityName: row.city ?? "", offerCode: row.offerCode ?? "" })
            : checkBusinessRequest({ ...row, contactName: row.name });
      expect(check.ok, JSON.stringify(row)).toBe(true);
    }
  });

  it("leaves only rows that pass the shared schemas", async () => {
    const rows = await server.database.db.select().from(plans);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // Every field the form edits, as stored, passes the form's schema again.
      const parsed = planInputSchema.safeParse(row);
      expect(parsed.success, JSON.stringify(row)).toBe(true);
      const texts = Object.values(row).flatMap((value) =>
        typeof value === "string" ? [value] : Array.isArray(value) ? value : [],
      );
      // Line breaks belong to the multi-line fields (usage notes, a combo's component prices), which the
      // schema has just passed; no field holds any other control character.
      for (const text of texts) {
        expect(hasControlCharacters(text, { multiline: true }), JSON.stringify(row)).toBe(false);
      }
    }
  });
});
