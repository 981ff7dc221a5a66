import { Button } from "../../../ui/components/button";
import { ConsultantButton, cityChat } from "../../../ui/components/chat-button";
import { Icon } from "../../../ui/components/icon";
import type { EntertainmentService } from "./combos-content.server";

export function CombosHero({ whatsappNumber, cityName }: { whatsappNumber: string; cityName?: string }) {
  return (
    <section className="bg-linear-to-br from-violet-800 to-blue-900 text-white dark:from-violet-950 dark:to-slate-950">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-bold tracking-widest text-accent uppercase">Combos</p>
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">
            Internet fibra, streaming e ligações em um só plano
          </h1>
          <p className="max-w-prose text-lg text-violet-50">
            Monte a diversão da casa com a internet mais rápida da região e os melhores apps de filmes, séries
            e esportes, tudo em uma única fatura.
          </p>
          <ul className="flex flex-col gap-1.5 text-violet-50">
            {["Internet Fibra", "Streaming incluso", "Ligações Ilimitadas"].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-accent" />
                {item}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild variant="accent" size="lg">
              <a href="#combos-titulo">Ver combos</a>
            </Button>
            <ConsultantButton
              whatsappNumber={whatsappNumber}
              {...cityChat(
                cityName,
                (where) => `Olá! Quero saber mais sobre os combos de internet e streaming${where}.`,
              )}
            />
          </div>
        </div>
        <img
          src="/images/combos/hero.svg"
          alt="Televisão exibindo um filme por streaming"
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-xs md:max-w-md"
        />
      </div>
    </section>
  );
}

/** The four streaming services the combos bring, each linking to its activation guide. */
export function EntertainmentSection({ services }: { services: EntertainmentService[] }) {
  return (
    <section aria-labelledby="entretenimento-titulo" className="bg-muted/40 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="entretenimento-titulo" className="text-3xl font-extrabold tracking-tight">
          Entretenimento para toda a família
        </h2>
        <p className="mt-2 text-muted-foreground">
          Ative o streaming do seu combo com o login da sua assinatura.
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.id}>
              <a
                href={`/streaming/${service.id}`}
                className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 transition-shadow hover:shadow-md"
              >
                <img
                  src={`/images/streaming/${service.id}.svg`}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-full"
                />
                <span className="text-lg font-bold">{service.name}</span>
                <span className="text-sm text-muted-foreground">{service.text}</span>
                <span className="mt-auto text-sm font-semibold text-primary">Como ativar</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
