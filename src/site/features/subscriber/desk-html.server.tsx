import type { ReactElement } from "react";
import {
  forecastText,
  formatSiteDateTime,
  type PhasedNotice,
  type PublicCity,
  type SiteSettings,
} from "../../../domain";
import type { AppContext } from "../../../server/http/app-context";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Input } from "../../../ui/components/input";
import { Label } from "../../../ui/components/label";
import { NativeSelect } from "../../../ui/components/native-select";
import {
  type AccessView,
  type DesbloqueioAnswer,
  type DeskFailure,
  type DeskInvalid,
  type DeskVisit,
  type DocumentosAnswer,
  desbloqueioAction,
  documentosAction,
  documentosFor,
  INTERNET_STEPS,
  type InternetAnswer,
  type InternetStep,
  type InternetValues,
  internetAction,
  internetFor,
  LIMITED,
  ONU_LIGHTS,
  type OnuLights,
  type OutageOffer,
  provenSubscriber,
  type SegundaViaAnswer,
  type SuporteAnswer,
  segundaViaAction,
  segundaViaFor,
  suporteAction,
  type TicketValues,
} from "./desk.server";
import {
  BlockedContracts,
  ContractChoice,
  DESK_ANSWER,
  DeskFailureAlert,
  DeskProgress,
  formatDay,
  formatMoney,
  IdentifyFields,
  InvoiceList,
  TEXT_LINK,
} from "./desk-forms";

// The subscriber pages' desk as server HTML (decision 0023): the page shows the empty form, or the answer to
// its post. No component of it is in the pages' JavaScript.

const SECTION_TITLE = "text-2xl font-bold tracking-tight";

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className={SECTION_TITLE}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The form's button and, beside it, the line the page script fills on the first tap (lib/post-forms.ts):
 * the ERP may take seconds to answer, and the subscriber sees that it is working (issue 58, point 4).
 */
export function SubmitButton({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" size="lg">
        {children}
      </Button>
      <DeskProgress />
    </div>
  );
}

/**
 * A subscriber the visit has proven (the desk's cookie, or a 'Minha conta' session: `account`): only what
 * the pages greet with.
 */
export type Proven = { firstName: string; account?: boolean; freshCode?: boolean } | undefined;

/** Who the visit has proven, for the bar: the desk's 15 minutes, or the account's session (issue 67). */
export function provenShown(visit: DeskVisit): Proven {
  const subscriber = provenSubscriber(visit);
  return subscriber
    ? {
        firstName: subscriber.firstName,
        ...(visit.account ? { account: true, freshCode: visit.account.freshCode } : {}),
      }
    : undefined;
}

/**
 * 'Você está identificado': the other desk pages will not ask again for 15 minutes; 'Sair' ends it now
 * (POST /cliente/sair clears the cookie).
 */
export function ProvenBar({ proven }: { proven: NonNullable<Proven> }) {
  if (proven.account) return <AccountBar proven={proven} />;
  return (
    <div
      data-desk-proven=""
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/60 px-4 py-3"
    >
      <p>
        Você está identificado{proven.firstName ? ` como ${proven.firstName}` : ""}. Os outros serviços da
        área do cliente não pedem seus dados de novo por 15 minutos.
      </p>
      <form method="post" action="/cliente/sair">
        <Button type="submit" variant="outline">
          Sair
        </Button>
      </form>
      <DeskMenu />
    </div>
  );
}

/** Signed in to 'Minha conta' (issue 67): the account, and 'Sair' ending its session on the server. */
function AccountBar({ proven }: { proven: NonNullable<Proven> }) {
  return (
    <div
      data-desk-proven=""
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/60 px-4 py-3"
    >
      <p>
        Você entrou na sua conta{proven.firstName ? ` como ${proven.firstName}` : ""}.{" "}
        <a href="/minha-conta" className={TEXT_LINK}>
          Minha conta
        </a>
      </p>
      <form method="post" action="/minha-conta">
        <input type="hidden" name="etapa" value="sair" />
        <Button type="submit" variant="outline">
          Sair
        </Button>
      </form>
      <DeskMenu />
    </div>
  );
}

