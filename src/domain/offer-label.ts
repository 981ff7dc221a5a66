// The Etiqueta Padrão of an offer version: its items in the order Anatel's manual (DOU, 22 September
// 2025) and issue 19 give them, as plain lines a page lays out and prints. Pure: /ofertas/{código} renders
// what this returns, and the tests check every item here.

import { cancellationText, sac24hText, WITHDRAWAL_TEXT } from "./consumer-rights";
import {
  CONTRACT_MODALITY_LABELS,
  equipmentText,
  formatDay,
  type OfferKind,
  offerDay,
  readComponentPrices,
  readjustmentText,
  TECHNOLOGY_LABELS,
} from "./offer";
import { hasPromotion, installationText, loyaltyText, priceConditionsText, speedLabel } from "./offer-text";
import { describeCameras } from "./plans";
import { formatPrice } from "./price";
import { formatPhone } from "./referral";
import { terminationFine } from "./subscriber-request";
import type { PublicOfferVersion } from "./types";

export type OfferLabelItemId =
  | "offer"
  | "modality"
  | "period"
  | "services"
  | "usage"
  | "extras"
  | "prices"
  | "payment"
  | "cancellation"
  | "channels"
  | "digital";

/** Where an offer is sold: '96 cidades (ES e MG)', and every city by state. */
export type OfferLabelCoverage = { summary: string; full: string };

/**
 * One item of the label: a heading and its lines, each a whole sentence or 'Nome: valor'; the sales
 * period's item also carries the coverage, which a page may fold (a phone) and prints in full.
 */
export type OfferLabelItem = {
  id: OfferLabelItemId;
  title: string;
  lines: string[];
  coverage?: OfferLabelCoverage;
};

/** The provider's channels, from the site settings; empty texts are left out. */
export type OfferLabelChannels = {
  companyName: string;
  salesPhone: string;
  whatsappNumber: string;
  supportEmail: string;
  /** The ouvidoria's phone or e-mail, when the provider has one apart from the SAC. */
  ouvidoria?: string;
  /** The SAC channel that answers 24 hours a day, 7 days a week ('WhatsApp (27) 99999-0000'). */
  sac24h?: string;
};

/** What the channels are read from: the site settings (empty texts mean "not set"). */
export type OfferLabelSettings = {
  companyName: string;
  salesPhone: string;
  whatsappNumber: string;
  supportEmail: string;
  sacPhone?: string;
  freeCallPhone?: string;
  ombudsmanPhone?: string;
  ombudsmanEmail?: string;
  sac24hChannel?: string;
};

/**
 * The label's channels from the settings: the SAC's own number (else the free call, else the sales
 * phone), the WhatsApp, the support e-mail and the ouvidoria's phone and e-mail, as the RGC asks.
 */
export function offerLabelChannels(settings: OfferLabelSettings): OfferLabelChannels {
  const ouvidoria = [settings.ombudsmanPhone, settings.ombudsmanEmail].filter(Boolean).join(" · ");
  return {
    companyName: settings.companyName,
    salesPhone: settings.sacPhone || settings.freeCallPhone || settings.salesPhone,
    whatsappNumber: settings.whatsappNumber,
    supportEmail: settings.supportEmail,
    ...(ouvidoria ? { ouvidoria } : {}),
    ...(settings.sac24hChannel ? { sac24h: settings.sac24hChannel } : {}),
  };
}

export type OfferLabelVersion = Pick<
  PublicOfferVersion,
  "code" | "kind" | "status" | "startedAt" | "endedAt" | "cities" | "offer" | "apps"
>;

/**
 * When this version (its code) was sold: from the day it opened, or the plan's planned start if later, to
 * the day it closed or the plan's planned end, whichever comes first. Each code is an offer of its own
 * (a city price's variant, a new version after a label change), so it never inherits the plan's first
 * sales day: the label and /ofertas both say this (issue 59).
 */
export function offerSalesPeriod(
  version: Pick<PublicOfferVersion, "status" | "startedAt" | "endedAt" | "offer">,
): { startsOn: string; endsOn: string | null } {
  const opened = offerDay(new Date(version.startedAt));
  const planned = version.offer.salesStartsOn;
  const startsOn = planned && planned > opened ? planned : opened;
  // A closed version was sold until it closed, whatever end the offer had planned.
  const ended = version.status === "closed" && version.endedAt ? offerDay(new Date(version.endedAt)) : null;
  const plannedEnd = version.offer.salesEndsOn;
  const endsOn = ended && (!plannedEnd || ended < plannedEnd) ? ended : plannedEnd;
  return { startsOn, endsOn };
}

