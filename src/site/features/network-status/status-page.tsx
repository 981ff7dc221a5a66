import {
  formatSiteDateTime,
  NETWORK_NOTICE_KIND_LABELS,
  NETWORK_NOTICE_PHASE_LABELS,
  type PhasedNotice,
} from "../../../domain";
import { cn } from "../../../ui/lib/utils";

// /status (issue 58): what the provider knows is wrong with the network, or will be worked on, city by
// city; server HTML only (no script), read from the catalogue's notices with their phase at render time.

const TEXT_LINK = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

const PHASE_STYLES = {
  ongoing: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  scheduled: "bg-primary/10 text-primary",
  resolved: "bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50",
} as const;

function Moment({ label, iso }: { label: string; iso: string | null }) {
  if (!iso) return null;
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">
        <time dateTime={iso}>{formatSiteDateTime(iso)}</time>
      </dd>
    </div>
  );
}

function NoticeCard({ notice }: { notice: PhasedNotice }) {
  const headingId = `aviso-${notice.id}-titulo`;
  return (
    <article
      id={`aviso-${notice.id}`}
      aria-labelledby={headingId}
      data-notice=""
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn("rounded-full px-3 py-0.5 text-sm font-semibold", PHASE_STYLES[notice.phase])}>
          {NETWORK_NOTICE_PHASE_LABELS[notice.phase]}
        </span>
        <span className="text-sm text-muted-foreground">{NETWORK_NOTICE_KIND_LABELS[notice.kind]}</span>
      </div>
      <h3 id={headingId} className="text-lg font-bold">
        {notice.title}
      </h3>
      <p>
        <span className="font-medium">Onde: </span>
        {notice.cities.map((city, index) => (
          <span key={city.id}>
            {index > 0 && ", "}
            <a href={`/planos/${city.slug}`} className={TEXT_LINK}>
              {city.name} - {city.state}
            </a>
          </span>
        ))}
        {notice.neighbourhoods.length > 0 && ` (bairros: ${notice.neighbourhoods.join(", ")})`}
      </p>
      {notice.description && <p className="whitespace-pre-line">{notice.description}</p>}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Moment label="Início" iso={notice.startsAt} />
        {notice.phase !== "resolved" && (
          <Moment label="Previsão de normalização" iso={notice.expectedEndAt} />
        )}
        <Moment label="Resolvida em" iso={notice.phase === "resolved" ? notice.resolvedAt : null} />
      </dl>
      {notice.phase !== "resolved" && !notice.expectedEndAt && (
        <p className="text-sm text-muted-foreground">Ainda sem previsão de normalização.</p>
      )}
      {notice.phase === "resolved" && notice.resolution && (
        <p>
          <span className="font-medium">Resolução: </span>
          {notice.resolution}
        </p>
      )}
      {notice.updates.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">Atualizações</h4>
          <ol className="flex flex-col gap-2 border-l-2 pl-4">
            {[...notice.updates].reverse().map((update) => (
              <li key={update.at}>
                <time dateTime={update.at} className="text-sm text-muted-foreground">
                  {formatSiteDateTime(update.at)}
                </time>
                <p className="whitespace-pre-line">{update.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </article>
  );
}

function Group({ id, title, notices }: { id: string; title: string; notices: PhasedNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      {notices.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </section>
  );
}

/** The lead under the page's heading. */
export const STATUS_LEAD =
  "Falhas conhecidas e manutenções programadas, cidade por cidade. Se a sua cidade está aqui, nossa equipe já está cuidando: não é preciso abrir um chamado.";

/** The page's sections, inside the information page's frame (pages/status.astro). */
export function StatusSections({ notices }: { notices: PhasedNotice[] }) {
  const ongoing = notices.filter((notice) => notice.phase === "ongoing");
  const scheduled = notices.filter((notice) => notice.phase === "scheduled");
  const resolved = notices.filter((notice) => notice.phase === "resolved");
  return (
    <>
      {ongoing.length === 0 && (
        <p
          data-status-normal=""
          className="rounded-lg border border-emerald-600/40 bg-emerald-50 px-4 py-3 font-medium text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-50"
        >
          Nenhuma falha conhecida no momento: a rede funciona normalmente em todas as cidades.
        </p>
      )}
      <Group id="em-andamento" title="Em andamento" notices={ongoing} />
      <Group id="programadas" title="Manutenções programadas" notices={scheduled} />
      <Group id="resolvidas" title="Resolvidas recentemente" notices={resolved} />
      <section aria-labelledby="acompanhe" className="flex flex-col gap-2">
        <h2 id="acompanhe" className="text-xl font-bold sm:text-2xl">
          Acompanhe
        </h2>
        <p>
          Sua internet parou e a sua cidade não está aqui? Veja o passo a passo no{" "}
          <a href="/suporte" className={TEXT_LINK}>
            suporte
          </a>{" "}
          e, se não resolver, abra um chamado.
        </p>
        <p>
          Receba os avisos no seu leitor de notícias:{" "}
          <a href="/status/feed.xml" className={TEXT_LINK}>
            RSS
          </a>{" "}
          ou{" "}
          <a href="/status/feed.json" className={TEXT_LINK}>
            JSON Feed
          </a>
          .
        </p>
      </section>
    </>
  );
}
