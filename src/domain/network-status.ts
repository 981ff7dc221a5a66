import { formatSiteDateTime } from "./content";

// 'Status da rede' (issue 58, point 1): the incidents and planned works the provider announces, each for
// some cities (and optionally some bairros of them). Pure rules shared by the console, the server and the
// public pages: what phase a notice is in at an instant, which notices visitors see, and how a moment is
// written. The public pages import this module (no zod).

export const NETWORK_NOTICE_KINDS = ["falha", "manutencao"] as const;
export type NetworkNoticeKind = (typeof NETWORK_NOTICE_KINDS)[number];

export const NETWORK_NOTICE_KIND_LABELS: Record<NetworkNoticeKind, string> = {
  falha: "Falha na rede",
  manutencao: "Manutenção programada",
};

/** Where a notice came from: typed in the console, or imported from the ERP's maintenance list (SGP). */
export const NETWORK_NOTICE_SOURCES = ["console", "sgp"] as const;
export type NetworkNoticeSource = (typeof NETWORK_NOTICE_SOURCES)[number];

/** One dated update of a notice, as staff wrote it. */
export type NetworkNoticeUpdate = { at: string; text: string };

export type NetworkNoticePhase = "scheduled" | "ongoing" | "resolved";

export const NETWORK_NOTICE_PHASE_LABELS: Record<NetworkNoticePhase, string> = {
  scheduled: "Programada",
  ongoing: "Em andamento",
  resolved: "Resolvida",
};

/** How long a resolved notice stays on /status and in the feeds ('Resolvidas recentemente'). */
export const RESOLVED_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;

type Timed = { startsAt: string; resolvedAt: string | null };

/** The phase of a notice at `now`: resolved once its resolution moment has come, ongoing once started. */
export function noticePhase(notice: Timed, now: Date): NetworkNoticePhase {
  const t = now.getTime();
  if (notice.resolvedAt && Date.parse(notice.resolvedAt) <= t) return "resolved";
  return Date.parse(notice.startsAt) <= t ? "ongoing" : "scheduled";
}

/** Whether visitors see a published notice at `now`: not yet resolved, or resolved in the last 7 days. */
export function isNoticeShown(notice: Timed, now: Date): boolean {
  if (!notice.resolvedAt) return true;
  return Date.parse(notice.resolvedAt) + RESOLVED_SHOWN_MS > now.getTime();
}

/**
 * The next instant after `now` at which what visitors see of these notices changes by the clock alone (a
 * work starts, a resolution takes effect, a resolved notice leaves the page), or undefined.
 */
export function nextNoticeBoundary(notices: readonly Timed[], now: Date): Date | undefined {
  const t = now.getTime();
  let next: number | undefined;
  for (const notice of notices) {
    const resolved = notice.resolvedAt ? Date.parse(notice.resolvedAt) : undefined;
    for (const moment of [Date.parse(notice.startsAt), resolved, resolved && resolved + RESOLVED_SHOWN_MS])
      if (moment !== undefined && moment > t && (next === undefined || moment < next)) next = moment;
  }
  return next === undefined ? undefined : new Date(next);
}

/** A city a notice names, as visitors see it (its page is /planos/{slug}). */
export type NoticeCity = { id: number; name: string; state: string; slug: string };

/** A published notice as the public pages and feeds show it. */
export type PublicNetworkNotice = {
  id: number;
  kind: NetworkNoticeKind;
  title: string;
  description: string;
  cities: NoticeCity[];
  neighbourhoods: string[];
  startsAt: string;
  expectedEndAt: string | null;
  resolvedAt: string | null;
  resolution: string;
  updates: NetworkNoticeUpdate[];
  updatedAt: string;
};

/** A notice with its phase at the moment a page was drawn. */
export type PhasedNotice = PublicNetworkNotice & { phase: NetworkNoticePhase };

/** The notices shown at `now`, each with its phase: ongoing first, then scheduled, then resolved. */
export function phasedNotices(notices: readonly PublicNetworkNotice[], now: Date): PhasedNotice[] {
  const order: Record<NetworkNoticePhase, number> = { ongoing: 0, scheduled: 1, resolved: 2 };
  return notices
    .filter((notice) => isNoticeShown(notice, now))
    .map((notice) => ({ ...notice, phase: noticePhase(notice, now) }))
    .sort(
      (a, b) =>
        order[a.phase] - order[b.phase] ||
        (a.phase === "resolved"
          ? Date.parse(b.resolvedAt ?? "") - Date.parse(a.resolvedAt ?? "")
          : Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    );
}

/** The unresolved notices (ongoing or scheduled) that name this city. */
export function cityNotices(notices: readonly PhasedNotice[], cityId: number): PhasedNotice[] {
  return notices.filter(
    (notice) => notice.phase !== "resolved" && notice.cities.some((city) => city.id === cityId),
  );
}

/** 'Previsão de normalização: 28/11/2026 às 18:00', or the words for no forecast. */
export function forecastText(notice: Pick<PublicNetworkNotice, "expectedEndAt">): string {
  return notice.expectedEndAt
    ? `Previsão de normalização: ${formatSiteDateTime(notice.expectedEndAt)}`
    : "Ainda sem previsão de normalização.";
}

/** 'Vila Velha - ES, Serra - ES' and, when given, ': bairros Centro, Praia da Costa'. */
export function noticePlaces(notice: Pick<PublicNetworkNotice, "cities" | "neighbourhoods">): string {
  const cities = notice.cities.map((city) => `${city.name} - ${city.state}`).join(", ");
  return notice.neighbourhoods.length > 0
    ? `${cities} (bairros: ${notice.neighbourhoods.join(", ")})`
    : cities;
}

/** A notice as the console reads and edits it; moments as ISO strings. */
export type AdminNetworkNotice = {
  id: number;
  kind: NetworkNoticeKind;
  title: string;
  description: string;
  cityIds: number[];
  neighbourhoods: string[];
  startsAt: string;
  expectedEndAt: string | null;
  resolvedAt: string | null;
  resolution: string;
  updates: NetworkNoticeUpdate[];
  source: NetworkNoticeSource;
  externalId: string | null;
  isActive: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
};
