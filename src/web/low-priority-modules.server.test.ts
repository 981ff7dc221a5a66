import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-modules.server";

const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><title>Ipê — conexão</title></head>' +
  '<body><p>&lt;link rel="modulepreload"</p><script type="module">import "/assets/a.js"</script></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload of the head low priority and leaves the rest as it was", async () => {
    const out = await through([Buffer.from(PAGE)]);
    expect(out).toBe(
      PAGE.replace(
        '<link rel="modulepreload" href="/assets/a.js"',
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"',
      ).replace(
        '<link rel="modulepreload" href="/assets/b.js"',
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"',
      ),
    );
  });

  it("gives the same page whatever the chunks, even one cut inside a tag or a character", async () => {
    const whole = await through([Buffer.from(PAGE)]);
    const bytes = Buffer.from(PAGE);
    for (const cut of [
      1,
      40,
      41,
      60,
      bytes.indexOf("—") + 1,
      bytes.indexOf("</head>") + 3,
      bytes.length - 1,
    ]) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(whole);
    }
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(whole);
  });

  it("passes a page without a head through", async () => {
    expect(await through([Buffer.from("<p>só isto</p>")])).toBe("<p>só isto</p>");
  });
});
