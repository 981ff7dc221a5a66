import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.server";

const BOOTSTRAP =
  'import * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\n' +
  '  window.__reactRouterManifest = {"url":"/assets/manifest-C.js"};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-D.js");';
const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root-A.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-E.js"/><title>Ipê — conexão</title></head>' +
  '<body><h1>Olá</h1><p>&lt;link rel="modulepreload"</p><script>window.__ctx = 1;</script>' +
  `<script nonce="n" type="module" async="">${BOOTSTRAP}</script>` +
  '<script>window.__ctx.streamController.enqueue("[]");</script></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(hydrateAfterFirstPaint()));
}

function bootstrapOf(page: string): string {
  return page.match(/<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/)![1]!;
}

describe("hydrateAfterFirstPaint", () => {
  it("takes the module preloads out of the head and leaves the rest of the page as it was", async () => {
    const out = await through([Buffer.from(PAGE)]);
    expect(out.slice(0, out.indexOf("</head>"))).toBe(
      "<!DOCTYPE html><html><head><title>Ipê — conexão</title>",
    );
    expect(out.replace(bootstrapOf(out), "")).toBe(
      PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(BOOTSTRAP, ""),
    );
  });

  it("imports the same modules only after the first paint, preloading what the head preloaded", async () => {
    const script = bootstrapOf(await through([Buffer.from(PAGE)]));
    expect(script).not.toMatch(/^\s*import \* as/m);
    const waitsForFrame = script.indexOf('"first-contentful-paint"');
    const firstImport = script.indexOf('import("/assets/root-A.js")');
    expect(waitsForFrame).toBeGreaterThan(-1);
    expect(firstImport).toBeGreaterThan(waitsForFrame);
    expect(script).toContain('["/assets/root-A.js","/assets/framework-E.js"]');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-D.js");')).toBe(true);
  });

  it("runs the rewritten bootstrap as a module would, setting the route modules before the entry", async () => {
    const script = bootstrapOf(await through([Buffer.from(PAGE)]));
    const events: string[] = [];
    const window: Record<string, unknown> = {};
    const head: string[] = [];
    const run = new Function(
      "window",
      "document",
      "PerformanceObserver",
      "setTimeout",
      "load",
      `return (async () => { ${script.replaceAll("import(", "load(")} })();`,
    );
    await run(
      window,
      {
        head: { append: (link: { href: string }) => head.push(link.href) },
        createElement: () => ({}),
        addEventListener: () => {},
      },
      Object.assign(
        function paintObserver(report: (list: { getEntriesByName(name: string): unknown[] }) => void) {
          return {
            observe() {
              events.push("first paint");
              report({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
            },
          };
        },
        { supportedEntryTypes: ["paint"] },
      ),
      () => {},
      async (url: string) => {
        events.push(`${url} ${window.__reactRouterRouteModules ? "after" : "before"} route modules`);
        return { url };
      },
    );
    expect(head).toEqual(["/assets/root-A.js", "/assets/framework-E.js"]);
    expect(events).toEqual([
      "first paint",
      "/assets/root-A.js before route modules",
      "/assets/home-B.js before route modules",
      "/assets/entry.client-D.js after route modules",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-A.js" },
      home: { url: "/assets/home-B.js" },
    });
  });

  it("gives the same page whatever the chunks, even one cut inside a tag or a character", async () => {
    const whole = await through([Buffer.from(PAGE)]);
    const bytes = Buffer.from(PAGE);
    for (const cut of [
      1,
      40,
      bytes.indexOf("—") + 1,
      bytes.indexOf("</head>") + 3,
      bytes.indexOf('type="module"') + 2,
      bytes.indexOf("route1") + 2,
      bytes.indexOf("</script>", bytes.indexOf("entry.client")) + 4,
      bytes.length - 1,
    ]) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(whole);
    }
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(whole);
  });

  it("passes a page without a head or a bootstrap through", async () => {
    expect(await through([Buffer.from("<p>só isto</p>")])).toBe("<p>só isto</p>");
  });
});
