// Page texts sent as loader data, so they stay out of the page's JavaScript (the JavaScript budget,
// docs/decisions/0010).
import type { IconName } from "../../../ui/components/icon";

/** A question and its plain-text answer (loader data is serialized, so no JSX here). */
export type FaqItem = { question: string; answer: string };

export type PartnerService = { icon: IconName; title: string; text: string; to?: string; link?: string };

const PARTNER_SERVICES: PartnerService[] = [
  {
    icon: "tv",
    title: "Streaming incluso",
    text: "Max, Globoplay, Telecine e outros apps de vídeo junto com a sua internet.",
    to: "/streamings",
    link: "Conheça os streamings",
  },
  {
    icon: "camera",
    title: "Câmeras de segurança",
    text: "Acompanhe sua casa pelo celular, com gravação na nuvem.",
    to: "/webcam",
    link: "Conheça as câmeras",
  },
  {
    icon: "shield-check",
    title: "Antivírus premium",
    text: "Proteção para computadores e celulares da família contra vírus e golpes.",
  },
  {
    icon: "headset",
    title: "Suporte especializado",
    text: "Técnicos da sua região para ajudar na configuração da rede e dos aparelhos.",
  },
];

const FAQ: FaqItem[] = [
  {
    question: "Quanto tempo leva para instalar a internet fibra?",
    answer:
      "Depois da contratação, nossa equipe entra em contato em até 24h para agendar a visita. A instalação é feita em até 7 dias úteis.",
  },
  {
    question: "Quais velocidades estão disponíveis?",
    answer:
      "Os planos vão de 350 Mega a 1 Giga. As opções de cada cidade aparecem acima, depois que você escolhe a sua cidade.",
  },
  {
    question: "A instalação é cobrada?",
    answer: "Não. A instalação é gratuita em todos os planos de internet fibra.",
  },
  {
    question: "O roteador Wi-Fi está incluso?",
    answer:
      "Sim. O roteador é emprestado durante a assinatura e configurado pelo técnico no dia da instalação.",
  },
  {
    question: "Posso usar a internet em vários aparelhos ao mesmo tempo?",
    answer:
      "Sim. A fibra óptica mantém a velocidade estável com vários aparelhos conectados. Para casas grandes, o adicional de conectividade leva o Wi-Fi a todos os cômodos.",
  },
  {
    question: "Como contrato um plano?",
    answer:
      "Escolha sua cidade no menu superior, veja os planos disponíveis e toque em Assinar: um consultor continua o atendimento pelo WhatsApp.",
  },
];

export const fibraContent = { partners: PARTNER_SERVICES, faq: FAQ };
