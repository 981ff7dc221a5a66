import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminPage, PageKey } from "../../../domain";
import type { DataChange } from "../../changes";
import { runContentSchedule } from "../../jobs/content-schedule";
import { readSignedPagePreview, toPublicPage } from "../../services/pages";
import {
  adminApi,
  createTestServer,
  ORIGIN,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

// The editable pages (decision 0041): marketing edits the prose of an information page; the save is
// audited with its values, restorable from the Histórico, and reaches the catalogue's cached page.

let server: TestServer;
let marketing: string;
let administrador: string;
let comercial: string;
beforeAll(async () => {
  server = await createTestServer();
  marketing = await staffCookieFor(server, "marketing");
  // Signed in once: a sign-in per test would meet the sign-in rate limit of its address.
  administrador = await staffCookieFor(server, "administrador");
  comercial = await staffCookieFor(server, "comercial");
});
afterAll(() => server.close());

const put = (id: number, cookie: string, body: unknown) =>
  server.app.request(`/api/admin/pages/${id}`, {
    method: "PUT",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const formOf = (page: AdminPage) => ({
  title: page.title,
  lead: page.lead,
  body: page.body,
  seoTitle: page.seoTitle,
  seoDescription: page.seoDescription,
  imageUrl: page.imageUrl,
  imageAlt: page.imageAlt,
  imageWidth: page.imageWidth,
  imageHeight: page.imageHeight,
  isActive: page.isActive,
  publishAt: page.publishAt,
  unpublishAt: page.unpublishAt,
  expectedUpdatedAt: page.updatedAt,
});

const VALUES = {
  companyName: "Rede Ipê",
  cnpj: "",
  privacyEmail: "",
  referralRetention: "12 meses",
  leadRetention: "6 meses",
  signUpRetention: "90 dias",
};

/** The page as a visitor reads it now (what the route's loader hands the page). */
async function publicPage(key: PageKey) {
  const page = (await server.catalogue.page(key))!;
  return toPublicPage(page, VALUES);
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function pagesFor(cookie: string) {
  const response = await adminApi(server, cookie).pages.$get();
  expect(response.status).toBe(200);
  return (await response.json()).pages;
}

describe("pages API", () => {
  it("lists the seeded pages with today's texts, their HTML drawn by the one renderer", async () => {
    const pages = await pagesFor(marketing);
    expect(pages.map((page) => page.key).sort()).toEqual([
      "cookies",
      "faq",
      "imprensa",
      "politica-privacidade",
      "protecao-golpes",
      "quem-somos",
      "responsabilidade-social",
      "termos-uso",
    ]);
    expect(pages.every((page) => page.isActive && page.publishAt === null)).toBe(true);
    const about = pages.find((page) => page.key === "quem-somos")!;
    expect(about.title).toBe("Quem somos");
    expect(about.bodyHtml).toContain("<h2>Nossa história</h2>");
    expect(about.bodyHtml).toContain(
      '<li><a href="/internet/fibra">Internet fibra</a> para a sua casa, com Wi-Fi e instalação gratuita.</li>',
    );
  });

  it("saves a change: audited with its values, shown by the cached public page, restorable", async () => {
    const cookie = marketing;
    const about = (await pagesFor(cookie)).find((page) => page.key === "quem-somos")!;
    // Read once, so the catalogue holds the page before the change.
    expect((await server.catalogue.page("quem-somos"))?.body).toBe(about.body);

    const body = about.body.replace("Nascemos para conectar", "Nascemos em 2009 para conectar");
    const saved = await put(about.id, cookie, { ...formOf(about), body });
    expect(saved.status).toBe(200);
    const page = (await saved.json()).page as AdminPage;
    expect(page.bodyHtml).toContain("Nascemos em 2009 para conectar");
    expect((await server.catalogue.page("quem-somos"))?.bodyHtml).toContain("Nascemos em 2009");

    const api = adminApi(server, administrador);
    const audit = (await (await api["audit-log"].$get({ query: { entity: "pages" } })).json()).audit;
    const entry = audit.entries.find((item) => item.entityId === String(about.id))!;
    expect(entry).toMatchObject({ action: "update", before: { body: about.body }, after: { body } });

    const restored = await api["audit-log"][":id"].restore.$post({
      param: { id: String(entry.id) },
      json: { expectedUpdatedAt: audit.restorable[entry.id]! },
    });
    expect(restored.status).toBe(200);
    expect((await server.catalogue.page("quem-somos"))?.bodyHtml).toContain(
      "<p>Nascemos para conectar quem mora longe",
    );
  });

  it("refuses an empty text and a cover without alternative text, in pt-BR, changing nothing", async () => {
    const cookie = marketing;
    const cookies = (await pagesFor(cookie)).find((page) => page.key === "cookies")!;
    const response = await put(cookies.id, cookie, {
      ...formOf(cookies),
      body: "  ",
      imageUrl: "/uploads/banners/capa.webp",
    });
    expect(response.status).toBe(422);
    const text = JSON.stringify(await response.json());
    expect(text).toContain("Texto é obrigatório");
    expect(text).toContain("Descreva a imagem (texto alternativo)");
    expect((await pagesFor(cookie)).find((page) => page.key === "cookies")?.updatedAt).toBe(
      cookies.updatedAt,
    );
  });

  it("keeps raw HTML and javascript: links out of the stored page", async () => {
    const cookie = marketing;
    const press = (await pagesFor(cookie)).find((page) => page.key === "imprensa")!;
    const response = await put(press.id, cookie, {
      ...formOf(press),
      body: '<script>alert(1)</script>\n\n[clique](javascript:alert(1)) <img src=x onerror="alert(1)">',
    });
    expect(response.status).toBe(200);
    const html = ((await response.json()).page as AdminPage).bodyHtml;
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
  });

  it("is closed to the roles that do not keep the site's content", async () => {
    const cookie = comercial;
    expect((await adminApi(server, cookie).pages.$get()).status).toBe(403);
    expect((await put(1, cookie, {})).status).toBe(403);
  });
});

describe("pages on a schedule (decision 0041)", () => {
  it("a save with 'Publicar em' ahead waits: visitors keep the last published text until the minute, then get it once", async () => {
    const faq = (await pagesFor(marketing)).find((page) => page.key === "faq")!;
    const before = await publicPage("faq");
    const publishAt = minutesFromNow(60);
    const body = "Ainda com dúvidas? Fale com a [central de atendimento](/central-atendimento).";
    const saved = await put(faq.id, marketing, { ...formOf(faq), body, publishAt: publishAt.toISOString() });
    expect(saved.status).toBe(200);
    const page = (await saved.json()).page as AdminPage;
    expect(page).toMatchObject({ isActive: false, publishAt: publishAt.toISOString(), body });
    // The console lists it as waiting; a visitor still reads the published text.
    expect((await pagesFor(marketing)).find((item) => item.key === "faq")?.publishAt).toBe(
      publishAt.toISOString(),
    );
    expect((await publicPage("faq")).html).toBe(before.html);
    expect((await publicPage("faq")).html).toContain("Não encontrou a resposta?");

    const heard: DataChange[] = [];
    const announce = async (change: DataChange) => {
      heard.push(change);
      await server.announce(change);
    };
    const db = server.database.db;
    expect(await runContentSchedule(db, announce, new Date(publishAt.getTime() - 30_000))).toBe(0);
    // Two processes in the same minute: the page is published once.
    const runs = await Promise.all([
      runContentSchedule(db, announce, new Date(publishAt.getTime() + 10_000)),
      runContentSchedule(db, announce, new Date(publishAt.getTime() + 20_000)),
    ]);
    expect(runs.reduce((sum, moved) => sum + moved, 0)).toBe(1);
    expect(heard.map((change) => [...change.entities])).toEqual([["pages"]]);
    expect((await publicPage("faq")).html).toContain("Ainda com dúvidas?");
    const live = (await pagesFor(marketing)).find((item) => item.key === "faq")!;
    expect(live).toMatchObject({ isActive: true, publishAt: null });

    const api = adminApi(server, administrador);
    const audit = (await (await api["audit-log"].$get({ query: { entity: "pages" } })).json()).audit;
    expect(
      audit.entries.filter(
        (entry) => entry.entityId === String(faq.id) && entry.actorEmail === "agendamento",
      ),
    ).toHaveLength(1);
  });

  it("an unpublished page stays on the site with its last published text; publishing it shows the saved one", async () => {
    const terms = (await pagesFor(marketing)).find((page) => page.key === "termos-uso")!;
    const before = await publicPage("termos-uso");
    // 'Despublicar em' reached: from then on saves wait for a publication.
    const unpublishAt = minutesFromNow(30);
    const scheduled = await put(terms.id, marketing, {
      ...formOf(terms),
      unpublishAt: unpublishAt.toISOString(),
    });
    expect(scheduled.status).toBe(200);
    const waiting = (await scheduled.json()).page as AdminPage;
    expect(waiting).toMatchObject({ isActive: true, unpublishAt: unpublishAt.toISOString() });
    expect(
      await runContentSchedule(server.database.db, server.announce, new Date(unpublishAt.getTime() + 5_000)),
    ).toBe(1);
    const off = (await pagesFor(marketing)).find((page) => page.key === "termos-uso")!;
    expect(off).toMatchObject({ isActive: false, unpublishAt: null });

    const title = "Termos de uso (rascunho)";
    const draft = await put(off.id, marketing, { ...formOf(off), title });
    expect(draft.status).toBe(200);
    expect(((await draft.json()).page as AdminPage).isActive).toBe(false);
    // Never a 404 and never the draft: the terms a visitor reads are the last published ones.
    const shown = await publicPage("termos-uso");
    expect(shown.title).toBe("Termos de uso");
    expect(shown.html).toBe(before.html);

    const current = (await pagesFor(marketing)).find((page) => page.key === "termos-uso")!;
    const published = await put(current.id, marketing, { ...formOf(current), isActive: true });
    expect(published.status).toBe(200);
    expect((await publicPage("termos-uso")).title).toBe(title);
  });

  it("refuses a 'Despublicar em' before 'Publicar em', in pt-BR, changing nothing", async () => {
    const press = (await pagesFor(marketing)).find((page) => page.key === "imprensa")!;
    const response = await put(press.id, marketing, {
      ...formOf(press),
      publishAt: minutesFromNow(120).toISOString(),
      unpublishAt: minutesFromNow(60).toISOString(),
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain("Despublicar em deve ser depois de Publicar em.");
    expect((await pagesFor(marketing)).find((page) => page.key === "imprensa")?.updatedAt).toBe(
      press.updatedAt,
    );
  });

  it("'Restaurar esta versão' puts back a version with its publication: a waiting change is undone at once", async () => {
    const about = (await pagesFor(marketing)).find((page) => page.key === "responsabilidade-social")!;
    const before = await publicPage("responsabilidade-social");
    const lead = "Uma chamada que espera a sua hora.";
    const saved = await put(about.id, marketing, {
      ...formOf(about),
      lead,
      publishAt: minutesFromNow(90).toISOString(),
    });
    expect(saved.status).toBe(200);
    expect((await publicPage("responsabilidade-social")).lead).toBe(before.lead);

    const api = adminApi(server, administrador);
    const audit = (await (await api["audit-log"].$get({ query: { entity: "pages" } })).json()).audit;
    const entry = audit.entries.find((item) => item.entityId === String(about.id))!;
    expect(entry).toMatchObject({
      before: { isActive: true, publishAt: null },
      after: { isActive: false, lead },
    });
    const restored = await api["audit-log"][":id"].restore.$post({
      param: { id: String(entry.id) },
      json: { expectedUpdatedAt: audit.restorable[entry.id]! },
    });
    expect(restored.status).toBe(200);
    const page = (await pagesFor(marketing)).find((item) => item.key === "responsabilidade-social")!;
    expect(page).toMatchObject({ isActive: true, publishAt: null, lead: about.lead });
    expect((await publicPage("responsabilidade-social")).lead).toBe(before.lead);
  });

  it("a page cannot be deleted (no delete route), so it never reaches the Lixeira", async () => {
    const press = (await pagesFor(marketing)).find((page) => page.key === "imprensa")!;
    const response = await server.app.request(
      `/api/admin/pages/${press.id}?expectedUpdatedAt=${encodeURIComponent(press.updatedAt)}`,
      {
        method: "DELETE",
        headers: { cookie: marketing, origin: ORIGIN },
      },
    );
    expect(response.status).toBe(404);
    expect((await pagesFor(marketing)).some((page) => page.key === "imprensa")).toBe(true);
  });
});

describe("a page's preview address (decision 0041)", () => {
  const previewLink = (id: number, cookie: string) =>
    server.app.request(`/api/admin/pages/${id}/preview-link`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN },
    });
  /** What the preview route's loader reads (routes/visualizar-pagina.tsx), as the server hands it over. */
  const preview = async (id: string, url: URL) =>
    readSignedPagePreview(server.database.db, (await server.auth.$context).secret, id, url, VALUES);

  it("shows marketing a change waiting for its 'Publicar em', for an hour, to no one without the signature", async () => {
    const cookies = (await pagesFor(marketing)).find((page) => page.key === "cookies")!;
    const body = `${cookies.body}\n\nUm parágrafo que ainda espera a sua hora.`;
    const saved = await put(cookies.id, marketing, {
      ...formOf(cookies),
      body,
      publishAt: minutesFromNow(120).toISOString(),
    });
    expect(saved.status).toBe(200);
    expect((await publicPage("cookies")).html).not.toContain("ainda espera a sua hora");

    const link = await previewLink(cookies.id, marketing);
    expect(link.status).toBe(200);
    const url = new URL((await link.json()).path, ORIGIN);
    expect(url.pathname).toBe(`/visualizar/pagina/${cookies.id}`);
    const expires = Number(url.searchParams.get("expira"));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    // The signed address draws the saved text, as the page will read once published.
    const shown = await preview(String(cookies.id), url);
    expect(shown).toMatchObject({ key: "cookies", title: cookies.title });
    expect(shown !== "refused" && shown?.html).toContain("<p>Um parágrafo que ainda espera a sua hora.</p>");

    // Another page's id, a changed signature or expiry, none at all: refused.
    const other = new URL(url);
    other.pathname = `/visualizar/pagina/${cookies.id + 1}`;
    expect(await preview(String(cookies.id + 1), other)).toBe("refused");
    const forged = new URL(url);
    // Another first character: a signature that already began with "x" was left as it was (CI, 1 run in 64).
    const signature = url.searchParams.get("assinatura")!;
    forged.searchParams.set("assinatura", `${signature.startsWith("x") ? "y" : "x"}${signature.slice(1)}`);
    expect(await preview(String(cookies.id), forged)).toBe("refused");
    const longer = new URL(url);
    longer.searchParams.set("expira", String(expires + 3600));
    expect(await preview(String(cookies.id), longer)).toBe("refused");
    expect(await preview(String(cookies.id), new URL(url.pathname, ORIGIN))).toBe("refused");
    expect(await preview("abc", url)).toBe("refused");

    // Whatever the page draws, no browser, proxy or search engine keeps the address.
    const answer = await server.app.request(`${url.pathname}${url.search}`);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");

    // Back as it was, for the other tests.
    const current = (await pagesFor(marketing)).find((page) => page.key === "cookies")!;
    expect(
      (
        await put(current.id, marketing, {
          ...formOf(current),
          body: cookies.body,
          isActive: true,
          publishAt: null,
        })
      ).status,
    ).toBe(200);
  });

  it("expires after the hour", async () => {
    const about = (await pagesFor(marketing)).find((page) => page.key === "quem-somos")!;
    const url = new URL((await (await previewLink(about.id, marketing)).json()).path, ORIGIN);
    expect(await preview(String(about.id), url)).not.toBe("refused");
    const expires = Number(url.searchParams.get("expira"));
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime((expires + 1) * 1000);
      expect(await preview(String(about.id), url)).toBe("refused");
    } finally {
      vi.useRealTimers();
    }
  });

  it("is signed only for the roles that keep the site's content, and only for a page that exists", async () => {
    const about = (await pagesFor(marketing)).find((page) => page.key === "quem-somos")!;
    expect((await previewLink(999_999, marketing)).status).toBe(404);
    expect((await previewLink(about.id, administrador)).status).toBe(200);
    expect((await previewLink(about.id, comercial)).status).toBe(403);
    const anonymous = await server.app.request(`/api/admin/pages/${about.id}/preview-link`, {
      method: "POST",
      headers: { origin: ORIGIN },
    });
    expect(anonymous.status).toBe(401);
  });
});
