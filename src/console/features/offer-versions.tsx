import { useEffect, useState } from "react";
import {
  type AdminOfferVersion,
  OFFER_END_REASON_LABELS,
  offerFieldList,
  priceConditionsText,
  speedLabel,
} from "../../domain";
import { alertVariants } from "../../ui/components/alert";
import { Button } from "../../ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../ui/components/dialog";
import { Icon } from "../../ui/components/icon";
import { dateTime } from "../kit/dates";
import type { OfferListing } from "./plan-parts";

// A plan's offer versions in the console (decision 0024): the notice in its edit form, and 'Versões'.

const when = dateTime;

type Listed = OfferListing & { id: number; name: string; isActive: boolean };

/**
 * Above a plan's edit form: its offer's current code and what saving a change to the label does, or how
 * activating it publishes it.
 */
export function PublishedNotice({ plan }: { plan: Listed }) {
  return (
    <div className={`${alertVariants({ variant: "info" })} sm:col-span-2`} data-testid="offer-notice">
      <Icon name="info" />
      <p>
        {plan.offerCode ? (
          <>
            Oferta publicada: <strong className="font-mono">{plan.offerCode}</strong>. Salvar uma mudança no
            que a etiqueta mostra encerra esta versão e publica a versão {plan.nextVersion}; a versão
            encerrada fica no repositório de ofertas.
          </>
        ) : plan.nextVersion > 1 ? (
          <>
            Plano inativo: fora do site. Ao ativá-lo, ele volta como a versão {plan.nextVersion} da oferta,
            com código novo.
          </>
        ) : (
          <>Rascunho: ainda não publicado. Ao ativá-lo, a oferta ganha o código da versão 1.</>
        )}
      </p>
    </div>
  );
}

/** Why a version began: the first one, a reactivation, or the fields that changed. */
function beginning(version: AdminOfferVersion): string {
  if (version.version === 1) return "Primeira publicação";
  if (version.changes.length === 0) return "Republicada sem mudanças (plano reativado ou restaurado)";
  return `Mudou: ${offerFieldList(version.changes)}`;
}

function VersionItem({ version }: { version: AdminOfferVersion }) {
  const open = version.endedAt === null;
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3" data-testid="offer-version">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-bold">{version.code}</span>
        {open ? (
          <span className="rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">
            Versão atual
          </span>
        ) : (
          <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-semibold text-muted-foreground">
            Encerrada
          </span>
        )}
      </p>
      <p className="text-sm">
        {open
          ? `Desde ${when(version.startedAt)}`
          : `De ${when(version.startedAt)} a ${when(version.endedAt ?? version.startedAt)}`}
        {version.endReason && ` · ${OFFER_END_REASON_LABELS[version.endReason]}`}
      </p>
      <p className="text-sm text-muted-foreground">{beginning(version)}</p>
      <p className="text-sm text-muted-foreground">
        {speedLabel(version.offer.downloadMbps) || "—"} · {priceConditionsText(version.offer)}
        {version.cities &&
          ` · vendida em ${version.cities.length} ${version.cities.length === 1 ? "cidade" : "cidades"}`}
      </p>
    </li>
  );
}

type LoadState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; versions: AdminOfferVersion[] };

/** 'Versões' in a plan's row: its offer's versions, newest first, read when opened. */
export function OfferVersionsButton({
  plan,
  load,
}: {
  plan: Listed;
  load: (plan: { id: number }) => Promise<AdminOfferVersion[] | undefined>;
}) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the 'Tentar novamente' that reads them again.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setState({ status: "loading" });
    load(plan)
      .then((versions) => {
        if (current) setState(versions ? { status: "loaded", versions } : { status: "failed" });
      })
      .catch(() => current && setState({ status: "failed" }));
    return () => {
      current = false;
    };
  }, [open, attempt, load, plan]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Versões de ${plan.name}`}>
          <Icon name="layers" />
        </Button>
      </DialogTrigger>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>Versões de {plan.name}</DialogTitle>
          <DialogDescription>
            Cada versão publicada tem seu código e fica no repositório de ofertas, mesmo depois de encerrada.
          </DialogDescription>
        </DialogHeader>
        {state.status === "loading" && <p className="text-sm text-muted-foreground">Carregando versões...</p>}
        {state.status === "failed" && (
          <div className={alertVariants({ variant: "destructive", layout: "inline" })} role="alert">
            <p>Não foi possível carregar as versões.</p>
            <Button type="button" size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              Tentar novamente
            </Button>
          </div>
        )}
        {state.status === "loaded" &&
          (state.versions.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Este plano ainda não foi publicado: a versão 1 começa quando ele for ativado.
            </p>
          ) : (
            <ol className="flex flex-col gap-2">
              {state.versions.map((version) => (
                <VersionItem key={version.id} version={version} />
              ))}
            </ol>
          ))}
      </DialogContent>
    </Dialog>
  );
}
