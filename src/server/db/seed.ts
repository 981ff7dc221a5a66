import { and, count, eq, inArray } from "drizzle-orm";
import { EMPTY_SITE_SETTINGS, nameKey, pagePublication, STREAMING_CATALOGUE } from "../../domain";
import type { SiteSettingsInput } from "../../domain/schemas";
import { changesOf } from "../changes";
import { renderMarkdown } from "../content/markdown";
import { SEEDED_ENTITIES } from "../entities";
import type { Tx } from "../services/console-writes";
import { reconcileOfferVersions, syncOfferVersion } from "../services/offer-versions";
import type { Database, Db } from "./client";
import { cityRow } from "./factories";
import {
  articles,
  auditLog,
  bannerSettings,
  banners,
  businessPlanCities,
  businessPlans,
  cities,
  cityCepRanges,
  offerVersions,
  pages,
  planCities,
  plans,
  siteSettings,
  streamingBanners,
  streamingServices,
} from "./schema";
import { STARTING_ARTICLES } from "./seed-articles";
import {
  DEMO_BANNERS,
  DEMO_BUSINESS_PLANS,
  DEMO_CITIES,
  DEMO_OFFER_HISTORY,
  DEMO_PLANS,
  DEMO_PUBLISHED_AT,
  DEMO_SITE_SETTINGS,
  DEMO_STREAMING_BANNERS,
} from "./seed-data";
import { STARTING_PAGES } from "./seed-pages";

/** The singleton rows every install needs; an existing row is never overwritten. */
export async function ensureSettingsRows(
  db: Db,
  settings: SiteSettingsInput = EMPTY_SITE_SETTINGS,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...settings })
    .onConflictDoNothing();
  await db.insert(bannerSettings).values({ id: 1 }).onConflictDoNothing();
}

/**
 * The site's starting content (decisions 0036, 0041): the editable pages' texts and the blog's articles it
 * shipped in code, and every stored body's HTML as today's renderer draws it (renderStoredHtmlAgain). Articles are written once into an install that has none and never wrote one (an audit
 * entry of `articles`), so staff who deleted them all do not see them come back. Returns whether it wrote
 * anything.
 */
export async function ensureStartingContent(db: Db): Promise<boolean> {
  // Editable pages (decision 0041) cannot be deleted: any page the install lacks (a new one in PAGE_KEYS)
  // is written with its starting text; one that exists keeps what staff wrote.
  const pagesWritten = await db
    .insert(pages)
    .values(
      STARTING_PAGES.map((page) => {
        const values = { ...page, bodyHtml: renderMarkdown(page.body), imageUrl: "", imageAlt: "" };
        const cover = { imageWidth: null, imageHeight: null };
        return { ...values, ...cover, published: pagePublication({ ...values, ...cover }) };
      }),
    )
    .onConflictDoNothing({ target: pages.key })
    .returning({ id: pages.id });
  const articlesWritten = await ensureStartingArticles(db);
  const redrawn = await renderStoredHtmlAgain(db);
  return articlesWritten || pagesWritten.length > 0 || redrawn > 0;
}

/**
 * The HTML stored with each article and page (decision 0036), drawn again by today's renderer: a change of
 * the renderer (external links opening in a new tab, issue 35) reaches what an install saved before it, at
 * its next start, without waiting for staff to save every record. A row whose HTML is already today's is
 * left alone, so a start writes nothing after the first, and processes starting together write the same
 * values. The row's `updated_at` stays (nobody changed the text: a form open in the console still saves).
 * A page's published copy keeps only HTML: it is drawn again when it is the working text's (the usual case);
 * a copy older than a change waiting for its 'Publicar em' is replaced by that change when it goes live.
 * Returns how many rows were written.
 */
