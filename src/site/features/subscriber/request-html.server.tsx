import { type ComponentProps, createContext, type ReactElement, type ReactNode, useContext } from "react";
import {
  CANCEL_REASONS,
  type CancelReason,
  formatCep,
  type SiteSettings,
  SUBSCRIBER_REQUEST_KIND_LABELS,
} from "../../../domain";
import type { AppContext } from "../../../server/http/app-context";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Input } from "../../../ui/components/input";
import { Label } from "../../../ui/components/label";
import { NativeSelect } from "../../../ui/components/native-select";
import type { DeskVisit } from "./desk.server";
import { DESK_ANSWER, DeskFailureAlert, IdentifyFields, OtherChannels, TEXT_LINK } from "./desk-forms";
import { type Proven, ProvenBar, provenShown, Section, SubmitButton } from "./desk-html.server";
import {
  type ContractChoice,
  type RequestAnswer,
  type RequestErrors,
  type RequestKindPage,
  type RequestValues,
  requestAction,
  requestForm,
  WIFI_FORM_BANDS,
} from "./request-pages.server";

// The desk's self-service pages as server HTML (issue 67, point 3; decision 0023): plain POST forms to the
// page, phone first, that work without scripts; the page's script only focuses the outcome and keeps a
// second tap from posting twice (lib/post-forms.ts). No component of it is in the pages' JavaScript.

/** Each page's address, its form's button and what the page is called in its answers. */
export const REQUEST_PAGES: Record<
  RequestKindPage,
  { path: string; title: string; description: string; lead: string; identify: string }
> = {
  cancel: {
    path: "/cliente/cancelamento",
    title: "Cancelar a assinatura",
    description: "Veja a multa, se houver, e os equipamentos a devolver, e peça o cancelamento pelo site.",
    lead: "Veja o que muda ao cancelar antes de confirmar: a multa, se houver, e os equipamentos a devolver. O pedido é registrado na hora, com protocolo.",
    identify: "Ver as condições do cancelamento",
  },
  due_day: {
    path: "/cliente/vencimento",
    title: "Trocar o dia de vencimento",
    description: "Escolha um novo dia de vencimento para as faturas da sua assinatura.",
    lead: "Escolha um novo dia para as suas faturas vencerem. O pedido é registrado na hora, com protocolo.",
    identify: "Continuar",
  },
  address: {
    path: "/cliente/mudanca-de-endereco",
    title: "Mudança de endereço",
    description: "Peça a mudança do endereço de instalação: verificamos se o novo endereço é atendido.",
    lead: "Informe o novo endereço: verificamos se ele é atendido antes de registrar o pedido.",
    identify: "Continuar",
  },
  wifi: {
    path: "/cliente/wifi",
    title: "Nome e senha do Wi-Fi",
    description: "Troque o nome e a senha da sua rede Wi-Fi, em cada frequência do roteador.",
    lead: "Troque o nome e a senha da sua rede Wi-Fi, em 2,4 GHz e em 5 GHz. Depois, conecte os aparelhos de novo com a senha nova.",
    identify: "Continuar",
  },
  plan: {
    path: "/cliente/troca-de-plano",
    title: "Trocar de plano",
    description: "Veja os planos vendidos no seu endereço e peça a troca pelo site.",
    lead: "Veja os planos vendidos no endereço da sua instalação e peça a troca. Uma nova fidelização só vale com o seu aceite.",
    identify: "Ver os planos",
  },
};

const FIELD = "flex flex-col gap-2";
const ERROR = "text-sm font-medium text-destructive";
const CARD = "rounded-xl border bg-card p-4 text-card-foreground";

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className={ERROR}>
      {text}
    </p>
  ) : null;
}

/** The contract the request is about: a choice when there are several, a hidden field otherwise. */
function ContractField({
  contracts,
  values,
  errors,
}: {
  contracts: ContractChoice[];
  values: RequestValues;
  errors: RequestErrors;
}) {
  if (contracts.length === 1) return <input type="hidden" name="contrato" value={contracts[0]!.id} />;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={errors.contrato ? "pedido-contrato-erro" : undefined}
    >
      <legend className="mb-2 font-semibold">Qual contrato?</legend>
      {contracts.map((contract, index) => (
        <label key={contract.id} className="flex items-start gap-3">
          <input
            type="radio"
            name="contrato"
            value={contract.id}
            required
            defaultChecked={values.contrato ? values.contrato === contract.id : index === 0}
            className="mt-1 size-4"
          />
          <span>{contract.label}</span>
        </label>
      ))}
      <FieldError id="pedido-contrato-erro" text={errors.contrato} />
    </fieldset>
  );
}

