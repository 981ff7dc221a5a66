import { type EmbeddedVideo, formatPrice, type StartingPrice } from "../../../domain";
import { Accordion } from "../../../ui/components/accordion";
import { Button } from "../../../ui/components/button";
import { Icon, type IconName } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { whatsappLink } from "../../../ui/lib/contact";
import { OfferTeaserTerms } from "../../components/offer-card/offer-teaser-terms";
import {
  PARTNER_BENEFITS,
  PARTNER_FAQ,
  PARTNER_REQUIREMENTS,
  PARTNER_SERVICES,
  PARTNER_STEPS,
} from "./partner-data";

const BENEFIT_ICONS: IconName[] = ["badge-check", "gauge", "layers", "sparkles"];
const REQUIREMENT_ICONS: IconName[] = ["building-complex", "mail"];

type Props = { companyName: string; whatsappNumber: string; cityName?: string };

/**
 * What the catalogue sells today, each line from its lowest price; the how-it-works video from the
 * settings, when there is one (SPEC §2).
 */
type PageProps = Props & { services: StartingPrice[]; video?: EmbeddedVideo };

const POSTER = "/images/partners/como-funciona.svg";

/**
 * The video as its poster with a play button (issue 59): a link to the video on its site, which the
 * page's script (video-facade.ts) turns into the player on the press; the steps beside it are its text.
 */
