// The addresses the spec links to without a page of their own, and the frames the CSP allows.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../db/schema";
import type { DEMO_SITE_SETTINGS } from "../db/seed-data";
import { fakeSite } from "../testing/fake-site";
import { createTestServer, type TestServer } from "../testing/test-server";
import { pageFrameSources } from "./frame-sources";
import { CHAT_FALLBACK, PERMANENT_REDIRECTS } from "./redirects";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    render: async () =>
      new Response("<!DOCTYPE html><p>página</p>", { headers: { "content-type": "text/html" } }),
    site: fakeSite(
      ["/", "/404"],
      () => new Response("<!DOCTYPE html><p>página</p>", { headers: { "content-type": "text/html" } }),
    ),
  });
});
afterAll(() => server.close());

async function setSettings(values: Partial<typeof DEMO_SITE_SETTINGS>) {
  await server.database.db.update(siteSettings).set(values).where(eq(siteSettings.id, 1));
  await server.announce({ entities: ["site_settings"] });
}

describe("permanent redirects", () => {
  const expected: Array<[string, string]> = [
    ["/internet", "/internet/fibra"],
    ["/internet-fibra", "/internet/fibra"],
    ["/planos-movel", "/movel"],
    ["/tv", "/streamings"],
    ["/telefonia", "/webcam"],
    ["/planos-empresas", "/empresas"],
    ["/privacidade", "/politica-privacidade"],
    ["/segunda-via", "/cliente/segunda-via"],
    ["/fatura", "/cliente/segunda-via"],
    ["/mudanca-senha", "/cliente/mudanca-senha"],
    ["/suporte-tecnico", "/suporte"],
    ["/noticias", "/blog"],
  ];

  it("lists exactly the spec's aliases", () => {
    expect(Object.entries(PERMANENT_REDIRECTS).sort()).toEqual([...expected].sort());
  });

  it.each(expected)("%s answers 301 to %s", async (from, to) => {
    const response = await server.app.request(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("keeps the query string", async () => {
    const response = await server.app.request("/noticias?categoria=dicas&pagina=2");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blog?categoria=dicas&pagina=2");
  });

  it("answers HEAD like GET", async () => {
    const response = await server.app.request("/tv", { method: "HEAD" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/streamings");
  });

  it("tells a client-side navigation (.data) where to go, without React Router's own parameters", async () => {
    const response = await server.app.request("/fatura.data?_routes=routes%2Fnot-found&mes=3");
    expect(response.status).toBe(204);
    expect(response.headers.get("x-remix-redirect")).toBe("/cliente/segunda-via?mes=3");
    expect(response.headers.get("x-remix-status")).toBe("301");
    expect(response.headers.get("x-remix-reload-document")).toBeNull();
  });

  it("leaves the real pages and other paths to the page renderer", async () => {
    for (const path of ["/internet/fibra", "/internet/", "/tvs", "/cliente"]) {
      const response = await server.app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("página");
    }
  });
});

describe("/chat", () => {
  it("sends the visitor to the WhatsApp sales chat with a greeting, never cached", async () => {
    await setSettings({ whatsappNumber: "5527999990000", companyName: "Rede Ipê Telecom" });
    const response = await server.app.request("/chat");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("https://wa.me/5527999990000");
    expect(location.searchParams.get("text")).toBe(
      "Olá! Vim pelo site da Rede Ipê Telecom e gostaria de falar com um consultor.",
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("follows a change of number at once", async () => {
    await setSettings({ whatsappNumber: "5511988887777" });
    const response = await server.app.request("/chat");
    expect(response.headers.get("location")).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=/);
    const data = await server.app.request("/chat.data?_routes=root");
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=/);
    expect(data.headers.get("x-remix-reload-document")).toBe("true");
  });

  it("goes to the service centre page when no WhatsApp number is set", async () => {
    await setSettings({ whatsappNumber: "" });
    const response = await server.app.request("/chat");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(CHAT_FALLBACK);
    expect(CHAT_FALLBACK).toBe("/central-atendimento");
  });
});

describe("frame-src", () => {
  it("allows exactly the origins of the portal and jobs addresses in the settings", async () => {
    await setSettings({
      subscriberPortalUrl: "https://portal.provedor.example/login?x=1",
      jobsUrl: "https://vagas.provedor.example:8443/lista",
      streamingHelpUrl: "",
      partnerVideoUrl: "",
    });
    const csp = (await server.app.request("/cliente")).headers.get("content-security-policy") ?? "";
    const frameSrc = csp.split("; ").find((directive) => directive.startsWith("frame-src "));
    expect(frameSrc).toBe("frame-src https://portal.provedor.example https://vagas.provedor.example:8443");
  });

  it("adds the streaming guide's origin and the partner video's privacy-minded player (issue 59)", async () => {
    await setSettings({
      subscriberPortalUrl: "",
      jobsUrl: "",
      streamingHelpUrl: "https://ajuda.provedor.example/streamings",
      partnerVideoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    });
    const csp = (await server.app.request("/parceiros")).headers.get("content-security-policy") ?? "";
    const frameSrc = csp.split("; ").find((directive) => directive.startsWith("frame-src "));
    expect(frameSrc).toBe("frame-src https://ajuda.provedor.example https://www.youtube-nocookie.com");
  });

  it("allows no frame at all when no address is set", async () => {
    await setSettings({ subscriberPortalUrl: "", jobsUrl: "", streamingHelpUrl: "", partnerVideoUrl: "" });
    const csp = (await server.app.request("/trabalhe-conosco")).headers.get("content-security-policy");
    expect(csp).toContain("frame-src 'none';");
  });

  it("adds the constant extras once, and drops addresses that are not http(s)", () => {
    expect(
      pageFrameSources({ subscriberPortalUrl: "javascript:alert(1)", jobsUrl: "https://vagas.example/x" }, [
        "https://www.youtube-nocookie.com",
        "https://vagas.example",
      ]),
    ).toEqual(["https://vagas.example", "https://www.youtube-nocookie.com"]);
  });
});
