import { type OfferTeaser, signUpHref, WHATSAPP_SECOND_BUTTON } from "../../../domain";
import { Accordion } from "../../../ui/components/accordion";
import { Button } from "../../../ui/components/button";
import { ChatButton, cityChat } from "../../../ui/components/chat-button";
import { Icon } from "../../../ui/components/icon";
import { OfferTeaserTerms } from "../../components/offer-card/offer-teaser-terms";
import type { FaqItem, PartnerService } from "./fibra-content.server";

/** 'R$ 129' for a whole price, 'R$ 129,90' otherwise: the hero's short figure (SPEC §2). */
const shortPrice = (price: number) =>
  Number.isInteger(price) ? `R$ ${price}` : `R$ ${price.toFixed(2).replace(".", ",")}`;

/**
 * SPEC §2's hero, '750 MEGA por R$ 129', from the 750 Mega offer on sale (internetOfferAt), with the
 * conditions and label its card gives (issue 59); without one on sale, a heading that names no price.
 */
export function FibraHero({
  whatsappNumber,
  cityName,
  offer,
  onlineSales = false,
}: {
  whatsappNumber: string;
  cityName?: string;
  offer?: OfferTeaser;
  /** Issue 68: 'Assine já' leads to 'Contrate online' with the hero's offer; WhatsApp second. */
  onlineSales?: boolean;
}) {
  return (
    <section className="bg-linear-to-br from-primary to-blue-950 text-white dark:from-blue-950 dark:to-slate-950">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-bold tracking-widest text-accent uppercase">Internet Fibra</p>
          <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">
            {offer ? (
              <>
                {offer.speed.toUpperCase()} por{" "}
                <span className="whitespace-nowrap">{shortPrice(offer.firstPrice)}</span>
              </>
            ) : (
              "Internet fibra na sua casa"
            )}
          </h1>
          {offer && <OfferTeaserTerms offer={offer} tone="dark" />}
          <p className="max-w-prose text-lg text-blue-50">
            Fibra óptica até a sua casa, Wi-Fi incluso e instalação gratuita. Velocidade estável para
            trabalhar, estudar e assistir sem travar.
          </p>
          <ul className="flex flex-col gap-1.5 text-blue-50">
            {["Wi-Fi de alta performance incluso", "Instalação gratuita", "Suporte técnico local"].map(
              (item) => (
                <li key={item} className="flex items-center gap-2">
                  <Icon name="check" className="size-4 text-accent" />
                  {item}
                </li>
              ),
            )}
          </ul>
          <div className="flex flex-wrap gap-3 pt-2">
            {onlineSales && (
              <Button asChild variant="accent" size="lg">
                <a href={signUpHref(offer?.code)} data-sign-up-link>
                  Assine já
                </a>
              </Button>
            )}
            <ChatButton
              whatsappNumber={whatsappNumber}
              variant={onlineSales ? "outline-on-dark" : "accent"}
              {...cityChat(cityName, (where) =>
                offer
                  ? `Olá! Quero assinar a internet fibra de ${offer.speed} por ${shortPrice(offer.firstPrice)}${where}.`
                  : `Olá! Quero assinar a internet fibra${where}.`,
              )}
            >
              {onlineSales ? WHATSAPP_SECOND_BUTTON : "Assine já"}
            </ChatButton>
            <Button asChild variant="outline-on-dark" size="lg" className="border-white/70">
              <a href="#planos-titulo">Ver planos</a>
            </Button>
          </div>
        </div>
        <img
          src="/images/fibra/hero.svg"
          alt="Roteador Wi-Fi ligado à rede de fibra óptica"
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-xs md:max-w-md"
        />
      </div>
    </section>
  );
}

export function ConnectivityAddon({
  whatsappNumber,
  cityName,
}: {
  whatsappNumber: string;
  cityName?: string;
}) {
  return (
    <section aria-labelledby="adicional-titulo" className="mx-auto max-w-7xl px-4 pb-12">
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-6 md:flex-row md:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon name="router" className="size-6" />
        </span>
        <div className="flex-1">
          <h2 id="adicional-titulo" className="text-xl font-bold">
            Adicional de conectividade
          </h2>
          <p className="mt-1 text-muted-foreground">
            Um ponto extra de Wi-Fi Mesh para levar o sinal a todos os cômodos, por{" "}
            <strong className="text-foreground">R$ 8,90/mês</strong>.
          </p>
        </div>
        <ChatButton
          whatsappNumber={whatsappNumber}
          {...cityChat(
            cityName,
            (where) =>
              `Olá! Quero contratar o adicional de conectividade (Wi-Fi Mesh) por R$ 8,90/mês${where}.`,
          )}
          variant="outline"
          size="default"
        >
          Contratar agora
        </ChatButton>
      </div>
    </section>
  );
}

export function PartnerServices({ items }: { items: PartnerService[] }) {
  return (
    <section aria-labelledby="servicos-titulo" className="bg-muted/40 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="servicos-titulo" className="text-3xl font-extrabold tracking-tight">
          Serviços parceiros
        </h2>
        <p className="mt-2 text-muted-foreground">
          Mais do que internet: serviços que completam a sua assinatura.
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((service) => (
            <li key={service.title} className="flex flex-col gap-3 rounded-xl border bg-card p-5">
              <Icon name={service.icon} size={32} className="shrink-0 text-decor" />
              <h3 className="text-lg font-bold">{service.title}</h3>
              <p className="text-sm text-muted-foreground">{service.text}</p>
              {service.to && (
                <a
                  href={service.to}
                  className="mt-auto text-sm font-semibold text-primary underline-offset-2 hover:underline"
                >
                  {service.link}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FibraFaq({ items }: { items: FaqItem[] }) {
  return (
    <section aria-labelledby="faq-fibra-titulo" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="faq-fibra-titulo" className="mb-6 text-3xl font-extrabold tracking-tight">
        Perguntas frequentes
      </h2>
      <Accordion items={items} />
    </section>
  );
}
