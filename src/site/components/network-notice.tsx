import {
  forecastText,
  formatSiteDateTime,
  NETWORK_NOTICE_KIND_LABELS,
  noticePlaces,
  type PhasedNotice,
} from "../../domain";

// The network status's notice where a visitor already is (issue 58): on an affected city's page, at the top
// of the subscriber desk, and before a ticket. Server HTML with links only: no script.

const LINK = "font-semibold underline underline-offset-4 hover:no-underline";

/** One line per notice: what, where, since or from when, and the forecast. */
function NoticeLine({ notice }: { notice: PhasedNotice }) {
  return (
    <li className="flex flex-col gap-0.5">
      <p>
        <strong>{notice.title}</strong>{" "}
        <span className="text-muted-foreground">
          ({NETWORK_NOTICE_KIND_LABELS[notice.kind]}, {noticePlaces(notice)})
        </span>
      </p>
      <p className="text-sm">
        {notice.phase === "ongoing"
          ? `Desde ${formatSiteDateTime(notice.startsAt)}. ${forecastText(notice)}`
          : `Programada para ${formatSiteDateTime(notice.startsAt)}${
              notice.expectedEndAt
                ? `, com término previsto para ${formatSiteDateTime(notice.expectedEndAt)}`
                : ""
            }.`}
      </p>
    </li>
  );
}

/**
 * The notices of a city's page or of the desk, under a heading; nothing when there are none. `title` is
 * the sentence the place needs ('Falha ou manutenção em Vila Velha').
 */
export function NetworkNoticeBox({ notices, title }: { notices: readonly PhasedNotice[]; title: string }) {
  if (notices.length === 0) return null;
  const ongoing = notices.some((notice) => notice.phase === "ongoing");
  return (
    <section
      aria-label={title}
      data-network-notice=""
      className={
        ongoing
          ? "flex flex-col gap-2 rounded-lg border border-amber-500/60 bg-amber-50 px-4 py-3 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50"
          : "flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3"
      }
    >
      <h2 className="font-bold">{title}</h2>
      <ul className="flex flex-col gap-2">
        {notices.map((notice) => (
          <NoticeLine key={notice.id} notice={notice} />
        ))}
      </ul>
      <p className="text-sm">
        <a href="/status" className={LINK}>
          Ver o status da rede
        </a>
      </p>
    </section>
  );
}
