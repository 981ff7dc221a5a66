import { useId } from "react";
import type { SiteSettings } from "../../../domain";
import { whatsappLink } from "../../../domain/contact";
import { formatDigitableLine } from "../../../domain/subscriber";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Input } from "../../../ui/components/input";
import { Label } from "../../../ui/components/label";
import type { ContractView, DeskFailure, DeskInvalid, InvoiceView } from "./desk.server";

// The subscriber pages' forms and answers with an ERP (decision 0037), rendered to HTML on the server
// (desk-html.server.tsx, decision 0023): plain POST forms and plain links, so they work without scripts
// and add no components to the pages' JavaScript; with scripts, the copy buttons appear (copy-buttons.ts).

export const TEXT_LINK = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

/**
 * CPF or CNPJ and the second proof: the date of birth for a person, the number of one of its contracts
 * for a company (its CEP is public in the CNPJ registry; issue 55, L-CNPJ).
 */
export function IdentifyFields({
  invalid,
  values,
}: {
  invalid: DeskInvalid | undefined;
  /** What the subscriber typed, shown again after a refusal so nothing is typed twice (issue 58). */
  values?: { document: string; birthDate: string; contract: string };
}) {
  const id = useId();
  const errors = invalid?.errors ?? {};
  const fieldError = (name: keyof typeof errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-erro`} className="text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-documento`}>CPF ou CNPJ do titular</Label>
        <Input
          id={`${id}-documento`}
          name="documento"
          required
          autoComplete="off"
          inputMode="text"
          maxLength={18}
          defaultValue={values?.document || invalid?.document || ""}
          aria-invalid={errors.document ? true : undefined}
          aria-describedby={errors.document ? `${id}-document-erro` : undefined}
        />
        {fieldError("document")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-nascimento`}>Data de nascimento do titular (CPF)</Label>
          <Input
            id={`${id}-nascimento`}
            name="nascimento"
            type="date"
            autoComplete="off"
            defaultValue={values?.birthDate ?? ""}
            aria-invalid={errors.birthDate ? true : undefined}
            aria-describedby={errors.birthDate ? `${id}-birthDate-erro` : undefined}
          />
          {fieldError("birthDate")}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-contrato`}>Número do contrato (CNPJ)</Label>
          <Input
            id={`${id}-contrato`}
            name="numero-contrato"
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            defaultValue={values?.contract ?? ""}
            aria-invalid={errors.contract ? true : undefined}
            aria-describedby={errors.contract ? `${id}-contract-erro` : undefined}
          />
          {fieldError("contract")}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Para CPF, informe a data de nascimento do titular; para CNPJ, o número de um dos contratos da empresa,
        que está na fatura. Seus dados são usados só para esta consulta e não ficam guardados no site.
      </p>
    </>
  );
}

/** A failure in pt-BR, with the portal and WhatsApp when the ERP could not be reached. */
export function DeskFailureAlert({ failure, settings }: { failure: DeskFailure; settings: SiteSettings }) {
  return (
    <Alert
      variant={failure.unavailable ? "info" : "destructive"}
      text="base"
      // Focused by the page script once the page shows it (decision 0046).
      tabIndex={-1}
      data-form-error=""
      className="outline-none"
    >
      <div className="flex flex-col gap-2">
        <p>{failure.message}</p>
        {failure.unavailable && <OtherChannels settings={settings} />}
      </div>
    </Alert>
  );
}

export function OtherChannels({ settings }: { settings: SiteSettings }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {settings.subscriberPortalUrl && (
        <li>
          <a
            href={settings.subscriberPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={TEXT_LINK}
          >
            Portal do assinante<span className="sr-only"> (abre em nova janela)</span>
          </a>
        </li>
      )}
      {settings.whatsappNumber && (
        <li>
          <a
            href={whatsappLink(settings.whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className={TEXT_LINK}
          >
            WhatsApp<span className="sr-only"> (abre em nova janela)</span>
          </a>
        </li>
      )}
      <li>
        <a href="/central-atendimento" className={TEXT_LINK}>
          Central de atendimento
        </a>
      </li>
    </ul>
  );
}

/** Copies `text` (copy-buttons.ts): hidden until scripts run; without them the text is there to select. */
function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button type="button" variant="outline" hidden data-copy={text} data-copy-label={label}>
      {label}
    </Button>
  );
}

const money = (cents: number) =>
  (cents / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" });
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The desk's answer to a post, which the page script focuses on a page without the client app (decision
 * 0046): a screen reader hears the outcome, and the page shows it, in place of the form.
 */
export const DESK_ANSWER = { tabIndex: -1, "data-form-answer": "", className: "outline-none" } as const;

