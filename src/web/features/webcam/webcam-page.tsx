import {
  BellRingIcon,
  CloudIcon,
  FilmIcon,
  LockIcon,
  MonitorPlayIcon,
  PhoneIcon,
  SmartphoneIcon,
} from "lucide-react";
import { Accordion } from "../../components/ui/accordion";
import { Button } from "../../components/ui/button";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { telLink, whatsappLink } from "../../lib/contact";
import { CameraDemo } from "./camera-demo";

export function WebcamHero({ whatsappNumber, cityName }: { whatsappNumber: string; cityName?: string }) {
  const inCity = cityName ? ` em ${cityName}` : "";
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
          {whatsappNumber && (
            <div className="flex flex-wrap gap-3 pt-2">
              <Button asChild variant="accent" size="lg">
                <a
                  href={whatsappLink(whatsappNumber, `Olá! Quero contratar câmeras de segurança${inCity}.`)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Contratar agora
                  <NewWindowHint />
                </a>
              </Button>
              <Button
                asChild
                variant="outline"
                size="lg"
                className="border-white/70 bg-transparent text-white hover:bg-white/10"
              >
                <a
                  href={whatsappLink(
                    whatsappNumber,
                    `Olá! Quero saber mais sobre as câmeras de segurança${inCity}.`,
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Fale com um consultor
                  <NewWindowHint />
                </a>
              </Button>
            </div>
          )}
        </div>
        <CameraDemo />
      </div>
    </section>
  );
}

const FEATURES = [
  {
    icon: MonitorPlayIcon,
    title: "Visualização em tempo real",
    text: "Veja as imagens ao vivo, de onde estiver.",
  },
  {
    icon: SmartphoneIcon,
    title: "Aplicativo para smartphone",
    text: "App gratuito para Android e iOS, com todas as câmeras em uma tela.",
  },
  {
    icon: CloudIcon,
    title: "Armazenamento em nuvem",
    text: "Gravações guardadas com segurança fora de casa.",
  },
  {
    icon: BellRingIcon,
    title: "Alertas de movimento",
    text: "Receba um aviso no celular quando algo se mexer.",
  },
  {
    icon: LockIcon,
    title: "Segurança criptografada",
    text: "Imagens transmitidas e guardadas com criptografia.",
  },
  {
    icon: FilmIcon,
    title: "Reprodução e exportação",
    text: "Reveja qualquer trecho e baixe o vídeo quando precisar.",
  },
] as const;

export function WebcamFeatures() {
  return (
    <section aria-labelledby="recursos-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="recursos-titulo" className="text-3xl font-extrabold tracking-tight">
        Tudo o que você precisa para monitorar
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex gap-4 rounded-xl border bg-card p-5">
            <feature.icon className="size-8 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 className="font-bold">{feature.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const FAQ = [
  {
    question: "Quantas câmeras posso ter?",
    answer: "Depende do plano: o Básico permite até 2 câmeras, o Premium até 4 e o Empresarial até 8.",
  },
  {
    question: "Preciso ter a internet da operadora para contratar as câmeras?",
    answer: "Sim. As câmeras são um adicional da sua internet fibra e o valor vem somado à fatura mensal.",
  },
  {
    question: "Quem faz a instalação das câmeras?",
    answer:
      "Nossa equipe técnica instala e configura as câmeras e o aplicativo no seu celular, sem custo extra.",
  },
  {
    question: "Por quanto tempo as gravações ficam guardadas?",
    answer:
      "As gravações ficam na nuvem pelo período do seu plano, e você pode exportar os trechos importantes.",
  },
  {
    question: "Consigo ver as câmeras fora de casa?",
    answer:
      "Sim. Pelo aplicativo para Android e iOS você vê as imagens ao vivo de qualquer lugar com internet.",
  },
  {
    question: "As câmeras funcionam à noite?",
    answer: "Sim. As câmeras têm visão noturna por infravermelho e continuam gravando com pouca luz.",
  },
];

export function WebcamFaq() {
  return (
    <section aria-labelledby="faq-webcam-titulo" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="faq-webcam-titulo" className="mb-6 text-3xl font-extrabold tracking-tight">
        Perguntas frequentes
      </h2>
      <Accordion items={FAQ} />
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
          <PhoneIcon className="size-6" aria-hidden />
          {salesPhone}
        </a>
      </div>
    </section>
  );
}
