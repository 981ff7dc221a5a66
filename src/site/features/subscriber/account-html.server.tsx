import type { ReactElement } from "react";
import { forecastText, formatSiteDateTime, type SiteSettings } from "../../../domain";
import { SIGN_UP_NEXT_STEPS } from "../../../domain/sign-up";
import {
  ACCOUNT_MESSAGES,
  formatBytes,
  monthName,
  SESSION_DAYS,
  SIGN_IN_CODE_MINUTES,
} from "../../../domain/subscriber-account";
import type { TicketRecord } from "../../../server/erp/contract";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Input } from "../../../ui/components/input";
import { Label } from "../../../ui/components/label";
import type {
  AccountHome,
  CodeForm,
  ConfirmAnswer,
  ContractCard,
  SignInForm,
  SignInOptions,
  UsageView,
} from "./account.server";
import { DESK_ANSWER, DeskProgress, formatDay, formatMoney, OtherChannels, TEXT_LINK } from "./desk-forms";

// 'Minha conta' (issue 67) as server HTML (decision 0023): plain POST forms that work without scripts,
// phone first. The pages show nothing of a CPF but what the ERP answered for the signed-in subscriber.

const SECTION_TITLE = "text-2xl font-bold tracking-tight";
const CARD = "rounded-xl border bg-card p-4 text-card-foreground";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className={SECTION_TITLE}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

function Failure({ message, settings }: { message: string; settings: SiteSettings }) {
  return (
    <Alert variant="destructive" text="base" tabIndex={-1} data-form-error="" className="outline-none">
      <div className="flex flex-col gap-2">
        <p>{message}</p>
        {message === ACCOUNT_MESSAGES.unavailable && <OtherChannels settings={settings} />}
      </div>
    </Alert>
  );
}

/** The desk's services that need no sign-in: the way in without the e-mail or WhatsApp on file. */
function WithoutSignIn() {
  return (
    <p className="text-muted-foreground">
      Sem acesso ao e-mail e ao WhatsApp do cadastro? Consulte a{" "}
      <a href="/cliente/segunda-via" className={TEXT_LINK}>
        2ª via
      </a>
      , o{" "}
      <a href="/cliente/desbloqueio" className={TEXT_LINK}>
        desbloqueio
      </a>{" "}
      e o{" "}
      <a href="/suporte" className={TEXT_LINK}>
        suporte
      </a>{" "}
      com o CPF e a data de nascimento do titular, ou fale com a{" "}
      <a href="/central-atendimento" className={TEXT_LINK}>
        central de atendimento
      </a>
      .
    </p>
  );
}