export function InvoiceList({ firstName, invoices }: { firstName: string; invoices: InvoiceView[] }) {
  if (invoices.length === 0)
    return (
      <Alert variant="info" text="base" {...DESK_ANSWER}>
        <p>
          {firstName ? `${firstName}, você` : "Você"} não tem faturas em aberto. Obrigado por manter tudo em
          dia!
        </p>
      </Alert>
    );
  return (
    <section aria-labelledby="faturas-em-aberto" className="flex flex-col gap-4">
      <h2 id="faturas-em-aberto" {...DESK_ANSWER} className="text-xl font-bold outline-none">
        {firstName ? `Olá, ${firstName}. ` : ""}Suas faturas em aberto
      </h2>
      <ul className="flex flex-col gap-4">
        {invoices.map((invoice) => (
          <li
            key={invoice.dueDate + invoice.amountCents}
            className="rounded-xl border bg-card p-4 text-card-foreground"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">Vencimento {day(invoice.dueDate)}</p>
              {/* The amount beside its status, not adrift between the date and the badge on a wide screen. */}
              <div className="flex items-baseline gap-2">
                <p className="text-lg font-bold">{money(invoice.amountCents)}</p>
                <p
                  className={
                    invoice.overdue
                      ? "rounded-full bg-destructive/10 px-3 py-0.5 text-sm font-semibold text-destructive"
                      : "rounded-full bg-primary/10 px-3 py-0.5 text-sm font-semibold text-primary"
                  }
                >
                  {invoice.overdue ? "Vencida" : "Em aberto"}
                </p>
              </div>
            </div>
            {invoice.pixCode && (
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
                {invoice.qr && (
                  <svg
                    role="img"
                    aria-label="QR code do PIX desta fatura"
                    viewBox={`0 0 ${invoice.qr.size} ${invoice.qr.size}`}
                    className="size-44 shrink-0 rounded-md bg-white"
                    shapeRendering="crispEdges"
                  >
                    <path d={invoice.qr.path} fill="#000" />
                  </svg>
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <p className="text-sm font-medium">PIX copia e cola</p>
                  <p className="break-all rounded-md bg-muted p-2 font-mono text-xs" data-pix-code="">
                    {invoice.pixCode}
                  </p>
                  <div>
                    <CopyButton text={invoice.pixCode} label="Copiar código PIX" />
                  </div>
                </div>
              </div>
            )}
            {invoice.digitableLine && (
              <div className="mt-4 flex flex-col gap-2">
                <p className="text-sm font-medium">Linha digitável do boleto</p>
                <p className="break-words font-mono text-sm" data-digitable-line="">
                  {formatDigitableLine(invoice.digitableLine)}
                </p>
                <div className="flex flex-wrap gap-3">
                  <CopyButton text={invoice.digitableLine} label="Copiar linha digitável" />
                  {invoice.boletoToken && (
                    // A download, not a page: the page script lets it be sent again (lib/post-forms.ts).
                    <form method="post" action="/cliente/segunda-via/boleto" data-download="">
                      <input type="hidden" name="token" value={invoice.boletoToken} />
                      <Button type="submit" variant="outline">
                        Baixar boleto (PDF)
                      </Button>
                    </form>
                  )}
                </div>
              </div>
            )}
            {invoice.sendToken && (
              // '2ª via para o meu e-mail / SMS' (issue 58): the ERP sends it to the contact on file only.
              <form
                method="post"
                action="/cliente/segunda-via"
                className="mt-4 flex flex-wrap items-center gap-3"
                data-send-invoice=""
              >
                <input type="hidden" name="enviar" value={invoice.sendToken} />
                <span className="text-sm font-medium">Receber esta fatura:</span>
                <Button type="submit" name="canal" value="email" variant="outline">
                  Por e-mail
                </Button>
                <Button type="submit" name="canal" value="sms" variant="outline">
                  Por SMS
                </Button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The status line a desk form's first tap fills (lib/post-forms.ts); empty until then. */
export function DeskProgress() {
  return (
    <p
      role="status"
      data-form-progress="Consultando o sistema de gestão… isso pode levar alguns segundos."
      className="text-sm font-medium text-muted-foreground"
    />
  );
}

/**
 * On the 2ª via: a connection suspended for an open invoice, flagged with its 'Desbloquear' action, which
 * posts the sealed contract to the unlock page: nothing is asked again (issue 58, point 4).
 */
export function BlockedContracts({ contracts }: { contracts: ContractView[] }) {
  if (contracts.length === 0) return null;
  return (
    <Alert variant="destructive" text="base" data-blocked-contracts="">
      <div className="flex flex-col gap-3">
        <p className="font-bold">
          {contracts.length === 1
            ? "Sua conexão está bloqueada por atraso no pagamento."
            : "Há conexões bloqueadas por atraso no pagamento."}
        </p>
        <p>
          Você pode pedir o desbloqueio de confiança agora e pagar a fatura abaixo dentro do prazo que ele
          der.
        </p>
        <ul className="flex flex-col gap-2">
          {contracts.map((contract) => (
            <li key={contract.token} className="flex flex-wrap items-center justify-between gap-3">
              <span className="font-semibold">{contract.label}</span>
              <form method="post" action="/cliente/desbloqueio" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="contrato" value={contract.token} />
                <Button type="submit">Desbloquear {contract.label}</Button>
                <DeskProgress />
              </form>
            </li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}

export function ContractChoice({ firstName, contracts }: { firstName: string; contracts: ContractView[] }) {
  const blocked = contracts.filter((contract) => contract.blocked);
  if (blocked.length === 0)
    return (
      <Alert variant="info" text="base" {...DESK_ANSWER}>
        <p>
          {firstName ? `${firstName}, nenhuma` : "Nenhuma"} das suas conexões está bloqueada por atraso: não é
          preciso pedir o desbloqueio. Se a internet não funciona, abra um chamado no{" "}
          <a href="/suporte" className={TEXT_LINK}>
            suporte
          </a>
          .
        </p>
      </Alert>
    );
  return (
    <section aria-labelledby="contratos-bloqueados" className="flex flex-col gap-4">
      <h2 id="contratos-bloqueados" {...DESK_ANSWER} className="text-xl font-bold outline-none">
        {firstName ? `Olá, ${firstName}. ` : ""}Escolha a conexão para desbloquear
      </h2>
      <ul className="flex flex-col gap-3">
        {blocked.map((contract) => (
          <li
            key={contract.token}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground"
          >
            <p className="font-semibold">{contract.label}</p>
            <form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="contrato" value={contract.token} />
              <Button type="submit">Desbloquear {contract.label}</Button>
              <DeskProgress />
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { day as formatDay, money as formatMoney };
