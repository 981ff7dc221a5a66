import {
  CALLBACK_PERIOD_LABELS,
  CALLBACK_PERIODS,
  type CallbackPeriod,
  checkCallbackRequest,
} from "../../../domain";
import type { CallbackPrefill } from "../../stores/lead-requests";
import {
  ChoiceField,
  FormError,
  Honeypot,
  type LeadFormAnswer,
  PrivacyLink,
  SubmitButton,
  TextField,
  useLeadForm,
} from "./lead-form-kit";

const PERIOD_OPTIONS = CALLBACK_PERIODS.map((period) => ({
  value: period,
  label: CALLBACK_PERIOD_LABELS[period],
}));

export type CallbackSent = { name: string; phone: string; period: CallbackPeriod };

/**
 * 'Prefiro que me liguem': name, phone, CEP and house number, the preferred period; the plan (and its
 * offer code, once offers exist) travels with it from the page.
 */
export function CallbackRequestForm({
  prefill,
  onSent,
  answer,
}: {
  prefill: CallbackPrefill;
  onSent: (sent: CallbackSent) => void;
  /** On the form's own page: the page's answer to the form posted without scripts. */
  answer?: LeadFormAnswer;
}) {
  const form = useLeadForm({
    kind: "callback",
    initial: { name: "", phone: "", cep: "", houseNumber: "", period: "" },
    fields: ["name", "phone", "cep", "houseNumber", "period"],
    check: checkCallbackRequest,
    extra: {
      planId: prefill.planId,
      planName: prefill.planName,
      offerCode: prefill.offerCode ?? "",
      cityName: prefill.cityName ?? "",
    },
    answer,
    onSent: (values) => onSent({ ...values, period: values.period as CallbackPeriod }),
  });
  return (
    <form
      noValidate
      method="post"
      onSubmit={form.submit}
      aria-label="Prefiro que me liguem"
      className="flex flex-col gap-4"
    >
      <TextField form={form} field="name" label="Seu nome" autoComplete="name" placeholder="Nome completo" />
      <TextField
        form={form}
        field="phone"
        label="Telefone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(XX) X XXXX-XXXX"
      />
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <TextField
          form={form}
          field="cep"
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
        />
        <TextField form={form} field="houseNumber" label="Número" placeholder="Ex.: 120" />
      </div>
      <ChoiceField
        form={form}
        field="period"
        legend="Melhor período para a ligação"
        options={PERIOD_OPTIONS}
      />
      <p className="text-sm text-muted-foreground">
        Usamos estes dados só para ligar para você sobre este plano, conforme a LGPD. Saiba mais na{" "}
        <PrivacyLink />.
      </p>
      <Honeypot form={form} />
      <FormError form={form} />
      <SubmitButton form={form}>Pedir ligação</SubmitButton>
    </form>
  );
}
