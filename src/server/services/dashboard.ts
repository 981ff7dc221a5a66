import { and, eq, gte, isNotNull, like, sql } from "drizzle-orm";
import { LEAD_KIND_LABELS, offerDay, withCepCity } from "../../domain";
import type { DashboardCount, DashboardData, DashboardPeriod } from "../../domain/marketing";
import type { Db } from "../db/client";
import { leads, signUps as signUpsTable, trafficCounts } from "../db/schema";
import { listCepCities } from "./cep-ranges";

// The console's Painel (decision 0068): counts only, never a person. Leads per Brasília day and by city,
// plan, form and campaign (the first touch's utm_campaign, issue 57); the funnel from page views (counted
// by the server, traffic/counter.ts) through coverage checks and leads to sign-ups; the offer pages most
// viewed. Sign-ups are the 'Contrate online' ones the site stores (sign_ups), confirmed (a draft whose
// summary was never accepted is no sign-up), counted on the Brasília day they were created.

const DAY_MS = 86_400_000;
const CITY_UNKNOWN = "Não informada";
/** A lead whose visit came from no campaign (or from a link without utm_campaign). */
export const NO_CAMPAIGN = "(sem campanha)";
const TOP = 10;

/** The Brasília days of the period, oldest first, ending today. */
export function periodDays(days: number, now: Date): string[] {
  const list: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1)
    list.push(offerDay(new Date(now.getTime() - back * DAY_MS)));
  // Around a change of time zone offset two instants may give one day: keep each once.
  return [...new Set(list)];
}

const ranked = (counts: Map<string, number>, limit = TOP): DashboardCount[] =>
  [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "pt-BR"))
    .slice(0, limit);

const bump = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** Confirmed sign-ups per Brasília day of their creation, since `since`. */
async function signUpsPerDay(db: Db, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ createdAt: signUpsTable.createdAt })
    .from(signUpsTable)
    .where(and(gte(signUpsTable.createdAt, since), isNotNull(signUpsTable.confirmedAt)));
  const perDay = new Map<string, number>();
  for (const row of rows) bump(perDay, offerDay(row.createdAt));
  return perDay;
}

/** '/ofertas/rit-p12-v3' as its offer code, 'RIT-P12-V3'. */
function offerCodeOf(path: string): string {
  const segment = path.slice("/ofertas/".length);
  try {
    return decodeURIComponent(segment).toUpperCase();
  } catch {
    return segment.toUpperCase();
  }
}

export async function dashboardData(db: Db, days: DashboardPeriod, now = new Date()): Promise<DashboardData> {
  const dayList = periodDays(days, now);
  const first = dayList[0]!;
  // Issue 68: the period just before, as long, for the change against it.
  const previousList = periodDays(days, new Date(now.getTime() - days * DAY_MS)).filter((day) => day < first);
  const previousFirst = previousList[0] ?? first;
  // A day early, so the first Brasília day is whole; rows outside the days are left out below.
  const since = new Date(now.getTime() - (2 * days + 1) * DAY_MS);
  const inPeriod = new Set(dayList);
  const inPrevious = new Set(previousList);

  const [rows, cepCities, traffic, offers, signUps] = await Promise.all([
    db
      .select({
        kind: leads.kind,
        city: leads.city,
        uf: leads.uf,
        cep: leads.cep,
        planName: leads.planName,
        campaign: sql<string | null>`${leads.attribution}->>'campaign'`,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(gte(leads.createdAt, since)),
    listCepCities(db),
    db
      .select({
        kind: trafficCounts.kind,
        day: trafficCounts.day,
        total: sql<number>`coalesce(sum(${trafficCounts.count}), 0)::int`,
      })
      .from(trafficCounts)
      .where(gte(trafficCounts.day, previousFirst))
      .groupBy(trafficCounts.kind, trafficCounts.day),
    db
      .select({ key: trafficCounts.key, total: sql<number>`sum(${trafficCounts.count})::int` })
      .from(trafficCounts)
      .where(
        and(
          gte(trafficCounts.day, first),
          eq(trafficCounts.kind, "view"),
          like(trafficCounts.key, "/ofertas/%"),
        ),
      )
      .groupBy(trafficCounts.key)
      .orderBy(sql`sum(${trafficCounts.count}) desc`, trafficCounts.key)
      .limit(TOP),
    signUpsPerDay(db, since),
  ]);

  const perDay = new Map(dayList.map((day) => [day, 0]));
  const byCity = new Map<string, number>();
  const byPlan = new Map<string, number>();
  const byForm = new Map<string, number>();
  const byCampaign = new Map<string, number>();
  let total = 0;
  let previousTotal = 0;
  const outageNotices = { current: 0, previous: 0 };
  for (const row of rows) {
    const day = offerDay(row.createdAt);
    // Issue 68: a subscriber's 'Aviso de falha' is support, not a sales contact: counted apart.
    if (row.kind === "outage") {
      if (inPeriod.has(day)) outageNotices.current += 1;
      else if (inPrevious.has(day)) outageNotices.previous += 1;
      continue;
    }
    if (inPrevious.has(day)) previousTotal += 1;
    if (!inPeriod.has(day)) continue;
    total += 1;
    bump(perDay, day);
    // A lead that gave only a CEP counts in the city its CEP belongs to, as Contatos shows it.
    const placed = withCepCity({ city: row.city, uf: row.uf, cep: row.cep, cepPlace: undefined }, cepCities);
    bump(byCity, placed.city ? `${placed.city}${placed.uf ? ` - ${placed.uf}` : ""}` : CITY_UNKNOWN);
    if (row.planName) bump(byPlan, row.planName);
    bump(byForm, LEAD_KIND_LABELS[row.kind]);
    bump(byCampaign, row.campaign?.trim() || NO_CAMPAIGN);
  }
  const signUpTotal = dayList.reduce((sum, day) => sum + (signUps.get(day) ?? 0), 0);
  const previousSignUps = previousList.reduce((sum, day) => sum + (signUps.get(day) ?? 0), 0);
  const trafficTotal = (kind: string, current = true) =>
    traffic
      .filter((row) => row.kind === kind && (current ? row.day >= first : row.day < first))
      .reduce((sum, row) => sum + Number(row.total), 0);

  return {
    days,
    perDay: dayList.map((day) => ({ day, leads: perDay.get(day) ?? 0, signUps: signUps.get(day) ?? 0 })),
    byCity: ranked(byCity),
    byPlan: ranked(byPlan),
    byForm: ranked(byForm),
    byCampaign: ranked(byCampaign),
    funnel: {
      pageViews: trafficTotal("view"),
      coverageChecks: trafficTotal("coverage_check"),
      leads: total,
      signUps: signUpTotal,
    },
    previousFunnel: {
      pageViews: trafficTotal("view", false),
      coverageChecks: trafficTotal("coverage_check", false),
      leads: previousTotal,
      signUps: previousSignUps,
    },
    outageNotices,
    topOffers: offers.map((row) => ({
      label: offerCodeOf(row.key),
      count: Number(row.total),
    })),
  };
}
