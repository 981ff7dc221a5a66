import { checkBusinessRequest } from "../../../domain";
import type { BusinessPrefill } from "../../stores/lead-requests";
import {
  FormError,
  Honeypot,
  type LeadFormAnswer,
  PrivacyLink,
  SubmitButton,
  TextField,
  useLeadForm,
} from "./lead-form-kit";

export type BusinessSent = { contactName: string; companyName: string };

/** The business request: CNPJ (check digits verified), company, who to talk to, phone, e-mail and city. */
export function BusinessRequestForm({
  prefill,
  onSent,
  answer,
}: {
  prefill: BusinessPrefill;
  onSent: (sent: BusinessSent) => void;
  /** On the form's own page: the page's answer to the form posted without scripts. */
  answer?: LeadFormAnswer;
}) {
  const form = useLeadForm({
    kind: "business",
    initial: { cnpj: "", companyName: "", contactName: "", phone: "", email: "", city: prefill.city ?? "" },
    fields: ["cnpj", "companyName", "contactName", "phone", "email", "city"],
    check: checkBusinessRequest,
    answer,
    onSent: (values) => onSent(values),
  });
  return (
    <form
      noValidate
      method="post"
      onSubmit={form.submit}
      aria-label="Solicitar proposta"
      className="flex flex-col gap-4"
    >
      <TextField form={form} field="cnpj" label="CNPJ" autoComplete="off" placeholder="00.000.000/0000-00" />
      <TextField
        form={form}
        field="companyName"
        label="Nome da empresa"
        autoComplete="organization"
        placeholder="Razão social ou nome fantasia"
      />
      <TextField
        form={form}
        field="contactName"
        label="Seu nome"
        autoComplete="name"
        placeholder="Nome completo"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          field="phone"
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(XX) X XXXX-XXXX"
        />
        <TextField
          form={form}
          field="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="voce@empresa.com.br"
        />
      </div>
      <TextField
        form={form}
        field="city"
        label="Cidade"
        autoComplete="address-level2"
        placeholder="Cidade da empresa"
      />
      <p className="text-sm text-muted-foreground">
        Usamos estes dados só para preparar e enviar a proposta, conforme a LGPD. Saiba mais na{" "}
        <PrivacyLink />.
      </p>
      <Honeypot form={form} />
      <FormError form={form} />
      <SubmitButton form={form}>Solicitar proposta</SubmitButton>
    </form>
  );
}
