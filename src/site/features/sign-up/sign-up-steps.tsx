import type { ReactNode } from "react";
import {
  DEFAULT_DUE_DAYS,
  formatCep,
  formatPrice,
  type InstallWindow,
  installWindowText,
  loyaltyText,
  offerLabelPath,
  PLAN_TYPE_CHOICES,
  PLAN_TYPE_LABELS,
  type PlanTypeChoice,
  type PublicOfferVersion,
  type PublicPlan,
  plansOfType,
  priceConditionsText,
  SIGN_UP_DOCUMENT_LABELS,
  SIGN_UP_EMAIL_SENT,
  SIGN_UP_MESSAGES,
  SIGN_UP_NEXT_STEPS,
  type SignUpAddress,
  type SignUpDocumentKind,
  type SignUpErrors,
  type SignUpPerson,
  slotKey,
} from "../../../domain";
import { whatsappLink } from "../../../domain/contact";
import { Button } from "../../../ui/components/button";
import { cn } from "../../../ui/lib/utils";
import { OfferCard, rowBadges } from "../../components/offer-card/offer-card";
import { OfferList, OfferListItem } from "../../components/offer-list";

// 'Contrate online' (issue 56): each step of the journey as server HTML, a plain form posting to /contrate
// (works without scripts; the page's script focuses the first field marked wrong and keeps a second tap
// from posting twice). The address and the plan travel in hidden fields; the person's data, once sent,
// only as the draft's opaque key. Nothing personal goes in a URL.

type Address = Pick<SignUpAddress, "cep" | "number" | "complement">;

const inputClass =
  "h-12 w-full rounded-md border border-input bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";

