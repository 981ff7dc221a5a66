// Page texts sent as loader data, so they stay out of the page's JavaScript (the JavaScript budget,
// docs/decisions/0010).
import type { IconName } from "../../../ui/components/icon";

export type IconCard = { icon: IconName; title: string; text: string };

const ADVANTAGES: IconCard[] = [
  { icon: "life-buoy", title: "Suporte 24/7", text: "Atendimento técnico a qualquer hora, todos os dias." },
  {
    icon: "headset",
    title: "Atendimento empresarial",
    text: "Um time dedicado a empresas, que conhece o seu contrato.",
  },
  {
    icon: "badge-check",
    title: "Tecnologia avançada",
    text: "Rede de fibra óptica moderna, monitorada de ponta a ponta.",
  },
];

const CONNECTIVITY: IconCard[] = [
  { icon: "tv", title: "Streamings", text: "Apps de vídeo e música para recepções e áreas de espera." },
  { icon: "camera", title: "Câmeras", text: "Monitoramento do seu negócio com gravação na nuvem." },
  {
    icon: "network",
    title: "LAN to LAN",
    text: "Suas unidades ligadas em uma rede privada de alta velocidade.",
  },
  { icon: "shield", title: "VPN", text: "Acesso seguro aos sistemas da empresa de qualquer lugar." },
  {
    icon: "globe",
    title: "IP público exclusivo",
    text: "Endereço fixo para servidores, câmeras e sistemas.",
  },
  { icon: "wifi", title: "Extensão Mesh", text: "Wi-Fi forte em todos os ambientes da empresa." },
];

const GOVERNMENT: IconCard[] = [
  {
    icon: "shield",
    title: "Segurança pública",
    text: "Conectividade para videomonitoramento e centrais de operação.",
  },
  {
    icon: "heart-pulse",
    title: "Saúde",
    text: "Unidades de saúde conectadas para prontuário eletrônico e telemedicina.",
  },
  {
    icon: "graduation-cap",
    title: "Educação",
    text: "Escolas com internet estável para aulas e sistemas de gestão.",
  },
];

export const businessContent = { advantages: ADVANTAGES, connectivity: CONNECTIVITY, government: GOVERNMENT };
