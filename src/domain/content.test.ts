import { describe, expect, it } from "vitest";
import { articleStateLabel, fromSiteWallTime, toSiteWallTime } from "./content";
import { articleFormSchema } from "./content-schema";

describe("the console's date-time fields on São Paulo's clock", () => {
  it("reads a wall time as the instant in São Paulo", () => {
    expect(fromSiteWallTime("2026-12-12T08:00")).toBe("2026-12-12T11:00:00.000Z");
    expect(fromSiteWallTime("2026-01-01T00:30")).toBe("2026-01-01T03:30:00.000Z");
  });

  it("shows an instant as São Paulo's wall time, and back", () => {
    expect(toSiteWallTime("2026-12-12T11:00:00.000Z")).toBe("2026-12-12T08:00");
    expect(toSiteWallTime("2026-03-01T02:59:00Z")).toBe("2026-02-28T23:59");
    expect(fromSiteWallTime(toSiteWallTime("2026-07-04T15:45:00Z"))).toBe("2026-07-04T15:45:00.000Z");
    expect(toSiteWallTime(null)).toBe("");
  });

  it("leaves anything else for the schema to refuse", () => {
    expect(fromSiteWallTime("amanhã")).toBe("amanhã");
  });
});

describe("articleStateLabel", () => {
  it("says when a scheduled article goes live, in São Paulo time", () => {
    expect(articleStateLabel({ status: "scheduled", publishAt: "2026-12-12T11:00:00Z" })).toBe(
      "Agendado para 12/12 às 08:00",
    );
  });

  it("names the other states", () => {
    expect(articleStateLabel({ status: "draft", publishAt: null })).toBe("Rascunho");
    expect(articleStateLabel({ status: "published", publishAt: null })).toBe("Publicado");
    expect(articleStateLabel({ status: "unpublished", publishAt: null })).toBe("Despublicado");
  });
});

describe("articleFormSchema", () => {
  const form = {
    title: "Wi-Fi em casa",
    slug: "wi-fi-em-casa",
    summary: "Dicas",
    body: "## Dicas\n\nTexto.",
    imageUrl: "",
    imageAlt: "",
    imageWidth: null,
    imageHeight: null,
    category: "Dicas",
    authorName: "Equipe",
    status: "scheduled" as const,
    publishAt: "2026-12-12T08:00",
    unpublishAt: "",
  };

  it("sends 'Publicar em' as the São Paulo instant", () => {
    const parsed = articleFormSchema.parse(form);
    expect(parsed.publishAt?.toISOString()).toBe("2026-12-12T11:00:00.000Z");
    expect(parsed.unpublishAt).toBeNull();
  });

  it("refuses a schedule without 'Publicar em', and an end before the start, on their fields", () => {
    const missing = articleFormSchema.safeParse({ ...form, publishAt: "" });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["publishAt"],
      message: "Informe quando publicar (Publicar em) para agendar.",
    });
    const before = articleFormSchema.safeParse({ ...form, unpublishAt: "2026-12-12T07:00" });
    expect(before.error?.issues[0]).toMatchObject({
      path: ["unpublishAt"],
      message: "Despublicar em deve ser depois de Publicar em.",
    });
  });
});