/** The sign-in: a code to the contact on file, and the ERP's central password where turned on. */
export function signInHtml(
  answer: SignInForm | CodeForm | undefined,
  options: SignInOptions,
  settings: SiteSettings,
): ReactElement {
  if (answer?.step === "code") return <CodeStep answer={answer} />;
  const form = answer?.step === "sign-in" ? answer : undefined;
  const codeErrors = form?.mode !== "password" ? (form?.errors ?? {}) : {};
  const passwordErrors = form?.mode === "password" ? (form?.errors ?? {}) : {};
  return (
    <div className="flex flex-col gap-8">
      {form?.notice && (
        <Alert variant="info" text="base" {...DESK_ANSWER}>
          <p role="status" data-account-notice="">
            {form.notice}
          </p>
        </Alert>
      )}
      {form?.failure && <Failure message={form.failure} settings={settings} />}
      {options.code && (
        <Section id="entrar-codigo" title="Entrar com um código">
          <p>
            Informe o CPF ou CNPJ do titular. Enviamos um código de 6 números para o e-mail e o WhatsApp do
            seu cadastro: não é preciso criar nem lembrar senha.
          </p>
          <form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="etapa" value="pedir-codigo" />
            <div className="flex flex-col gap-2">
              <Label htmlFor="conta-documento">CPF ou CNPJ do titular</Label>
              <Input
                id="conta-documento"
                name="documento"
                required
                autoComplete="off"
                inputMode="text"
                maxLength={18}
                defaultValue={form?.mode !== "password" ? (form?.document ?? "") : ""}
                aria-invalid={codeErrors.document ? true : undefined}
                aria-describedby={codeErrors.document ? "conta-documento-erro" : undefined}
              />
              <FieldError id="conta-documento-erro" message={codeErrors.document} />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="lg">
                Receber código
              </Button>
              <DeskProgress />
            </div>
          </form>
        </Section>
      )}
      {options.password && (
        <Section id="entrar-senha" title="Entrar com a senha da central do assinante">
          <p>Se você já tem a senha da central do assinante, pode usá-la aqui.</p>
          <form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="etapa" value="senha" />
            <div className="flex flex-col gap-2">
              <Label htmlFor="senha-documento">CPF ou CNPJ do titular</Label>
              <Input
                id="senha-documento"
                name="documento"
                required
                autoComplete="username"
                inputMode="text"
                maxLength={18}
                defaultValue={form?.mode === "password" ? (form?.document ?? "") : ""}
                aria-invalid={passwordErrors.document ? true : undefined}
                aria-describedby={passwordErrors.document ? "senha-documento-erro" : undefined}
              />
              <FieldError id="senha-documento-erro" message={passwordErrors.document} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="senha-senha">Senha da central do assinante</Label>
              <Input
                id="senha-senha"
                name="senha"
                type="password"
                required
                autoComplete="current-password"
                maxLength={200}
                aria-invalid={passwordErrors.password ? true : undefined}
                aria-describedby={passwordErrors.password ? "senha-senha-erro" : undefined}
              />
              <FieldError id="senha-senha-erro" message={passwordErrors.password} />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="lg" variant={options.code ? "outline" : "default"}>
                Entrar com a senha
              </Button>
              <DeskProgress />
            </div>
          </form>
        </Section>
      )}
      {!options.code && !options.password && (
        <Alert variant="info" text="base">
          <p>{ACCOUNT_MESSAGES.noChannel}</p>
        </Alert>
      )}
      <WithoutSignIn />
      <p className="text-sm text-muted-foreground">
        Usamos o CPF ou CNPJ só para encontrar o seu cadastro e enviar o código ao contato que já está nele.
        Saiba mais na{" "}
        <a href="/politica-privacidade" className={TEXT_LINK}>
          política de privacidade
        </a>
        .
      </p>
    </div>
  );
}

/** After a valid document: the same words for anyone, and the code's form. */
function CodeStep({ answer, action }: { answer: CodeForm; action?: string }) {
  return (
    <Section id="digitar-codigo" title="Digite o código">
      {answer.error ? (
        <Alert variant="destructive" text="base" tabIndex={-1} data-form-error="" className="outline-none">
          <p>{answer.error}</p>
        </Alert>
      ) : (
        <Alert variant="info" text="base" {...DESK_ANSWER}>
          <p role="status" data-code-sent="">
            {ACCOUNT_MESSAGES.codeSent}.
          </p>
        </Alert>
      )}
      <p>
        O código tem 6 números e vale por {SIGN_IN_CODE_MINUTES} minutos. Se não chegar em alguns minutos,
        confira a caixa de spam.
      </p>
      <form method="post" action={action} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="etapa" value="codigo" />
        <input type="hidden" name="desafio" value={answer.token} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="conta-codigo">Código de acesso</Label>
          <Input
            id="conta-codigo"
            name="codigo"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            className="max-w-48 text-lg tracking-widest"
            aria-invalid={answer.error ? true : undefined}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg">
            Entrar
          </Button>
          <DeskProgress />
        </div>
      </form>
      <p>
        <a href={action ?? "/minha-conta"} className={TEXT_LINK}>
          Pedir outro código
        </a>
      </p>
    </Section>
  );
}

// --- The account ---

/** The account's pages, one tap apart (the desk's pages take the session too). */
const ACCOUNT_MENU = [
  { href: "/minha-conta", label: "Resumo" },
  { href: "/cliente/segunda-via", label: "Faturas e 2ª via" },
  { href: "/cliente/documentos", label: "Contrato e notas fiscais" },
  { href: "/minha-conta/chamados", label: "Chamados" },
  { href: "/minha-conta/consumo", label: "Consumo" },
  { href: "/cliente/minha-internet-caiu", label: "Minha internet caiu" },
] as const;

