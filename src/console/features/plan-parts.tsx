import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Link } from "react-router";
import {
  CAMERA_COUNTS,
  CONTRACT_MODALITY_LABELS,
  cameraCountLabel,
  DEFAULT_DATA_ALLOWANCE,
  DEFAULT_TERMINATION_FINE_RULE,
  EQUIPMENT_PROVISION_LABELS,
  formatPrice,
  hasPromotion,
  MIN_READJUSTMENT_MONTHS,
  missingOfferFields,
  type OfferCompleteness,
  type OfferTerms,
  offerFieldList,
  type PriceTerms,
  READJUSTMENT_INDEX_LABELS,
  speedLabel,
  TECHNOLOGY_LABELS,
} from "../../domain";
import { FormField, FormItem, FormMessage } from "../../ui/components/form";
import { Icon } from "../../ui/components/icon";
import { CheckList } from "../kit/check-list";
import { column, field } from "../kit/columns";
import {
  FieldGroup,
  SelectField,
  type SharedFieldsProps,
  SwitchField,
  sharedFieldNames,
  TextareaField,
  TextField,
} from "../kit/fields";

// What residential and business plans share in the console: their first columns and the offer form's
// groups (Oferta; Velocidade e equipamento; Preço e condições; Fidelização e reajuste; Período de
// comercialização), with the fields each plan form has.

type PlanLike = {
  name: string;
  downloadMbps: number | null;
  price: number;
  promoPrice: number | null;
  promoMonths: number | null;
  badge: string | null;
  cameraCount: number;
};

/** Nome (with its badge), Velocidade and Preço (with its promotion). */
export function planColumns<T extends PlanLike>() {
  return [
    field<T, "name">("name" as "name" & keyof T & string, "Nome", {
      className: "min-w-44 font-semibold",
      show: (plan) => (
        <>
          {plan.name}
          {plan.badge && (
            <span className="ml-2 inline-block rounded bg-accent px-1.5 py-0.5 text-[10px] font-bold whitespace-nowrap text-accent-foreground">
              {plan.badge}
            </span>
          )}
        </>
      ),
    }),
    field<T, "downloadMbps">("downloadMbps" as "downloadMbps" & keyof T & string, "Velocidade", {
      className: "whitespace-nowrap",
      show: (plan) => speedLabel(plan.downloadMbps) || "—",
    }),
    field<T, "price">("price" as "price" & keyof T & string, "Preço", {
      className: "whitespace-nowrap tabular-nums",
      show: (plan) =>
        hasPromotion(plan) ? (
          <>
            {formatPrice(plan.price)}
            <span className="block text-xs text-muted-foreground">
              {formatPrice(plan.promoPrice)} por {plan.promoMonths} {plan.promoMonths === 1 ? "mês" : "meses"}
            </span>
          </>
        ) : (
          formatPrice(plan.price)
        ),
    }),
  ];
}

/** A plan row as the tabs list it: with its cities, its offer's current code and the next version's number. */
export type OfferListing = {
  cityCount: number;
  offerCode: string | null;
  nextVersion: number;
  /** The cities that follow the plan's price; the others have one of `cityPrices` (decision 0040). */
  planPriceCities: number;
  cityPrices: CityPriceListing[];
};

/** One of a plan's own prices in some cities ('Preço nesta cidade'). */
export type CityPriceListing = PriceTerms & { cities: { id: number; name: string; state: string }[] };

/**
 * 'Oferta': the current version's code, 'Rascunho' for a plan never put on sale, and 'Incompleto' with the
 * missing fields for an active plan its label lacks some of (one written before the fields existed).
 */
export function offerColumn<T extends OfferListing & OfferCompleteness & { isActive?: boolean }>() {
  return column<T, string>("offerCode", "Oferta", (row) => row.offerCode ?? "", {
    className: "whitespace-nowrap",
    show: (row) => {
      const missing = missingOfferFields(row);
      return (
        <>
          {row.offerCode ? <span className="font-mono text-xs">{row.offerCode}</span> : "Rascunho"}
          {row.isActive && missing.length > 0 && (
            <span
              className="mt-0.5 block w-fit rounded bg-destructive/10 px-1.5 py-0.5 text-[11px] font-semibold text-destructive"
              title={`Falta preencher: ${offerFieldList(missing)}`}
            >
              Incompleto
            </span>
          )}
        </>
      );
    },
  });
}

