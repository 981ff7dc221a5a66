import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "../../../domain";
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
beforeAll(async () => {
  server = await createTestServer();
  marketing = await staffCookieFor(server, "marketing");
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
  expectedUpdatedAt: page.updatedAt,
});

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
      "imprensa",
      "quem-somos",
      "responsabilidade-social",
    ]);
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

    const api = adminApi(server, await staffCookieFor(server, "administrador"));
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
    const cookie = await staffCookieFor(server, "comercial");
    expect((await adminApi(server, cookie).pages.$get()).status).toBe(403);
    expect((await put(1, cookie, {})).status).toBe(403);
  });
});
