import { formatPrice, type PriceTerms } from "../../domain";
import {
  type CityPriceFormInput,
  type CityPriceInput,
  cityPriceFormSchema,
  cityPromoChoice,
} from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import type { ResponseLike } from "../kit/api";
import { EntityFormDialog } from "../kit/entity-form-dialog";
import { SelectField, TextField } from "../kit/fields";
import { useMutation } from "../kit/use-mutation";

/** A pair as the dialog edits it: its own price, if any, and the plan's. */
export type PricedPair = {
  planName: string;
  cityName: string;
  /** The plan's own price and promotion, what the city follows without a price of its own. */
  plan: PriceTerms;
  own: CityPriceInput;
};

const text = (value: number | null) => (value === null ? "" : formatPrice(value).replace(/^R\$\s/, ""));

const monthsText = (months: number) => `${months} ${months === 1 ? "mês" : "meses"}`;

/** 'R$ 99,90' or 'R$ 99,90 (R$ 79,90 por 6 meses)'. */
export function termsText({ price, promoPrice, promoMonths }: PriceTerms): string {
  return promoPrice !== null && promoMonths !== null
    ? `${formatPrice(price)} (${formatPrice(promoPrice)} por ${monthsText(promoMonths)})`
    : formatPrice(price);
}

/**
 * 'Preço nesta cidade' (decision 0040): a plan's own price and promotion in one city, from the matrix.
 * Blank is the plan's price. Saved at once, on its own: a distinct price is its own offer, published or
 * closed with this write.
 */
export function CityPriceDialog({
  pair,
  onClose,
  send,
}: {
  /** The pair being edited; undefined while closed. */
  pair: PricedPair | undefined;
  onClose: () => void;
  send: (values: CityPriceInput) => Promise<ResponseLike>;
}) {
  const mutation = useMutation();
  const plan = pair?.plan ?? { price: 0, promoPrice: null, promoMonths: null };
  const planPromo = plan.promoPrice !== null && plan.promoMonths !== null;
  const choice = pair ? cityPromoChoice(plan, pair.own) : "none";
  const values: CityPriceFormInput = {
    price: text(pair?.own.price ?? null),
    promoChoice: choice,
    promoPrice: choice === "own" ? text(pair?.own.promoPrice ?? null) : "",
    promoMonths: choice === "own" && pair?.own.promoMonths != null ? String(pair.own.promoMonths) : "",
  };
  const promoOptions = [
    ...(planPromo
      ? [
          {
            value: "plan",
            label: `Manter a promoção do plano: ${formatPrice(plan.promoPrice as number)} por ${monthsText(plan.promoMonths as number)}`,
          },
        ]
      : []),
    { value: "own", label: "Promoção própria nesta cidade" },
    { value: "none", label: "Sem promoção nesta cidade" },
  ];
  const save = (input: CityPriceInput) =>
    mutation.run(() => send(input), {
      success: () =>
        input.price === null
          ? `${pair?.planName} em ${pair?.cityName} volta ao preço do plano.`
          : `${pair?.planName} em ${pair?.cityName}: ${termsText(input as PriceTerms)}.`,
      failure: "Erro ao salvar o preço",
    });
  const hasOwn = pair?.own.price != null;
  return (
    <EntityFormDialog
      open={pair !== undefined}
      onOpenChange={(next) => !next && onClose()}
      title="Preço nesta cidade"
      description={`${pair?.planName} em ${pair?.cityName}. Deixe o preço em branco para vender pelo preço e pela promoção do plano.`}
      submitLabel="Salvar"
      schema={cityPriceFormSchema(plan)}
      values={values}
      resetKey={`${pair?.planName}:${pair?.cityName}`}
      onSubmit={save}
      failureTitle="Erro ao salvar o preço"
      width="lg"
      footerAction={(submitting) =>
        hasOwn && (
          <Button
            type="button"
            variant="outline"
            disabled={submitting || mutation.pending}
            onClick={() =>
              void save({ price: null, promoPrice: null, promoMonths: null }).then(
                (outcome) => outcome.ok && onClose(),
              )
            }
          >
            Usar o preço do plano
          </Button>
        )
      }
    >
      {(form) => (
        <>
          <TextField
            control={form.control}
            name="price"
            label="Preço nesta cidade"
            inputMode="decimal"
            placeholder="ex.: 89,90"
            autoFocus
            wide
          />
          <p className="text-sm sm:col-span-2" data-testid="city-price-plan-terms">
            Preço do plano: {termsText(plan)}
            {planPromo ? "" : ", sem promoção"}.
          </p>
          <SelectField
            control={form.control}
            name="promoChoice"
            label="Promoção nesta cidade"
            options={promoOptions}
            wide
            description="Vale quando a cidade tem preço próprio; com o preço do plano vale a promoção do plano."
          />
          {form.watch("promoChoice") === "own" && (
            <>
              <TextField
                control={form.control}
                name="promoPrice"
                label="Preço promocional"
                inputMode="decimal"
                placeholder="ex.: 69,90"
              />
              <TextField
                control={form.control}
                name="promoMonths"
                label="Meses com preço promocional"
                inputMode="numeric"
                placeholder="ex.: 6"
              />
            </>
          )}
          <p className="text-sm text-muted-foreground sm:col-span-2">
            Um preço próprio é uma oferta própria: ela recebe um código e uma etiqueta que lista as cidades em
            que vale, publicados ao salvar.
          </p>
        </>
      )}
    </EntityFormDialog>
  );
}
