import type { SiteSettings } from "../../../domain";
import { ChatButton, ConsultantButton, cityChat } from "../../../ui/components/chat-button";
import { Icon, type IconName } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/components/tabs";
import { telLink, whatsappLink } from "../../../ui/lib/contact";
import type { IconCard } from "./business-content.server";

export function BusinessHero({ whatsappNumber, cityName }: { whatsappNumber: string; cityName?: string }) {
  return (
    <section className="bg-linear-to-br from-blue-950 to-primary text-white dark:to-slate-950">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-bold tracking-widest text-accent uppercase">Para empresas</p>
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">
            Tecnologia que impulsiona os resultados da sua empresa
          </h1>
          <p className="max-w-prose text-lg text-blue-50">
            Internet fibra dedicada, dados e segurança com suporte de quem está perto do seu negócio.
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Áreas de atuação">
            {["Conectividade", "Dados", "Segurança"].map((area) => (
              <li key={area} className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
                {area}
              </li>
            ))}
          </ul>
          <div className="pt-2">
            <ConsultantButton
              primary
              whatsappNumber={whatsappNumber}
              {...cityChat(
                cityName,
                (where) => `Olá! Quero falar com um consultor sobre soluções para minha empresa${where}.`,
              )}
            />
          </div>
        </div>
        <img
          src="/images/empresas/hero.svg"
          alt="Prédios comerciais com um gráfico de crescimento"
          width={480}
          height={360}
          className="mx-auto h-auto w-full max-w-xs md:max-w-md"
        />
      </div>
    </section>
  );
}

export function BusinessAdvantages({ items }: { items: IconCard[] }) {
  return (
    <section aria-labelledby="vantagens-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="vantagens-titulo" className="text-3xl font-extrabold tracking-tight">
        Por que escolher a nossa rede
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
            <Icon name={item.icon} size={32} className="shrink-0 text-decor" />
            <h3 className="text-lg font-bold">{item.title}</h3>
            <p className="text-sm text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BusinessSolutions({
  whatsappNumber,
  cityName,
  connectivity,
}: {
  whatsappNumber: string;
  cityName?: string;
  connectivity: IconCard[];
}) {
  return (
    <section aria-labelledby="solucoes-titulo" className="bg-muted/40 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="solucoes-titulo" className="text-3xl font-extrabold tracking-tight">
          Soluções para o seu negócio
        </h2>
        <Tabs defaultValue="conectividade" className="mt-6">
          <TabsList aria-label="Soluções">
            <TabsTrigger value="conectividade">Conectividade</TabsTrigger>
            <TabsTrigger value="seguranca">Segurança</TabsTrigger>
          </TabsList>
          <TabsContent value="conectividade">
            <ul className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-3">
              {connectivity.map((item) => (
                <li key={item.title} className="flex gap-3 rounded-xl border bg-card p-5">
                  <Icon name={item.icon} size={28} className="shrink-0 text-decor" />
                  <div>
                    <h3 className="font-bold">{item.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="seguranca">
            <div className="mt-6 flex flex-col gap-4 rounded-xl border bg-card p-6 md:flex-row md:items-center">
              <Icon name="shield-check" size={48} className="shrink-0 text-decor" />
              <div className="flex-1">
                <h3 className="text-lg font-bold">Antivírus premium</h3>
                <p className="mt-1 text-muted-foreground">
                  Proteção para os computadores e celulares da equipe contra vírus, ransomware e golpes, com
                  gestão centralizada das licenças.
                </p>
              </div>
              <ChatButton
                whatsappNumber={whatsappNumber}
                {...cityChat(
                  cityName,
                  (where) => `Olá! Quero saber mais sobre o antivírus premium para minha empresa${where}.`,
                )}
                variant="default"
                size="default"
              >
                Saiba mais<span className="sr-only"> sobre o antivírus premium</span>
              </ChatButton>
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}

export function GovernmentServices({ items }: { items: IconCard[] }) {
  return (
    <section aria-labelledby="governo-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="governo-titulo" className="text-3xl font-extrabold tracking-tight">
        Soluções para o setor público
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
            <Icon name={item.icon} size={32} className="shrink-0 text-decor" />
            <h3 className="text-lg font-bold">{item.title}</h3>
            <p className="text-sm text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

type ContactCard = {
  icon: IconName;
  title: string;
  text: string;
  href: string;
  label: string;
  external: boolean;
};

/** Chat, phone and e-mail contacts; each appears only when the site settings have it. */
export function BusinessContacts({ settings }: { settings: SiteSettings }) {
  const candidates: Array<ContactCard | false | "" | null | undefined> = [
    settings.whatsappNumber && {
      icon: "message-circle",
      title: "Chat",
      text: "Converse com um consultor pelo WhatsApp.",
      href: whatsappLink(settings.whatsappNumber, "Olá! Sou de uma empresa e quero falar com um consultor."),
      label: "Iniciar conversa",
      external: true,
    },
    // 'Ligue grátis' only over a free-call number; otherwise the sales line, without the promise.
    settings.freeCallPhone
      ? {
          icon: "phone",
          title: "Ligue grátis",
          text: "Fale com a nossa equipe comercial sem pagar pela ligação.",
          href: telLink(settings.freeCallPhone),
          label: settings.freeCallPhone,
          external: false,
        }
      : settings.salesPhone && {
          icon: "phone",
          title: "Telefone",
          text: "Fale com a nossa equipe comercial.",
          href: telLink(settings.salesPhone),
          label: settings.salesPhone,
          external: false,
        },
    settings.salesEmail && {
      icon: "mail",
      title: "Vendas",
      text: "Peça uma proposta por e-mail.",
      href: `mailto:${settings.salesEmail}`,
      label: settings.salesEmail,
      external: false,
    },
    settings.supportEmail && {
      icon: "building",
      title: "Suporte",
      text: "Já é cliente? Escreva para o suporte.",
      href: `mailto:${settings.supportEmail}`,
      label: settings.supportEmail,
      external: false,
    },
  ];
  const cards = candidates.filter((card) => !!card);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="contato-empresas-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="contato-empresas-titulo" className="text-3xl font-extrabold tracking-tight">
        Fale com a gente
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
            <Icon name={card.icon} size={28} className="shrink-0 text-decor" />
            <h3 className="text-lg font-bold">{card.title}</h3>
            <p className="text-sm text-muted-foreground">{card.text}</p>
            <a
              href={card.href}
              className="mt-auto font-semibold break-all text-primary underline-offset-2 hover:underline"
              {...(card.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {card.label}
              {card.external && <NewWindowHint />}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
