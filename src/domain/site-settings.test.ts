import { describe, expect, it } from "vitest";
import { EMPTY_SITE_SETTINGS, reputationTexts } from "./site-settings";
import { siteSettingsInputSchema } from "./site-settings-schema";
import { proconLinks } from "./states";

const { statCitiesValue: _counted, ...base } = EMPTY_SITE_SETTINGS;
const valid = { ...base, privacyOfficerName: "Marina Costa" };

describe("the reputation scores (issue 59)", () => {
  it("show the Reclame Aqui name and score and Google's stars with their day", () => {
    expect(
      reputationTexts({
        reclameAquiScore: "8,7",
        reclameAquiScoreOn: "2026-11-20",
        googleRating: "4,6",
        googleReviewCount: "1200",
        googleRatingOn: "2026-11-21",
      }),
    ).toEqual({
      reclameAqui: { label: "Reclame Aqui: Ótimo, 8,7", note: "nota de 20/11/2026" },
      google: { label: "Avaliações no Google: 4,6 de 5 (1.200)", note: "nota de 21/11/2026" },
    });
  });

  it("leave out a score without its day, and name the lower reputations", () => {
    const texts = reputationTexts({
      reclameAquiScore: "6,2",
      reclameAquiScoreOn: "2026-11-20",
      googleRating: "4,6",
      googleReviewCount: "",
      googleRatingOn: "",
    });
    expect(texts.reclameAqui.label).toBe("Reclame Aqui: Regular, 6,2");
    expect(texts.google).toEqual({ label: "Avaliações no Google" });
  });

  it("are checked and written the pt-BR way; days come from the calendar", () => {
    const parsed = siteSettingsInputSchema.parse({
      ...valid,
      reclameAquiScore: "8.7",
      googleRating: "4",
      reclameAquiScoreOn: "2026-11-20",
    });
    expect(parsed).toMatchObject({ reclameAquiScore: "8,7", googleRating: "4,0" });
    const wrong = siteSettingsInputSchema.safeParse({
      ...valid,
      reclameAquiScore: "11",
      googleRating: "5,5",
      googleRatingOn: "20/11/2026",
    });
    expect(wrong.success).toBe(false);
    const paths = wrong.error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(paths).toEqual(expect.arrayContaining(["reclameAquiScore", "googleRating", "googleRatingOn"]));
  });
});

describe("the Procon per state, the partner video and the streaming guide (issue 59)", () => {
  it("keep a https address per state and drop the empty ones", () => {
    const parsed = siteSettingsInputSchema.parse({
      ...valid,
      proconUrls: { ES: "https://procon.es.gov.br/", MG: "" },
    });
    expect(parsed.proconUrls).toEqual({ ES: "https://procon.es.gov.br/" });
    expect(
      siteSettingsInputSchema.safeParse({ ...valid, proconUrls: { ES: "http://procon.es.gov.br/" } }).success,
    ).toBe(false);
    expect(siteSettingsInputSchema.parse(valid).proconUrls).toEqual({});
  });

  it("take only a YouTube or Vimeo video", () => {
    expect(
      siteSettingsInputSchema.parse({ ...valid, partnerVideoUrl: "https://youtu.be/aqz-KE-bpKQ" })
        .partnerVideoUrl,
    ).toBe("https://youtu.be/aqz-KE-bpKQ");
    expect(
      siteSettingsInputSchema.safeParse({ ...valid, partnerVideoUrl: "https://example.com/video.mp4" })
        .success,
    ).toBe(false);
  });
});

describe("proconLinks (issue 59)", () => {
  it("links the Procon of each served state that has an address, once, in order", () => {
    const urls = {
      MG: "https://mpmg.mp.br/procon",
      ES: "https://procon.es.gov.br/",
      SP: "https://procon.sp.gov.br/",
    };
    expect(proconLinks(urls, ["MG", "ES", "ES", "RJ"])).toEqual([
      { state: "ES", name: "Espírito Santo", href: "https://procon.es.gov.br/" },
      { state: "MG", name: "Minas Gerais", href: "https://mpmg.mp.br/procon" },
    ]);
    expect(proconLinks({}, ["ES"])).toEqual([]);
  });
});
