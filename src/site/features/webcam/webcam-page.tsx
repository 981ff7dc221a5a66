import type { ReactNode } from "react";
import { Accordion } from "../../../ui/components/accordion";
import { ChatButton, ConsultantButton, cityChat } from "../../../ui/components/chat-button";
import { Icon } from "../../../ui/components/icon";
import { telLink } from "../../../ui/lib/contact";
import type { FaqItem } from "./webcam-content.server";

/**
 * The hero, with the demo viewer beside it (`demo`: the page's island, whose first frame is the server's;
 * its rotation and clock start once it has hydrated). Its chats name the visit's city in the browser.
 */
export function WebcamHero({
  whatsappNumber,
  cityName,
  demo,
}: {
  whatsappNumber: string;
  cityName?: string;
  demo?: ReactNode;
}) {
  return (
    <section className="bg-linear-to-br from-slate-900 to-blue-950 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-bold tracking-widest text-accent uppercase">Câmeras de segurança</p>
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">
            Sua casa no seu celular, a qualquer hora
          </h1>
          <p className="max-w-prose text-lg text-slate-200">
            Câmeras instaladas pela nossa equipe, imagens ao vivo no aplicativo e gravações guardadas na
            nuvem. Tudo somado à fatura da sua internet.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <ChatButton
              whatsappNumber={whatsappNumber}
              {...cityChat(cityName, (where) => `Olá! Quero contratar câmeras de segurança${where}.`)}
            >
              Contratar agora
            </ChatButton>
            <ConsultantButton
              whatsappNumber={whatsappNumber}
              {...cityChat(
                cityName,
                (where) => `Olá! Quero saber mais sobre as câmeras de segurança${where}.`,
              )}
            />
          </div>
        </div>
        {demo}
      </div>
    </section>
  );
}

export function WebcamFaq({ items }: { items: FaqItem[] }) {
  return (
    <section aria-labelledby="faq-webcam-titulo" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="faq-webcam-titulo" className="mb-6 text-3xl font-extrabold tracking-tight">
        Perguntas frequentes
      </h2>
      <Accordion items={items} />
    </section>
  );
}

export function WebcamContact({ salesPhone }: { salesPhone: string }) {
  if (!salesPhone) return null;
  return (
    <section aria-labelledby="contato-webcam-titulo" className="mx-auto max-w-3xl px-4 pb-14">
      <div className="focus-ring-current flex flex-col items-center gap-3 rounded-xl bg-primary p-6 text-center text-primary-foreground">
        <h2 id="contato-webcam-titulo" className="text-2xl font-bold">
          Ficou com alguma dúvida?
        </h2>
        <p>Ligue para a nossa equipe e monte o seu plano de câmeras.</p>
        <a
          href={telLink(salesPhone)}
          className="flex items-center gap-2 text-2xl font-extrabold underline-offset-4 hover:underline"
        >
          <Icon name="phone" className="size-6" />
          {salesPhone}
        </a>
      </div>
    </section>
  );
}
