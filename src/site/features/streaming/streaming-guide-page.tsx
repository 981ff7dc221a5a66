import type { PublicCity, PublicStreamingBanner, SiteSettings, StreamingGuideId } from "../../../domain";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { GuideBanners } from "./guide-banners";
import { GuideSteps } from "./guide-steps";
import type { GuideContent, PortalStep } from "./guides";
import { LookePortalGuide } from "./looke-portal-guide";
import { type StreamingService, withArticle } from "./services";
import { StreamingHelp } from "./streaming-help";
import { StreamingLogo } from "./streaming-logo";

export function BackToCatalogue() {
  return (
    <a
      href="/streamings"
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      <Icon name="arrow-left" className="size-4" />
      Todos os streamings
    </a>
  );
}

export function CombosLink() {
  return (
    <Button asChild size="lg">
      <a href="/combos">
        Ver combos com streaming
        <Icon name="arrow-right" />
      </a>
    </Button>
  );
}

/** One of the five login guides (SPEC §2): the service's banners, then its steps and where to get help. */
export function StreamingGuidePage({
  id,
  service,
  content,
  portalSteps,
  banners,
  settings,
  city,
}: {
  id: StreamingGuideId;
  service: StreamingService;
  content: GuideContent;
  /** The portal walk-through with screens (Looke's). */
  portalSteps: readonly PortalStep[] | null;
  banners: readonly PublicStreamingBanner[];
  settings: SiteSettings;
  city: PublicCity | null;
}) {
  const activatedByCentral = id === "globoplay" || id === "premiere";
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8">
      <GuideBanners label={`Destaques: ${service.name}`} banners={banners} />
      <div className="flex flex-col gap-4">
        <BackToCatalogue />
        <div className="flex items-center gap-4">
          <StreamingLogo id={id} src={service.logoUrl} size={64} />
          <h1 className="text-3xl font-extrabold md:text-4xl">Como ativar {withArticle(service)}</h1>
        </div>
        <p className="max-w-3xl text-lg text-muted-foreground">{content.intro}</p>
      </div>
      <section aria-labelledby="antes-de-comecar" className="rounded-2xl bg-muted p-6">
        <h2 id="antes-de-comecar" className="flex items-center gap-2 text-lg font-bold">
          <Icon name="clipboard-list" className="size-5 text-primary" />
          Antes de começar, tenha em mãos
        </h2>
        <ul className="mt-3 flex flex-col gap-1.5 text-sm">
          {content.needs.map((need) => (
            <li key={need} className="flex items-start gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
              {need}
            </li>
          ))}
        </ul>
      </section>
      <GuideSteps
        id="passo-a-passo"
        title={`Ative em ${content.steps.length} passos`}
        steps={content.steps}
      />
      {portalSteps && <LookePortalGuide steps={portalSteps} />}
      <StreamingHelp
        title={activatedByCentral ? "Peça a sua ativação" : "Precisa de ajuda?"}
        text={
          activatedByCentral
            ? `Fale com a central da ${settings.companyName} para receber o e-mail de ativação ${service.article === "a" ? "da" : "do"} ${service.name}.`
            : `Se a ativação não funcionar, a central da ${settings.companyName} confere o seu cadastro e ajuda você a concluir.`
        }
        serviceName={withArticle(service)}
        settings={settings}
        city={city}
        wantsActivation
        actionLabel={activatedByCentral ? "Solicitar ativação pelo WhatsApp" : "Pedir ajuda pelo WhatsApp"}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <CombosLink />
      </div>
    </div>
  );
}