/** The repository's line for a version's sales period: 'Desde 27/11/2026', 'De 01/09/2026 a 15/10/2026'. */
export function offerPeriodText(
  version: Pick<PublicOfferVersion, "status" | "startedAt" | "endedAt" | "offer">,
): string {
  const { startsOn, endsOn } = offerSalesPeriod(version);
  if (!endsOn) return `Desde ${formatDay(startsOn)}`;
  return version.status === "closed"
    ? `De ${formatDay(startsOn)} a ${formatDay(endsOn)}`
    : `Desde ${formatDay(startsOn)}, até ${formatDay(endsOn)}`;
}

/** The cities of an offer grouped by state, states and names in pt-BR order: [{ state: 'ES', names: [...] }]. */
export function coverageByState(
  cities: readonly { name: string; state: string }[],
): { state: string; names: string[] }[] {
  const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });
  const states = new Map<string, string[]>();
  for (const city of cities) states.set(city.state, [...(states.get(city.state) ?? []), city.name]);
  return [...states.entries()]
    .sort(([a], [b]) => byName.compare(a, b))
    .map(([state, names]) => ({ state, names: names.sort(byName.compare) }));
}

const and = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;

/** '96 cidades (ES e MG)', '1 cidade (ES)'; counted from the list, never typed. */
export function coverageCount(cities: readonly { name: string; state: string }[]): string {
  const states = and(coverageByState(cities).map(({ state }) => state));
  return `${cities.length} ${cities.length === 1 ? "cidade" : "cidades"} (${states})`;
}

const KIND_NAMES: Record<OfferKind, string> = {
  plan: "Plano residencial",
  business_plan: "Plano empresarial",
};

/** The voice service every combo includes, as its card promises it. */
export const COMBO_VOICE_LINE = "Telefonia fixa: ligações ilimitadas, incluídas no combo";

/**
 * The benefit the fine is worked out from, in reais, with an example a customer can check: 'faltando 6
 * dos 12 meses' is half the benefit.
 */
export function benefitText(benefit: number, loyaltyMonths: number): string {
  const left = Math.ceil(loyaltyMonths / 2);
  const example = terminationFine(benefit, loyaltyMonths, left);
  return `Benefício concedido pela fidelização: ${formatPrice(benefit)}. A multa é calculada sobre esse valor, na proporção dos meses que faltarem: faltando ${left} de ${loyaltyMonths} meses, no máximo ${formatPrice(example)}.`;
}

/**
 * The label's items, in order: the offer and its codes; modality; sales period, validity and coverage;
 * services; usage conditions; apps and additional services; prices; payment and fidelização; service
 * channels and ouvidoria; and, for a digital-only offer, that fact and the channel that is not digital.
 */
