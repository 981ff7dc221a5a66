import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { offerDay } from "../../domain";
import { funnelRate, periodChange } from "../../domain/marketing";
import { leads, trafficCounts } from "../db/schema";
import { dashboardData } from "../services/dashboard";
import { CALLBACK_LEAD, COVERAGE_LEAD, insertLead } from "../testing/lead-fixtures";
import { createTestServer, type TestServer } from "../testing/test-server";

// Issue 68, point 6: the Painel compares the period with the one just before, and a subscriber's 'Aviso
// de falha' is counted apart from the sales contacts.

const DAY_MS = 86_400_000;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("the Painel's periods (issue 68)", () => {
  it("gives the period before as long, and counts 'Aviso de falha' apart from the sales contacts", async () => {
    server = await createTestServer({ seed: false });
    const { database } = server;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await insertLead(database, COVERAGE_LEAD);
    await insertLead(database, CALLBACK_LEAD, { createdAt: daysAgo(1) });
    // The period before (8 to 14 days ago, for 7 days): one contact.
    await insertLead(database, COVERAGE_LEAD, { createdAt: daysAgo(10) });
    // Before both: left out.
    await insertLead(database, COVERAGE_LEAD, { createdAt: daysAgo(20) });
    // Subscribers' outage notices: today and in the period before.
    for (const createdAt of [now, daysAgo(2), daysAgo(9)]) {
      const id = await insertLead(database, CALLBACK_LEAD, { createdAt });
      await database.db.update(leads).set({ kind: "outage" }).where(eq(leads.id, id));
    }
    await database.db.insert(trafficCounts).values([
      { day: offerDay(now), kind: "view", key: "/", count: 200 },
      { day: offerDay(now), kind: "coverage_check", key: "", count: 20 },
      { day: offerDay(daysAgo(10)), kind: "view", key: "/", count: 100 },
      { day: offerDay(daysAgo(10)), kind: "coverage_check", key: "", count: 8 },
      { day: offerDay(daysAgo(20)), kind: "view", key: "/", count: 5000 },
    ]);

    const data = await dashboardData(database.db, 7, now);
    expect(data.funnel).toEqual({ pageViews: 200, coverageChecks: 20, leads: 2, signUps: 0 });
    expect(data.previousFunnel).toEqual({ pageViews: 100, coverageChecks: 8, leads: 1, signUps: 0 });
    expect(data.outageNotices).toEqual({ current: 2, previous: 1 });
    // The contacts' breakdowns hold sales contacts only.
    expect(data.byForm.map((row) => row.label)).not.toContain("Aviso de falha");
    expect(data.perDay.reduce((sum, day) => sum + day.leads, 0)).toBe(2);

    // What the Painel shows of them: a step's share of the one before, and the change against the period before.
    expect(funnelRate(data.funnel.coverageChecks, data.funnel.pageViews)).toBe(10);
    expect(funnelRate(data.funnel.leads, data.funnel.coverageChecks)).toBe(10);
    expect(funnelRate(1, 0)).toBeNull();
    expect(periodChange(data.funnel.pageViews, data.previousFunnel.pageViews)).toBe(100);
    expect(periodChange(data.funnel.coverageChecks, data.previousFunnel.coverageChecks)).toBe(150);
    expect(periodChange(3, 0)).toBeNull();
  });
});
