import { formatPrice } from "./price";

// The subscriber desk's self-service requests (issue 67, point 3): cancel, change the due day, change the
// address, change the Wi-Fi, change the plan, and the retention offer a cancellation may take instead.
// Each request gets a protocol, an e-mail, an audit row and a line in the console's 'Solicitações'. The
// rules here are pure: the pages and the console share them, the server decides.

export const SUBSCRIBER_REQUEST_KINDS = [
  "cancel",
  "retention",
  "due_day",
  "address",
  "wifi",
  "plan",
] as const;
export type SubscriberRequestKind = (typeof SUBSCRIBER_REQUEST_KINDS)[number];

export const SUBSCRIBER_REQUEST_KIND_LABELS: Record<SubscriberRequestKind, string> = {
  cancel: "Cancelamento",
  retention: "Oferta para continuar",
  due_day: "Dia de vencimento",
  address: "Mudança de endereço",
  wifi: "Nome e senha do Wi-Fi",
  plan: "Troca de plano",
};

/** The staff's work on a request; where it went in the ERP is its delivery (`via`). */
export const SUBSCRIBER_REQUEST_STATES = ["received", "in_progress", "done", "refused"] as const;
export type SubscriberRequestState = (typeof SUBSCRIBER_REQUEST_STATES)[number];

export const SUBSCRIBER_REQUEST_STATE_LABELS: Record<SubscriberRequestState, string> = {
  received: "Recebida",
  in_progress: "Em andamento",
  done: "Concluída",
  refused: "Não atendida",
};

/**
 * How a request reached the ERP: by its own route (SGP's `cpemanage`), by the device manager (GenieACS),
 * as a ticket the staff see there, or not at all (the ERP failed: the console shows it to work by hand).
 */
export const SUBSCRIBER_REQUEST_VIAS = ["route", "device", "ticket", "failed"] as const;
export type SubscriberRequestVia = (typeof SUBSCRIBER_REQUEST_VIAS)[number];

export const SUBSCRIBER_REQUEST_VIA_LABELS: Record<SubscriberRequestVia, string> = {
  route: "Feito pelo sistema de gestão",
  device: "Enviado ao equipamento",
  ticket: "Chamado aberto no sistema de gestão",
  failed: "Não chegou ao sistema de gestão",
};

/** 'SL-20261128-7F3K9Q': a request's protocol, from its day and six random characters. */
export function formatRequestProtocol(day: string, random: string): string {
  return `SL-${day.replaceAll("-", "")}-${random}`;
}

// Cancelling: the consequences first (issue 67, 3a).

/**
 * The early-termination fine of a fidelização (RGC, Resolution 765/2023): the benefit the provider gave,
 * in proportion to the months still to run. `monthsLeft` is clamped to 0…loyaltyMonths; the result is in
 * reais, rounded to the cent. The label's example (`benefitText`) is this with half the months left.
 */
export function terminationFine(benefit: number, loyaltyMonths: number, monthsLeft: number): number {
  if (!(loyaltyMonths > 0) || !(benefit > 0)) return 0;
  const left = Math.min(loyaltyMonths, Math.max(0, Math.ceil(monthsLeft)));
  return Math.round(((benefit * left) / loyaltyMonths) * 100) / 100;
}

/** Whole months from `from` to `to` (YYYY-MM-DD): a month counts once its day is reached. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

export type CancelTerms = {
  loyaltyMonths: number;
  /** The fidelização's benefit in reais (the offer's label states it). */
  loyaltyBenefit: number | null;
  /** The Wi-Fi equipment and how it was provided (the offer's label). */
  wifiEquipment: string;
  equipmentProvision: "comodato" | "locacao" | "venda" | "cliente";
};

/** What a cancellation costs and what goes back, in the words the page and the e-mail use. */
export type CancelConsequences = {
  /** The fine in reais when it can be worked out; undefined when it cannot (no start date). */
  fine: number | undefined;
  fineText: string;
  equipmentText: string;
};

/**
 * The consequences of cancelling a contract whose offer is known: the fine from the fidelização and its
 * benefit (exact when the ERP gave the contract's start, else its ceiling), and the equipment to return
 * when it was lent or rented.
 */