/** The desk's pages, one tap apart while the visit's proof lasts (issue 58). */
const DESK_MENU = [
  { href: "/cliente/segunda-via", label: "2ª via da fatura" },
  { href: "/cliente/desbloqueio", label: "Desbloqueio de confiança" },
  { href: "/cliente/documentos", label: "Contrato e notas fiscais" },
  { href: "/cliente/minha-internet-caiu", label: "Minha internet caiu" },
  { href: "/suporte#abrir-chamado", label: "Abrir chamado" },
  // Issue 67, point 3: the self-service requests.
  { href: "/cliente/vencimento", label: "Dia de vencimento" },
  { href: "/cliente/wifi", label: "Nome e senha do Wi-Fi" },
  { href: "/cliente/mudanca-de-endereco", label: "Mudança de endereço" },
  { href: "/cliente/troca-de-plano", label: "Trocar de plano" },
  { href: "/cliente/cancelamento", label: "Cancelar a assinatura" },
] as const;

function DeskMenu() {
  return (
    <nav aria-label="Área do cliente" className="basis-full">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {DESK_MENU.map((item) => (
          <li key={item.href}>
            {/* 24 px tall at least: the menu's links sit close together on a phone (WCAG 2.5.8). */}
            <a href={item.href} className={`${TEXT_LINK} inline-flex min-h-6 items-center`}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function segundaViaHtml(
  answer: SegundaViaAnswer | undefined,
  settings: SiteSettings,
  proven?: Proven,
): ReactElement {
  if (answer?.step === "sent")
    return (
      <div className="flex flex-col gap-6">
        <Alert variant="info" text="base" {...DESK_ANSWER}>
          <p role="status" data-sent-to="">
            Pronto! Pedimos ao nosso sistema o envio da 2ª via{" "}
            {answer.channel === "email" ? "por e-mail" : "por SMS"}:{" "}
            {answer.sentTo
              ? `enviamos para ${answer.sentTo}.`
              : answer.channel === "email"
                ? "ela vai para o e-mail do seu cadastro."
                : "ela vai para o celular do seu cadastro."}{" "}
            Se não chegar em alguns minutos, confira a caixa de spam ou use o PIX e a linha digitável desta
            página.
          </p>
        </Alert>
        <div>
          <Button asChild variant="outline">
            <a href="/cliente/segunda-via">Voltar às faturas</a>
          </Button>
        </div>
      </div>
    );
  if (answer?.step === "invoices")
    return (
      <div className="flex flex-col gap-6">
        {proven && <ProvenBar proven={proven} />}
        <BlockedContracts contracts={answer.blocked} />
        <InvoiceList firstName={answer.firstName} invoices={answer.invoices} />
        <div>
          <Button asChild variant="outline">
            <a href="/cliente/segunda-via">Fazer outra consulta</a>
          </Button>
        </div>
      </div>
    );
  return (
    <Section title="Consultar faturas">
      {answer?.step === "failed" && <DeskFailureAlert failure={answer} settings={settings} />}
      <form method="post" className="flex flex-col gap-4" noValidate>
        <IdentifyFields
          invalid={answer?.step === "invalid" ? answer : undefined}
          values={answer && "values" in answer ? answer.values : undefined}
        />
        <SubmitButton>Consultar faturas</SubmitButton>
      </form>
    </Section>
  );
}

export function desbloqueioHtml(
  answer: DesbloqueioAnswer | undefined,
  settings: SiteSettings,
  proven?: Proven,
): ReactElement {
  if (answer?.step === "unlocked")
    return (
      <Alert variant="info" text="base" {...DESK_ANSWER}>
        <p role="status">
          Pronto! Sua conexão foi liberada
          {answer.until ? ` até ${formatDay(answer.until)}` : " por alguns dias"}. Se a internet não voltar em
          alguns minutos, reinicie o roteador. Pague a fatura dentro desse prazo para evitar um novo bloqueio:
          a{" "}
          <a href="/cliente/segunda-via" className={TEXT_LINK}>
            2ª via
          </a>{" "}
          tem o código PIX e a linha digitável.
        </p>
      </Alert>
    );
  if (answer?.step === "refused")
    return (
      <Alert variant="destructive" text="base" {...DESK_ANSWER}>
        <p>{answer.reason}</p>
      </Alert>
    );
  if (answer?.step === "contracts")
    return (
      <div className="flex flex-col gap-6">
        {proven && <ProvenBar proven={proven} />}
        <ContractChoice firstName={answer.firstName} contracts={answer.contracts} />
      </div>
    );
  return (
    <Section title="Pedir o desbloqueio">
      {answer?.step === "failed" && <DeskFailureAlert failure={answer} settings={settings} />}
      <form method="post" className="flex flex-col gap-4" noValidate>
        <IdentifyFields
          invalid={answer?.step === "invalid" ? answer : undefined}
          values={answer && "values" in answer ? answer.values : undefined}
        />
        <SubmitButton>Continuar</SubmitButton>
      </form>
      <p className="text-muted-foreground">
        O desbloqueio de confiança segue as regras do seu contrato e não pode ser repetido em seguida.
      </p>
    </Section>
  );
}

const NO_TICKET_VALUES: TicketValues = {
  document: "",
  birthDate: "",
  contract: "",
  phone: "",
  text: "",
  city: "",
};

export function suporteHtml(
  answer: SuporteAnswer | undefined,
  settings: SiteSettings,
  cities: readonly PublicCity[],
  proven?: Proven,
): ReactElement {
  const ticketErrors = answer?.step === "invalid-ticket" ? answer.errors : {};
  const values = answer && "values" in answer ? answer.values : NO_TICKET_VALUES;
  const outage = answer?.step === "known-outage" ? answer : undefined;
  return (
    <section id="abrir-chamado" className="flex flex-col gap-4">
      <h2 className={SECTION_TITLE}>Abrir um chamado</h2>
      {answer?.step === "opened" ? (
        <Alert variant="info" text="base" {...DESK_ANSWER}>
          <p role="status">
            Chamado aberto! Anote o número do protocolo: <strong data-protocol="">{answer.protocol}</strong>.
            Nossa equipe entra em contato pelo telefone informado.
          </p>
        </Alert>
      ) : (
        <>
          {outage ? (
            <>
              <KnownOutage notices={outage.notices} answer={!outage.offer?.stored && !outage.offer?.errors} />
              {outage.offer && (
                <OutageOfferForm
                  offer={outage.offer}
                  action="/suporte#abrir-chamado"
                  hidden={[
                    ["documento", values.document],
                    ["nascimento", values.birthDate],
                    ["numero-contrato", values.contract],
                    ["telefone", values.phone],
                    ["mensagem", values.text],
                    ["cidade", values.city],
                  ]}
                />
              )}
            </>
          ) : (
            <p>
              {proven
                ? "Os passos acima não resolveram? Conte o que está acontecendo."
                : "Os passos acima não resolveram? Informe os dados do titular e conte o que está acontecendo."}
            </p>
          )}
          {answer?.step === "failed" && <DeskFailureAlert failure={answer} settings={settings} />}
          <form method="post" action="/suporte#abrir-chamado" className="flex flex-col gap-4" noValidate>
            {outage && <input type="hidden" name="confirmar" value="1" />}
            {proven ? (
              <ProvenBarInForm proven={proven} />
            ) : (
              <IdentifyFields
                invalid={
                  answer?.step === "invalid"
                    ? answer
                    : answer?.step === "invalid-ticket"
                      ? { step: "invalid", errors: {}, document: answer.document }
                      : undefined
                }
                values={values}
              />
            )}
            <div className="flex flex-col gap-2">
              <Label htmlFor="chamado-cidade">Cidade da instalação</Label>
              <NativeSelect id="chamado-cidade" name="cidade" defaultValue={values.city}>
                <option value="">Selecione a cidade</option>
                {cities.map((city) => (
                  <option key={city.id} value={String(city.id)}>
                    {city.name} - {city.state}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="chamado-telefone">Telefone para contato (com DDD)</Label>
              <Input
                id="chamado-telefone"
                name="telefone"
                type="tel"
                autoComplete="tel"
                required
                defaultValue={values.phone}
                aria-invalid={ticketErrors.phone ? true : undefined}
                aria-describedby={ticketErrors.phone ? "chamado-telefone-erro" : undefined}
              />
              {ticketErrors.phone && (
                <p id="chamado-telefone-erro" className="text-sm font-medium text-destructive">
                  {ticketErrors.phone}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="chamado-mensagem">O que está acontecendo?</Label>
              <textarea
                id="chamado-mensagem"
                name="mensagem"
                required
                rows={4}
                maxLength={2000}
                defaultValue={values.text}
                className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm aria-invalid:border-destructive"
                aria-invalid={ticketErrors.text ? true : undefined}
                aria-describedby={ticketErrors.text ? "chamado-mensagem-erro" : undefined}
              />
              {ticketErrors.text && (
                <p id="chamado-mensagem-erro" className="text-sm font-medium text-destructive">
                  {ticketErrors.text}
                </p>
              )}
            </div>
            <SubmitButton>{outage ? "Abrir chamado mesmo assim" : "Abrir chamado"}</SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}

/** Inside the ticket form, which cannot hold the 'Sair' form: the greeting and a link to end it. */
function ProvenBarInForm({ proven }: { proven: NonNullable<Proven> }) {
  return (
    <p data-desk-proven="" className="rounded-lg border bg-muted/60 px-4 py-3">
      {proven.account ? "Você entrou na sua conta" : "Você está identificado"}
      {proven.firstName ? ` como ${proven.firstName}` : ""}: não é preciso informar seus dados de novo.{" "}
      {proven.account ? (
        <a href="/minha-conta" className={TEXT_LINK}>
          Minha conta
        </a>
      ) : (
        <>
          Não é você?{" "}
          <a href="/cliente/sair" className={TEXT_LINK}>
            Sair
          </a>
        </>
      )}
    </p>
  );
}

/**
 * 'Há uma falha conhecida na sua região' (issue 58): before a ticket for a city with a failure going on,
 * what is known and its forecast; the form below, filled in as sent, opens the ticket anyway.
 */
function KnownOutage({ notices, answer = true }: { notices: PhasedNotice[]; answer?: boolean }) {
  return (
    <Alert variant="info" text="base" {...(answer ? DESK_ANSWER : {})} data-known-outage="">
      <div className="flex flex-col gap-2">
        <p className="font-bold">Há uma falha conhecida na sua região</p>
        <ul className="flex flex-col gap-2">
          {notices.map((notice) => (
            <li key={notice.id}>
              <p className="font-semibold">{notice.title}</p>
              <p>{forecastText(notice)}</p>
            </li>
          ))}
        </ul>
        <p>
          Nossa equipe já está trabalhando nela e sua conexão deve voltar sozinha: não é preciso abrir um
          chamado. Acompanhe no{" "}
          <a href="/status" className={TEXT_LINK}>
            status da rede
          </a>
          . Se o seu problema for outro, abra o chamado mesmo assim.
        </p>
      </div>
    </Alert>
  );
}

/**
 * 'Avise-me quando acabar' (issue 58): under the known failure, a plain form (it works without scripts)
 * asking the ways the site can send, with the consent and its purpose beside it. Its hidden fields carry
 * the ticket form as it was, so that form is still filled after this one's answer; nothing goes in a URL.
 */
function OutageOfferForm({
  offer,
  action,
  hidden,
}: {
  offer: OutageOffer;
  action: string;
  hidden: [string, string][];
}) {
  const errors = offer.errors ?? {};
  const error = (key: keyof typeof errors, id: string) =>
    errors[key] ? (
      <p id={id} className="text-sm font-medium text-destructive">
        {errors[key]}
      </p>
    ) : null;
  // The e-mail and the WhatsApp fields alike: the channel names the field, its value and its mistake.
  const contactField = (
    channel: "email" | "whatsapp",
    label: string,
    input: Pick<React.ComponentProps<"input">, "type" | "inputMode" | "autoComplete" | "maxLength">,
  ) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`aviso-${channel}`}>{label}</Label>
      <Input
        id={`aviso-${channel}`}
        name={`aviso-${channel}`}
        {...input}
        defaultValue={offer.values[channel]}
        aria-invalid={errors[channel] ? true : undefined}
        aria-describedby={errors[channel] ? `aviso-${channel}-erro` : undefined}
      />
      {error(channel, `aviso-${channel}-erro`)}
    </div>
  );
  const answered = offer.stored || offer.errors;
  return (
    <section
      aria-labelledby="aviso-fim-titulo"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      data-outage-offer=""
    >
      <h3 id="aviso-fim-titulo" className="text-lg font-bold">
        Avise-me quando acabar
      </h3>
      {offer.stored ? (
        <p role="status" {...DESK_ANSWER} className="font-semibold outline-none">
          Pronto! Vamos avisar você quando esta falha acabar. Não é preciso fazer mais nada.
        </p>
      ) : (
        <>
          <p>
            {offer.channels.email && offer.channels.whatsapp
              ? "Informe seu e-mail ou WhatsApp e avisamos você assim que a falha for resolvida."
              : offer.channels.email
                ? "Informe seu e-mail e avisamos você assim que a falha for resolvida."
                : "Informe seu WhatsApp e avisamos você assim que a falha for resolvida."}
          </p>
          {answered && errors.contact && (
            <p role="alert" {...DESK_ANSWER} className="text-sm font-medium text-destructive outline-none">
              {errors.contact}
            </p>
          )}
          {answered && !errors.contact && (
            <p role="alert" {...DESK_ANSWER} className="text-sm font-medium text-destructive outline-none">
              Verifique os campos destacados.
            </p>
          )}
          <form method="post" action={action} className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="etapa" value="aviso" />
            {/* Each pair is one: only the ticked steps repeat a name, each with its own value. */}
            {hidden.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <div className="grid gap-4 sm:grid-cols-2">
              {offer.channels.email &&
                contactField("email", "E-mail", { type: "email", autoComplete: "email", maxLength: 254 })}
              {offer.channels.whatsapp &&
                contactField("whatsapp", "WhatsApp com DDD", {
                  type: "tel",
                  inputMode: "tel",
                  autoComplete: "tel",
                  maxLength: 20,
                })}
            </div>
            <div className="flex flex-col gap-2">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="aviso-consentimento"
                  value="sim"
                  required
                  defaultChecked={offer.values.consent}
                  className="mt-1 size-4"
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={
                    errors.consent ? "aviso-finalidade aviso-consentimento-erro" : "aviso-finalidade"
                  }
                />
                <span>Autorizo o uso deste contato para me avisarem do fim desta falha.</span>
              </label>
              <p id="aviso-finalidade" className="text-sm text-muted-foreground">
                Finalidade: avisar você, uma única vez, quando esta falha for resolvida. Não usamos o contato
                para ofertas. Veja a{" "}
                <a href="/politica-privacidade" className={TEXT_LINK}>
                  política de privacidade
                </a>
                .
              </p>
              {error("consent", "aviso-consentimento-erro")}
            </div>
            <div>
              <Button type="submit" variant="outline">
                Avise-me quando acabar
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/** The identification form of a desk page (the same proof as the 2ª via). */
function IdentifyForm({
  title,
  button,
  answer,
  settings,
}: {
  title: string;
  button: string;
  answer: DeskFailure | DeskInvalid | undefined;
  settings: SiteSettings;
}) {
  return (
    <Section title={title}>
      {answer?.step === "failed" && <DeskFailureAlert failure={answer} settings={settings} />}
      <form method="post" className="flex flex-col gap-4" noValidate>
        <IdentifyFields
          invalid={answer?.step === "invalid" ? answer : undefined}
          values={answer && "values" in answer ? answer.values : undefined}
        />
        <SubmitButton>{button}</SubmitButton>
      </form>
    </Section>
  );
}

/** 'Documentos' (issue 58, point 2): the contract's PDF and the notas fiscais, where the ERP offers them. */
export function documentosHtml(
  answer: DocumentosAnswer | undefined,
  settings: SiteSettings,
  proven?: Proven,
): ReactElement {
  if (answer?.step !== "documents")
    return (
      <IdentifyForm
        title="Consultar documentos"
        button="Ver documentos"
        answer={answer}
        settings={settings}
      />
    );
  const printable = answer.contracts.filter((contract) => contract.pdfToken);
  return (
    <div className="flex flex-col gap-8">
      {proven && <ProvenBar proven={proven} />}
      <Section title="Contrato">
        {printable.length > 0 ? (
          <ul {...DESK_ANSWER} className="flex flex-col gap-3 outline-none">
            {printable.map((contract) => (
              <li
                key={contract.pdfToken}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4"
              >
                <p className="font-semibold">{contract.label}</p>
                <form method="post" action="/cliente/documentos/contrato" data-download="">
                  <input type="hidden" name="token" value={contract.pdfToken} />
                  <Button type="submit" variant="outline">
                    Baixar contrato (PDF)
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        ) : (
          <p {...DESK_ANSWER} data-no-contract-pdf="">
            {answer.firstName ? `${answer.firstName}, o` : "O"} contrato em PDF ainda não está disponível pelo
            site. Peça uma cópia pela{" "}
            <a href="/central-atendimento" className={TEXT_LINK}>
              central de atendimento
            </a>
            : enviamos para você.
          </p>
        )}
      </Section>
      <Section title="Notas fiscais">
        {answer.fiscal === undefined ? (
          <p data-no-fiscal="">
            As notas fiscais ainda não estão disponíveis pelo site. Peça a sua pela{" "}
            <a href="/central-atendimento" className={TEXT_LINK}>
              central de atendimento
            </a>
            .
          </p>
        ) : answer.fiscal === "unavailable" ? (
          <Alert variant="info" text="base">
            <p>Não conseguimos buscar as notas fiscais agora. Tente de novo em alguns minutos.</p>
          </Alert>
        ) : answer.fiscal.length === 0 ? (
          <p>Nenhuma nota fiscal emitida para o seu cadastro até agora.</p>
        ) : (
          <ul className="flex flex-col gap-3" data-fiscal-list="">
            {answer.fiscal.map((note) => (
              <li
                key={`${note.kind}-${note.number}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4"
              >
                <div className="flex flex-col gap-1">
                  <p className="font-semibold">
                    {note.kind} nº {note.number}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {note.issuedOn
                      ? `Emitida em ${formatDay(note.issuedOn)}`
                      : "Data de emissão não informada"}
                    {note.amountCents !== undefined ? ` · ${formatMoney(note.amountCents)}` : ""}
                  </p>
                </div>
                {note.pdfToken ? (
                  <form method="post" action="/cliente/documentos/nota" data-download="">
                    <input type="hidden" name="token" value={note.pdfToken} />
                    <Button type="submit" variant="outline">
                      Baixar nota (PDF)
                    </Button>
                  </form>
                ) : (
                  <p className="text-sm text-muted-foreground">PDF pela central de atendimento</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <p className="text-muted-foreground">
        A 2ª via das faturas, com PIX, boleto e envio por e-mail ou SMS, está na{" "}
        <a href="/cliente/segunda-via" className={TEXT_LINK}>
          2ª via da fatura
        </a>
        .
      </p>
    </div>
  );
}

const NO_INTERNET_VALUES: InternetValues = { steps: [], lights: "", phone: "", text: "", city: "" };

/** The access's state of each contract, calmly: what the ERP sees, and what it means for the subscriber. */
function AccessStates({ firstName, access }: { firstName: string; access: AccessView[] | "unavailable" }) {
  if (access === "unavailable")
    return (
      <Alert variant="info" text="base" {...DESK_ANSWER}>
        <p>
          Não conseguimos consultar o estado da sua conexão agora. Siga a verificação abaixo: se nada
          resolver, o chamado chega à nossa equipe do mesmo jeito.
        </p>
      </Alert>
    );
  return (
    <section {...DESK_ANSWER} className="flex flex-col gap-3 outline-none" aria-labelledby="estado-conexao">
      <h2 id="estado-conexao" className={SECTION_TITLE}>
        {firstName ? `${firstName}, este` : "Este"} é o estado da sua conexão
      </h2>
      <ul className="flex flex-col gap-3">
        {access.map((contract) => (
          <li key={contract.label} className="rounded-xl border bg-card p-4" data-access-state="">
            <p className="font-semibold">{contract.label}</p>
            {contract.state === undefined ? (
              <p className="text-muted-foreground">
                O nosso sistema não informa o estado desta conexão agora.
              </p>
            ) : contract.state.online ? (
              <p>
                <strong>Conectada</strong>
                {contract.state.since ? ` desde ${formatSiteDateTime(contract.state.since)}` : ""}. Do nosso
                lado a conexão chega até o seu aparelho: o problema pode estar no Wi-Fi ou no roteador.
              </p>
            ) : (
              <p>
                <strong>Desconectada</strong>
                {contract.state.since ? ` desde ${formatSiteDateTime(contract.state.since)}` : ""}. O seu
                aparelho não está conectado à nossa rede: siga a verificação abaixo.
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Minha internet caiu' (issue 58, point 3): after the proof, the state, the guided check, the ticket. */
export function internetHtml(
  answer: InternetAnswer | undefined,
  settings: SiteSettings,
  cities: readonly PublicCity[],
  proven?: Proven,
): ReactElement {
  if (answer?.step === "opened")
    return (
      <Alert variant="info" text="base" {...DESK_ANSWER}>
        <p role="status">
          Chamado aberto! Anote o número do protocolo: <strong data-protocol="">{answer.protocol}</strong>. Os
          passos que você fez já estão no chamado: nossa equipe entra em contato pelo telefone informado.
        </p>
      </Alert>
    );
  const identified = proven && answer?.step !== "failed" && answer?.step !== "invalid";
  if (!identified)
    return (
      <IdentifyForm
        title="Verificar a minha conexão"
        button="Verificar a conexão"
        answer={
          answer?.step === "failed" || answer?.step === "invalid"
            ? answer
            : answer?.step === "ticket-failed"
              ? { step: "failed", message: answer.message, unavailable: answer.unavailable }
              : undefined
        }
        settings={settings}
      />
    );
  const values = answer && "values" in answer && answer.values ? answer.values : NO_INTERNET_VALUES;
  const errors = answer?.step === "invalid-ticket" ? answer.errors : {};
  const outage = answer?.step === "known-outage" ? answer : undefined;
  return (
    <div className="flex flex-col gap-8">
      <ProvenBar proven={proven} />
      {answer?.step === "access" && <AccessStates firstName={answer.firstName} access={answer.access} />}
      <section id="verificacao" className="flex flex-col gap-4">
        <h2 className={SECTION_TITLE}>Verificação guiada</h2>
        {outage && (
          <KnownOutage notices={outage.notices} answer={!outage.offer?.stored && !outage.offer?.errors} />
        )}
        {outage?.offer && (
          <OutageOfferForm
            offer={outage.offer}
            action="/cliente/minha-internet-caiu#verificacao"
            hidden={[
              ...values.steps.map((step): [string, string] => ["passo", step]),
              ["luzes", values.lights],
              ["telefone", values.phone],
              ["mensagem", values.text],
              ["cidade", values.city],
            ]}
          />
        )}
        {answer?.step === "ticket-failed" && (
          <DeskFailureAlert
            failure={{ step: "failed", message: answer.message, unavailable: answer.unavailable }}
            settings={settings}
          />
        )}
        <ol className="flex flex-col gap-3">
          <li className="rounded-xl border bg-card p-4">
            <p className="font-bold">1. Olhe as luzes do aparelho da fibra (ONU)</p>
            <p className="text-muted-foreground">
              Com a luz PON acesa e a LOS apagada, a fibra chega até você. LOS vermelha indica problema na
              fibra: não mexa no cabo verde ou azul, abra o chamado.
            </p>
          </li>
          <li className="rounded-xl border bg-card p-4">
            <p className="font-bold">2. Reinicie a ONU e o roteador</p>
            <p className="text-muted-foreground">
              Desligue os dois da tomada, espere 30 segundos e ligue primeiro a ONU; depois de 2 minutos, o
              roteador.
            </p>
          </li>
          <li className="rounded-xl border bg-card p-4">
            <p className="font-bold">3. Teste com um cabo de rede</p>
            <p className="text-muted-foreground">
              Ligue um computador direto no roteador com um cabo. Se funcionar pelo cabo, o problema está no
              Wi-Fi.
            </p>
          </li>
          <li className="rounded-xl border bg-card p-4">
            <p className="font-bold">4. Faça um teste de velocidade</p>
            <p className="text-muted-foreground">
              Se a internet voltou mas está lenta, meça a velocidade{" "}
              <a
                href={settings.speedTestUrl || "https://beta.simet.nic.br/"}
                target="_blank"
                rel="noopener noreferrer"
                className={TEXT_LINK}
              >
                no medidor independente (abre em nova janela)
              </a>
              .
            </p>
          </li>
        </ol>
        <form
          method="post"
          action="/cliente/minha-internet-caiu#verificacao"
          className="flex flex-col gap-4"
          noValidate
        >
          <input type="hidden" name="etapa" value="chamado" />
          {outage && <input type="hidden" name="confirmar" value="1" />}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">O que você já fez?</legend>
            {(Object.keys(INTERNET_STEPS) as InternetStep[]).map((step) => (
              <label key={step} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="passo"
                  value={step}
                  defaultChecked={values.steps.includes(step)}
                  className="mt-1 size-4"
                />
                <span>{INTERNET_STEPS[step]}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">Como estavam as luzes da ONU?</legend>
            {(Object.keys(ONU_LIGHTS) as OnuLights[]).map((lights) => (
              <label key={lights} className="flex items-start gap-3">
                <input
                  type="radio"
                  name="luzes"
                  value={lights}
                  defaultChecked={values.lights === lights}
                  className="mt-1 size-4"
                />
                <span>{ONU_LIGHTS[lights]}</span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor="internet-cidade">Cidade da instalação</Label>
            <NativeSelect id="internet-cidade" name="cidade" defaultValue={values.city}>
              <option value="">Selecione a cidade</option>
              {cities.map((city) => (
                <option key={city.id} value={String(city.id)}>
                  {city.name} - {city.state}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="internet-telefone">Telefone para contato (com DDD)</Label>
            <Input
              id="internet-telefone"
              name="telefone"
              type="tel"
              autoComplete="tel"
              required
              defaultValue={values.phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? "internet-telefone-erro" : undefined}
            />
            {errors.phone && (
              <p id="internet-telefone-erro" className="text-sm font-medium text-destructive">
                {errors.phone}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="internet-mensagem">Quer contar mais alguma coisa? (opcional)</Label>
            <textarea
              id="internet-mensagem"
              name="mensagem"
              rows={3}
              maxLength={2000}
              defaultValue={values.text}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
            />
          </div>
          <SubmitButton>
            {outage ? "Abrir chamado mesmo assim" : "Continua sem internet: abrir chamado"}
          </SubmitButton>
        </form>
      </section>
    </div>
  );
}

type Page = "segundaVia" | "desbloqueio" | "suporte" | "documentos" | "internet";

const CAPABILITY = {
  segundaVia: "openInvoices",
  desbloqueio: "trustUnlock",
  suporte: "openTicket",
  documentos: "findSubscriber",
  internet: "openTicket",
} as const;

/**
 * The page's form when the ERP can do the page's task, else null (the page as before). With the visit's
 * proof (issue 58, point 4), what the form would have led to: the invoices, the contracts, the ticket form
 * without the identification.
 */
export async function deskForm(
  page: Page,
  context: AppContext,
  visit: DeskVisit,
): Promise<ReactElement | null> {
  const desk = context.subscriberDesk;
  if (!desk?.capabilities[CAPABILITY[page]]) return null;
  const settings = await context.catalogue.siteSettings();
  const proof = visit.proof;
  const proven = provenShown(visit);
  // A page opened with the proof asks the ERP: one of the proof's calls, else 'Muitas consultas…'
  // (issue 66, L12: a copied proof replayed from many addresses costs the ERP no more).
  const spent = proof !== undefined && page !== "suporte" && !desk.spend(proof);
  if (page === "segundaVia")
    return proof && !spent
      ? segundaViaHtml(await segundaViaFor(desk, proof), settings, proven)
      : segundaViaHtml(spent ? LIMITED : undefined, settings, proven);
  if (page === "desbloqueio")
    return proof && !spent
      ? desbloqueioHtml(
          { step: "contracts", firstName: proof.subscriber.firstName, contracts: desk.contracts(proof) },
          settings,
          proven,
        )
      : desbloqueioHtml(spent ? LIMITED : undefined, settings, proven);
  if (page === "documentos")
    return proof && !spent
      ? documentosHtml(await documentosFor(desk, proof), settings, proven)
      : documentosHtml(spent ? LIMITED : undefined, settings, proven);
  if (page === "internet")
    return proof && !spent
      ? internetHtml(
          await internetFor(desk, proof.subscriber),
          settings,
          await context.catalogue.activeCities(),
          proven,
        )
      : internetHtml(spent ? LIMITED : undefined, settings, [], proven);
  // The ticket form asks the ERP nothing until it is sent.
  return suporteHtml(undefined, settings, await context.catalogue.activeCities(), proven);
}

/** A post's answer as HTML (never kept: the page's POST is no-store and outside the caches). */
export async function deskAnswer(
  page: Page,
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<ReactElement> {
  const settings = await context.catalogue.siteSettings();
  if (page === "segundaVia") {
    const answer = await segundaViaAction(request, context, visit);
    return segundaViaHtml(answer, settings, provenNow(visit));
  }
  if (page === "desbloqueio") {
    const answer = await desbloqueioAction(request, context, visit);
    return desbloqueioHtml(answer, settings, provenNow(visit));
  }
  if (page === "documentos") {
    const answer = await documentosAction(request, context, visit);
    return documentosHtml(answer, settings, provenNow(visit));
  }
  if (page === "internet") {
    const answer = await internetAction(request, context, visit);
    return internetHtml(answer, settings, await context.catalogue.activeCities(), provenNow(visit));
  }
  const answer = await suporteAction(request, context, visit);
  // The answer's form (a known outage, a mistake) skips the identification once the visit is proven.
  return suporteHtml(answer, settings, await context.catalogue.activeCities(), provenNow(visit));
}

/** Who the visit has proven by the end of this request: by its cookie, or by the lookup it just made. */
const provenNow = (visit: DeskVisit): Proven =>
  provenShown({ proof: visit.setProof?.proof ?? visit.proof, account: visit.account });
