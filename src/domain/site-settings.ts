import type { SiteSettings } from "./types";

/** A new install without demo data: the site renders, with no contact details until they are set. */
export const EMPTY_SITE_SETTINGS: SiteSettings = {
  companyName: "Vitrine",
  cnpj: "",
  address: "",
  salesPhone: "",
  whatsappNumber: "",
  subscriberPortalUrl: "",
  jobsUrl: "",
  salesEmail: "",
  supportEmail: "",
  privacyEmail: "",
  businessHours: "",
  statClientsValue: "",
  statClientsLabel: "",
  statCitiesValue: "",
  statCitiesLabel: "",
  statChannelsValue: "",
  statChannelsLabel: "",
  facebookUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
  linkedinUrl: "",
  sacPhone: "",
  ombudsmanPhone: "",
  ombudsmanEmail: "",
  freeCallPhone: "",
  googlePlayUrl: "",
  appStoreUrl: "",
  speedTestUrl: "",
  privacyOfficerName: "",
  sac24hChannel: "",
  reclameAquiUrl: "",
  googleReviewsUrl: "",
  reclameAquiScore: "",
  reclameAquiScoreOn: "",
  googleRating: "",
  googleReviewCount: "",
  googleRatingOn: "",
  proconUrls: {},
  partnerVideoUrl: "",
  streamingHelpUrl: "",
  retentionOffer: "",
  // Link previews (issue 57).
  brandColor: "",
  shareImageUrl: "",
  gtmId: "",
  ga4Id: "",
  metaPixelId: "",
  // Issue 68: 'Assinar' leads to 'Contrate online' (decision 0080).
  onlineSales: true,
};

/** Reclame Aqui's reputation names by score (its 0–10 scale; RA1000 needs more than a score). */
export function reclameAquiReputation(score: number): string {
  if (score >= 8) return "Ótimo";
  if (score >= 7) return "Bom";
  if (score >= 6) return "Regular";
  if (score >= 5) return "Ruim";
  return "Não recomendada";
}

const dayText = (day: string) => day.split("-").reverse().join("/");

/**
 * What the footer's reputation links say (issue 59): 'Reclame Aqui: Ótimo, 8,7' and 'Avaliações no
 * Google: 4,6 de 5 (1.200)', each with the day its score was read ('nota de 20/11/2026'). A score without its
 * day is left out (it could be years old); the link alone is then 'Reclame Aqui' / 'Avaliações no Google'.
 */
export function reputationTexts(
  settings: Pick<
    SiteSettings,
    "reclameAquiScore" | "reclameAquiScoreOn" | "googleRating" | "googleReviewCount" | "googleRatingOn"
  >,
): { reclameAqui: { label: string; note?: string }; google: { label: string; note?: string } } {
  const ra = settings.reclameAquiScore && settings.reclameAquiScoreOn ? settings.reclameAquiScore : "";
  const google = settings.googleRating && settings.googleRatingOn ? settings.googleRating : "";
  const count = Number(settings.googleReviewCount || 0);
  return {
    reclameAqui: ra
      ? {
          label: `Reclame Aqui: ${reclameAquiReputation(Number(ra.replace(",", ".")))}, ${ra}`,
          note: `nota de ${dayText(settings.reclameAquiScoreOn)}`,
        }
      : { label: "Reclame Aqui" },
    google: google
      ? {
          label: `Avaliações no Google: ${google} de 5${count > 0 ? ` (${count.toLocaleString("pt-BR")})` : ""}`,
          note: `nota de ${dayText(settings.googleRatingOn)}`,
        }
      : { label: "Avaliações no Google" },
  };
}
