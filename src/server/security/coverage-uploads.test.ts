import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COVERAGE_AREA_MESSAGES,
  MAX_COVERAGE_AREAS,
  MAX_COVERAGE_TOTAL_VERTICES,
  MAX_COVERAGE_VERTICES,
} from "../../domain";
import { encodeArea } from "../coverage/area-shape";
import { coverageAreas } from "../db/schema";
import { type ServerProcess, startServerProcess } from "../testing/server-process";
import { createTestServer, errorOf, jsonRequest, staffCookie, type TestServer } from "../testing/test-server";
import { enrolmentCode, secretOfUri } from "../testing/totp";

// Issue 66, L1 (decision 0076): the production server, with `npm start`'s heap cap, survives twenty maximal
// coverage uploads. A probe's 8th area of 190,000 points ended it with "JavaScript heap out of memory";
// now each file is read in a worker thread, an area is kept off the heap, and the areas together are
// bounded: the uploads that fit are stored, the rest refused with the console's message, and the server
// still answers, its heap well within its cap, the polygon source deciding by the stored areas.

const HEAP_CAP_MB = 192;
const ADMIN = { email: "admin@example.com", password: "senha-forte-da-sonda-123" };

let server: ServerProcess;
let dataDir: string;
let cookie = "";

/** The Cookie header of an answer's Set-Cookie lines, on top of `earlier`. */
function cookieOf(response: Response, earlier = ""): string {
  const jar = new Map(
    earlier
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}

const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie, ...headers },
    body: JSON.stringify(body),
  });

/** The administrador signed in with two-factor sign-in, as 'Minha conta' enrols it. */
async function signIn() {
  const first = await post("/api/auth/sign-in/email", ADMIN);
  expect(first.status).toBe(200);
  cookie = cookieOf(first);
  const enable = await post("/api/auth/two-factor/enable", { password: ADMIN.password });
  expect(enable.status).toBe(200);
  const secret = secretOfUri(((await enable.json()) as { totpURI: string }).totpURI);
  const verify = await post("/api/auth/two-factor/verify-totp", { code: await enrolmentCode(secret) });
  expect(verify.status).toBe(200);
  cookie = cookieOf(verify, cookie);
}

/** A maximal area: one ring of MAX_COVERAGE_VERTICES corners around Vila Velha, as a GeoJSON file. */
function maximalArea(shift: number): string {
  const corners = MAX_COVERAGE_VERTICES - 1;
  const ring = Array.from({ length: corners }, (_, i) => {
    const t = (i / corners) * 2 * Math.PI;
    return [
      Number((-40.29 + shift * 1e-4 + 0.05 * Math.cos(t)).toFixed(5)),
      Number((-20.33 + 0.05 * Math.sin(t)).toFixed(5)),
    ];
  });
  ring.push(ring[0]!);
  return Buffer.from(JSON.stringify({ type: "Polygon", coordinates: [ring] })).toString("base64");
}

