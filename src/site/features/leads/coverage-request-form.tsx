import { BRAZILIAN_STATES, checkCoverageRequest, isBrazilianState } from "../../../domain";
import type { CoveragePrefill } from "../../stores/lead-requests";
import {
  CheckboxField,
  FormError,
  Honeypot,
  type LeadFormAnswer,
  PrivacyLink,
  SelectField,
  SubmitButton,
  TextField,
  useLeadForm,
} from "./lead-form-kit";

const UF_OPTIONS = BRAZILIAN_STATES.map((uf) => ({ value: uf, label: uf }));

export type CoverageSent = { name: string; city: string; uf: string; cep: string };

/**
 * 'Avise-me quando chegar': name, WhatsApp or phone, city and UF or a CEP, and the visitor's explicit
 * consent to be told when coverage arrives (LGPD art. 7, I). Self-contained: a dialog or a page may hold it.
 */
export function CoverageRequestForm({
  prefill,
  onSent,
  answer,
}: {
  prefill: CoveragePrefill;
  onSent: (sent: CoverageSent) => void;
  /** On the form's own page: the page's answer to the form posted without scripts. */
  answer?: LeadFormAnswer;
}) {
  const uf = (prefill.uf ?? "").toUpperCase();
  const form = useLeadForm({
    kind: "coverage",
    initial: {
      name: "",
      phone: "",
      city: prefill.city ?? "",
      uf: isBrazilianState(uf) ? uf : "",
      cep: prefill.cep ?? "",
      consent: false as boolean,
    },
    fields: ["name", "phone", "city", "uf", "cep", "consent"],
    check: checkCoverageRequest,
    answer,
    onSent: (values) => onSent(values),
  });
  return (
    <form
      noValidate
      method="post"
      onSubmit={form.submit}
      aria-label="Avise-me quando chegar"
      className="flex flex-col gap-4"
    >
      <TextField form={form} field="name" label="Seu nome" autoComplete="name" placeholder="Nome completo" />
      <TextField
        form={form}
        field="phone"
        label="WhatsApp ou telefone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(XX) X XXXX-XXXX"
      />
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <TextField
          form={form}
          field="city"
          label="Cidade"
          required={false}
          autoComplete="address-level2"
          placeholder="Sua cidade"
        />
        <SelectField
          form={form}
          field="uf"
          label="UF"
          options={UF_OPTIONS}
          placeholder="UF"
          autoComplete="address-level1"
        />
      </div>
      <TextField
        form={form}
        field="cep"
        label="CEP"
        hint="Se preferir, informe só o CEP no lugar da cidade."
        required={false}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
      />
      <CheckboxField form={form} field="consent">
        Quero ser avisado pelo WhatsApp ou telefone quando a internet chegar à minha cidade, e concordo com o
        uso dos meus dados só para isso, conforme a LGPD e a <PrivacyLink />.
      </CheckboxField>
      <Honeypot form={form} />
      <FormError form={form} />
      <SubmitButton form={form}>Quero ser avisado</SubmitButton>
    </form>
  );
}
