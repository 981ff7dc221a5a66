import { type ReactNode, useEffect, useRef } from "react";
import { CALLBACK_PERIOD_LABELS, formatCep } from "../../../domain";
import { Icon } from "../../../ui/components/icon";
import type { BusinessSent } from "./business-request-form";
import type { CallbackSent } from "./callback-request-form";
import type { CoverageSent } from "./coverage-request-form";

// What the lead dialog and the lead forms' own pages share: each form's heading, and the panel that says
// what happens next once the server has stored the lead.

export type Sent =
  | { kind: "coverage"; values: CoverageSent }
  | { kind: "callback"; values: CallbackSent }
  | { kind: "business"; values: BusinessSent };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

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

/** 'Recebemos seu contato' and what happens next; `children` are the ways on (the dialog's, the page's). */
export function SentPanel({ sent, children }: { sent: Sent; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screen readers hear the outcome: the focus moves to it, in place of the form that is gone.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4" data-testid="lead-sent">
      <span className="flex size-12 items-center justify-center rounded-full bg-success-muted text-success">
        <Icon name="circle-check" className="size-7" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} data-form-answer="" className="text-xl font-bold outline-none">
        Recebemos seu contato
      </h3>
      <p>{nextSteps(sent)}</p>
      {children}
    </div>
  );
}
