import { describe, expect, it } from "vitest";
import { isValidPreview, PREVIEW_TTL_SECONDS, signedPreviewPath } from "./preview-links";

const SECRET = "segredo-do-servidor-com-mais-de-32-caracteres";
const NOW = new Date("2026-12-12T11:00:00Z");
const at = (path: string) => new URL(path, "https://provedor.example");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("signed preview addresses", () => {
  it("open the record they were signed for until the hour is over", () => {
    const url = at(signedPreviewPath(SECRET, "artigo", 7, NOW));
    expect(url.pathname).toBe("/visualizar/artigo/7");
    expect(isValidPreview(SECRET, "artigo", 7, url, NOW)).toBe(true);
    expect(isValidPreview(SECRET, "artigo", 7, url, later(PREVIEW_TTL_SECONDS))).toBe(true);
    expect(isValidPreview(SECRET, "artigo", 7, url, later(PREVIEW_TTL_SECONDS + 1))).toBe(false);
  });

  it("refuse another record, a changed expiry, a forged or missing signature and another server's secret", () => {
    const url = at(signedPreviewPath(SECRET, "artigo", 7, NOW));
    expect(isValidPreview(SECRET, "artigo", 8, url, NOW)).toBe(false);
    expect(isValidPreview("outro-segredo-de-outro-servidor-qualquer", "artigo", 7, url, NOW)).toBe(false);

    const longer = new URL(url);
    longer.searchParams.set("expira", String(Number(url.searchParams.get("expira")) + 60));
    expect(isValidPreview(SECRET, "artigo", 7, longer, NOW)).toBe(false);

    const forged = new URL(url);
    forged.searchParams.set("assinatura", "A".repeat(43));
    expect(isValidPreview(SECRET, "artigo", 7, forged, NOW)).toBe(false);

    const bare = new URL(url);
    bare.searchParams.delete("assinatura");
    expect(isValidPreview(SECRET, "artigo", 7, bare, NOW)).toBe(false);
    expect(isValidPreview(SECRET, "artigo", 7, at("/visualizar/artigo/7?expira=abc&assinatura=x"), NOW)).toBe(
      false,
    );
  });

  it("sign a page apart from an article: one kind's address never opens the other's record of that id", () => {
    const page = at(signedPreviewPath(SECRET, "pagina", 7, NOW));
    expect(page.pathname).toBe("/visualizar/pagina/7");
    expect(isValidPreview(SECRET, "pagina", 7, page, NOW)).toBe(true);
    expect(isValidPreview(SECRET, "artigo", 7, page, NOW)).toBe(false);
    expect(isValidPreview(SECRET, "pagina", 7, at(signedPreviewPath(SECRET, "artigo", 7, NOW)), NOW)).toBe(
      false,
    );
  });
});
