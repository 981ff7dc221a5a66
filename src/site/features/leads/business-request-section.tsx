import { BUSINESS_PAGE_PATH, cityLabel } from "../../../domain";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { useCity } from "../../components/city/city-context";
import { openBusinessRequest, prepareLeadRequest } from "../../stores/lead-requests";

/**
 * /empresas' 'Solicitar proposta': a short invitation whose button opens the business request form, which
 * loads then (LeadRequestHost on the page shows it).
 */
export function BusinessRequestSection() {
  const { city } = useCity();
  return (
    <section aria-labelledby="proposta-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-col items-start gap-6 rounded-2xl border bg-card p-6 md:flex-row md:items-center md:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon name="handshake" className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="proposta-titulo" className="text-2xl font-extrabold tracking-tight md:text-3xl">
            Solicite uma proposta para a sua empresa
          </h2>
          <p className="mt-2 max-w-prose text-muted-foreground">
            Informe o CNPJ e como falar com você: um consultor da equipe empresarial monta a proposta de
            internet, telefonia e segurança sob medida e entra em contato.
          </p>
        </div>
        {/* Before the scripts run, or without them, the button opens the form's own page (issue 39). */}
        <form
          action={BUSINESS_PAGE_PATH}
          onSubmit={(event) => {
            event.preventDefault();
            openBusinessRequest({ city: city ? cityLabel(city) : undefined });
          }}
        >
          <Button type="submit" size="lg" onPointerEnter={prepareLeadRequest} onFocus={prepareLeadRequest}>
            <Icon name="building" />
            Solicitar proposta
          </Button>
        </form>
      </div>
    </section>
  );
}
