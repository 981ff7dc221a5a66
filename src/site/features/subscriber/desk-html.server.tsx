import { renderToStaticMarkup } from "react-dom/server";
import { forecastText, type PhasedNotice, type PublicCity, type SiteSettings } from "../../../domain";
import type { AppContext } from "../../../server/http/app-context";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Input } from "../../../ui/components/input";
import { Label } from "../../../ui/components/label";
import { NativeSelect } from "../../../ui/components/native-select";
import {
  type DesbloqueioAnswer,
  type DeskVisit,
  desbloqueioAction,
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
  IdentifyFields,
  InvoiceList,
  TEXT_LINK,
} from "./desk-forms";

// The subscriber pages' desk as server HTML (decision 0023): the page shows the empty form, or the answer to
// its post. No component of it is in the pages' JavaScript.

const SECTION_TITLE = "text-2xl font-bold tracking-tight";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
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
function SubmitButton({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" size="lg">
        {children}
      </Button>
      <DeskProgress />
    </div>
  );
}

/** A subscriber the visit has proven (the desk's cookie): only what the pages greet with. */
export type Proven = { firstName: string } | undefined;

/**
 * 'Você está identificado': the other desk pages will not ask again for 15 minutes; 'Sair' ends it now
 * (POST /cliente/sair clears the cookie).
 */
function ProvenBar({ proven }: { proven: NonNullable<Proven> }) {
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
    </div>
  );
}

export function segundaViaHtml(
  answer: SegundaViaAnswer | undefined,
  settings: SiteSettings,
  proven?: Proven,
): string {
  if (answer?.step === "invoices")
    return renderToStaticMarkup(
      <div className="flex flex-col gap-6">
        {proven && <ProvenBar proven={proven} />}
        <BlockedContracts contracts={answer.blocked} />
        <InvoiceList firstName={answer.firstName} invoices={answer.invoices} />
        <div>
          <Button asChild variant="outline">
            <a href="/cliente/segunda-via">Fazer outra consulta</a>
          </Button>
        </div>
      </div>,
    );
  return renderToStaticMarkup(
    <Section title="Consultar faturas">
      {answer?.step === "failed" && <DeskFailureAlert failure={answer} settings={settings} />}
      <form method="post" className="flex flex-col gap-4" noValidate>
        <IdentifyFields
          invalid={answer?.step === "invalid" ? answer : undefined}
          values={answer && "values" in answer ? answer.values : undefined}
        />
        <SubmitButton>Consultar faturas</SubmitButton>
      </form>
    </Section>,
  );
}

export function desbloqueioHtml(
  answer: DesbloqueioAnswer | undefined,
  settings: SiteSettings,
  proven?: Proven,
): string {
  if (answer?.step === "unlocked")
    return renderToStaticMarkup(
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
      </Alert>,
    );
  if (answer?.step === "refused")
    return renderToStaticMarkup(
      <Alert variant="destructive" text="base" {...DESK_ANSWER}>
        <p>{answer.reason}</p>
      </Alert>,
    );
  if (answer?.step === "contracts")
    return renderToStaticMarkup(
      <div className="flex flex-col gap-6">
        {proven && <ProvenBar proven={proven} />}
        <ContractChoice firstName={answer.firstName} contracts={answer.contracts} />
      </div>,
    );
  return renderToStaticMarkup(
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
    </Section>,
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
): string {
  const ticketErrors = answer?.step === "invalid-ticket" ? answer.errors : {};
  const values = answer && "values" in answer ? answer.values : NO_TICKET_VALUES;
  const outage = answer?.step === "known-outage" ? answer : undefined;
  return renderToStaticMarkup(
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
            <KnownOutage notices={outage.notices} />
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
    </section>,
  );
}

/** Inside the ticket form, which cannot hold the 'Sair' form: the greeting and a link to end it. */
function ProvenBarInForm({ proven }: { proven: NonNullable<Proven> }) {
  return (
    <p data-desk-proven="" className="rounded-lg border bg-muted/60 px-4 py-3">
      Você está identificado{proven.firstName ? ` como ${proven.firstName}` : ""}: não é preciso informar seus
      dados de novo. Não é você?{" "}
      <a href="/cliente/sair" className={TEXT_LINK}>
        Sair
      </a>
    </p>
  );
}

/**
 * 'Há uma falha conhecida na sua região' (issue 58): before a ticket for a city with a failure going on,
 * what is known and its forecast; the form below, filled in as sent, opens the ticket anyway.
 */
function KnownOutage({ notices }: { notices: PhasedNotice[] }) {
  return (
    <Alert variant="info" text="base" {...DESK_ANSWER} data-known-outage="">
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

type Page = "segundaVia" | "desbloqueio" | "suporte";

const CAPABILITY = { segundaVia: "openInvoices", desbloqueio: "trustUnlock", suporte: "openTicket" } as const;

/**
 * The page's form when the ERP can do the page's task, else null (the page as before). With the visit's
 * proof (issue 58, point 4), what the form would have led to: the invoices, the contracts, the ticket form
 * without the identification.
 */
export async function deskForm(page: Page, context: AppContext, visit: DeskVisit): Promise<string | null> {
  const desk = context.subscriberDesk;
  if (!desk?.capabilities[CAPABILITY[page]]) return null;
  const settings = await context.catalogue.siteSettings();
  const proven = provenSubscriber(context, visit);
  if (page === "segundaVia")
    return proven
      ? segundaViaHtml(await segundaViaFor(desk, proven), settings, proven)
      : segundaViaHtml(undefined, settings);
  if (page === "desbloqueio")
    return proven
      ? desbloqueioHtml(
          { step: "contracts", firstName: proven.firstName, contracts: desk.contracts(proven) },
          settings,
          proven,
        )
      : desbloqueioHtml(undefined, settings);
  return suporteHtml(undefined, settings, await context.catalogue.activeCities(), proven);
}

/** A post's answer as HTML (never kept: the page's POST is no-store and outside the caches). */
export async function deskAnswer(
  page: Page,
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<string> {
  const settings = await context.catalogue.siteSettings();
  if (page === "segundaVia") {
    const answer = await segundaViaAction(request, context, visit);
    return segundaViaHtml(answer, settings, provenNow(context, visit));
  }
  if (page === "desbloqueio") {
    const answer = await desbloqueioAction(request, context, visit);
    return desbloqueioHtml(answer, settings, provenNow(context, visit));
  }
  const answer = await suporteAction(request, context, visit);
  // The answer's form (a known outage, a mistake) skips the identification once the visit is proven.
  return suporteHtml(answer, settings, await context.catalogue.activeCities(), provenNow(context, visit));
}

/** Who the visit has proven by the end of this request: by its cookie, or by the lookup it just made. */
const provenNow = (context: AppContext, visit: DeskVisit): Proven =>
  provenSubscriber(context, { proof: visit.setProof?.value ?? visit.proof });