export function cancelConsequences(
  terms: CancelTerms | undefined,
  startedOn: string | undefined,
  today: string,
): CancelConsequences {
  if (!terms)
    return {
      fine: undefined,
      fineText:
        "Não encontramos a oferta deste contrato no site. A nossa equipe confirma se há multa por fidelização antes de concluir o cancelamento.",
      equipmentText:
        "A nossa equipe confirma quais equipamentos devem ser devolvidos e combina a retirada com você.",
    };
  const equipment = terms.wifiEquipment.trim() || "equipamento de internet";
  const equipmentText =
    terms.equipmentProvision === "comodato" || terms.equipmentProvision === "locacao"
      ? `O ${equipment} é da empresa (${terms.equipmentProvision === "comodato" ? "emprestado em comodato" : "alugado"}) e precisa ser devolvido. A nossa equipe combina a retirada com você.`
      : `O ${equipment} é seu: não precisa devolver.`;
  const benefit = terms.loyaltyBenefit ?? 0;
  if (!(terms.loyaltyMonths > 0) || !(benefit > 0))
    return { fine: 0, fineText: "Sem multa: este plano não tem fidelização.", equipmentText };
  if (!startedOn) {
    return {
      fine: undefined,
      fineText: `Este plano tem fidelização de ${terms.loyaltyMonths} meses. A multa é proporcional aos meses que faltam e vai no máximo até ${formatPrice(benefit)}, o benefício concedido; a nossa equipe confirma o valor.`,
      equipmentText,
    };
  }
  const elapsed = monthsBetween(startedOn, today);
  const left = Math.max(0, terms.loyaltyMonths - elapsed);
  const fine = terminationFine(benefit, terms.loyaltyMonths, left);
  return {
    fine,
    fineText:
      left === 0
        ? `Sem multa: a fidelização de ${terms.loyaltyMonths} meses já terminou.`
        : `Multa por cancelamento antecipado: ${formatPrice(fine)} (faltam ${left} de ${terms.loyaltyMonths} meses da fidelização; benefício concedido de ${formatPrice(benefit)}).`,
    equipmentText,
  };
}

/** Why the subscriber is leaving: optional, asked to learn from, never required. */
export const CANCEL_REASONS = {
  mudanca: "Vou me mudar para um lugar sem cobertura",
  preco: "O preço está alto",
  qualidade: "A conexão não está boa",
  atendimento: "Não gostei do atendimento",
  outro: "Outro motivo",
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

// Wi-Fi: name and password per band (issue 67, 3d).

export const WIFI_BANDS = ["2g", "5g"] as const;
export type WifiBand = (typeof WIFI_BANDS)[number];
export const WIFI_BAND_LABELS: Record<WifiBand, string> = { "2g": "2,4 GHz", "5g": "5 GHz" };

/** A band's new name and password; an empty one is left as it is. */
export type WifiChange = Partial<Record<WifiBand, { ssid?: string; password?: string }>>;
export type WifiErrors = Partial<Record<`${WifiBand}-${"ssid" | "password"}` | "form", string>>;

export const WIFI_MESSAGES = {
  ssid: "Use de 1 a 32 caracteres: letras sem acento, números, espaço e . _ - @ # +",
  password: "A senha precisa ter de 8 a 63 caracteres, sem acentos.",
  empty: "Informe um novo nome ou uma nova senha para pelo menos uma das redes.",
} as const;

/**
 * What the routers the provider manages accept everywhere: a name of plain letters (a name with accents
 * or quotes breaks some ONUs' pages), a WPA2 passphrase of 8 to 63 printable ASCII characters.
 */
export function checkWifiChange(
  input: Record<string, string | undefined>,
): { ok: true; change: WifiChange } | { ok: false; errors: WifiErrors } {
  const errors: WifiErrors = {};
  const change: WifiChange = {};
  for (const band of WIFI_BANDS) {
    const ssid = (input[`${band}-ssid`] ?? "").trim();
    const password = input[`${band}-password`] ?? "";
    if (ssid && !/^[A-Za-z0-9._@#+-](?:[A-Za-z0-9 ._@#+-]{0,30}[A-Za-z0-9._@#+-])?$/.test(ssid))
      errors[`${band}-ssid`] = WIFI_MESSAGES.ssid;
    if (password && !/^[\x20-\x7E]{8,63}$/.test(password))
      errors[`${band}-password`] = WIFI_MESSAGES.password;
    if (ssid || password) change[band] = { ...(ssid ? { ssid } : {}), ...(password ? { password } : {}) };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(change).length === 0) return { ok: false, errors: { form: WIFI_MESSAGES.empty } };
  return { ok: true, change };
}

/** What a Wi-Fi request keeps and shows: the names asked for, never a password. */
export function wifiSummary(change: WifiChange): string {
  return WIFI_BANDS.flatMap((band) => {
    const asked = change[band];
    if (!asked) return [];
    const parts = [
      ...(asked.ssid ? [`nome "${asked.ssid}"`] : []),
      ...(asked.password ? ["senha nova"] : []),
    ];
    return [`${WIFI_BAND_LABELS[band]}: ${parts.join(" e ")}`];
  }).join("; ");
}

// Sensitive actions ask for the proof again (issue 67, point 3).

/** The kinds whose confirmation asks the proof again: they end, move or open something. */
export const FRESH_PROOF_KINDS: ReadonlySet<SubscriberRequestKind> = new Set([
  "cancel",
  "wifi",
  "address",
  "plan",
]);

export const SUBSCRIBER_REQUEST_MESSAGES = {
  phone: "Digite um telefone com DDD para falarmos com você.",
  dueDay: "Escolha um dos dias de vencimento da lista.",
  sameDueDay: "Este já é o seu dia de vencimento.",
  contract: "Escolha o contrato.",
  plan: "Escolha um dos planos vendidos no seu endereço.",
  loyalty: "Para trocar para um plano com fidelização, marque que você aceita a nova fidelização.",
  freshProof: "Confirme os seus dados para continuar: eles não conferem com os do titular.",
  limited: "Você já fez muitas solicitações seguidas. Tente de novo mais tarde ou fale com a central.",
  expired: "A sua identificação expirou. Informe seus dados de novo.",
} as const;