export function offerLabelItems(version: OfferLabelVersion, channels: OfferLabelChannels): OfferLabelItem[] {
  const { offer } = version;
  const items: OfferLabelItem[] = [];

  items.push({
    id: "offer",
    title: "Oferta",
    lines: [
      offer.name,
      `Código da oferta: ${version.code}`,
      ...(offer.anatelCode ? [`Código de registro na Anatel: ${offer.anatelCode}`] : []),
      `${KIND_NAMES[version.kind]}${channels.companyName ? `, de ${channels.companyName}` : ""}`,
    ],
  });

  items.push({
    id: "modality",
    title: "Modalidade",
    lines: [CONTRACT_MODALITY_LABELS[offer.contractModality]],
  });

  const started = formatDay(offerDay(new Date(version.startedAt)));
  const ended = version.status === "closed" && version.endedAt ? offerDay(new Date(version.endedAt)) : null;
  const sales = offerSalesPeriod(version);
  const period = sales.endsOn
    ? [`Comercializada de ${formatDay(sales.startsOn)} a ${formatDay(sales.endsOn)}.`]
    : [`Comercializada a partir de ${formatDay(sales.startsOn)}, sem data de término.`];
  const validity = ended
    ? `Oferta encerrada em ${formatDay(ended)}; estas condições valeram a partir de ${started}.`
    : `Condições válidas desde ${started}, enquanto a oferta estiver vigente.`;
  const coverage = coverageByState(version.cities);
  items.push({
    id: "period",
    title: "Período de comercialização, validade e abrangência",
    lines: [...period, validity],
    coverage:
      coverage.length === 0
        ? { summary: "nenhuma cidade", full: "Abrangência: nenhuma cidade." }
        : {
            summary: coverageCount(version.cities),
            full: `Abrangência: ${coverage.map(({ state, names }) => `${state}: ${names.join(", ")}`).join("; ")}.`,
          },
  });

  const download = speedLabel(offer.downloadMbps);
  const upload = speedLabel(offer.uploadMbps);
  items.push({
    id: "services",
    title: "Serviços",
    lines: [
      `Internet banda larga fixa: download de ${download || "—"} e upload de ${upload || "—"}`,
      `Tecnologia: ${TECHNOLOGY_LABELS[offer.technology]}`,
      `Franquia de dados: ${offer.dataAllowance}`,
      // Every combo card promises 'Ligações Ilimitadas' (offer-card.tsx): the label names that service.
      ...(offer.type === "Combo" ? [COMBO_VOICE_LINE] : []),
    ],
  });

  const equipment = equipmentText(offer);
  items.push({
    id: "usage",
    title: "Condições de uso e recomendações",
    lines: [
      ...(equipment ? [`Equipamento: ${equipment}`] : []),
      "A velocidade contratada é entregue no cabo; no Wi-Fi ela pode variar conforme o equipamento, a distância e as condições de uso.",
      ...(offer.usageNotes ? [offer.usageNotes] : []),
    ],
  });

  const apps = version.apps.map((app) => app.name);
  items.push({
    id: "extras",
    title: "Aplicativos e serviços adicionais",
    lines: [
      apps.length > 0 ? `Aplicativos incluídos: ${apps.join(", ")}` : "Nenhum aplicativo incluído.",
      ...(offer.cameraCount > 0 ? [`Câmeras: ${describeCameras(offer.cameraCount)}`] : []),
      ...offer.features,
    ],
  });

  const promoted = hasPromotion(offer);
  const { components } = readComponentPrices(offer.componentPrices);
  const alone = components.reduce((sum, part) => sum + part.price, 0);
  const bundle =
    components.length === 0
      ? [
          `Internet${apps.length > 0 || offer.cameraCount > 0 ? " com os serviços acima incluídos" : ""}: ${formatPrice(offer.price)}/mês`,
        ]
      : [
          "Preço de cada serviço do combo, se contratado sozinho:",
          ...components.map((part) => `${part.service}: ${formatPrice(part.price)}/mês`),
          `Soma dos preços avulsos: ${formatPrice(alone)}/mês`,
          `Combo com todos esses serviços: ${formatPrice(offer.price)}/mês${alone > offer.price ? ` (economia de ${formatPrice(alone - offer.price)}/mês)` : ""}`,
        ];
  items.push({
    id: "prices",
    title: "Preços",
    lines: [
      ...bundle,
      `Preço total: ${priceConditionsText(offer)}`,
      ...(promoted
        ? [
            `Preço promocional de ${formatPrice(offer.promoPrice)}/mês por ${offer.promoMonths === 1 ? "1 mês" : `${offer.promoMonths} meses`}; depois, ${formatPrice(offer.price)}/mês.`,
          ]
        : []),
      `${readjustmentText(offer)}.`,
      installationText(offer.installationFee),
      offer.otherFees ? `Outras taxas: ${offer.otherFees}` : "Sem outras taxas.",
    ],
  });

  items.push({
    id: "payment",
    title: "Pagamento e fidelização",
    lines: [
      `Condições de pagamento: ${offer.paymentTerms}`,
      loyaltyText(offer.loyaltyMonths),
      ...(offer.loyaltyMonths > 0 ? [`Cancelamento antecipado: ${offer.terminationFineRule}`] : []),
      ...(offer.loyaltyMonths > 0 && offer.loyaltyBenefit
        ? [benefitText(offer.loyaltyBenefit, offer.loyaltyMonths)]
        : []),
    ],
  });

  items.push({
    id: "cancellation",
    title: "Cancelamento e direito de arrependimento",
    lines: [
      cancellationText({
        sacPhone: channels.salesPhone,
        whatsapp: channels.whatsappNumber ? `WhatsApp ${formatPhone(channels.whatsappNumber)}` : "",
        supportEmail: channels.supportEmail,
      }),
      WITHDRAWAL_TEXT,
    ],
  });

  const sac24h = sac24hText(channels.sac24h ?? "");
  items.push({
    id: "channels",
    title: "Atendimento e ouvidoria",
    lines: [
      ...(channels.salesPhone ? [`Central de atendimento (SAC): ${channels.salesPhone}`] : []),
      ...(sac24h ? [sac24h] : []),
      ...(channels.whatsappNumber ? [`WhatsApp: ${formatPhone(channels.whatsappNumber)}`] : []),
      ...(channels.supportEmail ? [`E-mail: ${channels.supportEmail}`] : []),
      ...(channels.ouvidoria ? [`Ouvidoria: ${channels.ouvidoria}`] : []),
      "Anatel: 1331 (ligação gratuita)",
    ],
  });

  if (offer.digitalOnly) {
    items.push({
      id: "digital",
      title: "Oferta exclusiva para canais digitais",
      lines: [
        "Esta oferta é contratada e atendida pelos canais digitais (site, aplicativo e WhatsApp).",
        channels.salesPhone
          ? `Canal alternativo, sem custo adicional: central de atendimento ${channels.salesPhone}.`
          : "Canal alternativo, sem custo adicional: a central de atendimento da empresa.",
      ],
    });
  }
  return items;
}
