import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, cities } from "../../db/schema";
import { fixedErp } from "../../erp/runtime";
import { createSgpAdapter } from "../../erp/sgp";
import { runContentSchedule } from "../../jobs/content-schedule";
import { runErpMaintenanceImport } from "../../jobs/erp-maintenance-import";
import { createLogger } from "../../logger";
import { FAKE_SGP_TOKEN, type FakeSgp, startFakeSgp } from "../../testing/fake-sgp";
import {
  adminApi,
  createTestServer,
  errorOf,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

// 'Status da rede' (issue 58): the console's notices, who may write them, what visitors read of them
// (the feeds), the schedule that publishes a planned work ahead, and SGP's maintenance list imported.

let server: TestServer;
let atendimento: ReturnType<typeof adminApi>;
let vilaVelha: number;
let vitoria: number;
beforeAll(async () => {
  server = await createTestServer();
  atendimento = adminApi(server, await staffCookieFor(server, "atendimento"));
  const rows = await server.database.db.select().from(cities);
  vilaVelha = rows.find((row) => row.name === "Vila Velha")!.id;
  vitoria = rows.find((row) => row.name === "Vitória")!.id;
});
afterAll(() => server.close());

const hour = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

const notice = (overrides: Record<string, unknown> = {}) => ({
  kind: "falha" as const,
  title: "Rompimento de fibra na Rodovia do Sol",
  description: "Equipe a caminho.",
  cityIds: [vilaVelha],
  neighbourhoods: "Praia da Costa, Itapuã",
  startsAt: inHours(-1),
  expectedEndAt: inHours(3),
  newUpdate: "",
  resolvedAt: null,
  resolution: "",
  isActive: true,
  publishAt: null,
  unpublishAt: null,
  ...overrides,
});

type FeedItem = {
  title: string;
  content_text: string;
  _status: { phase: string; cities: { name: string }[] };
};
const feed = async () =>
  (await (await server.app.request("/status/feed.json")).json()) as { items: FeedItem[] };

describe("network notices", () => {
  it("an incident atendimento creates shows in the feeds, for its city, with its forecast", async () => {
    const response = await atendimento["network-notices"].$post({ json: notice() });
    expect(response.status).toBe(201);
    const { networkNotice } = await response.json();
    expect(networkNotice).toMatchObject({
      cityIds: [vilaVelha],
      neighbourhoods: ["Praia da Costa", "Itapuã"],
    });

    const items = (await feed()).items.filter((item) => item.title.includes("Rodovia do Sol"));
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe("Em andamento: Rompimento de fibra na Rodovia do Sol");
    expect(items[0]!._status.cities.map((city) => city.name)).toEqual(["Vila Velha"]);
    expect(items[0]!.content_text).toContain("Previsão de normalização:");

    const rss = await (await server.app.request("/status/feed.xml")).text();
    expect(rss).toContain("<title>Em andamento: Rompimento de fibra na Rodovia do Sol</title>");
  });

  it("is refused to the roles that do not answer subscribers", async () => {
    for (const role of ["marketing", "comercial"] as const) {
      const other = adminApi(server, await staffCookieFor(server, role));
      const response = await other["network-notices"].$post({ json: notice() });
      expect(response.status).toBe(403);
    }
  });

  it("asks for a city, and an end after the start, in pt-BR", async () => {
    const response = await atendimento["network-notices"].$post({
      json: notice({ cityIds: [], expectedEndAt: inHours(-2) }),
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(Object.values(error.fields ?? {})).toEqual(
      expect.arrayContaining([
        "Selecione ao menos uma cidade.",
        "A previsão de término deve ser depois do início.",
      ]),
    );
  });

  it("keeps each update with its moment, and a resolution moves it to resolved", async () => {
    const created = (
      await (
        await atendimento["network-notices"].$post({
          json: notice({ title: "Queda no POP Vitória", cityIds: [vitoria] }),
        })
      ).json()
    ).networkNotice;
    const first = await atendimento["network-notices"][":id"].$put({
      param: { id: String(created.id) },
      json: {
        ...notice({ title: "Queda no POP Vitória", cityIds: [vitoria], newUpdate: "Equipamento trocado." }),
        expectedUpdatedAt: created.updatedAt,
      },
    });
    const updated = (await first.json()).networkNotice;
    expect(updated.updates.map((update: { text: string }) => update.text)).toEqual(["Equipamento trocado."]);
    const second = await atendimento["network-notices"][":id"].$put({
      param: { id: String(created.id) },
      json: {
        ...notice({
          title: "Queda no POP Vitória",
          cityIds: [vitoria],
          resolvedAt: new Date().toISOString(),
          resolution: "Normalizado após a troca do equipamento.",
        }),
        expectedUpdatedAt: updated.updatedAt,
      },
    });
    const resolved = (await second.json()).networkNotice;
    // The earlier update stays: a form sends no updates, only the next one.
    expect(resolved.updates).toHaveLength(1);
    const item = (await feed()).items.find((entry) => entry.title.includes("Queda no POP Vitória"))!;
    expect(item.title).toBe("Resolvida: Queda no POP Vitória");
    expect(item.content_text).toContain("Normalizado após a troca do equipamento.");
  });

  it("a planned work written ahead goes on the site at its 'Publicar em'", async () => {
    const publishAt = inHours(24);
    const response = await atendimento["network-notices"].$post({
      json: notice({
        kind: "manutencao",
        title: "Troca de cabos no Centro de Vila Velha",
        startsAt: inHours(24 * 8),
        expectedEndAt: inHours(24 * 8 + 4),
        publishAt,
      }),
    });
    expect((await response.json()).networkNotice).toMatchObject({ isActive: false, publishAt });
    const listed = async () =>
      (await feed()).items.filter((item) => item.title.includes("Troca de cabos no Centro"));
    expect(await listed()).toHaveLength(0);
    await runContentSchedule(server.database.db, server.announce, new Date(Date.parse(publishAt) + 60_000));
    const items = await listed();
    expect(items.map((item) => item.title)).toEqual(["Programada: Troca de cabos no Centro de Vila Velha"]);
  });
});

describe("SGP's maintenance list", () => {
  let sgp: FakeSgp;
  beforeAll(async () => {
    sgp = await startFakeSgp();
  });
  afterAll(() => sgp.close());

  const run = () =>
    runErpMaintenanceImport({
      db: server.database.db,
      announce: server.announce,
      erp: fixedErp(createSgpAdapter({ allowPrivateAddresses: true, url: sgp.url, token: FAKE_SGP_TOKEN })),
      logger: createLogger("silent"),
    });

  it("imports the active maintenances once, audited under the import's name, and resolves what SGP drops", async () => {
    expect(await run()).toBe(1);
    const imported = (await feed()).items.filter((item) =>
      item.title.includes("Troca de equipamento no POP Centro"),
    );
    expect(imported.map((item) => [item.title, item._status.cities.map((city) => city.name)])).toEqual([
      ["Programada: Troca de equipamento no POP Centro", ["Vila Velha"]],
    ]);
    // Its call carried the credential SGP asks for (the fake refuses any other).
    expect(sgp.state.calls.filter((call) => call.path === "/api/ura/manutencao/list/")).toHaveLength(1);

    // Nothing changed in SGP: nothing written again.
    expect(await run()).toBe(0);

    sgp.state.maintenances = [];
    expect(await run()).toBe(1);
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "network_notices"));
    const mine = entries.filter((entry) => JSON.stringify(entry.after).includes("POP Centro"));
    expect(mine.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["create", "sistema de gestão"],
      ["update", "sistema de gestão"],
    ]);
    const after = (await feed()).items.find((item) => item.title.includes("POP Centro"));
    expect(after?.title).toBe("Resolvida: Troca de equipamento no POP Centro");
  });

  it("an SGP that answers garbage leaves what was imported as it was", async () => {
    sgp.behaviour.garbage = true;
    expect(await run()).toBe(0);
    sgp.behaviour.garbage = false;
  });
});
