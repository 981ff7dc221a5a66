import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { leads, marketingSettings, networkNotices } from "../db/schema";
import { createReferralCipher } from "../referrals/cipher";
import { subscribeToOutage } from "../services/outage-leads";
import { createTestServer, type TestServer } from "../testing/test-server";

// Issue 66 (the hostile probe of 2026-11-28), points 3 and 6: no form tells who is on a list, and the
// desk's bearers (proofs, tokens, draft keys, document links) end and count.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("'Avise-me quando acabar' (M-AVISE)", () => {
  async function failureGoingOn() {
    server = await createTestServer({ seed: false });
    const db = server.database.db;
    // The SMTP server set: the desk offers the e-mail channel.
    await db
      .insert(marketingSettings)
      .values({ id: 1, smtpHost: "127.0.0.1", smtpPort: 2525, smtpFrom: "avisos@provedor.example" });
    const [notice] = await db
      .insert(networkNotices)
      .values({ kind: "falha", title: "Rompimento de fibra", startsAt: new Date(Date.now() - 60_000) })
      .returning({ id: networkNotices.id });
    const cipher = createReferralCipher(randomBytes(32));
    const ask = (email: string, address: string) =>
      subscribeToOutage(
        db,
        cipher,
        { email, whatsapp: "", consent: true },
        { noticeIds: [notice!.id], name: "Maria", city: { name: "Vila Velha", state: "ES" } },
        address,
        { perHour: 5 },
      );
    return { db, ask };
  }

  it("answers a contact already waiting as a new one, counts it the same, and answers the limit first", async () => {
    const { db, ask } = await failureGoingOn();
    // The victim asks from their own address.
    expect(await ask("vitima@example.com", "10.66.0.1")).toEqual({ outcome: "stored" });

    // A prober sends the victim's e-mail among fresh ones: the victim's costs a submission like any other.
    const prober = "10.66.0.2";
    const answers = [];
    for (const email of [
      "a@example.com",
      "vitima@example.com",
      "b@example.com",
      "c@example.com",
      "d@example.com",
    ])
      answers.push(await ask(email, prober));
    expect(answers).toEqual(Array(5).fill({ outcome: "stored" }));
    // Past the limit, the victim's e-mail and a never-seen one get the same words and the same time.
    const victim = await ask("vitima@example.com", prober);
    const stranger = await ask("nunca-visto@example.com", prober);
    expect(victim.outcome).toBe("rateLimited");
    expect(stranger).toEqual(victim);

    // Another prober who never names the victim is limited at the same submission.
    const control = "10.66.0.3";
    for (const email of ["e@example.com", "f@example.com", "g@example.com", "h@example.com", "i@example.com"])
      expect(await ask(email, control)).toEqual({ outcome: "stored" });
    expect((await ask("j@example.com", control)).outcome).toBe("rateLimited");

    // The victim is still on the list once: asking again stored nothing more.
    const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, "vitima@example.com"));
    expect(rows).toHaveLength(1);
  });
});
