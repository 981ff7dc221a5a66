import { asc, eq } from "drizzle-orm";
import {
  type AdminPage,
  PAGE_PLACEHOLDERS,
  type PageKey,
  type PagePlaceholder,
  type PublicPage,
  pagePublication,
} from "../../domain";
import type { PageInput } from "../../domain/schemas";
import { renderMarkdown } from "../content/markdown";
import { signedPreviewId } from "../content/preview-links";
import type { Db } from "../db/client";
import { pages } from "../db/schema";
import { scheduledValues } from "./banner-schedule";
import { consoleRecords, iso, ServiceError, type StaffContext, withIsoDates } from "./console-writes";

// The editable pages (decision 0041): one data-access module. A page is edited, never added or deleted
// (its key is a route of the site); every save goes through consoleRecords (audited with its values,
// versioned, 'Restaurar esta versão') and draws the body's HTML with the one renderer.

type PageRow = typeof pages.$inferSelect;

const toAdminPage = (row: PageRow): AdminPage => ({
  ...withIsoDates(row),
  publishAt: row.publishAt ? iso(row.publishAt) : null,
  unpublishAt: row.unpublishAt ? iso(row.unpublishAt) : null,
});

/** Every editable page for the console, in the order of their titles. */
export async function listPages(db: Db): Promise<AdminPage[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.title), asc(pages.id));
  return rows.map(toAdminPage);
}

const notFound = () => new ServiceError(404, "page_not_found", "Página não encontrada.");

const pageRecords = consoleRecords({ table: pages, entity: "pages", toAdmin: toAdminPage, notFound });

/**
 * Saves a page. Its 'Publicada', 'Publicar em' and 'Despublicar em' act as a banner's do (a 'Publicar em'
 * ahead keeps it unpublished until then; one already past publishes it at once): a save that leaves the page
 * published is what visitors read from now on; one that leaves it unpublished keeps their last published
 * text (`published`) until the page is published, by hand or by the schedule.
 */
export async function updatePage(
  staff: StaffContext,
  id: number,
  input: PageInput,
  expectedUpdatedAt: string,
  now = new Date(),
) {
  const values = scheduledValues({ ...input, bodyHtml: renderMarkdown(input.body) }, now);
  const published = values.isActive ? { published: pagePublication(values) } : {};
  return pageRecords.update(staff, id, { ...values, ...published }, expectedUpdatedAt);
}

/**
 * The schedule's moves of pages (jobs/content-schedule.ts), as the console reads them: a page its 'Publicar
 * em' published becomes what visitors read (its `published` copy), in the move's transaction; one its
 * 'Despublicar em' took off keeps the copy visitors had.
 */
export async function publishPages(db: Db, moved: PageRow[]): Promise<AdminPage[]> {
  const result: AdminPage[] = [];
  for (const row of moved) {
    if (!row.isActive) {
      result.push(toAdminPage(row));
      continue;
    }
    const [updated] = await db
      .update(pages)
      .set({ published: pagePublication(row) })
      .where(eq(pages.id, row.id))
      .returning();
    result.push(toAdminPage(updated ?? row));
  }
  return result;
}

/**
 * A page as stored, for 'Visualizar' (decision 0041): read from the database, not the catalogue, so the
 * preview shows the very last save.
 */
export async function readPageForPreview(db: Db, id: number): Promise<AdminPage | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row && toAdminPage(row);
}

/**
 * 'Visualizar' for a page (decision 0041): its last save as visitors will read it once published (a change
 * waiting for its 'Publicar em', or saved while unpublished), behind a signed address (`id` and `url` as
 * the route has them); "refused" for a wrong or expired signature, undefined for a page that is not there.
 */
export async function readSignedPagePreview(
  db: Db,
  secret: string,
  id: string,
  url: URL,
  values: PageValues,
): Promise<PublicPage | "refused" | undefined> {
  const number = signedPreviewId(secret, "pagina", id, url);
  if (number === undefined) return "refused";
  const page = await readPageForPreview(db, number);
  return page && toPublicPage(page, values, "saved");
}

/** Every page as stored, by key (the catalogue's cached read; the placeholders are filled in by the page). */
export async function listPagesByKey(db: Db): Promise<Map<PageKey, AdminPage>> {
  return new Map((await listPages(db)).map((page) => [page.key, page]));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What fills a page's placeholders (PAGE_PLACEHOLDERS): the settings and the server's configuration. */
export type PageValues = {
  companyName: string;
  cnpj: string;
  /** The privacy address (the settings' privacy e-mail, else the support e-mail), or '' for none. */
  privacyEmail: string;
  /** REFERRAL_RETENTION_DAYS in words: '12 meses'. */
  referralRetention: string;
  /** LEAD_RETENTION_DAYS in words. */
  leadRetention: string;
  /** SIGN_UP_RETENTION_DAYS in words (issue 56). */
  signUpRetention: string;
};

/** Each placeholder as plain text and as HTML (the privacy contact is a link in the body). */
function placeholders(values: PageValues): Array<[PagePlaceholder, string, string]> {
  const text: Record<PagePlaceholder, string> = {
    "{empresa}": values.companyName,
    "{cnpj}": values.cnpj,
    "{contato-privacidade}": values.privacyEmail || "central de atendimento",
    "{prazo-indicacoes}": values.referralRetention,
    "{prazo-pedidos}": values.leadRetention,
    "{prazo-contratacoes}": values.signUpRetention,
  };
  const contactHtml = values.privacyEmail
    ? `<a href="mailto:${escapeHtml(values.privacyEmail)}?subject=${encodeURIComponent("Privacidade - LGPD")}">${escapeHtml(values.privacyEmail)}</a>`
    : '<a href="/central-atendimento">central de atendimento</a>';
  return PAGE_PLACEHOLDERS.map(({ placeholder }) => [
    placeholder,
    text[placeholder],
    placeholder === "{contato-privacidade}" ? contactHtml : escapeHtml(text[placeholder]),
  ]);
}

/** A text with its placeholders filled in; an empty value takes a parenthesis around it along. */
function fill(text: string, values: Array<[PagePlaceholder, string]>): string {
  let filled = text;
  for (const [placeholder, value] of values) {
    if (!filled.includes(placeholder)) continue;
    if (!value)
      filled = filled.replace(new RegExp(` ?\\([^()]*${escapeRegExp(placeholder)}[^()]*\\)`, "g"), "");
    filled = filled.replaceAll(placeholder, value);
  }
  return filled;
}

/**
 * A page as visitors read it: its last publication (decision 0041), with the placeholders filled in from
 * the settings and the configuration, escaped for the HTML (the texts outside it are escaped by React).
 * `saved` draws the last save instead, published or not: what 'Visualizar' shows.
 */
export function toPublicPage(
  page: AdminPage,
  values: PageValues,
  version: "published" | "saved" = "published",
): PublicPage {
  const live = (version === "published" && page.published) || pagePublication(page);
  const all = placeholders(values);
  const asText = all.map(([placeholder, text]) => [placeholder, text] as [PagePlaceholder, string]);
  const asHtml = all.map(([placeholder, , html]) => [placeholder, html] as [PagePlaceholder, string]);
  return {
    key: page.key,
    title: fill(live.title, asText),
    lead: fill(live.lead, asText),
    seoTitle: fill(live.seoTitle, asText),
    seoDescription: fill(live.seoDescription, asText),
    imageUrl: live.imageUrl,
    imageWidth: live.imageWidth,
    imageHeight: live.imageHeight,
    imageAlt: fill(live.imageAlt, asText),
    html: fill(live.bodyHtml, asHtml),
  };
}
