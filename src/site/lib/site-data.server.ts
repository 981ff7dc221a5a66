// The public pages' reads (Astro pages' frontmatter runs on the server only): the cached catalogue, never a
// service or the database directly; the public JSON API reads the same values.

import {
  type PageKey,
  type PhasedNotice,
  type PublicPage,
  phasedNotices,
  retentionPeriodText,
  type StreamingGuideId,
} from "../../domain";
import { signedPreviewId } from "../../server/content/preview-links";
import type { AppContext } from "../../server/http/app-context";
import { readArticleForPreview } from "../../server/services/articles";
import { readSignedPagePreview, toPublicPage } from "../../server/services/pages";

// Public pages read the cached catalogue (src/server/catalogue.ts), never the database directly: the
// public JSON API reads the same values.
export const listActiveCities = (context: AppContext) => context.catalogue.activeCities();
export const getSiteSettings = (context: AppContext) => context.catalogue.siteSettings();

/** A city page's offer: the active city named by `slug`, its plans and business plans; undefined for an unknown or inactive city. */
export async function getCityOffer(context: AppContext, slug: string) {
  const city = (await context.catalogue.citiesBySlug()).get(slug);
  if (!city) return undefined;
  const [offer, business] = await Promise.all([
    context.catalogue.cityPlans(city.id),
    context.catalogue.cityBusinessPlans(city.id),
  ]);
  if (!offer) return undefined;
  return { city, plans: offer.plans, businessPlans: business?.plans ?? [] };
}

/**
 * 'Status da rede' (issue 58): the notices visitors see now, each with its phase at this render (a page
 * kept by the render cache is dropped when one changes phase: the catalogue's boundary timer).
 */
export async function getNetworkNotices(context: AppContext): Promise<PhasedNotice[]> {
  return phasedNotices(await context.catalogue.networkNotices(), new Date());
}

/** The active plans the header search looks through. */
export const listSearchPlans = (context: AppContext) => context.catalogue.searchPlans();
/** The streaming services active plans include, as the plans name them. */
export const listIncludedStreamings = (context: AppContext) => context.catalogue.includedStreamings();
/** A streaming guide's active banners, as GET /api/streaming-banners/:service sends them. */
export const listGuideBanners = (context: AppContext, service: StreamingGuideId) =>
  context.catalogue.guideBanners(service);

// The repository of offers (RGC art. 22; decision 0024): current and closed versions, each with its
// label's fields, from the same catalogue methods the public JSON reads.
/** Every offer on sale today, plans and business plans, with the cities that sell it now. */
export const listCurrentOffers = (context: AppContext) => context.catalogue.currentOffers();
/** Closed offers, newest first. */
export const listClosedOffers = (context: AppContext) => context.catalogue.closedOffers();
/** One offer version by its code, current or closed; undefined when none is public. */
export const getOfferByCode = (context: AppContext, code: string) => context.catalogue.offerByCode(code);
/** The active city whose page segment is `slug` ('vitoria-es'); a lookup in the built map, never a new entry. */
export const findActiveCityBySlug = async (context: AppContext, slug: string) =>
  (await context.catalogue.citiesBySlug()).get(slug);
/** An active city's current and closed offers; undefined for an unknown or inactive city. */
export const listCityOffers = (context: AppContext, cityId: number) => context.catalogue.cityOffers(cityId);

// The blog (decision 0036): published articles from the catalogue, their bodies as stored HTML.
/** The published articles' cards, newest first (no bodies). */
export const listPublishedArticles = async (context: AppContext) =>
  (await context.catalogue.publishedArticles()).map((entry) => entry.article);
/** A published article with its body's HTML; undefined for any other slug. */
export const getPublishedArticle = (context: AppContext, slug: string) =>
  context.catalogue.articleBySlug(slug);
/** Where an article's former slug points now (its 301); undefined when it never was one. */
export const getArticleRedirect = (context: AppContext, slug: string) =>
  context.catalogue.articleRedirect(slug);

/**
 * An editable page (decision 0041) from the catalogue, with the company's name filled in; a page missing
 * from the database (never seeded) is an error the route's boundary shows, not an empty page.
 */
export async function getPublicPage(context: AppContext, key: PageKey): Promise<PublicPage> {
  const page = await context.catalogue.page(key);
  if (!page) throw new Error(`editable page ${key} is missing`);
  return toPublicPage(page, await pageValues(context));
}

/** What fills an editable page's placeholders: the settings and the server's configuration. */
async function pageValues(context: AppContext) {
  const settings = await context.catalogue.siteSettings();
  // The retention periods the privacy policy promises are the ones the server applies
  // (REFERRAL_RETENTION_DAYS, LEAD_RETENTION_DAYS).
  return {
    companyName: settings.companyName,
    cnpj: settings.cnpj,
    privacyEmail: settings.privacyEmail || settings.supportEmail,
    referralRetention: retentionPeriodText(context.referralRetentionDays),
    leadRetention: retentionPeriodText(context.leadRetentionDays),
    signUpRetention: retentionPeriodText(context.signUpRetentionDays),
  };
}

/**
 * 'Visualizar' (decision 0041): the article behind a signed preview address, whatever its status; "refused"
 * when the signature is wrong or expired, undefined when the article is gone. It reads the database, not the
 * catalogue: a draft is no part of the public catalogue, and a preview is never cached.
 */
export async function readSignedArticlePreview(context: AppContext, id: string, url: URL) {
  const number = signedPreviewId((await context.auth.$context).secret, "artigo", id, url);
  if (number === undefined) return "refused" as const;
  return readArticleForPreview(context.db, number);
}

/** 'Visualizar' for a page (decision 0041): its last save behind a signed address, as services/pages.ts reads it. */
export async function readPagePreview(context: AppContext, id: string, url: URL) {
  const secret = (await context.auth.$context).secret;
  return readSignedPagePreview(context.db, secret, id, url, await pageValues(context));
}