function HowItWorksVideo({ video }: { video: EmbeddedVideo }) {
  const title = "Vídeo: como funciona o programa de parceiros";
  return (
    <figure className="flex flex-col gap-2">
      <div
        data-video-src={video.embedUrl}
        data-video-title={title}
        data-testid="partner-video"
        className="aspect-video w-full overflow-hidden rounded-2xl border bg-muted"
      >
        <a
          href={video.watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-video-play
          className="group relative block size-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <img
            src={POSTER}
            width={640}
            height={360}
            alt=""
            className="size-full object-cover"
            loading="lazy"
          />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform group-hover:scale-110">
              <Icon name="play" className="size-7" />
            </span>
          </span>
          <span className="sr-only">
            Assistir ao vídeo: como funciona o programa de parceiros ({video.provider})
          </span>
        </a>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        O vídeo só carrega quando você aperta o play, pelo {video.provider}. Prefere ler? Os passos desta
        seção dizem o mesmo que o vídeo.{" "}
        <a
          href={video.watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-primary underline underline-offset-4"
        >
          Assistir no {video.provider}
          <NewWindowHint />
        </a>
      </figcaption>
    </figure>
  );
}

function SignUpButton({ companyName, whatsappNumber, cityName, light }: Props & { light?: boolean }) {
  if (!whatsappNumber) return null;
  const message = `Olá! Quero cadastrar minha empresa no programa de parceiros da ${companyName}${cityName ? ` (atuo em ${cityName})` : ""}.`;
  return (
    <Button asChild size="lg" variant={light ? "accent" : "default"}>
      <a href={whatsappLink(whatsappNumber, message)} target="_blank" rel="noopener noreferrer">
        <Icon name="handshake" />
        Cadastre-se
        <NewWindowHint />
      </a>
    </Button>
  );
}

export function PartnersPage({ services, video, ...props }: PageProps) {
  return (
    <>
      <section className="bg-linear-to-br from-blue-700 to-blue-950 text-white dark:from-blue-950 dark:to-slate-900">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-16 sm:py-24">
          <p className="rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">Programa de parceiros</p>
          <h1 className="max-w-3xl text-3xl font-extrabold sm:text-5xl">
            Quer aumentar as vendas e o faturamento mensal?
          </h1>
          <p className="max-w-2xl text-lg text-blue-50">
            Seja parceiro da {props.companyName}: ofereça a nossa internet fibra aos seus clientes e ganhe com
            cada venda.
          </p>
          <SignUpButton {...props} light />
        </div>
      </section>

      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-14">
        <section aria-labelledby="requisitos">
          <h2 id="requisitos" className="text-2xl font-bold sm:text-3xl">
            Requisitos para participar
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {PARTNER_REQUIREMENTS.map((item, index) => {
              const icon = REQUIREMENT_ICONS[index]!;
              return (
                <li key={item.title} className="flex gap-4 rounded-xl border bg-card p-5">
                  <Icon name={icon} className="size-8 shrink-0 text-primary" />
                  <div>
                    <h3 className="font-bold">{item.title}</h3>
                    <p className="mt-1 text-muted-foreground">{item.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="como-funciona" className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <h2 id="como-funciona" className="text-2xl font-bold sm:text-3xl">
              Como funciona
            </h2>
            <ol className="mt-6 flex flex-col gap-4">
              {PARTNER_STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-bold">{step.title}</h3>
                    <p className="text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          {video ? (
            <HowItWorksVideo video={video} />
          ) : (
            <img
              src={POSTER}
              width={640}
              height={360}
              alt="Ilustração: uma loja parceira ligada a um gráfico de vendas em alta"
              className="h-auto w-full rounded-2xl"
              loading="lazy"
            />
          )}
        </section>

        <section aria-labelledby="beneficios">
          <h2 id="beneficios" className="text-2xl font-bold sm:text-3xl">
            Benefícios de ser parceiro
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PARTNER_BENEFITS.map((benefit, index) => {
              const icon = BENEFIT_ICONS[index]!;
              return (
                <li key={benefit.title} className="rounded-xl border bg-card p-5">
                  <Icon name={icon} className="size-8 text-primary" />
                  <h3 className="mt-3 font-bold">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{benefit.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section
          aria-labelledby="cadastro"
          className="flex flex-col items-start gap-4 rounded-2xl bg-muted p-8 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="cadastro" className="text-2xl font-bold">
              Pronto para crescer com a gente?
            </h2>
            <p className="mt-1 text-muted-foreground">
              O cadastro é gratuito e nosso time comercial responde em horário comercial.
            </p>
          </div>
          <SignUpButton {...props} />
        </section>

        {services.length > 0 && (
          <section aria-labelledby="servicos">
            <h2 id="servicos" className="text-2xl font-bold sm:text-3xl">
              Serviços para oferecer
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {services.map(({ line, price, offer }) => {
                const service = PARTNER_SERVICES[line];
                return (
                  <li key={line} className="flex flex-col rounded-xl border bg-card p-5">
                    <Icon name={service.icon} className="size-8 text-primary" />
                    <h3 className="mt-3 text-lg font-bold">{service.name}</h3>
                    <p className="mt-1 flex-1 text-sm text-muted-foreground">{service.text}</p>
                    <p className="mt-4 text-sm" data-testid="partner-price">
                      a partir de <strong className="text-xl text-foreground">{formatPrice(price)}</strong>
                      /mês
                    </p>
                    {/* The offer that costs that, with what its card says of it (issue 59). */}
                    <p className="mt-1 text-xs font-semibold">{offer.name}</p>
                    <OfferTeaserTerms offer={offer} />
                  </li>
                );
              })}
            </ul>
            <p className="mt-3 text-xs text-muted-foreground">
              Preço mensal sem promoção do plano mais barato de cada linha; os planos e os preços variam por
              cidade.{" "}
              <a href="/ofertas" className="font-semibold text-primary underline underline-offset-4">
                Ver todas as ofertas
              </a>
            </p>
          </section>
        )}

        <section aria-labelledby="cobertura" className="flex gap-4 rounded-2xl border bg-card p-6">
          <Icon name="map-pin" className="size-8 shrink-0 text-primary" />
          <div>
            <h2 id="cobertura" className="text-2xl font-bold">
              Área de cobertura
            </h2>
            <p className="mt-2 text-muted-foreground">
              Atuamos em todo o estado e em mais 18 municípios do estado vizinho: seus clientes podem
              contratar onde estiverem.{" "}
              <a href="/mapa-cobertura" className="font-semibold text-primary underline underline-offset-4">
                Ver o mapa de cobertura
              </a>
            </p>
          </div>
        </section>

        <section aria-labelledby="duvidas">
          <h2 id="duvidas" className="mb-6 text-2xl font-bold sm:text-3xl">
            Perguntas frequentes
          </h2>
          <Accordion items={PARTNER_FAQ} />
        </section>
      </div>
    </>
  );
}