async function renderStoredHtmlAgain(db: Db): Promise<number> {
  let written = 0;
  for (const row of await db.select().from(articles)) {
    const bodyHtml = renderMarkdown(row.body);
    if (bodyHtml === row.bodyHtml) continue;
    await db.update(articles).set({ bodyHtml, updatedAt: row.updatedAt }).where(eq(articles.id, row.id));
    written++;
  }
  for (const row of await db.select().from(pages)) {
    const bodyHtml = renderMarkdown(row.body);
    const copyIsCurrent = row.published?.bodyHtml === row.bodyHtml;
    if (bodyHtml === row.bodyHtml) continue;
    const published = row.published && copyIsCurrent ? { ...row.published, bodyHtml } : row.published;
    await db.update(pages).set({ bodyHtml, published, updatedAt: row.updatedAt }).where(eq(pages.id, row.id));
    written++;
  }
  return written;
}

async function ensureStartingArticles(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(articles);
  if ((existing?.n ?? 0) > 0) return false;
  const [written] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, "articles"));
  if ((written?.n ?? 0) > 0) return false;
  const inserted = await db
    .insert(articles)
    .values(
      STARTING_ARTICLES.map(({ publishedAt, ...article }) => ({
        ...article,
        bodyHtml: renderMarkdown(article.body),
        status: "published" as const,
        publishedAt: new Date(publishedAt),
        createdAt: new Date(publishedAt),
        updatedAt: new Date(publishedAt),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: articles.id });
  return inserted.length > 0;
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [cityCount] = await db.select({ n: count() }).from(cities);
  const [planCount] = await db.select({ n: count() }).from(plans);
  return (cityCount?.n ?? 0) === 0 && (planCount?.n ?? 0) === 0;
}

/**
 * Writes the demo catalogue and announces it to every cache (changes.ts). Idempotent: every row is
 * matched by its natural key (city name and state, plan name, service name, banner title), so a second
 * run adds nothing.
 */
export async function seedDemoData(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await ensureSettingsRows(tx as unknown as Db, DEMO_SITE_SETTINGS);
    await ensureStartingContent(tx as unknown as Db);

    // Cities and CEP ranges: one statement each, whatever their number (~100 cities start in milliseconds).
    await tx
      .insert(cities)
      .values(DEMO_CITIES.map(([name, state, isActive]) => cityRow(name, state, isActive)))
      .onConflictDoNothing();
    const cityRows = await tx.select({ id: cities.id, state: cities.state, name: cities.name }).from(cities);
    const demoCityKeys = new Set(DEMO_CITIES.map(([name, state]) => `${name}/${state}`));
    const demoCities = cityRows.filter((city) => demoCityKeys.has(`${city.name}/${city.state}`));
    const cityIdByKey = new Map(demoCities.map((city) => [`${city.name}/${city.state}`, city.id]));
    const ranges = DEMO_CITIES.flatMap(([name, state, , cepRanges]) => {
      const cityId = cityIdByKey.get(`${name}/${state}`);
      return cityId === undefined
        ? []
        : cepRanges.map(([cepStart, cepEnd]) => ({ cityId, cepStart, cepEnd }));
    });
    // A range already there (a second run) or overlapping one staff typed conflicts with the exclusion
    // constraint and is skipped: the seed never overwrites what staff keep.
    if (ranges.length > 0) await tx.insert(cityCepRanges).values(ranges).onConflictDoNothing();

    await tx
      .insert(streamingServices)
      .values(
        STREAMING_CATALOGUE.map((entry) => ({
          name: entry.name,
          nameKey: nameKey(entry.name),
          // Each file says its source: the real mark where simple-icons 16.37.0 (CC0 1.0) draws one, else the
          // service's name set in type.
          iconUrl: `/images/streaming/${entry.id}.svg`,
        })),
      )
      .onConflictDoNothing();

    const existingPlans = new Set(
      (
        await tx
          .select({ name: plans.name })
          .from(plans)
          .where(
            inArray(
              plans.name,
              DEMO_PLANS.map((p) => p.name),
            ),
          )
      ).map((row) => row.name),
    );
    for (const { inMinas, ...plan } of DEMO_PLANS) {
      if (existingPlans.has(plan.name)) continue;
      const [created] = await tx.insert(plans).values(plan).returning({ id: plans.id });
      const offeredIn = demoCities.filter((city) => inMinas || city.state === "ES");
      if (created && offeredIn.length > 0) {
        await tx
          .insert(planCities)
          .values(offeredIn.map((city) => ({ planId: created.id, cityId: city.id })))
          .onConflictDoNothing();
      }
    }

    // Banners: each names the plan it sells by the plan's name (resolved here, after the plans).
    const existingBanners = new Set(
      (await tx.select({ title: banners.title }).from(banners)).map((row) => row.title),
    );
    const newBanners = DEMO_BANNERS.filter((banner) => !existingBanners.has(banner.title));
    if (newBanners.length > 0) {
      const planIds = new Map(
        (
          await tx
            .select({ id: plans.id, name: plans.name })
            .from(plans)
            .where(
              inArray(
                plans.name,
                newBanners.map((banner) => banner.planName),
              ),
            )
        ).map((row) => [row.name, row.id]),
      );
      await tx
        .insert(banners)
        .values(
          newBanners.map(({ planName, ...banner }) => ({ ...banner, planId: planIds.get(planName) ?? null })),
        );
    }

    for (const banner of DEMO_STREAMING_BANNERS) {
      const [found] = await tx
        .select({ id: streamingBanners.id })
        .from(streamingBanners)
        .where(
          and(
            eq(streamingBanners.title, banner.title),
            eq(streamingBanners.streamingService, banner.streamingService),
          ),
        );
      if (!found) await tx.insert(streamingBanners).values(banner);
    }

    const existingBusiness = new Set(
      (await tx.select({ name: businessPlans.name }).from(businessPlans)).map((row) => row.name),
    );
    for (const { allCities, ...plan } of DEMO_BUSINESS_PLANS) {
      if (existingBusiness.has(plan.name)) continue;
      const [created] = await tx.insert(businessPlans).values(plan).returning({ id: businessPlans.id });
      const offeredIn = demoCities.filter((city) => allCities || city.state === "ES");
      if (created && offeredIn.length > 0) {
        await tx
          .insert(businessPlanCities)
          .values(offeredIn.map((city) => ({ businessPlanId: created.id, cityId: city.id })))
          .onConflictDoNothing();
      }
    }

    await seedOfferVersions(tx as unknown as Tx, new Date());
  });
  // What the seed wrote, as the entity registry lists it (each entity's `seeded`).
  await changesOf(database).announce({ entities: SEEDED_ENTITIES });
}

