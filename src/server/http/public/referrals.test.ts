import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_MESSAGES } from "../../../domain";
import { referrals } from "../../db/schema";
import {
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  memoryLogger,
  type TestServer,
} from "../../testing/test-server";
import { limitedAddress } from "../../client-address";

// POST /api/referrals, as the /indique page calls it: stored first, per-field errors, a honeypot, a
// per-address hourly limit, and no CPF, phone or e-mail in the log.

const log = memoryLogger();
let server: TestServer;
let storedSignals = 0;
beforeAll(async () => {
  server = await createTestServer({
    seed: false,
    logger: log.logger,
    onReferralStored: () => {
      storedSignals++;
    },
  });
});
afterAll(() => server.close());

const REFERRER = {
  name: "Maria da Silva",
  phone: "(27) 9 9876-5432",
  email: "Maria.Silva@Example.com",
  cpf: "529.982.247-25",
};
const FRIEND = { name: "João Souza", phone: "27 3322-1100", email: "joao@example.com", cpf: "11144477735" };

const post = (body: unknown, address = "10.9.0.1") =>
  server.app.request("/api/referrals", jsonRequest("POST", body), fromAddress(address));

const storedRows = () => server.database.db.select().from(referrals);

describe("limitedAddress", () => {
  it("keeps IPv4 addresses, unwraps IPv4-mapped ones, and cuts IPv6 to its /64", () => {
    expect(limitedAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(limitedAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitedAddress("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(limitedAddress("2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(limitedAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitedAddress("::1")).toBe("0:0:0:0::/64");
  });
});

describe("POST /api/referrals", () => {
  it("answers 201 once the referral is stored: CPFs sealed, their masks beside them, phones as digits", async () => {
    const response = await post({ referrer: REFERRER, friend: FRIEND });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      referrerName: "Maria da Silva",
      referrerPhone: "27998765432",
      referrerEmail: "maria.silva@example.com",
      referrerCpfMasked: "***.982.247-**",
      friendName: "João Souza",
      friendPhone: "2733221100",
      friendEmail: "joao@example.com",
      friendCpfMasked: "***.444.777-**",
      status: "pending",
      attempts: 0,
      contactedAt: null,
    });
    // Neither CPF is anywhere in the row in clear, punctuated or not; nor is the sender's address.
    const stored = JSON.stringify(row);
    for (const secret of ["52998224725", "529.982.247-25", "11144477735", "111.444.777-35", "10.9.0.1"]) {
      expect(stored).not.toContain(secret);
    }
    expect(row.referrerCpfEncrypted).toMatch(/^v1\./);
    expect(row.referrerCpfEncrypted).not.toBe(row.friendCpfEncrypted);
  });

  it("answers 400 with each wrong field's message under its side, both sides at once, and stores nothing", async () => {
    const before = (await storedRows()).length;
    const response = await post({
      referrer: { name: "M", phone: "123", email: "maria@", cpf: "529.982.247-26" },
      friend: { ...FRIEND, name: " ", email: "joao" },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "invalid",
      message: "Verifique os campos destacados.",
      fields: {
        "referrer.name": REFERRAL_MESSAGES.name,
        "referrer.phone": REFERRAL_MESSAGES.phone,
        "referrer.email": REFERRAL_MESSAGES.email,
        "referrer.cpf": REFERRAL_MESSAGES.cpf,
        "friend.name": REFERRAL_MESSAGES.name,
        "friend.email": REFERRAL_MESSAGES.email,
      },
    });
    expect((await storedRows()).length).toBe(before);
  });

  it("refuses a self-referral on the friend's CPF, however it is punctuated", async () => {
    const response = await post({ referrer: REFERRER, friend: { ...FRIEND, cpf: "52998224725" } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ "friend.cpf": REFERRAL_MESSAGES.selfReferral });
  });

  it("answers 400 invalid_body to a body that is not a JSON object, or not declared JSON", async () => {
    const response = await server.app.request(
      "/api/referrals",
      { ...jsonRequest("POST", {}), body: "[1,2]" },
      fromAddress("10.9.0.2"),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("invalid_body");
    const text = await server.app.request(
      "/api/referrals",
      {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "http://localhost" },
        body: JSON.stringify({ referrer: REFERRER, friend: FRIEND }),
      },
      fromAddress("10.9.0.2"),
    );
    expect(text.status).toBe(400);
    expect((await errorOf(text)).code).toBe("invalid_body");
  });

  it("answers a filled honeypot as if stored, and stores nothing", async () => {
    const before = (await storedRows()).length;
    const response = await post(
      { referrer: REFERRER, friend: FRIEND, website: "https://spam.example" },
      "10.9.0.3",
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect((await storedRows()).length).toBe(before);
  });

  it("answers 429 to the sixth referral within an hour from one address, not to another address", async () => {
    const address = "10.9.1.1";
    for (let i = 0; i < 5; i++) {
      const response = await post({ referrer: REFERRER, friend: FRIEND }, address);
      expect(response.status, `referral ${i + 1}`).toBe(201);
    }
    const refused = await post({ referrer: REFERRER, friend: FRIEND }, address);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ code: "rate_limited", message: REFERRAL_MESSAGES.rateLimited });

    expect((await post({ referrer: REFERRER, friend: FRIEND }, "10.9.1.2")).status).toBe(201);

    // Referrals older than an hour no longer count.
    await server.database.db.execute(sql`update referrals set created_at = now() - interval '61 minutes'`);
    expect((await post({ referrer: REFERRER, friend: FRIEND }, address)).status).toBe(201);
  });

  it("counts an IPv6 sender by its /64 network: another address of the same line shares the limit", async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await post({ referrer: REFERRER, friend: FRIEND }, `2001:db8:1:2::${i}`)).status).toBe(201);
    }
    expect((await post({ referrer: REFERRER, friend: FRIEND }, "2001:db8:1:2:aaaa::6")).status).toBe(429);
    expect((await post({ referrer: REFERRER, friend: FRIEND }, "2001:db8:1:3::1")).status).toBe(201);
  });

  it("holds the limit under a burst: of twelve simultaneous referrals from one address, five are stored", async () => {
    const address = "10.9.2.1";
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post({ referrer: REFERRER, friend: FRIEND }, address)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
  });

  it("tells the delivery worker once per stored referral, and not for a refused or bot one", async () => {
    const before = storedSignals;
    expect((await post({ referrer: REFERRER, friend: FRIEND }, "10.9.3.1")).status).toBe(201);
    expect(storedSignals).toBe(before + 1);
    await post({ referrer: { ...REFERRER, cpf: "1" }, friend: FRIEND }, "10.9.3.1");
    await post({ referrer: REFERRER, friend: FRIEND, website: "http://spam.example" }, "10.9.3.1");
    expect(storedSignals).toBe(before + 1);
  });

  it("answers 413 to a body over the JSON limit", async () => {
    const response = await post(
      { referrer: { ...REFERRER, name: "x".repeat(70_000) }, friend: FRIEND },
      "10.9.2.1",
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("payload_too_large");
  });

  it("answers 500 in the API's shape when the referral cannot be stored", async () => {
    const { db } = server.database;
    await db.execute(sql`alter table referrals rename to referrals_away`);
    try {
      const response = await post({ referrer: REFERRER, friend: FRIEND }, "10.9.3.1");
      expect(response.status).toBe(500);
      expect((await errorOf(response)).code).toBe("internal_error");
    } finally {
      await db.execute(sql`alter table referrals_away rename to referrals`);
    }
  });

  it("never writes a CPF, phone or e-mail to the log", () => {
    const lines = log.lines();
    expect(lines).toContain("/api/referrals");
    expect(lines).toContain("unhandled error");
    for (const value of [
      "52998224725",
      "529.982.247",
      "11144477735",
      "27998765432",
      "9876-5432",
      "2733221100",
      "maria.silva@example.com",
      "Maria.Silva",
      "joao@example.com",
    ]) {
      expect(lines).not.toContain(value);
    }
  });
});