export function AccountMenu({ current }: { current: string }) {
  return (
    <nav aria-label="Minha conta">
      <ul className="flex flex-wrap gap-2 text-sm">
        {ACCOUNT_MENU.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={item.href === current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-md border px-3 font-semibold hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:text-primary"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** '26/11/2026 às 07:42', on the provider's clock. */
function moment(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDay(iso) : formatSiteDateTime(iso);
}

function ContractItem({ contract }: { contract: ContractCard }) {
  return (
    <li className={CARD} data-contract="">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-lg font-bold">{contract.label}</p>
        <span
          className={
            contract.blocked
              ? "rounded-full bg-destructive/10 px-3 py-1 text-sm font-semibold text-destructive"
              : "rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary"
          }
        >
          {contract.blocked ? "Bloqueado" : "Ativo"}
        </span>
      </div>
      <p className="mt-2" data-access="">
        {contract.access === "unavailable" || contract.access === undefined
          ? "O nosso sistema não informa o estado da conexão agora."
          : contract.access.online
            ? `Conectada${contract.access.since ? ` desde ${moment(contract.access.since)}` : ""}.`
            : `Desconectada${contract.access.since ? ` desde ${moment(contract.access.since)}` : ""}.`}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {contract.offerCode && (
          <li>
            <a href={`/ofertas/${encodeURIComponent(contract.offerCode)}`} className={TEXT_LINK}>
              Etiqueta da oferta {contract.offerCode}
            </a>
          </li>
        )}
        {contract.blocked && (
          <li>
            <a href="/cliente/desbloqueio" className={TEXT_LINK}>
              Pedir o desbloqueio de confiança
            </a>
          </li>
        )}
        {contract.access !== "unavailable" && contract.access && !contract.access.online && (
          <li>
            <a href="/cliente/minha-internet-caiu" className={TEXT_LINK}>
              Minha internet caiu
            </a>
          </li>
        )}
      </ul>
    </li>
  );
}

const SIGN_UP_STAGES = ["Recebida", "Enviada à equipe", "Em instalação", "Instalada"] as const;

function signUpStage(signUp: AccountHome["signUps"][number]): number {
  if (signUp.status === "done") return 3;
  if (signUp.status === "installing") return 2;
  return signUp.delivered ? 1 : 0;
}

function SignUps({ signUps }: { signUps: AccountHome["signUps"] }) {
  if (signUps.length === 0) return null;
  return (
    <Section id="contratacao" title="Sua contratação online">
      <ul className="flex flex-col gap-3">
        {signUps.map((signUp) => {
          const stage = signUpStage(signUp);
          return (
            <li key={signUp.protocol} className={CARD} data-sign-up="">
              <p className="font-bold">
                Protocolo <span className="whitespace-nowrap">{signUp.protocol}</span>
              </p>
              <p className="text-muted-foreground">
                {signUp.planName} · {signUp.cityName} · contratada em {moment(signUp.confirmedAt)}
              </p>
              {signUp.status === "cancelled" ? (
                <p className="mt-2 font-semibold">Contratação cancelada.</p>
              ) : (
                <ol className="mt-3 flex flex-col gap-1 sm:flex-row sm:gap-4">
                  {SIGN_UP_STAGES.map((label, index) => (
                    <li
                      key={label}
                      aria-current={index === stage ? "step" : undefined}
                      className={index <= stage ? "font-semibold text-foreground" : "text-muted-foreground"}
                    >
                      {index <= stage ? "✓ " : "○ "}
                      {label}
                    </li>
                  ))}
                </ol>
              )}
              {stage < 2 && signUp.status !== "cancelled" && (
                <p className="mt-2 text-sm">{SIGN_UP_NEXT_STEPS[0]}</p>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The account's home; `answered`: after a sign-in's post, the page script focuses its greeting. */
export function accountHomeHtml(home: AccountHome, settings: SiteSettings, answered = false): ReactElement {
  const invoices = home.invoices;
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4" data-account="">
        <p
          className="text-xl font-semibold outline-none"
          {...(answered ? { tabIndex: -1, "data-form-answer": "" } : {})}
        >
          Olá{home.firstName ? `, ${home.firstName}` : ""}!
        </p>
        <AccountMenu current="/minha-conta" />
      </div>
      <Section id="contratos" title="Seus contratos">
        <ul className="flex flex-col gap-3">
          {home.contracts.map((contract) => (
            <ContractItem key={contract.id} contract={contract} />
          ))}
        </ul>
      </Section>
      <Section id="faturas" title="Faturas">
        {invoices === "unavailable" ? (
          <Alert variant="info" text="base">
            <p>Não conseguimos consultar as faturas agora. Tente de novo em alguns minutos.</p>
          </Alert>
        ) : invoices === undefined ? (
          <p data-invoices="">Nenhuma fatura em aberto. Obrigado!</p>
        ) : (
          <p data-invoices="">
            {invoices.count === 1 ? "1 fatura em aberto" : `${invoices.count} faturas em aberto`}
            {invoices.overdue > 0
              ? `, ${invoices.overdue === 1 ? "1 vencida" : `${invoices.overdue} vencidas`}`
              : ""}
            . Próximo vencimento: {formatDay(invoices.next.dueDate)}, {formatMoney(invoices.next.amountCents)}
            .
          </p>
        )}
        <div>
          <Button asChild>
            <a href="/cliente/segunda-via">Ver faturas, PIX e boleto</a>
          </Button>
        </div>
      </Section>
      <Section id="avisos" title="Avisos da rede na sua região">
        {home.notices.length === 0 ? (
          <p>
            Nenhuma falha ou manutenção na sua região agora. Acompanhe no{" "}
            <a href="/status" className={TEXT_LINK}>
              status da rede
            </a>
            .
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-notices="">
            {home.notices.map((notice) => (
              <li key={notice.id} className={CARD}>
                <p className="font-bold">
                  {notice.phase === "ongoing" ? "Agora: " : "Programada: "}
                  {notice.title}
                </p>
                <p>{forecastText(notice)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <SignUps signUps={home.signUps} />
      <Section id="sessao" title="Acesso">
        <p>
          {home.via === "password"
            ? "Você entrou com a senha da central do assinante."
            : "Você entrou com um código enviado ao seu cadastro."}{" "}
          Sua conta fica aberta neste aparelho por até {SESSION_DAYS} dias. Em um aparelho que não é seu, saia
          ao terminar.
        </p>
        <div className="flex flex-wrap gap-3">
          <form method="post" action="/minha-conta">
            <input type="hidden" name="etapa" value="sair" />
            <Button type="submit" variant="outline">
              Sair
            </Button>
          </form>
          <form method="post" action="/minha-conta">
            <input type="hidden" name="etapa" value="sair-todos" />
            <Button type="submit" variant="outline">
              Sair de todos os aparelhos
            </Button>
          </form>
        </div>
      </Section>
      <p className="text-sm text-muted-foreground">
        Precisa de outra coisa? Fale com a{" "}
        <a href="/central-atendimento" className={TEXT_LINK}>
          central de atendimento
        </a>
        {settings.whatsappNumber ? " ou pelo WhatsApp" : ""}.
      </p>
    </div>
  );
}

export function ticketsHtml(tickets: TicketRecord[] | "unavailable" | undefined): ReactElement {
  return (
    <div className="flex flex-col gap-8">
      <AccountMenu current="/minha-conta/chamados" />
      <Section id="chamados" title="Seus chamados">
        {tickets === undefined ? (
          <p>
            O histórico de chamados ainda não está disponível pelo site. Consulte a central de atendimento.
          </p>
        ) : tickets === "unavailable" ? (
          <Alert variant="info" text="base">
            <p>Não conseguimos consultar os chamados agora. Tente de novo em alguns minutos.</p>
          </Alert>
        ) : tickets.length === 0 ? (
          <p>Nenhum chamado aberto até agora.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {tickets.map((ticket) => (
              <li key={ticket.protocol} className={CARD} data-ticket="">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-bold">{ticket.subject}</p>
                  <span
                    className={
                      ticket.open
                        ? "rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary"
                        : "rounded-full bg-muted px-3 py-1 text-sm font-semibold"
                    }
                  >
                    {ticket.open ? "Em andamento" : "Encerrado"}
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">
                  Protocolo <span className="whitespace-nowrap">{ticket.protocol}</span>
                  {ticket.openedAt ? ` · aberto em ${moment(ticket.openedAt)}` : ""}
                  {ticket.closedAt ? ` · encerrado em ${moment(ticket.closedAt)}` : ""} · {ticket.status}
                </p>
                {ticket.events.length > 0 && (
                  <ol className="mt-3 flex flex-col gap-2 border-l-2 pl-4">
                    {ticket.events.map((event) => (
                      <li key={`${event.at ?? ""} ${event.text}`}>
                        {event.at && (
                          <p className="text-sm font-semibold text-muted-foreground">{moment(event.at)}</p>
                        )}
                        <p className="whitespace-pre-line">{event.text}</p>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button asChild>
            <a href="/suporte#abrir-chamado">Abrir um chamado</a>
          </Button>
        </div>
      </Section>
    </div>
  );
}

export function usageHtml(view: UsageView): ReactElement {
  return (
    <div className="flex flex-col gap-8">
      <AccountMenu current="/minha-conta/consumo" />
      {view.contracts.map((contract, index) => {
        const months = contract.months;
        const most =
          Array.isArray(months) && months.length > 0
            ? Math.max(...months.map((month) => month.downloadBytes + month.uploadBytes))
            : 0;
        const id = `consumo-${index}`;
        return (
          <Section key={id} id={id} title={`Consumo: ${contract.label}`}>
            {months === undefined ? (
              <p data-no-usage="">O consumo por mês não está disponível pelo site para o seu plano.</p>
            ) : months === "unavailable" ? (
              <Alert variant="info" text="base">
                <p>Não conseguimos consultar o consumo agora. Tente de novo em alguns minutos.</p>
              </Alert>
            ) : months.length === 0 ? (
              <p>Ainda não há consumo registrado nos últimos meses.</p>
            ) : (
              <table className="w-full border-collapse text-left" data-usage="">
                <caption className="sr-only">Consumo por mês de {contract.label}</caption>
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-2 pr-3">
                      Mês
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Download
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Upload
                    </th>
                    <th scope="col" className="py-2">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => {
                    const total = month.downloadBytes + month.uploadBytes;
                    return (
                      <tr key={month.month} className="border-b align-top">
                        <th scope="row" className="py-2 pr-3 font-semibold">
                          {monthName(month.month).replace(/^./, (first) => first.toUpperCase())}
                        </th>
                        <td className="py-2 pr-3 whitespace-nowrap">{formatBytes(month.downloadBytes)}</td>
                        <td className="py-2 pr-3 whitespace-nowrap">{formatBytes(month.uploadBytes)}</td>
                        <td className="py-2">
                          <span className="whitespace-nowrap">{formatBytes(total)}</span>
                          <meter
                            min={0}
                            max={most}
                            value={total}
                            className="mt-1 block h-2 w-full"
                            aria-label={`Total de ${monthName(month.month)}`}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </Section>
        );
      })}
      <p className="text-sm text-muted-foreground">
        O consumo é o que o nosso sistema registrou da sua conexão em cada mês. A franquia de dados do seu
        plano, se houver, está na etiqueta da oferta.
      </p>
    </div>
  );
}

/** `/minha-conta/confirmar`: a fresh code before a sensitive action (`hasFreshCode` in `src/server/erp/account.ts`). */
export function confirmHtml(answer: ConfirmAnswer): ReactElement {
  if (answer.step === "confirmed")
    return (
      <Alert variant="info" text="base" {...DESK_ANSWER}>
        <p role="status" className="flex flex-col gap-3">
          <span>{ACCOUNT_MESSAGES.confirmed}</span>
          <span>
            <a href={answer.back} className={TEXT_LINK}>
              Continuar
            </a>
          </span>
        </p>
      </Alert>
    );
  if (answer.step === "code")
    return <CodeStepConfirm token={answer.token} back={answer.back} error={answer.error} />;
  return (
    <Section id="confirmar" title="Confirme que é você">
      {answer.failure && (
        <Alert variant="destructive" text="base" tabIndex={-1} data-form-error="" className="outline-none">
          <p>{answer.failure}</p>
        </Alert>
      )}
      <p>{ACCOUNT_MESSAGES.confirm}</p>
      <form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="etapa" value="pedir-codigo" />
        <input type="hidden" name="volta" value={answer.back} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg">
            Enviar código
          </Button>
          <DeskProgress />
        </div>
      </form>
    </Section>
  );
}

function CodeStepConfirm({ token, back, error }: { token: string; back: string; error?: string }) {
  return (
    <Section id="confirmar" title="Digite o código">
      {error ? (
        <Alert variant="destructive" text="base" tabIndex={-1} data-form-error="" className="outline-none">
          <p>{error}</p>
        </Alert>
      ) : (
        <Alert variant="info" text="base" {...DESK_ANSWER}>
          <p role="status">Enviamos um código para o e-mail e o WhatsApp cadastrados.</p>
        </Alert>
      )}
      <form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="etapa" value="codigo" />
        <input type="hidden" name="desafio" value={token} />
        <input type="hidden" name="volta" value={back} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="confirmar-codigo">Código de acesso</Label>
          <Input
            id="confirmar-codigo"
            name="codigo"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            className="max-w-48 text-lg tracking-widest"
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg">
            Confirmar
          </Button>
          <DeskProgress />
        </div>
      </form>
    </Section>
  );
}