export function cameraColumn<T extends PlanLike>() {
  return field<T, "cameraCount">("cameraCount" as "cameraCount" & keyof T & string, "Câmeras", {
    className: "whitespace-nowrap",
    show: (plan) => cameraCountLabel(plan.cameraCount),
  });
}

/** '99,90', as the price fields are typed; empty for no amount. */
export const priceText = (price: number | null) => (price === null ? "" : price.toFixed(2).replace(".", ","));
/** A number as a text field holds it; empty for none. */
export const numberText = (value: number | null) => (value === null ? "" : String(value));

const cameraOptions = CAMERA_COUNTS.map((count) => ({
  value: String(count),
  label: cameraCountLabel(count),
}));
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
const technologyOptions = options(TECHNOLOGY_LABELS);
const provisionOptions = options(EQUIPMENT_PROVISION_LABELS);
const modalityOptions = options(CONTRACT_MODALITY_LABELS);
const indexOptions = options(READJUSTMENT_INDEX_LABELS);

/** What the two plan forms' offers hold as the form types it: the fields `OfferFormGroups` renders. */
type OfferFormField =
  | "name"
  | "price"
  | "cameraCount"
  | "badge"
  | "streamings"
  | "contractModality"
  | "digitalOnly"
  | "anatelCode"
  | "technology"
  | "downloadMbps"
  | "uploadMbps"
  | "dataAllowance"
  | "wifiEquipment"
  | "equipmentProvision"
  | "usageNotes"
  | "promoPrice"
  | "promoMonths"
  | "installationFee"
  | "otherFees"
  | "componentPrices"
  | "paymentTerms"
  | "loyaltyMonths"
  | "loyaltyBenefit"
  | "terminationFineRule"
  | "readjustmentIndex"
  | "readjustmentMonths"
  | "salesStartsOn"
  | "salesEndsOn";

/**
 * 'Este preço vale para 12 cidades.': where the price being edited applies (active pairs with active
 * cities that have no price of their own).
 */
export function citiesNote(count: number, ownPrices: number): string {
  if (count === 0)
    return ownPrices > 0
      ? "Este preço não vale para nenhuma cidade: todas têm preço próprio."
      : "Vale para nenhuma cidade ainda: associe o plano às cidades onde será vendido.";
  return count === 1 ? "Este preço vale para 1 cidade." : `Este preço vale para ${count} cidades.`;
}

/** 'R$ 89,90' or 'R$ 89,90 (R$ 69,90 por 6 meses)'. */
function cityTermsText({ price, promoPrice, promoMonths }: PriceTerms): string {
  return promoPrice !== null && promoMonths !== null
    ? `${formatPrice(price)} (${formatPrice(promoPrice)} por ${promoMonths} ${promoMonths === 1 ? "mês" : "meses"})`
    : formatPrice(price);
}

