import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicBanners } from "../../../domain";
import { bannerSettings, banners } from "../../db/schema";
import { offerInput, planInput } from "../../testing/factories";
import {
  adminApi,
  createTestServer,
  listAdminPlans,
  staffCookie,
  type TestServer,
} from "../../testing/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function readBanners(): Promise<PublicBanners> {
  const response = await server.app.request("/api/banners");
  expect(response.status).toBe(200);
  return (await response.json()) as PublicBanners;
}

describe("GET /api/banners", () => {
  it("lists the active banners in display order with the captions setting", async () => {
    const body = await readBanners();
    expect(body.showCaptions).toBe(true);
    expect(body.banners.map((banner) => banner.title)).toEqual([
      "Internet fibra de verdade",
      "Streaming incluso",
      "Câmeras na nuvem",
    ]);
    expect(Object.keys(body.banners[0]!).sort()).toEqual(
      [
        "bgColor",
        "description",
        "id",
        "imageAlt",
        "imageHeight",
        "imageUrl",
        "imageWidth",
        "offer",
        "title",
      ].sort(),
    );
    expect(body.banners[0]).toMatchObject({ bgColor: "dark-blue", imageUrl: "/images/banners/oferta-fibra-1200.webp" });
  });

  it("gives each banner the offer of its plan at the plan's current price, and none once it cannot be bought", async () => {
    const api = adminApi(server, await staffCookie(server));
    const offerOf = async (title: string) =>
      (await readBanners()).banners.find((banner) => banner.title === title)!.offer;
    expect(await offerOf("Internet fibra de verdade")).toEqual({
      planName: "Fibra 500 Mega",
      price: "R$\u00a079,90",
      conditions: "nos 3 primeiros meses, depois R$ 99,90/mês",
      terms: "Sem fidelidade",
      label: "Quero este plano",
      offerCode: "RIT-P2-V1",
      signUpHref: "/contrate?oferta=RIT-P2-V1",
      whatsappNumber: "5527999990000",
      message: "Olá! Quero assinar o plano Fibra 500 Mega.",
    });

    // A price change in the Planos tab reaches the banner by itself.
    const plan = (await listAdminPlans(server, await staffCookie(server))).find((p) => p.name === "Fibra 500 Mega")!;
    const edit = await api.plans[":id"].$put({
      param: { id: String(plan.id) },
      json: {
        ...planInput({
          name: plan.name,
          ...offerInput(String(plan.downloadMbps), String(plan.uploadMbps)),
          type: plan.type,
          streamings: plan.streamings.join(", "),
        }),
        price: "104,90",
        expectedUpdatedAt: plan.updatedAt,
      },
    });
    expect(edit.status).toBe(200);
    expect((await offerOf("Internet fibra de verdade"))?.price).toBe("R$\u00a0104,90");

    // Deactivated, the plan is offered nowhere: the banner stays, without the offer.
    const edited = (await listAdminPlans(server, await staffCookie(server))).find((p) => p.id === plan.id)!;
    const off = await api.plans[":id"].status.$patch({
      param: { id: String(plan.id) },
      json: { isActive: false, expectedUpdatedAt: edited.updatedAt },
    });
    expect(off.status).toBe(200);
    expect(await offerOf("Internet fibra de verdade")).toBeNull();
    expect(await offerOf("Câmeras na nuvem")).toMatchObject({ planName: "Fibra 600 Mega + Câmera", label: "Quero câmeras" });
  });

  it("follows console writes: reorder, deactivation and the captions switch", async () => {
    const { db } = server.database;
    const [first] = await db.select().from(banners).where(eq(banners.title, "Internet fibra de verdade"));
    const [second] = await db.select().from(banners).where(eq(banners.title, "Streaming incluso"));
    await db.update(banners).set({ displayOrder: 9 }).where(eq(banners.id, first!.id));
    await db.update(banners).set({ isActive: false }).where(eq(banners.id, second!.id));
    await db.update(bannerSettings).set({ showCaptions: false }).where(eq(bannerSettings.id, 1));

    // Cached until the console says something changed.
    expect((await readBanners()).showCaptions).toBe(true);
    await server.announce({ entities: ["banners", "banner_settings"] });

    const body = await readBanners();
    expect(body.showCaptions).toBe(false);
    expect(body.banners.map((banner) => banner.title)).toEqual([
      "Câmeras na nuvem",
      "Internet fibra de verdade",
    ]);

    await db.update(banners).set({ displayOrder: 0 }).where(eq(banners.id, first!.id));
    await db.update(banners).set({ isActive: true }).where(eq(banners.id, second!.id));
    await db.update(bannerSettings).set({ showCaptions: true }).where(eq(bannerSettings.id, 1));
    await server.announce({ entities: ["banners", "banner_settings"] });
  });

  it("answers 304 to a client holding the same version", async () => {
    const first = await server.app.request("/api/banners");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await server.app.request("/api/banners", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});
