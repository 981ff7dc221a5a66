import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { uploadedLogos } from "../../../domain";
import { STREAMING_SERVICES } from "./service-catalogue";
import { orderByInclusion, streamingLogoUrl } from "./services";

describe("orderByInclusion", () => {
  it("puts the services plans include first, matched as plans write them, each part in catalogue order", () => {
    const { included, others } = orderByInclusion(STREAMING_SERVICES, [
      "looke",
      "Max",
      "GLOBOPLAY",
      "Não existe",
    ]);
    expect(included.map((service) => service.id)).toEqual(["max", "globoplay", "looke"]);
    expect(others).toHaveLength(STREAMING_SERVICES.length - 3);
    expect(others[0]?.id).toBe("netflix");
    expect(others.map((service) => service.id)).not.toContain("looke");
  });

  it("keeps the whole catalogue, in order, when no plan includes any service", () => {
    expect(orderByInclusion(STREAMING_SERVICES, [])).toEqual({ included: [], others: STREAMING_SERVICES });
  });
});

describe("the site's own streaming logos", () => {
  const read = (id: string) => readFileSync(`public${streamingLogoUrl(id)}`, "utf8");
  // simple-icons 16.37.0 (CC0 1.0) draws these; every other service gets its name set in type.
  const MARKED = [
    ...["netflix", "max", "hbo-max", "paramount", "apple-tv"],
    ...["crunchyroll", "deezer", "spotify", "youtube-premium"],
  ];

  it("are a real mark where a freely licensed one exists, else a wordmark, never a letter in a circle", () => {
    for (const { id, name } of STREAMING_SERVICES) {
      const svg = read(id);
      expect(svg, id).not.toMatch(/<circle/);
      expect(svg, id).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
      if (MARKED.includes(id)) {
        expect(svg, id).toContain("CC0 1.0");
        expect(svg, id).toMatch(/<path [^>]*d="[Mm][\d.]/);
      } else {
        // The wordmark spells the name (case and the space in 'Prime Video' aside), not an initial.
        const words = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]).join("");
        expect(words.toLowerCase(), id).toBe(name.toLowerCase().replaceAll(" ", ""));
      }
    }
  });

  it("hold no script, handler or outside reference (they are served as they are)", () => {
    for (const { id } of STREAMING_SERVICES)
      expect(read(id), id).not.toMatch(/<script|\son[a-z]+=|href=|url\(/i);
  });
});

describe("uploadedLogos", () => {
  it("maps each app to its catalogue id as plans write it, keeping the first logo and skipping none", () => {
    expect(
      uploadedLogos([
        { name: "MAX", iconUrl: "/uploads/streaming-icons/a-80.webp" },
        { name: "Max", iconUrl: "/uploads/streaming-icons/b-80.webp" },
        { name: "Globoplay", iconUrl: null },
        { name: "Canal da Cidade", iconUrl: "/uploads/streaming-icons/c-80.webp" },
      ]),
    ).toEqual({ max: "/uploads/streaming-icons/a-80.webp" });
  });
});
