import type { PublicCity, SiteSettings } from "../../../domain";
import { Icon } from "../../../ui/components/icon";
import { cn } from "../../../ui/lib/utils";
import { GuideSteps } from "./guide-steps";
import type { StreamingService } from "./services";
import { withArticle } from "./services";
import { BackToCatalogue, CombosLink } from "./streaming-guide-page";
import { StreamingHelp } from "./streaming-help";
import { StreamingLogo } from "./streaming-logo";

const KIND_TEXT: Record<StreamingService["kind"], string> = {
  video: "filmes e séries",
  music: "música",
  sports: "futebol ao vivo",
  free: "TV pela internet",
};

/** A catalogue service without a login guide: what it is and how to have it through the provider. */
export function StreamingServicePage({
  service,
  settings,
  city,
}: {
  service: StreamingService;
  settings: SiteSettings;
  city: PublicCity | null;
}) {
  const company = settings.companyName;
  const name = withArticle(service);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8">
      <div className="flex flex-col gap-4">
        <BackToCatalogue />
        <div
          className={cn(
            "flex flex-col gap-4 rounded-2xl bg-linear-to-br p-6 text-white sm:flex-row sm:items-center md:p-8",
            service.colorClass,
          )}
        >
          <StreamingLogo id={service.id} src={service.logoUrl} size={72} className="ring-2 ring-white/70" />
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-extrabold md:text-4xl">{service.name}</h1>
            <p className="text-white/90 md:text-lg">{service.description}</p>
          </div>
        </div>
      </div>
      <section aria-labelledby="o-que-e" className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-3">
          <h2 id="o-que-e" className="text-2xl font-bold">
            O que é {name}
          </h2>
          <p>{service.about}</p>
          <p className="text-muted-foreground">
            Para {KIND_TEXT[service.kind]} sem travar, o que conta é uma conexão estável: com a fibra óptica
            da {company}, a casa toda assiste e ouve ao mesmo tempo.
          </p>
        </div>
        <div className="rounded-2xl bg-muted p-5">
          <h3 className="font-bold">Destaques</h3>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {service.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <GuideSteps
        id="como-ter"
        title={`Como ter ${name} com a ${company}`}
        intro="Os streamings incluídos variam conforme o plano e a cidade. Veja como chegar até o seu:"
        steps={[
          {
            title: "Conheça os combos",
            text: (
              <>
                Nossos{" "}
                <a href="/combos" className="font-semibold text-primary underline underline-offset-4">
                  combos
                </a>{" "}
                juntam internet fibra e streaming em uma só mensalidade.
              </>
            ),
          },
          {
            title: "Fale com um consultor",
            text: `Confirmamos se ${name} está disponível para a sua cidade e qual plano inclui o serviço.`,
          },
          {
            title: "Ative com os dados do seu plano",
            text: `Depois da instalação, você recebe as instruções para ativar ${name} e começar a usar.`,
          },
        ]}
      />
      <StreamingHelp
        title={`Quer ${name} no seu plano?`}
        text={`Fale com a ${company} e descubra os planos com ${service.name} na sua cidade.`}
        serviceName={withArticle(service)}
        settings={settings}
        city={city}
        wantsActivation={false}
        actionLabel={`Quero ${name}`}
      />
      <div>
        <CombosLink />
      </div>
    </div>
  );
}
