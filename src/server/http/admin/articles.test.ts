import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, ORIGIN, staffCookieFor, type TestServer } from "../../testing/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
});
afterAll(() => server.close());

const post = (path: string, cookie: string, body: unknown) =>
  server.app.request(`/api/admin/articles${path}`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("articles API", () => {
  it("lets marketing write an article and preview a body through the public page's renderer", async () => {
    const cookie = await staffCookieFor(server, "marketing");
    const preview = await post("/preview", cookie, { body: "## Aviso\n\n[x](javascript:alert(1)) **hoje**" });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      html: "<h2>Aviso</h2>\n<p>[x](javascript:alert(1)) <strong>hoje</strong></p>\n",
      words: 3,
    });
    const created = await post("", cookie, {
      title: "Manutenção na rede",
      slug: "manutencao-na-rede",
      summary: "Sábado de madrugada.",
      body: "Texto do aviso.",
      category: "Avisos",
      authorName: "Equipe",
      status: "draft",
    });
    expect(created.status).toBe(201);
    expect((await created.json()).article).toMatchObject({
      status: "draft",
      bodyHtml: "<p>Texto do aviso.</p>\n",
    });
  });

  it("refuses an image without alternative text and a schedule without 'Publicar em', in pt-BR", async () => {
    const cookie = await staffCookieFor(server, "marketing");
    const response = await post("", cookie, {
      title: "Sem alt",
      slug: "sem-alt",
      summary: "Resumo.",
      body: "Texto.",
      imageUrl: "/uploads/blog/capa.webp",
      category: "Avisos",
      authorName: "Equipe",
      status: "scheduled",
    });
    expect(response.status).toBe(422);
    const text = JSON.stringify(await response.json());
    expect(text).toContain("Descreva a imagem (texto alternativo)");
    expect(text).toContain("Informe quando publicar (Publicar em) para agendar.");
  });

  it("is closed to the roles that do not keep the site's content", async () => {
    const cookie = await staffCookieFor(server, "comercial");
    expect((await post("/preview", cookie, { body: "x" })).status).toBe(403);
  });
});

describe("an article's preview address", () => {
  it("is signed for marketing, for an existing article only, and works for an hour", async () => {
    const cookie = await staffCookieFor(server, "marketing");
    const created = await post("", cookie, {
      title: "Rascunho para visualizar",
      slug: "rascunho-para-visualizar",
      summary: "Ainda não publicado.",
      body: "Texto.",
      category: "Avisos",
      authorName: "Equipe",
      status: "draft",
    });
    const { article } = await created.json();
    const link = await post(`/${article.id}/preview-link`, cookie, {});
    expect(link.status).toBe(200);
    const { path } = await link.json();
    const url = new URL(path, ORIGIN);
    expect(url.pathname).toBe(`/visualizar/artigo/${article.id}`);
    const expires = Number(url.searchParams.get("expira"));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    expect((await post("/999999/preview-link", cookie, {})).status).toBe(404);
    const comercial = await staffCookieFor(server, "comercial");
    expect((await post(`/${article.id}/preview-link`, comercial, {})).status).toBe(403);
  });
});