// ---- Demo offers (issue 19): the repository's versions, kept apart from the cities above. ----

/** A demo date, or `now` when the clock is earlier: no version starts in the future. */
const notAfter = (iso: string, now: Date) => new Date(Math.min(Date.parse(iso), now.getTime()));

/**
 * The versions of the demo offers, published on DEMO_PUBLISHED_AT: each DEMO_OFFER_HISTORY plan first as
 * it was then (a version closed at its `changedAt`, with the cities it was sold in), then every plan on
 * sale gets its open version. A plan with versions already is left as it is, so a second run adds nothing.
 */
async function seedOfferVersions(tx: Tx, now: Date): Promise<void> {
  const publishedAt = notAfter(DEMO_PUBLISHED_AT, now);
  for (const { plan: name, before, changedAt } of DEMO_OFFER_HISTORY) {
    const [row] = await tx.select().from(plans).where(eq(plans.name, name));
    if (!row) continue;
    const [versioned] = await tx
      .select({ id: offerVersions.id })
      .from(offerVersions)
      .where(and(eq(offerVersions.kind, "plan"), eq(offerVersions.planId, row.id)));
    if (versioned) continue;
    await syncOfferVersion(tx, "plan", row.id, { ...row, ...before }, publishedAt);
    await syncOfferVersion(tx, "plan", row.id, row, notAfter(changedAt, now));
  }
  await reconcileOfferVersions(tx, publishedAt);
}
