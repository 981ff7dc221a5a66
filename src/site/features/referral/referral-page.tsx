import type { ReactNode } from "react";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { whatsappLink } from "../../../ui/lib/contact";
import { REFERRAL_SECTION_ID } from "./referral-wizard";

const LINK = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

const HOW_TO_TAKE_PART = [
  {
    title: "Informe seus dados",
    text: "Preencha o primeiro passo do formulário com seu nome, telefone, e-mail e CPF de assinante.",
  },
  {
    title: "Informe os dados do seu amigo",
    text: "No segundo passo, conte quem você quer indicar: nome, telefone, e-mail e CPF do seu amigo.",
  },
  {
    title: "Seu amigo assina",
    text: "Nossa equipe comercial entra em contato com ele para apresentar os planos da sua cidade.",
  },
  {
    title: "Os dois ganham",
    text: "Depois da instalação, você e seu amigo recebem 50% de desconto na primeira mensalidade.",
  },
];

const IF_REFERRED = [
  {
    title: "Aguarde nosso contato",
    text: "Nossa equipe fala com você pelo telefone ou WhatsApp informado por quem indicou.",
  },
  {
    title: "Escolha seu plano",
    text: "Veja os planos disponíveis no seu endereço e faça a sua assinatura.",
  },
  {
    title: "Instale e aproveite",
    text: "Com a internet instalada, a sua primeira mensalidade vem com 50% de desconto.",
  },
];

function Steps({
  items,
  labelledBy,
  columns,
}: {
  items: typeof IF_REFERRED;
  labelledBy: string;
  /** The large-screen column class, written out whole so Tailwind finds it. */
  columns: string;
}) {
  return (
    <ol aria-labelledby={labelledBy} className={`mt-6 grid gap-4 sm:grid-cols-2 ${columns}`}>
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-bold">{item.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function ReferralPage({
  companyName,
  whatsappNumber,
  wizard,
}: {
  /** The referral form: the page's island (referral-island.tsx). */
  wizard?: ReactNode;
  companyName: string;
  whatsappNumber: string;
}) {
  const message = `Olá! Sou cliente da ${companyName} e quero indicar um amigo na promoção Indique um Amigo (50% de desconto na primeira mensalidade para nós dois).`;
  return (
    <>
      <section className="bg-linear-to-br from-blue-700 to-blue-950 text-white dark:from-blue-950 dark:to-slate-900">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-16 sm:py-24">
          <p className="rounded-full bg-white/15 px-4 py-1 text-sm font-semibold">Indique um amigo</p>
          <h1 className="max-w-3xl text-3xl font-extrabold text-balance sm:text-5xl">
            Indique um amigo e os dois ganham 50% de desconto
          </h1>
          <p className="max-w-2xl text-lg text-blue-50">
            Você já conhece a internet da {companyName}. Indique quem também merece uma conexão de verdade: se
            o seu amigo assinar e instalar, vocês dois pagam metade da primeira mensalidade.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="accent">
              {/* A plain anchor; with scripts the wizard's island moves the focus to the form too. */}
              <a href={`#${REFERRAL_SECTION_ID}`}>
                Inicie por aqui
                <Icon name="chevron-down" />
              </a>
            </Button>
            {whatsappNumber && (
              <Button asChild size="lg" variant="outline-on-dark" className="border-white">
                <a href={whatsappLink(whatsappNumber, message)} target="_blank" rel="noopener noreferrer">
                  <Icon name="message-circle" />
                  Indicar pelo WhatsApp
                  <NewWindowHint />
                </a>
              </Button>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-14">
        <section
          id={REFERRAL_SECTION_ID}
          aria-labelledby="indicar-titulo"
          className="grid items-start gap-8 lg:grid-cols-2"
        >
          <div className="flex flex-col gap-4">
            <h2 id="indicar-titulo" className="text-2xl font-bold sm:text-3xl">
              Faça sua indicação
            </h2>
            <p className="text-muted-foreground">
              São só dois passos: primeiro os seus dados, depois os do seu amigo. Os campos de telefone e CPF
              aceitam números com ou sem pontuação.
            </p>
            <div className="flex gap-4 rounded-xl border bg-muted/60 p-5">
              <Icon name="info" className="size-8 shrink-0 text-primary" />
              <div>
                <h3 className="font-bold">Como funciona a promoção</h3>
                <p className="mt-1 text-muted-foreground">
                  Você, assinante {companyName}, indica um amigo. Se ele assinar um plano e a instalação for
                  concluída, vocês dois ganham <strong className="text-foreground">50% de desconto</strong> na
                  primeira mensalidade.{" "}
                  <a href="/indique/regulamento" className={LINK}>
                    Leia o regulamento
                  </a>
                  .
                </p>
              </div>
            </div>
          </div>
          <div className="flex flex-col gap-3">
            {wizard}
            <p className="text-sm text-muted-foreground">
              Usamos os dados informados apenas para entrar em contato com o seu amigo sobre a promoção e para
              aplicar o desconto, conforme a LGPD. Saiba mais na{" "}
              <a href="/politica-privacidade" className={LINK}>
                política de privacidade
              </a>
              .
            </p>
          </div>
        </section>

        <section aria-labelledby="como-participar">
          <h2 id="como-participar" className="text-2xl font-bold sm:text-3xl">
            Como participar
          </h2>
          <Steps items={HOW_TO_TAKE_PART} labelledBy="como-participar" columns="lg:grid-cols-4" />
        </section>

        <section aria-labelledby="fui-indicado">
          <h2 id="fui-indicado" className="text-2xl font-bold sm:text-3xl">
            Se você foi indicado
          </h2>
          <Steps items={IF_REFERRED} labelledBy="fui-indicado" columns="lg:grid-cols-3" />
        </section>
      </div>
    </>
  );
}
