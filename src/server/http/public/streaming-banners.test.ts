import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicStreamingBanner } from "../../../domain";
import { streamingBanners } from "../../db/schema";
import { createTestServer, type TestServer } from "../../testing/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await server.database.db.insert(streamingBanners).values([
    {
      title: "Telecine terceiro",
      description: "c",
      imageUrl: "/x/3.svg",
      streamingService: "telecine",
      displayOrder: 3,
    },
    {
      title: "Telecine primeiro",
      description: "a",
      imageUrl: "/x/1.svg",
      imageWidth: 1200,
      imageHeight: 400,
      imageAlt: "Cena de filme em destaque",
      bgColor: "#111827",
      streamingService: "telecine",
      displayOrder: 1,
    },
    {
      title: "Telecine inativo",
      description: "i",
      imageUrl: "/x/0.svg",
      streamingService: "telecine",
      displayOrder: 0,
      isActive: false,
    },
    {
      title: "Telecine segundo",
      description: "b",
      imageUrl: "/x/2.svg",
      streamingService: "telecine",
      displayOrder: 2,
    },
    {
      title: "Premiere único",
      description: "p",
      imageUrl: "/x/p.svg",
      streamingService: "premiere",
      displayOrder: 0,
    },
  ]);
  await server.announce({ entities: ["streaming_banners"] });
});
afterAll(() => server.close());

async function bannersOf(service: string): Promise<PublicStreamingBanner[]> {
  const response = await server.app.request(`/api/streaming-banners/${service}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { banners: PublicStreamingBanner[] }).banners;
}

describe("GET /api/streaming-banners/:service", () => {
  it("lists only that service's active banners, by display order, with image size and alt", async () => {
    const banners = await bannersOf("telecine");
    expect(banners.map((banner) => banner.title)).toEqual([
      "Telecine primeiro",
      "Telecine segundo",
      "Telecine terceiro",
    ]);
    expect(banners[0]).toEqual({
      id: expect.any(Number),
      title: "Telecine primeiro",
      description: "a",
      imageUrl: "/x/1.svg",
      imageWidth: 1200,
      imageHeight: 400,
      imageAlt: "Cena de filme em destaque",
      bgColor: "#111827",
      displayOrder: 1,
    });
    expect((await bannersOf("premiere")).map((banner) => banner.title)).toEqual(["Premiere único"]);
    expect((await bannersOf("looke")).map((banner) => banner.title)).toEqual([
      "Looke no seu plano",
      "Cinema nacional na Looke",
      "Diversão para as crianças",
    ]);
    expect(await bannersOf("globoplay")).toEqual([]);
  });

  it("answers 404 for a service without a guide, or spelled otherwise", async () => {
    for (const service of ["netflix", "Looke", "looke%20", "1"]) {
      const response = await server.app.request(`/api/streaming-banners/${service}`);
      expect(response.status, service).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "streaming_service_not_found" } });
    }
  });

  it("serves a cached answer with an ETag and drops it when the catalogue changes", async () => {
    const first = await server.app.request("/api/streaming-banners/premiere");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await server.app.request("/api/streaming-banners/premiere", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);

    await server.database.db.insert(streamingBanners).values({
      title: "Premiere novo",
      description: "n",
      imageUrl: "/x/n.svg",
      streamingService: "premiere",
      displayOrder: 5,
    });
    await server.announce({ entities: ["streaming_banners"] });
    expect((await bannersOf("premiere")).map((banner) => banner.title)).toEqual([
      "Premiere único",
      "Premiere novo",
    ]);
  });
});
