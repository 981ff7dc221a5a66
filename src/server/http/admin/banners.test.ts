import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessPlanInput, planInput } from "../../testing/factories";
import {
  adminApi,
  createTestServer,
  errorOf,
  listAdminPlans,
  staffCookie,
  type TestServer,
} from "../../testing/test-server";

let server: TestServer;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  server = await createTestServer();
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

const banners = async () => (await (await api.banners.$get()).json()).banners;
const streamingBanners = async () => (await (await api["streaming-banners"].$get()).json()).streamingBanners;

describe("banners", () => {
  it("lists by display order and edits one, with its image's alternative text", async () => {
    const list = await banners();
    expect(list.map((b) => b.displayOrder)).toEqual(
      [...list.map((b) => b.displayOrder)].sort((a, b) => a - b),
    );
    const [banner] = list;
    const response = await api.banners[":id"].$put({
      param: { id: String(banner!.id) },
      json: {
        title: "Fibra nova",
        description: "Agora com 1 Giga",
        imageUrl: "/uploads/banners/abc.webp",
        imageAlt: "Técnico instalando fibra",
        imageWidth: 1600,
        imageHeight: 600,
        bgColor: "dark-blue",
        displayOrder: "3",
        isActive: true,
        expectedUpdatedAt: banner!.updatedAt,
      },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).banner).toMatchObject({
      title: "Fibra nova",
      imageAlt: "Técnico instalando fibra",
      imageWidth: 1600,
      bgColor: "dark-blue",
      displayOrder: 3,
    });
  });

  it("refuses an image without alternative text, an unknown colour and another site's image", async () => {
    const [banner] = await banners();
    const response = await api.banners[":id"].$put({
      param: { id: String(banner!.id) },
      json: {
        title: "",
        imageUrl: "https://outro.example/imagem.png",
        bgColor: "pink" as never,
        isActive: true,
        expectedUpdatedAt: banner!.updatedAt,
      },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      title: "Título é obrigatório",
      imageUrl: "Use uma imagem enviada pelo painel ou do próprio site.",
      bgColor: "Escolha uma das cores de fundo",
    });
    const noAlt = await api.banners[":id"].$put({
      param: { id: String(banner!.id) },
      json: {
        title: "Com imagem",
        imageUrl: "/uploads/banners/x.webp",
        imageAlt: " ",
        bgColor: "yellow",
        isActive: true,
        expectedUpdatedAt: banner!.updatedAt,
      },
    });
    expect((await errorOf(noAlt)).fields).toEqual({
      imageAlt: "Descreva a imagem (texto alternativo) para quem não pode vê-la.",
    });
  });

  it("resets a banner to the placeholder (no image, no alternative text needed)", async () => {
    const [banner] = await banners();
    const response = await api.banners[":id"].$put({
      param: { id: String(banner!.id) },
      json: {
        title: "Sem imagem",
        imageUrl: "",
        bgColor: "white",
        isActive: true,
        expectedUpdatedAt: banner!.updatedAt,
      },
    });
    expect((await response.json()).banner).toMatchObject({ imageUrl: "", imageAlt: "", imageWidth: null });
  });

  it("names the plan a banner sells and its button's text, refusing a plan that does not exist", async () => {
    const banner = (await banners()).find((item) => item.title === "Câmeras na nuvem")!;
    expect(banner).toMatchObject({ buttonLabel: "Quero câmeras", planId: expect.any(Number) });
    const plan = (await listAdminPlans(server, await staffCookie(server))).find(
      (p) => p.name === "Fibra 350 Mega",
    )!;
    const values = {
      ...banner,
      displayOrder: String(banner.displayOrder),
      expectedUpdatedAt: banner.updatedAt,
    };
    const response = await api.banners[":id"].$put({
      param: { id: String(banner.id) },
      json: { ...values, planId: String(plan.id), buttonLabel: "Assine já" },
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()).banner;
    expect(saved).toMatchObject({ planId: plan.id, buttonLabel: "Assine já" });
    const { audit } = await (
      await api["audit-log"].$get({ query: { entity: "banners", pageSize: "1" } })
    ).json();
    expect(audit.entries[0]).toMatchObject({ after: { planId: plan.id, buttonLabel: "Assine já" } });

    const gone = await api.banners[":id"].$put({
      param: { id: String(banner.id) },
      json: { ...values, planId: "999999", expectedUpdatedAt: saved.updatedAt },
    });
    expect(gone.status).toBe(422);
    expect((await errorOf(gone)).fields).toEqual({
      planId: "O plano escolhido não existe mais. Escolha outro na lista.",
    });
    const none = await api.banners[":id"].$put({
      param: { id: String(banner.id) },
      json: { ...values, planId: "", expectedUpdatedAt: saved.updatedAt },
    });
    expect((await none.json()).banner).toMatchObject({ planId: null });
  });

  it("switches captions, refusing a stale switch", async () => {
    const { settings } = await (await api["banner-settings"].$get()).json();
    const off = await api["banner-settings"].$put({
      json: { showCaptions: !settings.showCaptions, expectedUpdatedAt: settings.updatedAt },
    });
    expect((await off.json()).settings.showCaptions).toBe(!settings.showCaptions);
    const stale = await api["banner-settings"].$put({
      json: { showCaptions: settings.showCaptions, expectedUpdatedAt: settings.updatedAt },
    });
    expect(stale.status).toBe(409);
  });
});

describe("streaming banners", () => {
  const banner = {
    title: "Filmes na Looke",
    description: "Estreias toda semana",
    streamingService: "Looke",
    imageUrl: "/uploads/streaming-banners/looke.webp",
    imageAlt: "Cartaz de filmes da Looke",
  };

  it("lists by service, then display order", async () => {
    const list = await streamingBanners();
    const keys = list.map((b) => `${b.streamingService}:${String(b.displayOrder).padStart(4, "0")}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("creates one active, storing the service in lowercase", async () => {
    const response = await api["streaming-banners"].$post({ json: banner });
    expect(response.status).toBe(201);
    expect((await response.json()).streamingBanner).toMatchObject({
      streamingService: "looke",
      isActive: true,
      bgColor: "#ffffff",
    });
  });

  it("requires title, description, service and image with one message", async () => {
    const response = await api["streaming-banners"].$post({
      json: { title: " ", description: "", streamingService: "netflix", imageUrl: "" },
    });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      message: "Preencha todos os campos obrigatórios.",
      fields: {
        title: "Preencha todos os campos obrigatórios.",
        description: "Preencha todos os campos obrigatórios.",
        streamingService: "Preencha todos os campos obrigatórios.",
        imageUrl: "Preencha todos os campos obrigatórios.",
      },
    });
    const noAlt = await api["streaming-banners"].$post({ json: { ...banner, imageAlt: "" } });
    expect((await errorOf(noAlt)).fields).toEqual({
      imageAlt: "Descreva a imagem (texto alternativo) para quem não pode vê-la.",
    });
  });

  it("edits and deletes against the version shown", async () => {
    const created = (await streamingBanners()).find((b) => b.title === banner.title)!;
    const edited = await api["streaming-banners"][":id"].$put({
      param: { id: String(created.id) },
      json: { ...banner, streamingService: "max", displayOrder: 2, expectedUpdatedAt: created.updatedAt },
    });
    const { streamingBanner } = await edited.json();
    expect(streamingBanner).toMatchObject({ streamingService: "max", displayOrder: 2 });
    const stale = await api["streaming-banners"][":id"].$delete({
      param: { id: String(created.id) },
      query: { expectedUpdatedAt: created.updatedAt },
    });
    expect(stale.status).toBe(409);
    const deleted = await api["streaming-banners"][":id"].$delete({
      param: { id: String(created.id) },
      query: { expectedUpdatedAt: streamingBanner.updatedAt },
    });
    expect(deleted.status).toBe(200);
    expect((await streamingBanners()).map((b) => b.id)).not.toContain(created.id);
  });
});

describe("streaming services", () => {
  const services = async () => (await (await api["streaming-services"].$get()).json()).streamingServices;

  it("adds a service with no icon, and refuses its name twice", async () => {
    const response = await api["streaming-services"].$post({ json: { name: "Oldflix", iconUrl: "" } });
    expect(response.status).toBe(201);
    expect((await response.json()).streamingService).toMatchObject({
      name: "Oldflix",
      iconUrl: null,
      isActive: true,
      planCount: 0,
    });
    const again = await api["streaming-services"].$post({ json: { name: "Oldflix" } });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: "duplicate",
      message: "Já existe um serviço de streaming com este nome.",
    });
    for (const name of ["oldflix", "OLDFLIX", "Óldflix", "Oldflíx"]) {
      const twin = await api["streaming-services"].$post({ json: { name } });
      expect(twin.status, name).toBe(409);
      expect(await errorOf(twin)).toEqual({
        code: "duplicate",
        message: "Já existe um serviço de streaming com este nome.",
        fields: { name: "Já existe um serviço de streaming com este nome." },
      });
    }
    expect((await services()).filter((s) => s.name.toLowerCase().includes("ldfl"))).toHaveLength(1);
    const short = await api["streaming-services"].$post({ json: { name: "O" } });
    expect((await errorOf(short)).fields).toEqual({ name: "Nome deve ter pelo menos 2 caracteres" });
  });

  it("deletes a service no plan lists", async () => {
    const service = (await services()).find((s) => s.name === "Oldflix")!;
    const response = await api["streaming-services"][":id"].$delete({
      param: { id: String(service.id) },
      query: { expectedUpdatedAt: service.updatedAt },
    });
    expect(response.status).toBe(200);
  });

  it("refuses to delete a service plans still list, naming how many", async () => {
    const service = (await services()).find((s) => s.planCount > 1)!;
    const response = await api["streaming-services"][":id"].$delete({
      param: { id: String(service.id) },
      query: { expectedUpdatedAt: service.updatedAt },
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "in_use",
      message: `Este serviço não pode ser removido: ${service.planCount} planos ainda o incluem. Retire-o dos planos antes de removê-lo.`,
    });
    expect((await services()).map((s) => s.id)).toContain(service.id);
  });

  it("renames a service, and every plan and business plan listing it follows in the same write", async () => {
    await api["streaming-services"].$post({ json: { name: "Telaflix" } });
    const plan = (
      await (
        await api.plans.$post({ json: planInput({ name: "Fibra Tela", streamings: "Telaflix, Max" }) })
      ).json()
    ).plan;
    const business = (
      await (
        await api["business-plans"].$post({
          json: businessPlanInput({ name: "Empresa Tela", streamings: "Telaflix" }),
        })
      ).json()
    ).businessPlan;
    const service = (await services()).find((s) => s.name === "Telaflix")!;
    expect(service.planCount).toBe(2);

    const renamed = await api["streaming-services"][":id"].$put({
      param: { id: String(service.id) },
      json: { name: "Tela+", iconUrl: "", expectedUpdatedAt: service.updatedAt },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      streamingService: { name: "Tela+", planCount: 2 },
      plansUpdated: 2,
    });
    const plans = (await (await api.plans.$get()).json()).plans;
    expect(plans.find((row) => row.id === plan.id)?.streamings).toEqual(["Tela+", "Max"]);
    const businessPlans = (await (await api["business-plans"].$get()).json()).businessPlans;
    expect(businessPlans.find((row) => row.id === business.id)?.streamings).toEqual(["Tela+"]);
    const audit = (await (await api["audit-log"].$get({ query: { entity: "plans" } })).json()).audit;
    expect(audit.entries[0]).toMatchObject({ action: "update", entityId: String(plan.id) });

    // The version the form was opened with is gone: refused, and a name another service has is refused.
    const stale = await api["streaming-services"][":id"].$put({
      param: { id: String(service.id) },
      json: { name: "Tela 2", iconUrl: "", expectedUpdatedAt: service.updatedAt },
    });
    expect(stale.status).toBe(409);
    const current = (await services()).find((s) => s.id === service.id)!;
    const taken = await api["streaming-services"][":id"].$put({
      param: { id: String(service.id) },
      json: { name: "max", iconUrl: "", expectedUpdatedAt: current.updatedAt },
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).fields).toEqual({
      name: "Já existe um serviço de streaming com este nome.",
    });
  });
});
