// Page texts sent as loader data, so they stay out of the page's JavaScript (the JavaScript budget,
// docs/decisions/0010).
import type { IconName } from "../../../ui/components/icon";

/** A question and its plain-text answer (loader data is serialized, so no JSX here). */
export type FaqItem = { question: string; answer: string };

export type IconCard = { icon: IconName; title: string; text: string };

const FEATURES: IconCard[] = [
  {
    icon: "monitor-play",
    title: "Visualização em tempo real",
    text: "Veja as imagens ao vivo, de onde estiver.",
  },
  {
    icon: "smartphone",
    title: "Aplicativo para smartphone",
    text: "App gratuito para Android e iOS, com todas as câmeras em uma tela.",
  },
  {
    icon: "cloud",
    title: "Armazenamento em nuvem",
    text: "Gravações guardadas com segurança fora de casa.",
  },
  {
    icon: "bell-ring",
    title: "Alertas de movimento",
    text: "Receba um aviso no celular quando algo se mexer.",
  },
  {
    icon: "lock",
    title: "Segurança criptografada",
    text: "Imagens transmitidas e guardadas com criptografia.",
  },
  {
    icon: "film",
    title: "Reprodução e exportação",
    text: "Reveja qualquer trecho e baixe o vídeo quando precisar.",
  },
];

const FAQ: FaqItem[] = [
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

export const webcamContent = { features: FEATURES, faq: FAQ };