function PhoneField({
  values,
  errors,
  name = "telefone",
}: {
  values: RequestValues;
  errors: RequestErrors;
  name?: string;
}) {
  const id = `pedido-${name}`;
  return (
    <div className={FIELD}>
      <Label htmlFor={id}>Telefone para falarmos com você (com DDD)</Label>
      <Input
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-erro` : undefined}
      />
      <FieldError id={`${id}-erro`} text={errors[name]} />
    </div>
  );
}

/** Who the page's visit proved and the page's path, for the proof asked again ('Minha conta', issue 67). */
const VisitProof = createContext<{ proven: Proven; path: string } | undefined>(undefined);

/**
 * The proof asked again on a sensitive confirmation (requireFreshProof). Signed in to 'Minha conta' with a
 * code confirmed minutes ago, nothing is asked; signed in without one, a fresh code is offered first.
 */
function FreshProof({ errors }: { errors: RequestErrors }) {
  const visit = useContext(VisitProof);
  if (visit?.proven?.account && visit.proven.freshCode)
    return (
      <p data-fresh-code="" className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
        Você confirmou um código há pouco: não é preciso informar seus dados de novo.
      </p>
    );
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-dashed p-4">
      <legend className="px-1 font-semibold">Confirme que é você</legend>
      {visit?.proven?.account && (
        <p>
          <a href={`/minha-conta/confirmar?volta=${visit.path}`} className={TEXT_LINK}>
            Confirmar com um código
          </a>{" "}
          enviado ao e-mail e ao WhatsApp do cadastro, ou informe os dados do titular:
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Para a sua segurança, confirme os dados do titular antes de concluir este pedido.
      </p>
      <IdentifyFields
        invalid={errors.proof ? { step: "invalid", errors: errors.proof, document: "" } : undefined}
      />
    </fieldset>
  );
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function FormMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" text="base" tabIndex={-1} data-form-error="" className="outline-none">
      <p>{message}</p>
    </Alert>
  );
}

function IdentifyStep({
  kind,
  answer,
  settings,
}: {
  kind: RequestKindPage;
  answer: Extract<RequestAnswer, { step: "identify" | "expired" }> | undefined;
  settings: SiteSettings;
}) {
  const page = REQUEST_PAGES[kind];
  const failure = answer?.step === "identify" ? answer.failure : undefined;
  return (
    <Section title="Identifique-se">
      {answer?.step === "expired" && (
        <Alert variant="info" text="base" tabIndex={-1} data-form-error="" className="outline-none">
          <p>A sua identificação expirou. Informe seus dados de novo para continuar.</p>
        </Alert>
      )}
      {failure?.step === "failed" && <DeskFailureAlert failure={failure} settings={settings} />}
      <form method="post" action={page.path} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="etapa" value="identificar" />
        <IdentifyFields
          invalid={failure?.step === "invalid" ? failure : undefined}
          values={failure && "values" in failure ? failure.values : undefined}
        />
        <SubmitButton>{page.identify}</SubmitButton>
      </form>
    </Section>
  );
}

function CancelForm({ answer, path }: { answer: Extract<RequestAnswer, { step: "form" }>; path: string }) {
  const cancel = answer.cancel!;
  const { values, errors } = answer;
  return (
    <>
      <section aria-labelledby="o-que-muda" className="flex flex-col gap-4">
        <h2 id="o-que-muda" {...DESK_ANSWER} className="text-xl font-bold outline-none">
          {answer.firstName ? `${answer.firstName}, veja` : "Veja"} o que muda ao cancelar
        </h2>
        <ul className="flex flex-col gap-3">
          {answer.contracts.map((contract) => {
            const view = cancel.views[contract.id];
            return (
              <li key={contract.id} className={CARD} data-cancel-terms="">
                <p className="font-semibold">{contract.label}</p>
                <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
                  <li data-fine="">{view?.consequences.fineText}</li>
                  <li>{view?.consequences.equipmentText}</li>
                  <li>As faturas já emitidas continuam valendo: pague as que estiverem em aberto.</li>
                </ul>
                {view?.offerCode && (
                  <p className="mt-2 text-sm">
                    <a href={`/ofertas/${view.offerCode}`} className={TEXT_LINK}>
                      Etiqueta da oferta {view.offerCode}
                    </a>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {cancel.retentionOffer && (
        <section
          aria-labelledby="oferta-para-ficar"
          className="flex flex-col gap-3 rounded-xl border bg-muted/60 p-4"
        >
          <h2 id="oferta-para-ficar" className="text-lg font-bold">
            Antes de ir, uma oferta para você
          </h2>
          <p>{cancel.retentionOffer}</p>
          <form method="post" action={path} className="flex flex-col gap-3" noValidate>
            <input type="hidden" name="etapa" value="oferta" />
            <ContractField contracts={answer.contracts} values={values} errors={errors} />
            <PhoneField values={values} errors={errors} name="oferta-telefone" />
            <div>
              <Button type="submit" variant="outline">
                Quero esta oferta e continuar
              </Button>
            </div>
          </form>
          <p className="text-sm text-muted-foreground">
            A oferta é opcional. Se preferir cancelar, confirme logo abaixo.
          </p>
        </section>
      )}
      <Section title="Confirmar o cancelamento">
        <FormMessage message={answer.message} />
        <form method="post" action={path} className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="etapa" value="confirmar" />
          <ContractField contracts={answer.contracts} values={values} errors={errors} />
          <div className={FIELD}>
            <Label htmlFor="pedido-motivo">Por que você está cancelando? (opcional)</Label>
            <NativeSelect id="pedido-motivo" name="motivo" defaultValue={values.motivo ?? ""}>
              <option value="">Prefiro não dizer</option>
              {(Object.keys(CANCEL_REASONS) as CancelReason[]).map((reason) => (
                <option key={reason} value={reason}>
                  {CANCEL_REASONS[reason]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <PhoneField values={values} errors={errors} />
          <FreshProof errors={errors} />
          <SubmitButton>Confirmar o cancelamento</SubmitButton>
        </form>
      </Section>
    </>
  );
}

function DueDayForm({ answer, path }: { answer: Extract<RequestAnswer, { step: "form" }>; path: string }) {
  const { values, errors } = answer;
  return (
    <Section title="Escolha o novo dia">
      <FormMessage message={answer.message} />
      <form method="post" action={path} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="etapa" value="confirmar" />
        <ContractField contracts={answer.contracts} values={values} errors={errors} />
        <div className={FIELD}>
          <Label htmlFor="pedido-dia">Novo dia de vencimento</Label>
          <NativeSelect
            id="pedido-dia"
            name="dia"
            required
            defaultValue={values.dia ?? ""}
            aria-invalid={errors.dia ? true : undefined}
            aria-describedby={errors.dia ? "pedido-dia-erro" : undefined}
          >
            <option value="">Escolha o dia</option>
            {(answer.dueDays ?? []).map((day) => (
              <option key={day} value={String(day)}>
                Dia {day}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="pedido-dia-erro" text={errors.dia} />
        </div>
        <p className="text-sm text-muted-foreground">
          A troca vale a partir da próxima fatura que ainda não foi emitida. Se houver valor proporcional dos
          dias entre o vencimento atual e o novo, ele aparece nessa fatura.
        </p>
        <PhoneField values={values} errors={errors} />
        <SubmitButton>Trocar o dia de vencimento</SubmitButton>
      </form>
    </Section>
  );
}

function AddressFields({
  values,
  errors,
  cepFixed,
  full,
}: {
  values: RequestValues;
  errors: RequestErrors;
  /** The installation's CEP the ERP gives: shown, not asked. */
  cepFixed?: string;
  full?: boolean;
}) {
  const input = (name: string, label: string, extra: ComponentProps<typeof Input> = {}) => (
    <div className={FIELD}>
      <Label htmlFor={`pedido-${name}`}>{label}</Label>
      <Input
        id={`pedido-${name}`}
        name={name}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `pedido-${name}-erro` : undefined}
        {...extra}
      />
      <FieldError id={`pedido-${name}-erro`} text={errors[name]} />
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {cepFixed ? (
        <p className="sm:col-span-2">
          CEP da instalação: <strong>{formatCep(cepFixed)}</strong>
        </p>
      ) : (
        input("cep", "CEP", {
          inputMode: "numeric",
          autoComplete: "postal-code",
          required: true,
          maxLength: 9,
        })
      )}
      {input("number", "Número", { required: true, maxLength: 10, autoComplete: "off" })}
      {input("complement", "Complemento (opcional)", { maxLength: 60, autoComplete: "off" })}
      {full && input("street", "Rua", { required: true, maxLength: 120, autoComplete: "address-line1" })}
      {full && input("district", "Bairro", { required: true, maxLength: 80, autoComplete: "off" })}
    </div>
  );
}

function AddressForm({ answer, path }: { answer: Extract<RequestAnswer, { step: "form" }>; path: string }) {
  const { values, errors } = answer;
  return (
    <Section title="Para onde você vai?">
      <FormMessage message={answer.message} />
      <form method="post" action={path} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="etapa" value="endereco" />
        <ContractField contracts={answer.contracts} values={values} errors={errors} />
        <AddressFields values={values} errors={errors} />
        <SubmitButton>Verificar o novo endereço</SubmitButton>
      </form>
    </Section>
  );
}

function AddressChecked({
  answer,
  path,
}: {
  answer: Extract<RequestAnswer, { step: "address-checked" }>;
  path: string;
}) {
  const { address, values, errors } = answer;
  const line = `CEP ${formatCep(address.cep)}, nº ${address.number}${address.complement ? `, ${address.complement}` : ""}`;
  if (!answer.covered)
    return (
      <Alert variant="info" text="base" {...DESK_ANSWER}>
        <div className="flex flex-col gap-2">
          <p role="status" className="font-semibold">
            Ainda não atendemos o novo endereço ({line}).
          </p>
          <p>
            Quer ser avisado quando chegarmos lá? Deixe seu contato em{" "}
            <a href="/avise-me" className={TEXT_LINK}>
              Avise-me quando chegar
            </a>
            . Se precisar encerrar a assinatura por causa da mudança, veja as condições em{" "}
            <a href="/cliente/cancelamento" className={TEXT_LINK}>
              Cancelar a assinatura
            </a>
            .
          </p>
          <p>
            <a href={path} className={TEXT_LINK}>
              Verificar outro endereço
            </a>
          </p>
        </div>
      </Alert>
    );
  return (
    <div className="flex flex-col gap-6">
      <Alert variant="info" text="base" {...DESK_ANSWER}>
        <p role="status">
          Boa notícia: atendemos o novo endereço ({line}
          {answer.cityName ? `, ${answer.cityName}` : ""}). Confirme os dados para pedir a mudança.
        </p>
      </Alert>
      <Section title="Confirmar a mudança de endereço">
        <FormMessage message={answer.message} />
        <form method="post" action={path} className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="etapa" value="confirmar" />
          <Hidden
            fields={{
              contrato: answer.contract.id,
              cep: address.cep,
              number: address.number,
              complement: address.complement,
            }}
          />
          <p>
            Contrato: <strong>{answer.contract.label}</strong>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className={FIELD}>
              <Label htmlFor="pedido-street">Rua</Label>
              <Input
                id="pedido-street"
                name="street"
                required
                maxLength={120}
                autoComplete="address-line1"
                defaultValue={values.street ?? address.street}
                aria-invalid={errors.street ? true : undefined}
                aria-describedby={errors.street ? "pedido-street-erro" : undefined}
              />
              <FieldError id="pedido-street-erro" text={errors.street} />
            </div>
            <div className={FIELD}>
              <Label htmlFor="pedido-district">Bairro</Label>
              <Input
                id="pedido-district"
                name="district"
                required
                maxLength={80}
                autoComplete="off"
                defaultValue={values.district ?? address.district}
                aria-invalid={errors.district ? true : undefined}
                aria-describedby={errors.district ? "pedido-district-erro" : undefined}
              />
              <FieldError id="pedido-district-erro" text={errors.district} />
            </div>
          </div>
          <PhoneField values={values} errors={errors} />
          <FreshProof errors={errors} />
          <SubmitButton>Pedir a mudança de endereço</SubmitButton>
        </form>
      </Section>
    </div>
  );
}

function WifiForm({ answer, path }: { answer: Extract<RequestAnswer, { step: "form" }>; path: string }) {
  const { values, errors } = answer;
  return (
    <Section title="Nova rede Wi-Fi">
      <FormMessage message={answer.message ?? errors.form} />
      <form method="post" action={path} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="etapa" value="confirmar" />
        <ContractField contracts={answer.contracts} values={values} errors={errors} />
        <p className="text-sm text-muted-foreground">
          Preencha só o que quer trocar: um campo vazio fica como está. Nome: letras sem acento, números,
          espaço e . _ - @ # +. Senha: de 8 a 63 caracteres. Ela vai direto para o seu roteador e não fica
          guardada no site.
        </p>
        {WIFI_FORM_BANDS.map(({ band, label }) => (
          <fieldset key={band} className="grid gap-4 rounded-xl border p-4 sm:grid-cols-2">
            <legend className="px-1 font-semibold">Rede {label}</legend>
            <div className={FIELD}>
              <Label htmlFor={`pedido-${band}-ssid`}>Nome da rede ({label})</Label>
              <Input
                id={`pedido-${band}-ssid`}
                name={`${band}-ssid`}
                maxLength={32}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                defaultValue={values[`${band}-ssid`] ?? ""}
                aria-invalid={errors[`${band}-ssid`] ? true : undefined}
                aria-describedby={errors[`${band}-ssid`] ? `pedido-${band}-ssid-erro` : undefined}
              />
              <FieldError id={`pedido-${band}-ssid-erro`} text={errors[`${band}-ssid`]} />
            </div>
            <div className={FIELD}>
              <Label htmlFor={`pedido-${band}-password`}>Nova senha ({label})</Label>
              <Input
                id={`pedido-${band}-password`}
                name={`${band}-password`}
                type="password"
                maxLength={63}
                autoComplete="new-password"
                aria-invalid={errors[`${band}-password`] ? true : undefined}
                aria-describedby={errors[`${band}-password`] ? `pedido-${band}-password-erro` : undefined}
              />
              <FieldError id={`pedido-${band}-password-erro`} text={errors[`${band}-password`]} />
            </div>
          </fieldset>
        ))}
        <PhoneField values={values} errors={errors} />
        <FreshProof errors={errors} />
        <SubmitButton>Trocar o Wi-Fi</SubmitButton>
      </form>
    </Section>
  );
}

function PlanAddressForm({
  answer,
  path,
}: {
  answer: Extract<RequestAnswer, { step: "form" }>;
  path: string;
}) {
  const { values, errors } = answer;
  return (
    <Section title="Endereço da instalação">
      <FormMessage message={answer.message} />
      <form method="post" action={path} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="etapa" value="endereco" />
        <ContractField contracts={answer.contracts} values={values} errors={errors} />
        <p className="text-sm text-muted-foreground">
          Os planos que você pode escolher são os vendidos no endereço onde a internet está instalada.
        </p>
        <AddressFields values={values} errors={errors} cepFixed={answer.knownCep} />
        <SubmitButton>Ver os planos</SubmitButton>
      </form>
    </Section>
  );
}

function PlanList({ answer, path }: { answer: Extract<RequestAnswer, { step: "plans" }>; path: string }) {
  const { address } = answer;
  return (
    <Section title="Planos vendidos no seu endereço">
      <p {...DESK_ANSWER} role="status">
        Em {answer.cityName}, no CEP {formatCep(address.cep)}, nº {address.number}:
      </p>
      <FormMessage message={answer.message} />
      <ul className="flex flex-col gap-3">
        {answer.plans.map((plan) => (
          <li
            key={plan.code}
            className={`${CARD} flex flex-wrap items-center justify-between gap-3`}
            data-plan-option=""
          >
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{plan.name}</p>
              <p>
                {plan.speed} · {plan.price} · {plan.loyalty}
              </p>
              <a href={`/ofertas/${plan.code}`} className={`${TEXT_LINK} text-sm`}>
                Etiqueta da oferta {plan.code}
              </a>
            </div>
            <form method="post" action={path}>
              <input type="hidden" name="etapa" value="plano" />
              <Hidden
                fields={{
                  contrato: answer.contract.id,
                  cep: address.cep,
                  number: address.number,
                  complement: address.complement,
                  oferta: plan.code,
                }}
              />
              <Button type="submit" size="lg-wrap">
                Escolher {plan.name}
              </Button>
            </form>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PlanConfirm({
  answer,
  path,
}: {
  answer: Extract<RequestAnswer, { step: "plan-confirm" }>;
  path: string;
}) {
  const { offer, address, values, errors } = answer;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="novo-plano" className={`${CARD} flex flex-col gap-2`}>
        <h2 id="novo-plano" {...DESK_ANSWER} className="text-xl font-bold outline-none">
          Novo plano: {offer.name}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {offer.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <p>
          <a href={`/ofertas/${offer.code}`} className={TEXT_LINK}>
            Leia a etiqueta completa da oferta {offer.code}
          </a>
        </p>
      </section>
      <Section title="Confirmar a troca de plano">
        <FormMessage message={answer.message} />
        <form method="post" action={path} className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="etapa" value="confirmar" />
          <Hidden
            fields={{
              contrato: answer.contract.id,
              cep: address.cep,
              number: address.number,
              complement: address.complement,
              oferta: offer.code,
            }}
          />
          <p>
            Contrato de hoje: <strong>{answer.contract.label}</strong>
          </p>
          {offer.loyaltyMonths > 0 && (
            <div className="flex flex-col gap-1">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="aceito-fidelizacao"
                  value="sim"
                  defaultChecked={values["aceito-fidelizacao"] === "sim"}
                  className="mt-1 size-4"
                  aria-invalid={errors["aceito-fidelizacao"] ? true : undefined}
                  aria-describedby={errors["aceito-fidelizacao"] ? "pedido-fidelizacao-erro" : undefined}
                />
                <span>
                  Li e aceito a nova fidelização de {offer.loyaltyMonths} meses deste plano, com a multa
                  proporcional se eu cancelar antes do fim.
                </span>
              </label>
              <FieldError id="pedido-fidelizacao-erro" text={errors["aceito-fidelizacao"]} />
            </div>
          )}
          <PhoneField values={values} errors={errors} />
          <FreshProof errors={errors} />
          <SubmitButton>Pedir a troca de plano</SubmitButton>
        </form>
      </Section>
    </div>
  );
}

/** What the subscriber is told once the request is stored, by where it went. */
function Done({ answer }: { answer: Extract<RequestAnswer, { step: "done" }> }) {
  const label = SUBSCRIBER_REQUEST_KIND_LABELS[answer.kind];
  const next: Record<typeof answer.kind, ReactNode> = {
    cancel:
      "A nossa equipe vai confirmar com você a data de desligamento, os valores finais e a devolução dos equipamentos, quando houver.",
    retention:
      "A nossa equipe vai entrar em contato para aplicar a oferta ao seu contrato. O seu contrato continua ativo.",
    due_day: "A troca vale a partir da próxima fatura que ainda não foi emitida.",
    address: "A nossa equipe vai entrar em contato para agendar a mudança.",
    wifi:
      answer.via === "route" || answer.via === "device"
        ? answer.queued
          ? "Enviamos a nova configuração: o roteador recebe assim que se conectar de novo. Depois, conecte os aparelhos com a senha nova."
          : "Pronto: a nova configuração foi enviada ao seu roteador. Em alguns minutos, conecte os aparelhos de novo com o novo nome e a nova senha."
        : "A nossa equipe vai aplicar a troca no seu roteador e avisar você. Até lá, o Wi-Fi continua como está.",
    plan: "A nossa equipe vai entrar em contato para confirmar a troca e a data em que ela começa a valer.",
  };
  return (
    <Alert variant="info" text="base" {...DESK_ANSWER}>
      <div className="flex flex-col gap-2" data-request-done="">
        <p role="status" className="font-semibold">
          Pedido registrado! Anote o protocolo:{" "}
          <strong data-protocol="" className="whitespace-nowrap">
            {answer.protocol}
          </strong>
          .
        </p>
        <p>Solicitação: {label}.</p>
        <p>{next[answer.kind]}</p>
        {answer.via === "ticket" && answer.reference && (
          <p>
            Chamado no nosso sistema: <strong>{answer.reference}</strong>.
          </p>
        )}
        <p>
          {answer.emailQueued
            ? "Enviamos o protocolo para o e-mail do seu cadastro."
            : "Guarde o protocolo: ele é o comprovante do seu pedido."}
        </p>
      </div>
    </Alert>
  );
}

/** The page's HTML for an answer (or the page as opened). */
export function requestHtml(
  kind: RequestKindPage,
  answer: RequestAnswer,
  settings: SiteSettings,
  proven: Proven,
): ReactElement {
  const path = REQUEST_PAGES[kind].path;
  if (answer.step === "done")
    return (
      <div className="flex flex-col gap-8">
        <Done answer={answer} />
        {proven && <ProvenBar proven={proven} />}
      </div>
    );
  if (answer.step === "unavailable")
    return (
      <DeskFailureAlert
        failure={{
          step: "failed",
          message:
            "Não conseguimos registrar o pedido agora (muitos pedidos seguidos, ou o nosso sistema está fora do ar). Tente de novo mais tarde ou use um destes canais:",
          unavailable: true,
        }}
        settings={settings}
      />
    );
  if (answer.step === "identify" || answer.step === "expired" || !proven)
    return (
      <IdentifyStep
        kind={kind}
        answer={answer.step === "identify" || answer.step === "expired" ? answer : undefined}
        settings={settings}
      />
    );
  const body =
    answer.step === "address-checked" ? (
      <AddressChecked answer={answer} path={path} />
    ) : answer.step === "plans" ? (
      <PlanList answer={answer} path={path} />
    ) : answer.step === "plan-confirm" ? (
      <PlanConfirm answer={answer} path={path} />
    ) : kind === "cancel" ? (
      <CancelForm answer={answer} path={path} />
    ) : kind === "due_day" ? (
      <DueDayForm answer={answer} path={path} />
    ) : kind === "address" ? (
      <AddressForm answer={answer} path={path} />
    ) : kind === "wifi" ? (
      <WifiForm answer={answer} path={path} />
    ) : (
      <PlanAddressForm answer={answer} path={path} />
    );
  return (
    <VisitProof.Provider value={{ proven, path }}>
      <div className="flex flex-col gap-8">
        <ProvenBar proven={proven} />
        {body}
      </div>
    </VisitProof.Provider>
  );
}

/** The page as opened (GET), or null without an ERP: the page then explains the other channels. */
export async function requestPageForm(
  kind: RequestKindPage,
  context: AppContext,
  visit: DeskVisit,
): Promise<ReactElement | null> {
  const answer = await requestForm(kind, context, visit);
  if (!answer) return null;
  const settings = await context.catalogue.siteSettings();
  return requestHtml(kind, answer, settings, provenShown(visit));
}

/** A post's answer as HTML (never kept: the page's POST is no-store and outside the caches). */
export async function requestPageAnswer(
  kind: RequestKindPage,
  request: Request,
  context: AppContext,
  visit: DeskVisit,
): Promise<ReactElement> {
  const answer = await requestAction(kind, request, context, visit);
  const settings = await context.catalogue.siteSettings();
  return requestHtml(
    kind,
    answer,
    settings,
    provenShown({ proof: visit.setProof?.proof ?? visit.proof, account: visit.account }),
  );
}

/** Without an ERP: how to ask for it through the other channels. */
export function RequestFallback({ kind, settings }: { kind: RequestKindPage; settings: SiteSettings }) {
  return (
    <div className="flex flex-col gap-3">
      <p>
        {kind === "cancel"
          ? "Para cancelar a sua assinatura, fale com a nossa central de atendimento por um destes canais. O cancelamento é feito no mesmo atendimento, sem precisar ir a uma loja."
          : "Este pedido é feito pela nossa central de atendimento. Fale com a gente por um destes canais:"}
      </p>
      <OtherChannels settings={settings} />
      {kind === "wifi" && (
        <p>
          Você também pode trocar a senha pelo portal do assinante: veja o passo a passo em{" "}
          <a href="/cliente/mudanca-senha" className={TEXT_LINK}>
            Mudança de senha
          </a>
          .
        </p>
      )}
    </div>
  );
}
