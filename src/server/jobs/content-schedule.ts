import type { Announce } from "../changes";
import type { Db } from "../db/client";
import { auditLog, banners, networkNotices, pages, streamingBanners } from "../db/schema";
import type { Logger } from "../logger";
import { applyArticleSchedule } from "../services/articles";
import { applyBannerSchedule } from "../services/banner-schedule";
import { toAdminBanner } from "../services/banners";
import { toAdminNetworkNotice } from "../services/network-notices";
import { publishPages } from "../services/pages";
import { toAdminStreamingBanner } from "../services/streaming-banners";
import { startPeriodicJob } from "./periodic";

// 'Publicar em' and 'Despublicar em' (decisions 0036, 0041): once a minute, every process moves the
// articles, banners, streaming banners and editable pages whose moment has come. Each move is a conditional UPDATE …
// RETURNING (services/articles.ts, services/banner-schedule.ts), so with several processes on one
// PostgreSQL each record moves once, is audited once and is announced once; the
// announcement drops the catalogue and the rendered pages in every process (changes.ts), as a staff save
// does. Nothing needs a restart.

/** Who the audit log names for a move the schedule made. */
export const SCHEDULE_ACTOR = "agendamento";

export type ContentSchedule = { runOnce(): Promise<number>; stop(): Promise<void> };

export type ContentScheduleOptions = {
  db: Db;
  announce: Announce;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
};

/** One run: moves what is due at `now`, audits each move, announces them. Returns how many moved. */
export async function runContentSchedule(db: Db, announce: Announce, now: Date): Promise<number> {
  const moved = await db.transaction(async (tx) => {
    const { published, unpublished } = await applyArticleSchedule(tx as unknown as Db, now);
    // Banners and streaming banners too (decision 0041): each moment switches 'Ativo' once and is spent.
    const banner = (await applyBannerSchedule(tx as unknown as Db, banners, now)).map(toAdminBanner);
    const streaming = (await applyBannerSchedule(tx as unknown as Db, streamingBanners, now)).map(
      toAdminStreamingBanner,
    );
    // Pages too: one published by its moment is what visitors read from now on (its `published` copy).
    const page = await publishPages(
      tx as unknown as Db,
      await applyBannerSchedule(tx as unknown as Db, pages, now),
    );
    // A planned work announced ahead goes on /status at its 'Publicar em' (issue 58).
    const notices = (await applyBannerSchedule(tx as unknown as Db, networkNotices, now)).map(
      toAdminNetworkNotice,
    );
    const moves = [
      ...[...published, ...unpublished].map((after) => ({ entity: "articles", after })),
      ...banner.map((after) => ({ entity: "banners", after })),
      ...streaming.map((after) => ({ entity: "streaming_banners", after })),
      ...page.map((after) => ({ entity: "pages", after })),
      ...notices.map((after) => ({ entity: "network_notices", after })),
    ];
    if (moves.length > 0) {
      await tx.insert(auditLog).values(
        moves.map(({ entity, after }) => ({
          actorId: null,
          actorEmail: SCHEDULE_ACTOR,
          action: "status",
          entity,
          entityId: String(after.id),
          after,
        })),
      );
    }
    return { count: moves.length, entities: [...new Set(moves.map((move) => move.entity))] };
  });
  if (moved.count > 0) await announce({ entities: moved.entities });
  return moved.count;
}

export function startContentSchedule(options: ContentScheduleOptions): ContentSchedule {
  const now = options.now ?? (() => new Date());
  return startPeriodicJob({
    name: "content-schedule",
    run: () => runContentSchedule(options.db, options.announce, now()),
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    report: (moved, log) => {
      if (moved > 0) log.info({ moved }, "scheduled articles or banners published or unpublished");
    },
  });
}