/** The plan's own prices in some cities, each its own offer, under the form's price. */
function CityPrices({ prices, matrixPath }: { prices: readonly CityPriceListing[]; matrixPath: string }) {
  return (
    <div className="rounded-md border p-3 text-sm sm:col-span-2" data-testid="city-prices">
      <p className="font-medium">Preços nesta cidade</p>
      <ul className="mt-1 flex flex-col gap-1">
        {prices.map((variant) => (
          <li key={`${variant.price}:${variant.promoPrice}:${variant.promoMonths}`}>
            <span className="font-semibold">{cityTermsText(variant)}</span>{" "}
            {variant.cities.length === 1 ? "em 1 cidade" : `em ${variant.cities.length} cidades`}:{" "}
            {variant.cities.map((city) => `${city.name} – ${city.state}`).join(", ")}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">
        Cada preço próprio é uma oferta com código e etiqueta próprios. Para alterá-los, use o preço da célula
        na{" "}
        <Link to={matrixPath} className="font-medium underline underline-offset-4">
          matriz por cidade
        </Link>
        .
      </p>
    </div>
  );
}

/** The form's values for an offer's fields, from a stored plan (numbers as the fields type them). */
export function offerValues<P extends PlanLike & OfferTerms>(plan: P) {
  return {
    price: priceText(plan.price),
    cameraCount: String(plan.cameraCount),
    badge: plan.badge ?? "",
    anatelCode: plan.anatelCode ?? "",
    downloadMbps: numberText(plan.downloadMbps),
    uploadMbps: numberText(plan.uploadMbps),
    usageNotes: plan.usageNotes ?? "",
    promoPrice: priceText(plan.promoPrice),
    promoMonths: numberText(plan.promoMonths),
    installationFee: priceText(plan.installationFee),
    otherFees: plan.otherFees ?? "",
    componentPrices: plan.componentPrices ?? "",
    loyaltyMonths: String(plan.loyaltyMonths),
    loyaltyBenefit: priceText(plan.loyaltyBenefit ?? null),
    readjustmentMonths: String(plan.readjustmentMonths),
    salesStartsOn: plan.salesStartsOn ?? "",
    salesEndsOn: plan.salesEndsOn ?? "",
  };
}

/** A new offer's form: the defaults the label usually has, on sale from today. */
export function emptyOfferValues(today: string) {
  return {
    name: "",
    price: "",
    cameraCount: "0",
    badge: "",
    streamings: "",
    contractModality: "pos-pago" as const,
    digitalOnly: false,
    anatelCode: "",
    technology: "fibra" as const,
    downloadMbps: "",
    uploadMbps: "",
    dataAllowance: DEFAULT_DATA_ALLOWANCE,
    wifiEquipment: "",
    equipmentProvision: "comodato" as const,
    usageNotes: "",
    promoPrice: "",
    promoMonths: "",
    installationFee: "0,00",
    otherFees: "",
    componentPrices: "",
    paymentTerms: "",
    loyaltyMonths: "0",
    loyaltyBenefit: "",
    terminationFineRule: DEFAULT_TERMINATION_FINE_RULE,
    readjustmentIndex: "IPCA" as const,
    readjustmentMonths: String(MIN_READJUSTMENT_MONTHS),
    salesStartsOn: today,
    salesEndsOn: "",
    isActive: true,
  };
}

/**
 * The offer form's five groups. `kindFields` are the form's own fields in 'Oferta' (a plan's type, a
 * business plan's features); `status` is the 'Ativo' switch of an add form; `cityCount` is where the
 * price being edited applies (null when adding).
 */
export function OfferFormGroups<T extends FieldValues>({
  control,
  services,
  kindFields,
  status,
  cityCount,
  cityPrices = [],
  matrixPath,
  maxLoyalty,
}: SharedFieldsProps<T, OfferFormField> & {
  services: readonly StreamingChoice[];
  kindFields: ReactNode;
  status?: ReactNode;
  cityCount: number | null;
  /** The plan's own prices in some cities (decision 0040), listed under the price. */
  cityPrices?: readonly CityPriceListing[];
  /** The kind's matrix, where city prices are set. */
  matrixPath: string;
  maxLoyalty: number;
}) {
  const name = sharedFieldNames<T, OfferFormField>();
  return (
    <>
      <FieldGroup title="Oferta">
        <TextField
          control={control}
          name={name("name")}
          label="Nome"
          wide
          placeholder="ex.: Fibra 500 Mega"
        />
        {kindFields}
        <SelectField
          control={control}
          name={name("contractModality")}
          label="Modalidade de contratação"
          options={modalityOptions}
        />
        <SelectField control={control} name={name("cameraCount")} label="Câmeras" options={cameraOptions} />
        <TextField
          control={control}
          name={name("badge")}
          label="Selo (opcional)"
          placeholder="ex.: MELHOR OFERTA"
        />
        <TextField
          control={control}
          name={name("anatelCode")}
          label="Código de registro na Anatel (opcional)"
          placeholder="ex.: código recebido no registro"
          description="Aparece na etiqueta da oferta quando preenchido."
          wide
        />
        <StreamingPicker control={control} name={name("streamings")} services={services} />
        <SwitchField
          control={control}
          name={name("digitalOnly")}
          label="Oferta somente digital"
          description="Contratada e atendida só por canais digitais; a etiqueta informa o canal alternativo."
          wide
        />
        {status}
      </FieldGroup>
      <FieldGroup title="Velocidade e equipamento">
        <SelectField
          control={control}
          name={name("technology")}
          label="Tecnologia"
          options={technologyOptions}
        />
        <TextField
          control={control}
          name={name("dataAllowance")}
          label="Franquia de dados"
          placeholder="ex.: Sem franquia"
        />
        <TextField
          control={control}
          name={name("downloadMbps")}
          label="Download (Mb/s)"
          inputMode="numeric"
          placeholder="ex.: 500"
          description="Em Mb/s; 1 Giga é 1000."
        />
        <TextField
          control={control}
          name={name("uploadMbps")}
          label="Upload (Mb/s)"
          inputMode="numeric"
          placeholder="ex.: 250"
        />
        <TextField
          control={control}
          name={name("wifiEquipment")}
          label="Equipamento Wi-Fi"
          placeholder="ex.: Roteador Wi-Fi 6"
        />
        <SelectField
          control={control}
          name={name("equipmentProvision")}
          label="Fornecimento do equipamento"
          options={provisionOptions}
        />
        <TextareaField
          control={control}
          name={name("usageNotes")}
          label="Recomendações de uso (opcional)"
          rows={3}
          placeholder="ex.: Indicado para até 8 aparelhos conectados e streaming em Full HD"
        />
      </FieldGroup>
      <FieldGroup title="Preço e condições">
        <TextField
          control={control}
          name={name("price")}
          label="Preço mensal (R$)"
          inputMode="decimal"
          placeholder="ex.: 99,90"
          description={cityCount === null ? undefined : citiesNote(cityCount, cityPrices.length)}
        />
        {cityPrices.length > 0 && <CityPrices prices={cityPrices} matrixPath={matrixPath} />}
        <TextField
          control={control}
          name={name("installationFee")}
          label="Taxa de instalação (R$)"
          inputMode="decimal"
          placeholder="ex.: 0,00"
          description="0 para instalação gratuita."
        />
        <TextField
          control={control}
          name={name("promoPrice")}
          label="Preço promocional (R$, opcional)"
          inputMode="decimal"
          placeholder="ex.: 79,90"
          description="Vale nos primeiros meses; depois, o preço mensal."
        />
        <TextField
          control={control}
          name={name("promoMonths")}
          label="Meses com preço promocional"
          inputMode="numeric"
          placeholder="ex.: 3"
        />
        <TextareaField
          control={control}
          name={name("paymentTerms")}
          label="Condições de pagamento"
          rows={2}
          placeholder="ex.: Boleto, Pix ou débito automático; vencimento mensal"
        />
        <TextareaField
          control={control}
          name={name("otherFees")}
          label="Outras taxas (opcional)"
          rows={2}
          placeholder="ex.: Visita técnica a pedido do cliente: R$ 80,00"
        />
        <TextareaField
          control={control}
          name={name("componentPrices")}
          label="Preços individuais do combo (obrigatório em combos)"
          rows={4}
          placeholder={
            "ex.:\nInternet Fibra 750 Mega: 129,00\nMax: 29,90\nTelefone fixo com ligações ilimitadas: 29,90"
          }
          description="Um serviço por linha, com o preço dele vendido sozinho: a etiqueta lista cada um e o total do combo. Inclua a telefonia, que o card do combo promete."
        />
      </FieldGroup>
      <FieldGroup title="Fidelização e reajuste">
        <TextField
          control={control}
          name={name("loyaltyMonths")}
          label="Fidelização (meses)"
          inputMode="numeric"
          placeholder="ex.: 12"
          description={`0 para sem fidelidade; no máximo ${maxLoyalty} meses.`}
        />
        <TextField
          control={control}
          name={name("loyaltyBenefit")}
          label="Benefício da fidelização (R$)"
          inputMode="decimal"
          placeholder="ex.: 360,00"
          description="Obrigatório com fidelização: o desconto total que o cliente recebe por ela. A multa é calculada sobre ele."
        />
        <SelectField
          control={control}
          name={name("readjustmentIndex")}
          label="Índice de reajuste"
          options={indexOptions}
        />
        <TextField
          control={control}
          name={name("readjustmentMonths")}
          label="Primeiro reajuste após (meses)"
          inputMode="numeric"
          placeholder="ex.: 12"
          description="No mínimo 12 meses: o preço só pode ser reajustado uma vez por ano."
        />
        <TextareaField
          control={control}
          name={name("terminationFineRule")}
          label="Multa por cancelamento antecipado"
          rows={3}
          placeholder="ex.: Proporcional aos meses que faltam para o fim da fidelização"
          description="Vale só com fidelização: proporcional aos meses que faltam."
        />
      </FieldGroup>
      <FieldGroup title="Período de comercialização">
        <TextField
          control={control}
          name={name("salesStartsOn")}
          label="Início das vendas"
          type="date"
          description="Fora do período, o plano não aparece no site."
        />
        <TextField
          control={control}
          name={name("salesEndsOn")}
          label="Fim das vendas (opcional)"
          type="date"
          description="Em branco, sem data para terminar."
        />
      </FieldGroup>
    </>
  );
}

/** A service of the Streaming tab, as the plan forms offer it. */
export type StreamingChoice = { name: string; iconUrl: string | null; isActive: boolean };

/** 'Max, Globoplay' as the form keeps it, as a list. */
const splitNames = (value: unknown) =>
  (Array.isArray(value) ? value : String(value ?? "").split(","))
    .map((item) => String(item).trim())
    .filter(Boolean);

/**
 * The included apps, chosen among the Streaming tab's services (with their icons). A name the plan lists
 * that is no longer a service stays, checked, until it is unchecked. The form keeps the names as the
 * schema reads them: 'Max, Globoplay', in the order they were checked.
 */
function StreamingPicker<T extends FieldValues>({
  control,
  name,
  services,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a field.
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  services: readonly StreamingChoice[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: input }) => {
        const chosen = splitNames(input.value);
        const known = new Set(services.map((service) => service.name));
        const choices = [
          ...services.map((service) => ({ ...service, unknown: false })),
          ...chosen
            .filter((item) => !known.has(item))
            .map((item) => ({ name: item, iconUrl: null, isActive: true, unknown: true })),
        ];
        const toggle = (item: string, on: boolean) =>
          input.onChange((on ? [...chosen, item] : chosen.filter((other) => other !== item)).join(", "));
        return (
          <FormItem className="sm:col-span-2">
            <fieldset>
              <legend className="text-sm font-medium">
                Aplicativos incluídos ({chosen.length} {chosen.length === 1 ? "escolhido" : "escolhidos"})
              </legend>
              {choices.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">
                  Nenhum serviço cadastrado. Cadastre-os na aba Streaming.
                </p>
              ) : (
                <CheckList
                  className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2"
                  onToggle={toggle}
                  items={choices.map((choice) => ({
                    key: choice.name,
                    checked: chosen.includes(choice.name),
                    label: (
                      <>
                        {choice.iconUrl ? (
                          <img
                            src={choice.iconUrl}
                            alt=""
                            width={24}
                            height={24}
                            className="size-6 rounded"
                          />
                        ) : (
                          <span className="flex size-6 items-center justify-center rounded bg-muted text-muted-foreground">
                            <Icon name="play" className="size-3.5" />
                          </span>
                        )}
                        <span>
                          {choice.name}
                          {choice.unknown && (
                            <span className="text-xs text-muted-foreground"> (não cadastrado)</span>
                          )}
                          {!choice.isActive && (
                            <span className="text-xs text-muted-foreground"> (inativo)</span>
                          )}
                        </span>
                      </>
                    ),
                  }))}
                />
              )}
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