/** The server's own gauges (Prometheus text, /metrics answers loopback). */
async function gauge(name: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split("\n").find((row) => row.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in /metrics`);
  return Number(line.split(" ")[1]);
}

const startSpawned = async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-coverage-heap-"));
  server = await startServerProcess(
    { DATA_DIR: dataDir, SEED_DEMO: "false", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    { nodeArgs: [`--max-old-space-size=${HEAP_CAP_MB}`, "--max-semi-space-size=4"] },
  );
  await signIn();
};

describe("twenty maximal coverage uploads (issue 66, L1)", () => {
  beforeAll(startSpawned, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores those within the areas' bounds, refuses the rest, and the server lives on", async () => {
    const fit = MAX_COVERAGE_TOTAL_VERTICES / MAX_COVERAGE_VERTICES;
    const file = maximalArea(0);
    const statuses: number[] = [];
    const messages: string[] = [];
    for (let upload = 0; upload < 20; upload++) {
      const response = await post("/api/admin/coverage-areas", {
        name: `Área ${upload + 1}`,
        fileName: "area.geojson",
        contentBase64: file,
      });
      statuses.push(response.status);
      if (response.status !== 201)
        messages.push(((await response.json()) as { error: { message: string } }).error.message);
      else await response.body?.cancel();
    }
    // The bound at its edge: the areas that sum to exactly the total are stored, the next is refused.
    expect(statuses).toEqual([...Array(fit).fill(201), ...Array(20 - fit).fill(422)]);
    expect(new Set(messages)).toEqual(new Set([COVERAGE_AREA_MESSAGES.totalVertices]));

    // The polygon source decides by every stored area, and the server still serves everyone.
    const saved = await fetch(`${server.url}/api/admin/coverage`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: JSON.stringify({ order: ["poligonos"], boxDistanceMeters: 250, geocoderUrl: "", tileUrl: "" }),
    });
    expect(saved.status).toBe(200);
    const check = await post("/api/admin/coverage/test", {
      cep: "29100-001",
      number: "1",
      lat: -20.33,
      lng: -40.29,
    });
    expect(check.status).toBe(200);
    const { report } = (await check.json()) as { report: { answer: { status: string; source: string } } };
    expect(report.answer).toMatchObject({ status: "confirmado", source: "poligonos" });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/heap out of memory/i);
    // Five areas of 200,000 vertices held by the polygon source cost the heap next to nothing: they are
    // Float64Arrays outside it. Well under half the cap, after every upload and a check.
    expect(await gauge("nodejs_heap_size_used_bytes")).toBeLessThan((HEAP_CAP_MB / 2) * 1024 * 1024);
  }, 120_000);
});

describe("the areas' bounds and the staff files' lane (issue 66, L1 and L8; decision 0076)", () => {
  let app: TestServer;
  let staff = "";
  beforeAll(async () => {
    app = await createTestServer({ seed: false });
    staff = await staffCookie(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Areas stored as an earlier upload would have left them, holding `vertices` between them. */
  async function fill(areas: number, vertices: number) {
    const triangle = encodeArea({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "" },
          geometry: {
            type: "Polygon",
            coordinates: [
              [
                [-41, -21],
                [-40.9, -21],
                [-40.9, -20.9],
                [-41, -21],
              ],
            ],
          },
        },
      ],
    });
    await app.database.db.delete(coverageAreas);
    for (let index = 0; index < areas; index++)
      await app.database.db.insert(coverageAreas).values({
        name: `Área ${index}`,
        format: "geojson",
        shape: sql`decode(${Buffer.from(triangle).toString("base64")}, 'base64')`,
        preview: { type: "FeatureCollection", features: [] },
        polygonCount: 1,
        vertexCount: index === 0 ? vertices - (areas - 1) * 4 : 4,
      });
  }

  /** A square of `vertices` corners (the last one closing it) as a GeoJSON file, base64. */
  function squareFile(vertices: number) {
    const corners = vertices - 1;
    const ring = Array.from({ length: corners }, (_, i) => [
      -40.3 + (i / corners) * 0.01,
      -20.3 - (i % 2) * 0.01,
    ]);
    ring.push(ring[0]!);
    return Buffer.from(JSON.stringify({ type: "Polygon", coordinates: [ring] })).toString("base64");
  }

  const upload = (contentBase64: string, name = "Nova") =>
    app.app.request(
      "/api/admin/coverage-areas",
      jsonRequest("POST", { name, fileName: "nova.geojson", contentBase64 }, staff),
    );

  it("takes the area that brings the total to its bound, and refuses one vertex more", async () => {
    await fill(3, MAX_COVERAGE_TOTAL_VERTICES - 10);
    const over = await upload(squareFile(11));
    expect(over.status).toBe(422);
    expect((await errorOf(over)).message).toBe(COVERAGE_AREA_MESSAGES.totalVertices);
    expect((await upload(squareFile(10))).status).toBe(201);
    // Full to the vertex: the next is refused before its file is parsed, with the same message (its body
    // is read to its end and dropped, so a browser still sending it gets the answer, not a closed socket).
    const next = await upload(squareFile(4));
    expect(next.status).toBe(422);
    expect((await errorOf(next)).message).toBe(COVERAGE_AREA_MESSAGES.totalVertices);
  });

  it("takes the hundredth area and refuses the one after", async () => {
    await fill(MAX_COVERAGE_AREAS - 1, 1_000);
    expect((await upload(squareFile(4))).status).toBe(201);
    const refused = await upload(squareFile(4));
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(COVERAGE_AREA_MESSAGES.tooManyAreas);
  });

  it("reads one staff file at a time: past two waiting, an upload is refused before its body is read", async () => {
    await fill(0, 0);
    const file = squareFile(50_000);
    const read: boolean[] = [];
    // Each body says when the server first reads it.
    const send = (index: number) => {
      read[index] = false;
      const bytes = new TextEncoder().encode(
        JSON.stringify({ name: `Junto ${index}`, fileName: "a.geojson", contentBase64: file }),
      );
      // No queue of its own (highWaterMark 0): pulled only when the server reads.
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            read[index] = true;
            controller.enqueue(bytes);
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const init = jsonRequest("POST", {}, staff);
      const headers = {
        ...(init.headers as Record<string, string>),
        "content-length": String(bytes.byteLength),
      };
      return app.app.request(
        new Request("http://localhost/api/admin/coverage-areas", {
          ...init,
          headers,
          body,
          duplex: "half",
        } as RequestInit),
      );
    };
    const statuses = (await Promise.all([0, 1, 2, 3, 4].map(send))).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(2);
    expect(read).toEqual(statuses.map((status) => status === 201));
  });
});
