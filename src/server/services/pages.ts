import { asc } from "drizzle-orm";
import { type AdminPage, COMPANY_NAME_PLACEHOLDER, type PageKey, type PublicPage } from "../../domain";
import type { PageInput } from "../../domain/schemas";
import { renderMarkdown } from "../content/markdown";
import type { Db } from "../db/client";
import { pages } from "../db/schema";
import { consoleRecords, ServiceError, type StaffContext, withIsoDates } from "./console-writes";

// The editable pages (decision 0041): one data-access module. A page is edited, never added or deleted
// (its key is a route of the site); every save goes through consoleRecords (audited with its values,
// versioned, 'Restaurar esta versão') and draws the body's HTML with the one renderer.

type PageRow = typeof pages.$inferSelect;

const toAdminPage = (row: PageRow): AdminPage => withIsoDates(row);

/** Every editable page for the console, in the order of their titles. */
export async function listPages(db: Db): Promise<AdminPage[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.title), asc(pages.id));
  return rows.map(toAdminPage);
}

const notFound = () => new ServiceError(404, "page_not_found", "Página não encontrada.");

const pageRecords = consoleRecords({ table: pages, entity: "pages", toAdmin: toAdminPage, notFound });

export function updatePage(staff: StaffContext, id: number, input: PageInput, expectedUpdatedAt: string) {
  return pageRecords.update(staff, id, { ...input, bodyHtml: renderMarkdown(input.body) }, expectedUpdatedAt);
}

/** Every page as stored, by key (the catalogue's cached read; the company's name is filled in by the page). */
export async function listPagesByKey(db: Db): Promise<Map<PageKey, AdminPage>> {
  return new Map((await listPages(db)).map((page) => [page.key, page]));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A page as visitors read it: the company's name (a setting) where its texts write the placeholder, escaped
 * for the HTML (the texts outside it are escaped by React).
 */
export function toPublicPage(page: AdminPage, companyName: string): PublicPage {
  const named = (text: string) => text.replaceAll(COMPANY_NAME_PLACEHOLDER, companyName);
  return {
    key: page.key,
    title: named(page.title),
    lead: named(page.lead),
    seoTitle: named(page.seoTitle),
    seoDescription: named(page.seoDescription),
    imageUrl: page.imageUrl,
    imageWidth: page.imageWidth,
    imageHeight: page.imageHeight,
    imageAlt: page.imageAlt,
    html: page.bodyHtml.replaceAll(COMPANY_NAME_PLACEHOLDER, escapeHtml(companyName)),
  };
}
