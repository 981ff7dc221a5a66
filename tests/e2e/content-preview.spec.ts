import { axeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// 'Visualizar' (issue 35, decision 0041): a draft article opens as visitors would read it, at a signed
// address that expires within the hour, that no cache or search engine keeps; without its signature, or
// with a changed one, the address shows nothing of the draft. The draft stays off /blog.

test("'Visualizar' opens a draft at a signed address; a wrong signature is refused in Portuguese", async ({
  adminApi,
  staffPage: page,
  request,
}) => {
  const title = `Rascunho visualizado ${Date.now()}`;
  const { article } = await adminApi.write<{ article: { id: number } }>("POST", "/articles", {
    title,
    slug: `rascunho-visualizado-${Date.now()}`,
    summary: "Um aviso ainda em preparação.",
    body: "## Manutenção programada\n\nA rede passa por manutenção no sábado.",
    category: "Avisos",
    authorName: "Equipe",
    status: "draft",
  });

  await open(page, "/intranet/blog");
  const row = page.getByTestId("article-row").filter({ hasText: title });
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    row.getByRole("button", { name: `Visualizar ${title} (abre em nova janela)` }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/visualizar/artigo/${article.id}\\?expira=\\d+&assinatura=`));
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 2, name: "Manutenção programada" })).toBeVisible();
  await expect(preview.getByRole("status")).toContainText("Este endereço expira em até 1 hora.");
  const found = await axeViolations(preview, "Visualizar artigo");
  expect(found, found.join("\n\n")).toEqual([]);

  const signed = preview.url();
  const answer = await request.get(signed);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  await preview.close();

  // A changed signature, a longer expiry or none at all: refused, with nothing of the draft.
  const url = new URL(signed);
  const forged = new URL(url);
  // Another first character: a signature that already began with "x" was left as it was (CI, 1 run in 64).
  const signature = url.searchParams.get("assinatura")!;
  forged.searchParams.set("assinatura", `${signature.startsWith("x") ? "y" : "x"}${signature.slice(1)}`);
  const longer = new URL(url);
  longer.searchParams.set("expira", String(Number(url.searchParams.get("expira")) + 3600));
  for (const address of [forged, longer, new URL(url.pathname, url.origin)]) {
    const refused = await request.get(address.href);
    expect(refused.status(), address.href).toBe(403);
    expect(refused.headers()["cache-control"]).toBe("no-store");
    const html = await refused.text();
    expect(html).toContain("Este link de visualização não é válido ou expirou.");
    expect(html).not.toContain(title);
  }

  // The draft is still not on the blog.
  expect(await (await request.get("/blog")).text()).not.toContain(title);
});
