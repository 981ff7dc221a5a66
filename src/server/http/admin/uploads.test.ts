import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "../../images/process-image";
import { createTestServer, ORIGIN, staffCookie, type TestServer } from "../../testing/test-server";

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await createTestServer({ seed: false });
  cookie = await staffCookie(server);
});
afterAll(() => server.close());

function upload(area: string, bytes: Uint8Array, name: string, type: string, withCookie = true) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return server.app.request(`/api/admin/uploads/${area}`, {
    method: "POST",
    headers: withCookie ? { cookie, origin: ORIGIN } : { origin: ORIGIN },
    body: form,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** A PNG whose header claims `width`×`height` pixels with almost no data: a decompression bomb's shape. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

describe("POST /api/admin/uploads/:area", () => {
  it("needs a staff session", async () => {
    const response = await upload("banners", await png(10, 10), "a.png", "image/png", false);
    expect(response.status).toBe(401);
  });

  it("accepts a PNG renamed .jpg as the PNG it is, re-encoded to WebP in the banner widths", async () => {
    const response = await upload("banners", await png(1200, 400), "foto.jpg", "image/jpeg");
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; width: number; height: number };
    expect(body.url).toMatch(/^\/uploads\/banners\/[0-9a-f]{24}-1200\.webp$/);
    expect(body).toMatchObject({ width: 1200, height: 400 });

    const served = await server.app.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    const smaller = await server.app.request(body.url.replace("-1200.webp", "-640.webp"));
    expect(smaller.status).toBe(200);
  });

  it("stores a phone photo turned by its EXIF orientation upright, in widths of its upright size", async () => {
    // 1280×960 as stored, 960×1280 as shown (orientation 6): the widths come from the shown width.
    const photo = await sharp({ create: { width: 1280, height: 960, channels: 3, background: "#c33" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload("banners", new Uint8Array(photo), "retrato.jpg", "image/jpeg");
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; width: number; height: number };
    expect(body).toMatchObject({ width: 960, height: 1280 });
    expect(body.url).toMatch(/-960\.webp$/);
    for (const width of [640, 960]) {
      const served = await server.app.request(body.url.replace("-960.webp", `-${width}.webp`));
      expect(served.status, String(width)).toBe(200);
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect(meta, String(width)).toMatchObject({ width, height: Math.round((width * 4) / 3) });
    }
  });

  it("makes streaming icons 80 px squares", async () => {
    const response = await upload("streaming-icons", await png(300, 200), "icone.png", "image/png");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 80, height: 80 });
  });

  it("takes a streaming logo as SVG, drawn sharp into an 80 px WebP square", async () => {
    // A 24-unit mark, as brands and simple-icons publish them: a white square on a red field.
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#e50914"/><rect x="6" y="6" width="12" height="12" fill="#fff"/></svg>';
    const response = await upload(
      "streaming-icons",
      new TextEncoder().encode(svg),
      "logo.svg",
      "image/svg+xml",
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; width: number; height: number };
    expect(body).toMatchObject({ width: 80, height: 80 });
    expect(body.url).toMatch(/\.webp$/);
    const stored = await server.app.request(body.url);
    expect(stored.headers.get("content-type")).toBe("image/webp");
    const { data, info } = await sharp(new Uint8Array(await stored.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 80 + x) * info.channels, (y * 80 + x) * info.channels + 3),
    ];
    // The edge between red and white falls on one pixel (x = 20): drawn at size, not a 24 px image blown up.
    expect(pixel(40, 40)).toEqual([255, 255, 255]);
    expect(pixel(18, 40)[1]).toBeLessThan(40);
  });

  it("refuses an SVG logo with a script, an entity or a reference to another file, and an SVG banner", async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///etc/passwd" width="9" height="9"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" style="fill:url(https://example.com/a)"/></svg>',
    ];
    for (const svg of svgs) {
      const response = await upload(
        "streaming-icons",
        new TextEncoder().encode(svg),
        "logo.svg",
        "image/svg+xml",
      );
      expect(response.status, svg).toBe(422);
      expect(await response.json()).toEqual({
        error: { code: "image_rejected", message: UPLOAD_MESSAGES.svgNotPlain },
      });
    }
    const plain =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><rect width="9" height="9"/></svg>';
    const banner = await upload("banners", new TextEncoder().encode(plain), "banner.svg", "image/svg+xml");
    expect(banner.status).toBe(422);
    expect(await banner.json()).toEqual({
      error: { code: "image_rejected", message: UPLOAD_MESSAGES.unsupported },
    });
    const text = await upload("streaming-icons", new TextEncoder().encode("logo"), "logo.png", "image/png");
    expect(await text.json()).toEqual({
      error: { code: "image_rejected", message: UPLOAD_MESSAGES.unsupportedLogo },
    });
  });

  it("refuses the nested-<use> logo before drawing it, and draws one that uses a shape twice", async () => {
    // The probe's file (issue 55, L-SVG): ten levels of ten <use> each, 10^10 rectangles for librsvg, which
    // held the image threads for 31 s alone and 138 s four at once.
    const levels = Array.from(
      { length: 10 },
      (_, level) => `<g id="l${level + 1}">${`<use href="#l${level}"/>`.repeat(10)}</g>`,
    ).join("");
    const bomb = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><rect id="l0" width="1" height="1"/>${levels}</defs><use href="#l10"/></svg>`;
    const refused = (message: string) => ({ error: { code: "image_rejected", message } });
    const send = (svg: string) =>
      upload("streaming-icons", new TextEncoder().encode(svg), "logo.svg", "image/svg+xml");
    const bombed = await send(bomb);
    expect(bombed.status).toBe(422);
    expect(await bombed.json()).toEqual(refused(UPLOAD_MESSAGES.svgTooComplex));
    // Four at once, as the probe sent them: each refused, none drawn.
    const four = await Promise.all([0, 1, 2, 3].map(() => send(bomb)));
    expect(four.map((response) => response.status)).toEqual([422, 422, 422, 422]);
    // A loop, a filter, too many shapes, not XML, too many bytes.
    for (const [svg, message] of [
      [
        '<svg xmlns="http://www.w3.org/2000/svg"><g id="a"><use href="#a"/></g></svg>',
        UPLOAD_MESSAGES.svgTooComplex,
      ],
      [
        '<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feTurbulence numOctaves="9"/></filter><rect width="9" height="9" filter="url(#f)"/></svg>',
        UPLOAD_MESSAGES.svgTooComplex,
      ],
      [
        `<svg xmlns="http://www.w3.org/2000/svg"><defs><g id="m">${'<rect width="1" height="1"/>'.repeat(2000)}</g></defs>${'<use href="#m"/>'.repeat(10)}</svg>`,
        UPLOAD_MESSAGES.svgTooComplex,
      ],
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect width="9"></svg>', UPLOAD_MESSAGES.unreadable],
      [
        `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(600 * 1024)}--><rect width="9" height="9"/></svg>`,
        UPLOAD_MESSAGES.svgTooLarge,
      ],
    ] as const) {
      const response = await send(svg);
      expect(response.status, svg.slice(0, 80)).toBe(422);
      expect(await response.json()).toEqual(refused(message));
    }
    // A mark drawn from one shape used twice (one level of <use>) is a logo like any other.
    const twice = await send(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"><defs><rect id="q" width="8" height="8" fill="#e50914"/></defs><use xlink:href="#q" x="2" y="2"/><use href="#q" x="14" y="14"/></svg>',
    );
    expect(twice.status).toBe(201);
  });

  it("accepts JPEG, WebP and AVIF and drops their metadata", async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: "#f59e0b" } });
    const jpeg = await base
      .clone()
      .jpeg()
      .withExif({ IFD0: { Copyright: "segredo do fotógrafo" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const inputs = [
      ["a.jpeg", jpeg],
      ["b.webp", await base.clone().webp().toBuffer()],
      ["c.avif", await base.clone().avif().toBuffer()],
    ] as const;
    for (const [name, bytes] of inputs) {
      const response = await upload("streaming-banners", new Uint8Array(bytes), name, "image/*");
      expect(response.status, name).toBe(201);
      const { url } = (await response.json()) as { url: string };
      const stored = await server.app.request(url);
      const meta = await sharp(new Uint8Array(await stored.arrayBuffer())).metadata();
      expect(meta.exif, name).toBeUndefined();
    }
  });

  it("refuses a script renamed .png, an SVG with a script, and text", async () => {
    const files = [
      ["foto.png", "image/png", "#!/bin/sh\nrm -rf /\n"],
      [
        "logo.svg",
        "image/svg+xml",
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ],
      ["logo.png", "image/png", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ] as const;
    for (const [name, type, text] of files) {
      const response = await upload("banners", new TextEncoder().encode(text), name, type);
      expect(response.status, name).toBe(422);
      expect(await response.json()).toEqual({
        error: { code: "image_rejected", message: UPLOAD_MESSAGES.unsupported },
      });
    }
  });

  it("refuses a file over 5 MB", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await png(10, 10));
    const response = await upload("banners", big, "grande.png", "image/png");
    expect(response.status).toBe(413);
  });

  it("refuses a 20000×20000 PNG before decoding it", async () => {
    const response = await upload("banners", pngHeaderOnly(20000, 20000), "bomba.png", "image/png");
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      UPLOAD_MESSAGES.tooManyPixels,
    );
  });

  it("refuses a truncated image and an unknown area", async () => {
    const truncated = (await png(200, 200)).slice(0, 60);
    expect((await upload("banners", truncated, "a.png", "image/png")).status).toBe(422);
    const response = await upload("avatars", await png(10, 10), "a.png", "image/png");
    expect(response.status).toBe(404);
  });

  it("refuses a request without a file", async () => {
    const response = await server.app.request("/api/admin/uploads/banners", {
      method: "POST",
      headers: { cookie, origin: ORIGIN },
      body: new FormData(),
    });
    expect(response.status).toBe(400);
  });
});
