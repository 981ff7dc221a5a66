import { describe, expect, it } from "vitest";
import { RenderCache } from "./render-cache";

// /busca answers with `Cache-Control: no-store` (src/web/routes/search.tsx): a made-up query per request
// must neither fill the render cache nor be served to the next visitor.
describe("the render cache and the site search", () => {
  const page = (headers: Record<string, string>) =>
    new Response("<html><body>resultados</body></html>", {
      status: 200,
      headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
    });

  it("keeps no page sent with no-store, however many queries arrive", async () => {
    const cache = new RenderCache();
    for (let i = 0; i < 50; i++) {
      const response = cache.store(`http://x/busca?q=${i}`, "", page({ "Cache-Control": "no-store" }));
      await response.text();
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.size).toBe(0);
    expect(cache.get("http://x/busca?q=1", "")).toBeUndefined();
  });

  it("does keep an ordinary public page (so the test above can fail)", async () => {
    const cache = new RenderCache();
    await cache.store("http://x/mapa-cobertura", "", page({})).text();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.size).toBe(1);
  });
});
