import { type Context, Hono } from "hono";
import {
  forecastText,
  NETWORK_NOTICE_KIND_LABELS,
  NETWORK_NOTICE_PHASE_LABELS,
  noticePlaces,
  type PhasedNotice,
  phasedNotices,
} from "../../domain";
import type { Catalogue } from "../catalogue";
import type { Env } from "./env";

// 'Status da rede' as feeds (issue 58): /status/feed.xml (RSS 2.0) and /status/feed.json (JSON Feed 1.1),
// for a reader, a monitoring tool or a city hall's site. Each item is one notice; its date is its last
// change, so a reader sees an update or a resolution as news. Small and drawn per request from the
// catalogue's cached notices, with each notice's phase at that instant.

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The item's text: what, where, when, the forecast or the resolution, and the latest update. */
function summary(notice: PhasedNotice): string {
  const latest = notice.updates.at(-1);
  return [
    `${NETWORK_NOTICE_KIND_LABELS[notice.kind]} (${NETWORK_NOTICE_PHASE_LABELS[notice.phase]}) em ${noticePlaces(notice)}.`,
    notice.description,
    notice.phase === "resolved" ? notice.resolution || "Normalizado." : forecastText(notice),
    latest ? `Atualização: ${latest.text}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function buildStatusRss(notices: readonly PhasedNotice[], base: string, company: string): string {
  const items = notices.map((notice) => {
    const url = `${base}/status#aviso-${notice.id}`;
    return [
      "    <item>",
      `      <title>${escapeXml(`${NETWORK_NOTICE_PHASE_LABELS[notice.phase]}: ${notice.title}`)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`${base}/status/aviso-${notice.id}-${notice.updatedAt}`)}</guid>`,
      `      <description>${escapeXml(summary(notice))}</description>`,
      `      <category>${escapeXml(NETWORK_NOTICE_KIND_LABELS[notice.kind])}</category>`,
      `      <pubDate>${new Date(notice.updatedAt).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`Status da rede | ${company}`)}</title>`,
    `    <link>${escapeXml(`${base}/status`)}</link>`,
    `    <atom:link href="${escapeXml(`${base}/status/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    "    <description>Falhas conhecidas e manutenções programadas na rede, por cidade.</description>",
    "    <language>pt-BR</language>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export function buildStatusJson(notices: readonly PhasedNotice[], base: string, company: string) {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: `Status da rede | ${company}`,
    home_page_url: `${base}/status`,
    feed_url: `${base}/status/feed.json`,
    language: "pt-BR",
    items: notices.map((notice) => ({
      id: `${base}/status/aviso-${notice.id}`,
      url: `${base}/status#aviso-${notice.id}`,
      title: `${NETWORK_NOTICE_PHASE_LABELS[notice.phase]}: ${notice.title}`,
      content_text: summary(notice),
      date_published: notice.startsAt,
      date_modified: notice.updatedAt,
      tags: [NETWORK_NOTICE_KIND_LABELS[notice.kind]],
      // The notice itself, for a program: kind, phase, cities, bairros, dates and updates.
      _status: {
        kind: notice.kind,
        phase: notice.phase,
        cities: notice.cities.map(({ name, state, slug }) => ({
          name,
          state,
          page: `${base}/planos/${slug}`,
        })),
        neighbourhoods: notice.neighbourhoods,
        starts_at: notice.startsAt,
        expected_end_at: notice.expectedEndAt,
        resolved_at: notice.resolvedAt,
        resolution: notice.resolution,
        updates: notice.updates,
      },
    })),
  };
}

export function statusFeedRoutes(
  catalogue: Pick<Catalogue, "networkNotices" | "siteSettings">,
  origin: (c: Context<Env>) => string,
  now: () => Date = () => new Date(),
) {
  const read = async () => {
    const [notices, settings] = await Promise.all([catalogue.networkNotices(), catalogue.siteSettings()]);
    return { notices: phasedNotices(notices, now()), company: settings.companyName || "Vitrine" };
  };
  // Short: an incident's news must reach readers within a minute or two.
  const headers = { "Cache-Control": "public, max-age=60" };
  return new Hono<Env>()
    .get("/status/feed.xml", async (c) => {
      const { notices, company } = await read();
      return c.body(buildStatusRss(notices, origin(c), company), 200, {
        ...headers,
        "Content-Type": "application/rss+xml; charset=utf-8",
      });
    })
    .get("/status/feed.json", async (c) => {
      const { notices, company } = await read();
      return c.body(JSON.stringify(buildStatusJson(notices, origin(c), company)), 200, {
        ...headers,
        "Content-Type": "application/feed+json; charset=utf-8",
      });
    });
}
