import { useEffect, useRef, useState } from "react";
import { CALLBACK_PERIOD_LABELS, formatCep } from "../../../domain";
import { useCity } from "../../components/city/city-context";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Icon } from "../../components/ui/icon";
import type { LeadRequest } from "../../lib/lead-requests";
import { BusinessRequestForm, type BusinessSent } from "./business-request-form";
import { CallbackRequestForm, type CallbackSent } from "./callback-request-form";
import { CoverageRequestForm, type CoverageSent } from "./coverage-request-form";

// The lead forms in a native dialog (decision 0009), loaded on demand by LeadRequestHost. The dialog
// holds the form, then, once the server has stored it, says what happens next.

type Sent =
  | { kind: "coverage"; values: CoverageSent }
  | { kind: "callback"; values: CallbackSent }
  | { kind: "business"; values: BusinessSent };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

function place(request: Extract<LeadRequest, { kind: "coverage" }>): string | undefined {
  const { city, uf } = request.prefill;
  if (!city) return undefined;
  return uf ? `${city} - ${uf.toUpperCase()}` : city;
}

function heading(request: LeadRequest): { title: string; description: string } {
  switch (request.kind) {
    case "coverage": {
      const where = place(request);
      return {
        title: "Avise-me quando chegar",
        description: where
          ? `Ainda não atendemos ${where}. Deixe seu contato e avisamos você assim que a nossa internet chegar.`
          : "Ainda não atendemos a sua cidade? Deixe seu contato e avisamos você assim que a nossa internet chegar.",
      };
    }
    case "callback":
      return {
        title: "Prefiro que me liguem",
        description: `Deixe seu telefone e um consultor liga para você para falar do plano ${request.prefill.planName}.`,
      };
    case "business":
      return {
        title: "Solicitar proposta",
        description:
          "Conte sobre a sua empresa e um consultor da equipe empresarial entra em contato com uma proposta.",
      };
  }
}

/** What happens next, in the visitor's terms. */
function nextSteps(sent: Sent): string {
  switch (sent.kind) {
    case "coverage": {
      const { name, city, uf, cep } = sent.values;
      const where = city
        ? `a ${city}${uf ? ` - ${uf}` : ""}`
        : cep
          ? `ao CEP ${formatCep(cep)}`
          : "à sua cidade";
      return `Obrigado, ${firstName(name)}! Assim que a nossa internet chegar ${where}, avisamos você pelo WhatsApp ou telefone que você informou.`;
    }
    case "callback":
      return `Obrigado, ${firstName(sent.values.name)}! Um consultor vai ligar para você no período da ${CALLBACK_PERIOD_LABELS[sent.values.period].toLowerCase()}, no telefone que você informou.`;
    case "business":
      return `Obrigado, ${firstName(sent.values.contactName)}! Um consultor da equipe empresarial vai falar com você pelo telefone ou e-mail informado para montar a proposta para ${sent.values.companyName}.`;
  }
}

/** The city modal beneath cannot be closed: the site opens without a city, or its list comes back. */
function BrowseOrChoose({ onClose }: { onClose: () => void }) {
  const { browseWithoutCity } = useCity();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="lg"
        onClick={() => {
          browseWithoutCity();
          onClose();
        }}
      >
        Ver o site
      </Button>
      <Button type="button" size="lg" variant="outline" onClick={onClose}>
        Escolher outra cidade
      </Button>
    </div>
  );
}

function SentPanel({
  sent,
  onClose,
  fromCityModal,
}: {
  sent: Sent;
  onClose: () => void;
  fromCityModal: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screen readers hear the outcome: the focus moves to it, in place of the form that is gone.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4" data-testid="lead-sent">
      <span className="flex size-12 items-center justify-center rounded-full bg-success-muted text-success">
        <Icon name="circle-check" className="size-7" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
        Recebemos seu contato
      </h3>
      <p>{nextSteps(sent)}</p>
      {fromCityModal ? (
        <BrowseOrChoose onClose={onClose} />
      ) : (
        <Button type="button" size="lg" onClick={onClose}>
          Fechar
        </Button>
      )}
    </div>
  );
}

export default function LeadDialog({ request, onClose }: { request: LeadRequest; onClose: () => void }) {
  const [sent, setSent] = useState<Sent | null>(null);
  const { title, description } = heading(request);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* Once sent, the panel's own 'Fechar' is the one way out: two buttons of one name would be ambiguous. */}
      <DialogContent width="lg" column hideClose={sent !== null}>
        <DialogHeader>
          <DialogTitle size="xl">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {sent ? (
          <SentPanel
            sent={sent}
            onClose={onClose}
            fromCityModal={request.kind === "coverage" && !!request.prefill.fromCityModal}
          />
        ) : request.kind === "coverage" ? (
          <CoverageRequestForm
            prefill={request.prefill}
            onSent={(values) => setSent({ kind: "coverage", values })}
          />
        ) : request.kind === "callback" ? (
          <CallbackRequestForm
            prefill={request.prefill}
            onSent={(values) => setSent({ kind: "callback", values })}
          />
        ) : (
          <BusinessRequestForm
            prefill={request.prefill}
            onSent={(values) => setSent({ kind: "business", values })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
