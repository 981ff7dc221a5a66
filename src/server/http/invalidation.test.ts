import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesOf, type DataChange } from "../changes";
import { testDatabaseUrl } from "../config";
import { cities, referrals } from "../db/schema";
import { seedDemoData } from "../db/seed";
import { createLogger } from "../logger";
import { bundledScript } from "../testing/bundled-script";
import { siteSettingsInput } from "../testing/factories";
import { fakeSite } from "../testing/fake-site";
import { createTestApp } from "../testing/test-app";
import {
  adminApi,
  createTestServer,
  fromAddress,
  jsonRequest,
  ORIGIN,
  STAFF,
  signIn,
  staffCookie,
  type TestServer,
} from "../testing/test-server";

// Caches follow what a committed write changed (changes.ts), never the URL or method of a request:
// every console entity's write drops the public caches, writes visitors never see keep them, and so do
// sign-in and sign-out.

let server: TestServer;
let api: ReturnType<typeof adminApi>;
let cookie: string;
let pages: ReturnType<typeof createTestApp>;
let renders = 0;
/** Each time the catalogue (and with it the render cache) was dropped. */
let drops = 0;
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-invalidation-"));

beforeAll(async () => {
  server = await createTestServer();
  cookie = await staffCookie(server);
  api = adminApi(server, cookie);
  server.catalogue.onChange(() => {
    drops += 1;
  });
  // The site as it runs in production: pages rendered from the catalogue and kept in the render cache.
  // The console's actions (React Router's: POST /auth signs in, POST /intranet signs out) answer with a
  // redirect.
  pages = createTestApp({
    config: { trustProxy: false, publicUrl: undefined, dataDir: dir },
    database: server.database,
    catalogue: server.catalogue,
    auth: server.auth,
    logger: createLogger("silent"),
    clientDirs: [dir],
    render: async () => new Response(null, { status: 302, headers: { location: "/" } }),
    site: fakeSite(["/", "/404"], async (_request, context) => {
      renders += 1;
      const { companyName } = await context.catalogue.siteSettings();
      const names = (await context.catalogue.activeCities()).map((city) => city.name);
      return new Response(`<!DOCTYPE html><h1>${companyName}</h1><p>${names.join(", ")}</p>`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `/` as a visitor gets it, once the render cache holds it (the cache stores a page after sending it). */
async function cachedHome(): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const before = renders;
    const body = await (await pages.request("/")).text();
    if (renders === before) return body;
  }
  throw new Error("the render cache never kept /");
}

/** A signed-in staff member's Cookie header; each from its own address, under the sign-in rate limit. */
const staffCookieFrom = (address: string) => staffCookie(server, address);

/** Runs `write` (answered with `status`) and says whether it dropped the public caches. */
async function dropsCaches(write: () => Response | Promise<Response>, status = 200): Promise<boolean> {
  await cachedHome();
  const before = drops;
  const response = await write();
  expect(response.status, await response.clone().text()).toBe(status);
  return drops > before;
}

describe("a console write of any entity", () => {
  it("plans, cities and their links", async () => {
    const [plan] = (await (await api.plans.$get()).json()).plans;
    expect(
      await dropsCaches(() =>
        api.plans[":id"].status.$patch({
          param: { id: String(plan!.id) },
          json: { isActive: !plan!.isActive, expectedUpdatedAt: plan!.updatedAt },
        }),
      ),
    ).toBe(true);
    const city = (await (await api.cities.$get()).json()).cities.find((c) => c.name === "Serra")!;
    expect(
      await dropsCaches(() =>
        api.cities[":id"].status.$patch({
          param: { id: String(city.id) },
          json: { isActive: false, expectedUpdatedAt: city.updatedAt },
        }),
      ),
    ).toBe(true);
    // …and the cached page shows it.
    expect(await cachedHome()).not.toContain("Serra");
    const [link] = (await (await api["plan-cities"].$get()).json()).planCities;
    expect(
      await dropsCaches(() =>
        api["plan-cities"][":id"].status.$patch({
          param: { id: String(link!.id) },
          json: { isActive: !link!.isActive, expectedUpdatedAt: link!.updatedAt },
        }),
      ),
    ).toBe(true);
  });

  it("business plans and their links", async () => {
    const [plan] = (await (await api["business-plans"].$get()).json()).businessPlans;
    expect(
      await dropsCaches(() =>
        api["business-plans"][":id"].status.$patch({
          param: { id: String(plan!.id) },
          json: { isActive: !plan!.isActive, expectedUpdatedAt: plan!.updatedAt },
        }),
      ),
    ).toBe(true);
    const [link] = (await (await api["business-plan-cities"].$get()).json()).businessPlanCities;
    expect(
      await dropsCaches(() =>
        api["business-plan-cities"][":id"].status.$patch({
          param: { id: String(link!.id) },
          json: { isActive: !link!.isActive, expectedUpdatedAt: link!.updatedAt },
        }),
      ),
    ).toBe(true);
  });

  it("banners, the captions switch, streaming banners and services", async () => {
    const [banner] = (await (await api.banners.$get()).json()).banners;
    expect(
      await dropsCaches(() =>
        api.banners[":id"].$put({
          param: { id: String(banner!.id) },
          json: {
            title: "Fibra nova",
            description: banner!.description,
            imageUrl: banner!.imageUrl,
            imageAlt: banner!.imageAlt || "Técnico instalando fibra",
            bgColor: banner!.bgColor,
            displayOrder: String(banner!.displayOrder),
            isActive: true,
            expectedUpdatedAt: banner!.updatedAt,
          },
        }),
      ),
    ).toBe(true);
    const { settings } = await (await api["banner-settings"].$get()).json();
    expect(
      await dropsCaches(() =>
        api["banner-settings"].$put({
          json: { showCaptions: !settings.showCaptions, expectedUpdatedAt: settings.updatedAt },
        }),
      ),
    ).toBe(true);
    expect(
      await dropsCaches(
        () =>
          api["streaming-banners"].$post({
            json: {
              title: "Filmes na Looke",
              description: "Estreias toda semana",
              streamingService: "Looke",
              imageUrl: "/uploads/streaming-banners/looke.webp",
              imageAlt: "Cartaz de filmes da Looke",
            },
          }),
        201,
      ),
    ).toBe(true);
    expect(
      await dropsCaches(
        () => api["streaming-services"].$post({ json: { name: "Oldflix", iconUrl: "" } }),
        201,
      ),
    ).toBe(true);
  });

  it("the site settings, which the cached page shows at once", async () => {
    const { settings } = await (await api["site-settings"].$get()).json();
    expect(
      await dropsCaches(() =>
        api["site-settings"].$put({ json: siteSettingsInput(settings, { companyName: "Rede Renomeada" }) }),
      ),
    ).toBe(true);
    expect(await cachedHome()).toContain("Rede Renomeada");
  });

  it("but not one that was refused", async () => {
    const [plan] = (await (await api.plans.$get()).json()).plans;
    expect(
      await dropsCaches(
        () =>
          api.plans[":id"].status.$patch({
            param: { id: String(plan!.id) },
            json: { isActive: true, expectedUpdatedAt: "2000-01-01T00:00:00.000Z" },
          }),
        409,
      ),
    ).toBe(false);
  });
});

describe("writes visitors never see", () => {
  const referral = {
    referrer: {
      name: "Maria Silva",
      cpf: "529.982.247-25",
      phone: "(27) 99876-5432",
      email: "m@example.com",
    },
    friend: { name: "João Souza", cpf: "111.444.777-35", phone: "(27) 3322-1100", email: "j@example.com" },
  };

  it("a referral sent from /indique, and staff marking it contacted, keep the public caches", async () => {
    expect(
      await dropsCaches(
        () => server.app.request("/api/referrals", jsonRequest("POST", referral), fromAddress("10.7.0.1")),
        201,
      ),
    ).toBe(false);
    const [row] = await server.database.db.select().from(referrals);
    expect(
      await dropsCaches(() =>
        api.referrals[":id"].contacted.$patch({
          param: { id: String(row!.id) },
          json: { expectedUpdatedAt: row!.updatedAt.toISOString() },
        }),
      ),
    ).toBe(false);
  });

  it("a newsletter address stored, exported, erased by staff or removed by anyone keeps them (issue 55)", async () => {
    const email = `leitora-${Date.now()}@example.com`;
    expect(
      await dropsCaches(
        () => server.app.request("/api/newsletter", jsonRequest("POST", { email }), fromAddress("10.7.2.1")),
        201,
      ),
    ).toBe(false);
    expect(await dropsCaches(() => api.newsletter.export.$post())).toBe(false);
    const { subscribers } = await (await api.newsletter.$get()).json();
    const subscriber = subscribers.find((row) => row.email === email)!;
    expect(
      await dropsCaches(() =>
        api.newsletter[":id"].$delete({
          param: { id: String(subscriber.id) },
          query: { expectedUpdatedAt: subscriber.updatedAt },
        }),
      ),
    ).toBe(false);
  });

  it("staff signing in and out, through the API or the pages' actions, keep them too", async () => {
    expect(await dropsCaches(() => signIn(server, STAFF, "10.7.1.1"))).toBe(false);
    const other = await staffCookieFrom("10.7.1.2");
    expect(
      await dropsCaches(() =>
        server.app.request("/api/auth/sign-out", {
          method: "POST",
          headers: { origin: ORIGIN, cookie: other },
        }),
      ),
    ).toBe(false);
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    expect(
      await dropsCaches(
        () => pages.request("/auth", form({ email: STAFF.email, password: STAFF.password })),
        302,
      ),
    ).toBe(false);
    const another = await staffCookieFrom("10.7.1.3");
    expect(
      await dropsCaches(
        () =>
          pages.request("/intranet", {
            ...form({ intent: "sign-out" }),
            headers: { ...form({}).headers, cookie: another },
          }),
        302,
      ),
    ).toBe(false);
  });
});

describe("writes outside HTTP", () => {
  it("the demo seed drops the caches (it announces what it wrote)", async () => {
    await server.database.db.update(cities).set({ isActive: true }).where(eq(cities.name, "Serra"));
    await cachedHome();
    const before = drops;
    await seedDemoData(server.database);
    expect(drops).toBe(before + 1);
    expect(await cachedHome()).toContain("Serra");
  });

  it("an announcement of staff accounts alone, as staff:create makes, keeps them", async () => {
    await cachedHome();
    const before = drops;
    await changesOf(server.database).announce({ entities: ["staff"] });
    expect(drops).toBe(before);
  });
});

/** A child process's stdout, line by line, as awaitable events. */
function lines(child: ChildProcess) {
  const queue: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else queue.push(line);
  });
  return {
    next: () =>
      new Promise<string>((resolve) => {
        const line = queue.shift();
        if (line !== undefined) resolve(line);
        else waiting.push(resolve);
      }),
  };
}

describe.skipIf(!testDatabaseUrl())("other processes on the same PostgreSQL", () => {
  const cli = async (script: string, args: string[] = []) =>
    spawn(process.execPath, [...(await bundledScript(`src/server/cli/${script}`)), ...args], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: server.databaseUrl,
        DATA_DIR: dir,
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
  /**
   * Every change the test server's feed hears, in commit order. Subscribed after the catalogue, so by
   * the time a change lands here the catalogue has acted on it.
   */
  const heard: DataChange[] = [];
  const waiters: Array<() => void> = [];
  const nextHeard = () => new Promise<void>((resolve) => waiters.push(resolve));
  beforeAll(async () => {
    await changesOf(server.database).subscribe((change) => {
      heard.push(change);
      waiters.shift()?.();
    });
  });

  it("npm run staff:create keeps every cache, npm run db:seed drops them", async () => {
    const dropsBefore = drops;
    const staffHeard = nextHeard();
    const staff = await cli("staff-create.ts", [
      "--email",
      "nova@example.com",
      "--password",
      "senha-forte-456",
    ]);
    expect((await once(staff, "exit"))[0]).toBe(0);
    await staffHeard;
    expect(heard.at(-1)).toEqual({ entities: ["staff"] });

    const seedHeard = nextHeard();
    const seed = await cli("seed.ts");
    expect((await once(seed, "exit"))[0]).toBe(0);
    await seedHeard;
    expect(heard.at(-1)!.entities).toContain("plans");
    // Notifications arrive in commit order: the seed's dropped the caches once; staff:create's, before
    // it, did not.
    expect(drops).toBe(dropsBefore + 1);
  }, 120_000);

  describe("a second server", () => {
    let reader: ChildProcess;
    let readerLines: ReturnType<typeof lines>;
    let readerUrl: string;
    beforeAll(async () => {
      reader = spawn(
        process.execPath,
        [...(await bundledScript("src/server/testing/catalogue-reader.ts")), server.databaseUrl!],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      readerLines = lines(reader);
      const port = /listening (\d+)/.exec(await readerLines.next())?.[1];
      if (!port) throw new Error("second process did not start");
      readerUrl = `http://127.0.0.1:${port}`;
    });
    afterAll(async () => {
      reader.kill("SIGTERM");
      await once(reader, "exit");
    });

    /** The reader's `/` once it comes from its render cache: two answers of the same render. */
    async function readerHome(): Promise<string> {
      let last: string | null = null;
      for (let attempt = 0; attempt < 200; attempt++) {
        const response = await fetch(`${readerUrl}/`);
        const body = await response.text();
        if (response.headers.get("x-render") === last) return body;
        last = response.headers.get("x-render");
      }
      throw new Error("the second server never cached /");
    }

    it("serves a console write made in the first, in its cached page and its JSON", async () => {
      const { settings } = await (await api["site-settings"].$get()).json();
      expect(await readerHome()).toContain(`<h1>${settings.companyName}</h1>`);
      const [city] = (await (await fetch(`${readerUrl}/api/cities`)).json()).cities as Array<{ id: number }>;
      const plansUrl = `${readerUrl}/api/cities/${city!.id}/plans`;
      const etag = (await fetch(plansUrl)).headers.get("etag")!;

      const heardThere = readerLines.next();
      const saved = await api["site-settings"].$put({
        json: siteSettingsInput(settings, { companyName: "Rede de Outro Processo" }),
      });
      expect(saved.status).toBe(200);
      expect(await heardThere).toBe("changed");

      expect(await readerHome()).toContain("<h1>Rede de Outro Processo</h1>");
      // Settings do not change the plans' bytes: the ETag holds, rebuilt from the new catalogue version.
      expect((await fetch(plansUrl, { headers: { "if-none-match": etag } })).status).toBe(304);

      const shown = new Set(
        ((await (await fetch(plansUrl)).json()).plans as Array<{ id: number }>).map((p) => p.id),
      );
      const link = (await (await api["plan-cities"].$get()).json()).planCities.find(
        (each) => each.cityId === city!.id && each.isActive && shown.has(each.planId),
      )!;
      const planHeard = readerLines.next();
      const unlinked = await api["plan-cities"][":id"].status.$patch({
        param: { id: String(link.id) },
        json: { isActive: false, expectedUpdatedAt: link.updatedAt },
      });
      expect(unlinked.status).toBe(200);
      expect(await planHeard).toBe("changed");
      expect((await fetch(plansUrl, { headers: { "if-none-match": etag } })).status).toBe(200);
    });
  });
});
