import type { ReactNode } from "react";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { cn } from "../../../ui/lib/utils";
import { guideIdOf, type StreamingService, streamingPath, withArticle } from "./services";
import { StreamingLogo } from "./streaming-logo";

/** The hero's figures: the first is counted from the plans on sale, never written ('5+' was a guess). */
function heroStats(includedCount: number) {
  return [
    ...(includedCount > 0
      ? [
          {
            value: `${includedCount} ${includedCount === 1 ? "serviço" : "serviços"}`,
            label: "inclusos nos nossos planos",
          },
        ]
      : []),
    { value: "HD/4K", label: "de qualidade de imagem" },
    { value: "24/7", label: "para assistir quando quiser" },
  ];
}

function StreamingHero({ includedCount }: { includedCount: number }) {
  return (
    <section className="bg-linear-to-br from-indigo-800 via-violet-800 to-fuchsia-800 text-white dark:from-indigo-950 dark:via-violet-950 dark:to-fuchsia-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 md:py-16">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
          <Icon name="monitor-play" className="size-5" />
          Entretenimento
        </p>
        <h1 className="max-w-3xl text-3xl font-extrabold leading-tight md:text-5xl">
          Streamings: filmes, séries, esportes e música com a sua internet
        </h1>
        <p className="max-w-2xl text-base text-white/90 md:text-lg">
          Veja o que cada serviço oferece, como ele chega até você pelos nossos combos e como ativar o seu
          acesso passo a passo.
        </p>
        <dl className="grid max-w-2xl grid-cols-3 gap-3">
          {heroStats(includedCount).map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse gap-1 rounded-xl bg-white/10 p-3 md:p-4">
              <dt className="text-xs text-white/90 md:text-sm">{stat.label}</dt>
              <dd className="text-lg font-extrabold md:text-2xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function ServiceCard({ service }: { service: StreamingService }) {
  const guide = guideIdOf(service.id);
  return (
    <li>
      <article
        data-testid="streaming-card"
        aria-labelledby={`streaming-${service.id}`}
        className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
      >
        <div className={cn("flex items-center gap-3 bg-linear-to-br p-4 text-white", service.colorClass)}>
          <StreamingLogo id={service.id} src={service.logoUrl} size={48} className="ring-2 ring-white/70" />
          <h4 id={`streaming-${service.id}`} className="text-lg font-bold">
            {service.name}
          </h4>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <p className="text-sm text-muted-foreground">{service.description}</p>
          <ul className="flex flex-col gap-1.5 text-sm">
            {service.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
          <a
            href={streamingPath(service.id)}
            className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {guide ? `Como ativar ${withArticle(service)}` : `Saiba mais sobre ${withArticle(service)}`}
            <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
      </article>
    </li>
  );
}

/** The on-page help the spec's framed external site gave: how a subscriber reaches their streamings. */
function ActivationHowTo({ guides }: { guides: readonly StreamingService[] }) {
  return (
    <section aria-labelledby="como-acessar" className="bg-muted/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h2 id="como-acessar" className="text-2xl font-bold md:text-3xl">
            Como acessar seus streamings
          </h2>
          <ol className="flex flex-col gap-4">
            {[
              [
                "Confira o que o seu plano inclui",
                "Os streamings incluídos aparecem no cartão do seu plano e no seu contrato.",
              ],
              [
                "Abra o guia do serviço",
                "Cada serviço tem o seu jeito de ativar: escolha o guia abaixo e siga os passos.",
              ],
              [
                "Entre com os dados do provedor",
                "Na maioria dos serviços, você escolhe o provedor na lista de parceiros e confirma com o login, o CPF ou o telefone do cadastro.",
              ],
              [
                "Precisa de ajuda?",
                "Nossa central ajuda você a ativar qualquer serviço incluído no seu plano.",
              ],
            ].map(([title, text], index) => (
              <li key={title} className="flex gap-3">
                <span
                  aria-hidden
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">
                    <span className="sr-only">Passo {index + 1}: </span>
                    {title}
                  </h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground">
          <h3 className="text-lg font-bold">Guias de ativação</h3>
          <ul className="flex flex-col gap-2">
            {guides.map((service) => (
              <li key={service.id}>
                <a
                  href={streamingPath(service.id)}
                  className="flex items-center gap-3 rounded-lg p-2 font-semibold hover:bg-muted"
                >
                  <StreamingLogo id={service.id} src={service.logoUrl} size={32} />
                  Como ativar {withArticle(service)}
                  <Icon name="arrow-right" className="ml-auto size-4 text-primary" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function ServiceGrid({ services }: { services: readonly StreamingService[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </ul>
  );
}

/**
 * The /streamings page: first the services the provider's plans include (`included`, from the
 * catalogue), then the catalogue's others, which a visitor subscribes to on their own.
 */
export function StreamingCatalogue({
  included,
  others,
  children,
}: {
  included: readonly StreamingService[];
  others: readonly StreamingService[];
  /** The login-help guide's frame, when the settings name one: after the how-to, before the combos. */
  children?: ReactNode;
}) {
  const all = [...included, ...others];
  return (
    <>
      <StreamingHero includedCount={included.length} />
      <section aria-labelledby="catalogo" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="catalogo" className="text-2xl font-bold md:text-3xl">
          Catálogo de streamings
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          {all.length} serviços de vídeo, música e esporte. Escolha um para saber mais.
        </p>
        {included.length > 0 && (
          <section aria-labelledby="incluidos" className="mt-8">
            <h3 id="incluidos" className="text-xl font-bold">
              Incluídos nos nossos planos
            </h3>
            <p className="mt-1 text-muted-foreground">
              {included.length === 1
                ? "Este serviço vem com planos e combos nossos, sem assinatura à parte."
                : `Estes ${included.length} serviços vêm com planos e combos nossos, sem assinatura à parte.`}
            </p>
            <ServiceGrid services={included} />
          </section>
        )}
        {others.length > 0 && (
          <section aria-labelledby="outros" className="mt-12">
            <h3 id="outros" className="text-xl font-bold">
              {included.length > 0 ? "Outros serviços" : "Serviços"}
            </h3>
            <p className="mt-1 text-muted-foreground">
              {included.length > 0
                ? "Não fazem parte dos nossos planos: assine direto com cada serviço e assista com a sua internet."
                : "Assine direto com cada serviço e assista com a sua internet."}
            </p>
            <ServiceGrid services={others} />
          </section>
        )}
      </section>
      <ActivationHowTo guides={all.filter((service) => guideIdOf(service.id))} />
      {children}
      <section aria-labelledby="combos-cta" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-8 text-card-foreground shadow-sm md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="combos-cta" className="text-2xl font-bold">
              Internet e streaming no mesmo plano
            </h2>
            <p className="mt-1 text-muted-foreground">
              Nossos combos juntam fibra óptica e os seus serviços favoritos.
            </p>
          </div>
          <Button asChild size="lg">
            <a href="/combos">
              Ver combos
              <Icon name="arrow-right" />
            </a>
          </Button>
        </div>
      </section>
    </>
  );
}