function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = `contrate-${name}`;
  const described = [hint ? `${id}-dica` : "", error ? `${id}-erro` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint && (
        <p id={`${id}-dica`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function TextInput(props: {
  name: string;
  label: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  required?: boolean;
  min?: string;
  max?: string;
}) {
  return (
    <Field
      name={props.name}
      label={props.label}
      error={props.error}
      {...(props.hint ? { hint: props.hint } : {})}
    >
      {(aria) => (
        <input
          {...aria}
          name={props.name}
          type={props.type ?? "text"}
          defaultValue={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          required={props.required}
          min={props.min}
          max={props.max}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function AddressFields({ address }: { address: Address }) {
  return (
    <>
      <input type="hidden" name="cep" value={address.cep} />
      <input type="hidden" name="number" value={address.number} />
      <input type="hidden" name="complement" value={address.complement} />
    </>
  );
}

function StepHeading({ step, title, children }: { step: number; title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-primary">Passo {step} de 4</p>
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      {children && <p className="text-muted-foreground">{children}</p>}
    </header>
  );
}

const addressText = (address: Address) =>
  `CEP ${formatCep(address.cep)}, nº ${address.number}${address.complement ? `, ${address.complement}` : ""}`;

export function FormMessage({ message }: { message: string }) {
  return (
    <p
      role="alert"
      tabIndex={-1}
      data-form-error
      className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  );
}

/**
 * 'Usar minha localização': a form of its own posting the phone's point to step 1. Rendered only when a
 * geocoder is configured, and `hidden` until the page's script finds `navigator.geolocation` (without
 * scripts, the CEP form alone). The script fills the hidden fields and posts; a refusal or no position
 * shows `data-locate-failed` in the alert.
 */
function LocateForm() {
  return (
    <form method="post" action="/contrate" className="flex max-w-md flex-col gap-3" data-locate hidden>
      <input type="hidden" name="step" value="address" />
      <input type="hidden" name="latitude" value="" />
      <input type="hidden" name="longitude" value="" />
      <p className="text-sm text-muted-foreground">Está em casa? Consulte pelo celular, sem digitar o CEP.</p>
      <Button type="button" variant="outline" size="lg" data-locate-button>
        <MapPinIcon />
        Usar minha localização
      </Button>
      <p
        className="text-sm text-muted-foreground"
        aria-live="polite"
        data-form-progress="Consultando a viabilidade…"
        data-locate-progress="Obtendo sua localização…"
      />
      <p
        role="alert"
        tabIndex={-1}
        hidden
        data-locate-failed={SIGN_UP_MESSAGES.location}
        className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive"
      />
    </form>
  );
}

function MapPinIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mr-2"
    >
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}

/**
 * The offer a card's, banner's or label's 'Assinar' chose (issue 68), checked on the server: what step 1
 * repeats of it, with its conditions and its label, before the address.
 */
export type ChosenOffer = {
  code: string;
  name: string;
  terms: { price: number; promoPrice: number | null; promoMonths: number | null; loyaltyMonths: number };
};

function ChosenOfferBox({ chosen }: { chosen: ChosenOffer }) {
  return (
    <div
      data-testid="contrate-plano-escolhido"
      className="flex max-w-md flex-col gap-1 rounded-lg border border-primary p-4"
    >
      <p className="text-sm font-semibold text-primary">Plano escolhido</p>
      <p className="text-lg font-bold">{chosen.name}</p>
      <p className="text-sm">
        {priceConditionsText(chosen.terms)} · {loyaltyText(chosen.terms.loyaltyMonths)} ·{" "}
        <a
          href={offerLabelPath(chosen.code)}
          className="font-semibold text-primary underline underline-offset-4"
        >
          Etiqueta da oferta {chosen.code}
        </a>
      </p>
      <p className="text-sm text-muted-foreground">
        Consultamos se ele é vendido no seu endereço.{" "}
        <a href="/contrate" className="text-primary underline underline-offset-4">
          Ver todos os planos
        </a>
      </p>
    </div>
  );
}

/**
 * Step 1: 'Consultar viabilidade'; `locate`: a geocoder is configured ('Usar minha localização'); `chosen`:
 * the offer a link chose (issue 68), which the address form carries; `cityName`: the visit's city.
 */
export function AddressStep({
  values,
  errors,
  locate = false,
  chosen,
  cityName,
}: {
  values?: Record<string, string>;
  errors?: SignUpErrors;
  locate?: boolean;
  chosen?: ChosenOffer | undefined;
  cityName?: string | undefined;
}) {
  return (
    <section className="flex flex-col gap-6">
      <StepHeading step={1} title="Contrate online">
        {cityName
          ? `Informe seu CEP e o número da casa em ${cityName}: consultamos se a nossa fibra chega ao seu endereço e mostramos os planos disponíveis.`
          : "Informe seu CEP e o número da casa: consultamos se a nossa fibra chega ao seu endereço e mostramos os planos disponíveis."}
      </StepHeading>
      {chosen && <ChosenOfferBox chosen={chosen} />}
      <form method="post" action="/contrate" className="flex max-w-md flex-col gap-4">
        <input type="hidden" name="step" value="address" />
        {chosen && <input type="hidden" name="offerCode" value={chosen.code} />}
        {values?.latitude && values.longitude && (
          // The phone's point, when it found the CEP but not the house number: the number is asked for.
          <>
            <input type="hidden" name="latitude" value={values.latitude} />
            <input type="hidden" name="longitude" value={values.longitude} />
          </>
        )}
        <TextInput
          name="cep"
          label="CEP"
          value={values?.cep}
          error={errors?.cep}
          inputMode="numeric"
          autoComplete="postal-code"
          required
        />
        <TextInput name="number" label="Número" value={values?.number} error={errors?.number} required />
        <TextInput
          name="complement"
          label="Complemento (opcional)"
          value={values?.complement}
          error={errors?.complement}
          hint="Apartamento, bloco, casa dos fundos…"
        />
        <p
          className="text-sm text-muted-foreground"
          aria-live="polite"
          data-form-progress="Consultando a viabilidade…"
        />
        <Button type="submit" size="lg">
          Consultar viabilidade
        </Button>
      </form>
      {locate && <LocateForm />}
    </section>
  );
}

/** The type panels of step 2, their classes written out whole (Tailwind reads them from the source). */
const TYPE_PANEL: Record<PlanTypeChoice, string> = {
  destaque: "hidden group-has-[#contrate-tipo-destaque:checked]/tipos:block",
  internet: "hidden group-has-[#contrate-tipo-internet:checked]/tipos:block",
  combo: "hidden group-has-[#contrate-tipo-combo:checked]/tipos:block",
};
const TYPE_TAB =
  "inline-flex min-h-11 cursor-pointer items-center rounded-md px-4 text-sm font-semibold text-muted-foreground hover:text-foreground peer-checked:bg-background peer-checked:text-foreground peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-ring";

/**
 * Step 1's answer with fibre: the plans sold at that address as the site sells them (issue 68): its own
 * card and its 'Destaque' / 'Internet' / 'Combo' types, each card's 'Contratar' a form posting the plan.
 * The types are radio buttons that show their panel by CSS, so they filter without scripts. The plan the
 * visitor had (`selectedCode`, 'Trocar de plano') comes first, marked, in its type's panel.
 */
export function PlansStep({
  address,
  cityName,
  plans,
  probable,
  whatsappNumber = "",
  selectedCode,
  message,
}: {
  address: Address;
  cityName: string;
  plans: PublicPlan[];
  probable: boolean;
  whatsappNumber?: string;
  selectedCode?: string;
  /** Over the plans: the offer a link chose is not sold here (SIGN_UP_MESSAGES.planElsewhere). */
  message?: string;
}) {
  const selected = plans.find((plan) => plan.offerCode === selectedCode);
  const panels = PLAN_TYPE_CHOICES.map((choice) => {
    const shown = plansOfType(plans, choice);
    // The plan the visitor had leads its panel.
    const ordered =
      selected && shown.includes(selected) ? [selected, ...shown.filter((plan) => plan !== selected)] : shown;
    return { choice, plans: ordered };
  }).filter((panel) => panel.plans.length > 0);
  const open =
    panels.find((panel) => selected && panel.plans[0] === selected)?.choice ??
    panels[0]?.choice ??
    "destaque";
  return (
    <section className="flex flex-col gap-6">
      <StepHeading step={2} title="Escolha seu plano">
        {probable
          ? `Atendemos a sua região (${cityName}); a viabilidade do endereço é confirmada na instalação.`
          : `Temos viabilidade no seu endereço: ${addressText(address)}, ${cityName}.`}
      </StepHeading>
      {message && <FormMessage message={message} />}
      <div className="group/tipos flex flex-col gap-4">
        <fieldset>
          <legend className="sr-only">Tipo de plano</legend>
          <div className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
            {panels.map(({ choice }) => (
              <span key={choice}>
                <input
                  type="radio"
                  name="tipo"
                  id={`contrate-tipo-${choice}`}
                  value={choice}
                  defaultChecked={choice === open}
                  className="peer sr-only"
                />
                <label htmlFor={`contrate-tipo-${choice}`} className={TYPE_TAB}>
                  {PLAN_TYPE_LABELS[choice]}
                </label>
              </span>
            ))}
          </div>
        </fieldset>
        {panels.map(({ choice, plans: shown }) => {
          const badges = rowBadges("plan", shown);
          return (
            <div key={choice} className={TYPE_PANEL[choice]} data-testid={`contrate-tipo-${choice}`}>
              <h2 className="sr-only">{PLAN_TYPE_LABELS[choice]}</h2>
              <OfferList
                label={`Planos: ${PLAN_TYPE_LABELS[choice]}`}
                grid="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3"
              >
                {shown.map((plan, index) => {
                  const chosen = plan === selected;
                  return (
                    <OfferListItem key={plan.id}>
                      <OfferCard
                        variant="city"
                        plan={plan}
                        badge={chosen ? "SEU PLANO" : (badges[index] ?? null)}
                        whatsappNumber={whatsappNumber}
                        cityName={cityName}
                        action={
                          <form method="post" action="/contrate" className={cn("flex flex-col")}>
                            <input type="hidden" name="step" value="plan" />
                            <AddressFields address={address} />
                            <input type="hidden" name="offerCode" value={plan.offerCode ?? ""} />
                            <Button type="submit" variant="accent" size="lg" className="w-full">
                              {chosen ? "Continuar com este plano" : "Contratar"}
                              <span className="sr-only"> o plano {plan.name}</span>
                            </Button>
                          </form>
                        }
                      />
                    </OfferListItem>
                  );
                })}
              </OfferList>
            </div>
          );
        })}
      </div>
      <a href="/contrate" className="text-primary underline-offset-4 hover:underline">
        Consultar outro endereço
      </a>
    </section>
  );
}

/** Step 1's answer without fibre: the waiting list and WhatsApp. */
export function UncoveredStep({
  address,
  errors,
  values,
  whatsappNumber,
  sent,
}: {
  address: Address;
  errors?: SignUpErrors;
  values?: Record<string, string>;
  whatsappNumber: string;
  sent?: boolean;
}) {
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold md:text-3xl">Ainda não chegamos ao seu endereço</h1>
        <p className="text-muted-foreground">
          Consultamos o {addressText(address)} e a nossa fibra ainda não passa por aí. Deixe seu contato na
          lista de espera e avisamos assim que chegar.
        </p>
      </header>
      {sent ? (
        <p role="status" tabIndex={-1} data-form-answer className="rounded-md border p-4 font-medium">
          Pronto! Você está na lista de espera. Avisaremos pelo WhatsApp quando a fibra chegar ao seu
          endereço.
        </p>
      ) : (
        <form method="post" action="/contrate" className="flex max-w-md flex-col gap-4">
          <input type="hidden" name="step" value="waiting-list" />
          <AddressFields address={address} />
          <TextInput
            name="name"
            label="Nome"
            value={values?.name}
            error={errors?.name}
            autoComplete="name"
            required
          />
          <TextInput
            name="whatsapp"
            label="WhatsApp"
            value={values?.whatsapp}
            error={errors?.whatsapp}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
          <p className="text-sm text-muted-foreground">
            Usamos seu nome, WhatsApp e endereço só para avisar quando a cobertura chegar (veja a{" "}
            <a href="/politica-privacidade" className="underline">
              Política de Privacidade
            </a>
            ).
          </p>
          <Button type="submit" size="lg">
            Entrar na lista de espera
          </Button>
        </form>
      )}
      {whatsappNumber && (
        <a
          href={whatsappLink(
            whatsappNumber,
            "Olá! Consultei a viabilidade no site e ainda não chegaram ao meu endereço.",
          )}
          className="text-primary underline-offset-4 hover:underline"
          target="_blank"
          rel="noopener noreferrer"
        >
          Falar com a gente pelo WhatsApp (abre em nova aba)
        </a>
      )}
    </section>
  );
}

/** Step 3: the person, the address confirmed, due day, windows, photos. */
export function DetailsStep({
  address,
  offer,
  cityName,
  dueDays,
  slots,
  values,
  errors,
}: {
  address: Address;
  offer: PublicOfferVersion;
  cityName: string;
  dueDays: readonly number[];
  /** The installation slots with room (issue 68, point 3). */
  slots: readonly InstallWindow[];
  values?: Record<string, string>;
  errors?: SignUpErrors;
}) {
  const days = dueDays.length > 0 ? dueDays : DEFAULT_DUE_DAYS;
  return (
    <section className="flex flex-col gap-6">
      <StepHeading step={3} title="Seus dados">
        Plano {offer.offer.name} · {formatPrice(offer.offer.promoPrice ?? offer.offer.price)} por mês
      </StepHeading>
      {/* Issue 68: the plan chosen before the address can be changed for another sold here. */}
      <form method="post" action="/contrate" className="-mt-4">
        <input type="hidden" name="step" value="address" />
        <AddressFields address={address} />
        <input type="hidden" name="current" value={offer.code} />
        <Button type="submit" variant="link" size="link-touch">
          Trocar de plano
        </Button>
      </form>
      <form
        method="post"
        action="/contrate"
        encType="multipart/form-data"
        className="flex max-w-xl flex-col gap-5"
      >
        <input type="hidden" name="step" value="details" />
        <AddressFields address={address} />
        <input type="hidden" name="offerCode" value={offer.code} />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-bold">Quem vai contratar</legend>
          <TextInput
            name="name"
            label="Nome completo"
            value={values?.name}
            error={errors?.name}
            autoComplete="name"
            required
          />
          <TextInput
            name="cpf"
            label="CPF"
            value={values?.cpf}
            error={errors?.cpf}
            inputMode="numeric"
            required
          />
          <TextInput
            name="birthDate"
            label="Data de nascimento"
            type="date"
            value={values?.birthDate}
            error={errors?.birthDate}
            autoComplete="bday"
            required
          />
          <TextInput
            name="email"
            label="E-mail"
            type="email"
            value={values?.email}
            error={errors?.email}
            autoComplete="email"
            required
          />
          <TextInput
            name="whatsapp"
            label="WhatsApp"
            type="tel"
            inputMode="tel"
            value={values?.whatsapp}
            error={errors?.whatsapp}
            autoComplete="tel"
            required
          />
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-bold">Endereço de instalação</legend>
          <p className="text-sm">
            {addressText(address)} — {cityName}.{" "}
            <a href="/contrate" className="text-primary underline">
              Alterar endereço
            </a>
          </p>
          <TextInput
            name="street"
            label="Rua"
            value={values?.street}
            error={errors?.street}
            autoComplete="address-line1"
            required
          />
          <TextInput
            name="district"
            label="Bairro"
            value={values?.district}
            error={errors?.district}
            required
          />
        </fieldset>
        <Field name="dueDay" label="Dia de vencimento" error={errors?.dueDay}>
          {(aria) => (
            <select
              {...aria}
              name="dueDay"
              defaultValue={values?.dueDay ?? ""}
              required
              className={inputClass}
            >
              <option value="">Escolha o dia</option>
              {days.map((dueDay) => (
                <option key={dueDay} value={dueDay}>
                  Dia {dueDay}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={errors?.windows ? "contrate-janelas-erro" : undefined}
        >
          <legend className="mb-1 text-lg font-bold">Melhores horários para a instalação</legend>
          <p className="text-sm text-muted-foreground">
            Só aparecem horários com vaga na equipe de instalação. Escolha o preferido e mais um; reservamos o
            primeiro que estiver livre quando você concluir e confirmamos pelo WhatsApp.
          </p>
          {slots.length === 0 ? (
            <p className="text-sm font-medium">
              Não há horários livres nas próximas semanas. Conclua a contratação e nossa equipe combina o
              horário com você pelo WhatsApp.
            </p>
          ) : (
            [1, 2, 3].map((index) => (
              <Field
                key={index}
                name={`window${index}`}
                label={
                  index === 1
                    ? "Horário preferido"
                    : index === 2
                      ? "Outro horário possível"
                      : "Mais um horário (opcional)"
                }
              >
                {(aria) => (
                  <select
                    {...aria}
                    name={`window${index}`}
                    defaultValue={values?.[`window${index}`] ?? ""}
                    required={index <= Math.min(2, slots.length)}
                    className={inputClass}
                  >
                    <option value="">Escolha</option>
                    {slots.map((slot) => (
                      <option key={slotKey(slot)} value={slotKey(slot)}>
                        {installWindowText(slot)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))
          )}
          {errors?.windows && (
            <p
              id="contrate-janelas-erro"
              className="text-sm font-medium text-destructive"
              data-form-error
              tabIndex={-1}
            >
              {errors.windows}
            </p>
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-lg font-bold">Documentos (opcional)</legend>
          <p className="text-sm text-muted-foreground">
            Enviar agora agiliza a instalação: fotos em JPEG, PNG ou WebP de até 5 MB cada.
          </p>
          {(
            [
              ["documentPhoto", "Foto de um documento com foto (RG ou CNH)"],
              ["addressPhoto", "Foto de um comprovante de endereço"],
            ] as const
          ).map(([name, label]) => (
            <Field key={name} name={name} label={label} error={errors?.[name]}>
              {(aria) => (
                <input
                  {...aria}
                  name={name}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  capture="environment"
                  className="text-base"
                />
              )}
            </Field>
          ))}
        </fieldset>
        <p
          className="text-sm text-muted-foreground"
          aria-live="polite"
          data-form-progress="Enviando seus dados…"
        />
        <Button type="submit" size="lg">
          Ver o resumo da contratação
        </Button>
      </form>
    </section>
  );
}

/** Step 4: the 'Resumo da contratação' the RGC asks for, and the acceptance. */
export function SummaryStep({
  draftKey,
  offer,
  person,
  address,
  cityName,
  dueDay,
  windows,
  documents,
  error,
}: {
  draftKey: string;
  offer: PublicOfferVersion;
  person: Pick<SignUpPerson, "name" | "email">;
  address: SignUpAddress;
  cityName: string;
  dueDay: number;
  windows: Parameters<typeof installWindowText>[0][];
  documents: SignUpDocumentKind[];
  error?: string;
}) {
  const terms = offer.offer;
  const promo = terms.promoPrice !== null && terms.promoMonths !== null;
  return (
    <section className="flex flex-col gap-6">
      <StepHeading step={4} title="Resumo da contratação">
        Confira antes de concluir, {person.name.split(" ")[0]}.
      </StepHeading>
      <dl className="grid max-w-xl gap-x-6 gap-y-3 rounded-lg border p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Plano</dt>
        <dd>
          {terms.name} —{" "}
          <a href={`/ofertas/${offer.code}`} className="text-primary underline">
            etiqueta da oferta {offer.code}
          </a>
        </dd>
        <dt className="font-semibold">Preço</dt>
        <dd>
          {promo
            ? `${formatPrice(terms.promoPrice as number)} por mês nos primeiros ${terms.promoMonths} meses; depois ${formatPrice(terms.price)} por mês`
            : `${formatPrice(terms.price)} por mês`}
        </dd>
        <dt className="font-semibold">Fidelização</dt>
        <dd>
          {terms.loyaltyMonths > 0
            ? `${terms.loyaltyMonths} meses${terms.loyaltyBenefit ? ` (${terms.loyaltyBenefit})` : ""}. Multa por cancelamento antes do prazo: ${terms.terminationFineRule || "proporcional aos meses que faltam"}.`
            : "Sem fidelização: cancele quando quiser, sem multa."}
        </dd>
        <dt className="font-semibold">Taxa de instalação</dt>
        <dd>{terms.installationFee > 0 ? formatPrice(terms.installationFee) : "Grátis"}</dd>
        <dt className="font-semibold">Endereço</dt>
        <dd>
          {address.street}, {address.number}
          {address.complement ? `, ${address.complement}` : ""} — {address.district}, {cityName}, CEP{" "}
          {formatCep(address.cep)}
        </dd>
        <dt className="font-semibold">Vencimento</dt>
        <dd>Todo dia {dueDay}</dd>
        <dt className="font-semibold">Instalação</dt>
        <dd>
          {windows.length > 0 ? (
            <ul>
              {windows.map((window) => (
                <li key={`${window.date}-${window.period}`}>{installWindowText(window)}</li>
              ))}
            </ul>
          ) : (
            "A combinar com a nossa equipe pelo WhatsApp."
          )}
        </dd>
        <dt className="font-semibold">Documentos</dt>
        <dd>
          {documents.length > 0
            ? documents.map((kind) => SIGN_UP_DOCUMENT_LABELS[kind]).join(" e ")
            : "Nenhum enviado: o técnico confere na instalação."}
        </dd>
      </dl>
      <p className="max-w-xl text-sm">
        <strong>Direito de arrependimento:</strong> por ser uma contratação fora do estabelecimento, você pode
        desistir em até 7 dias a contar da contratação ou da instalação, sem pagar nada (Código de Defesa do
        Consumidor, art. 49).
      </p>
      {error && <FormMessage message={error} />}
      <form method="post" action="/contrate" className="flex max-w-xl flex-col gap-4">
        <input type="hidden" name="step" value="confirm" />
        <input type="hidden" name="draft" value={draftKey} />
        <div className="flex items-start gap-3">
          <input
            id="contrate-aceite"
            type="checkbox"
            name="accept"
            value="on"
            required
            className="mt-1 size-5"
          />
          <label htmlFor="contrate-aceite" className="text-sm">
            Li e aceito o resumo da contratação, a etiqueta da oferta e a{" "}
            <a href="/politica-privacidade" className="text-primary underline">
              Política de Privacidade
            </a>
            .
          </label>
        </div>
        <Button type="submit" size="lg">
          Confirmar contratação
        </Button>
      </form>
    </section>
  );
}

/** The protocol, and what happens next; whether it went by e-mail too (the SMTP server is set). */
export function DoneStep({
  protocol,
  emailSent = false,
  slot,
}: {
  protocol: string;
  emailSent?: boolean;
  /** The installation slot held for it; null when every one chosen filled meanwhile. */
  slot?: InstallWindow | null;
}) {
  return (
    <section className="flex flex-col gap-4" data-form-answer tabIndex={-1}>
      <h1 className="text-2xl font-bold md:text-3xl">Contratação recebida!</h1>
      <p className="text-lg">
        Seu protocolo é{" "}
        <strong className="tabular-nums" data-testid="protocolo">
          {protocol}
        </strong>
        . Guarde este número.
      </p>
      {slot && (
        <p>
          Horário reservado para a instalação: <strong>{installWindowText(slot)}</strong>.
        </p>
      )}
      {slot === null && (
        <p>
          Nenhum horário ficou reservado para a instalação. Nossa equipe combina o horário com você pelo
          WhatsApp.
        </p>
      )}
      {emailSent && <p>{SIGN_UP_EMAIL_SENT}</p>}
      <h2 className="text-lg font-bold">E agora?</h2>
      <ol className="flex list-decimal flex-col gap-1 pl-5">
        {SIGN_UP_NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">Se precisar, cite o protocolo ao falar com a gente.</p>
      {/* Issue 68: the protocol and the CPF follow the sign-up later. */}
      <a
        href="/contrate/acompanhar"
        className="font-semibold text-primary underline-offset-4 hover:underline"
      >
        Acompanhar minha contratação
      </a>
      <a href="/" className="text-primary underline-offset-4 hover:underline">
        Voltar para a página inicial
      </a>
    </section>
  );
}

/** What /contrate shows for a request: one step of the journey (the page's frontmatter decides it). */
export type SignUpView =
  | {
      step: "address";
      values?: Record<string, string>;
      errors?: SignUpErrors;
      message?: string;
      /** A geocoder is configured: 'Usar minha localização' is offered where the browser can locate. */
      locate?: boolean;
      /** Issue 68: the offer a link chose, and the visit's city it named. */
      chosen?: ChosenOffer;
      cityName?: string;
    }
  | { step: "plans"; props: Parameters<typeof PlansStep>[0] }
  | { step: "uncovered"; props: Parameters<typeof UncoveredStep>[0] }
  | { step: "details"; props: Parameters<typeof DetailsStep>[0] }
  | { step: "summary"; props: Parameters<typeof SummaryStep>[0] }
  | { step: "done"; protocol: string; emailSent?: boolean; slot?: InstallWindow | null }
  | { step: "limited"; message: string };

export function SignUpPage({ view }: { view: SignUpView }) {
  switch (view.step) {
    case "address":
      return (
        <>
          {view.message && <FormMessage message={view.message} />}
          <AddressStep
            {...(view.values ? { values: view.values } : {})}
            {...(view.errors ? { errors: view.errors } : {})}
            locate={view.locate ?? false}
            chosen={view.chosen}
            cityName={view.cityName}
          />
        </>
      );
    case "plans":
      return <PlansStep {...view.props} />;
    case "uncovered":
      return <UncoveredStep {...view.props} />;
    case "details":
      return <DetailsStep {...view.props} />;
    case "summary":
      return <SummaryStep {...view.props} />;
    case "done":
      return <DoneStep protocol={view.protocol} emailSent={view.emailSent ?? false} slot={view.slot} />;
    case "limited":
      return <FormMessage message={view.message} />;
  }
}
