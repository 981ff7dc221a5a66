import { Icon, type IconName } from "../../../ui/components/icon";

type Service = { to: string; title: string; text: string; icon: IconName };

export const HOME_SERVICES: Service[] = [
  {
    to: "/internet/fibra",
    title: "Internet Fibra",
    text: "Conexão estável de 350 Mega a 1 Giga, com Wi-Fi e instalação gratuita.",
    icon: "wifi",
  },
  {
    to: "/combos",
    title: "Combos",
    text: "Internet, streaming e ligações ilimitadas num só plano.",
    icon: "package",
  },
  {
    to: "/webcam",
    title: "Câmeras",
    text: "Câmeras de segurança com gravação na nuvem e acesso pelo celular.",
    icon: "cctv",
  },
  {
    to: "/streamings",
    title: "Streamings",
    text: "Filmes, séries, esportes e novelas inclusos no seu plano.",
    icon: "tv",
  },
  {
    to: "/empresas",
    title: "Empresas",
    text: "Links dedicados, IP fixo e suporte para o seu negócio.",
    icon: "building",
  },
  {
    to: "/internet/fwa-5g",
    title: "Internet 5G FWA",
    text: "Internet sem fio de alta velocidade onde a fibra ainda não chega.",
    icon: "radio-tower",
  },
];

export function ServicesCards() {
  return (
    <section aria-labelledby="servicos-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="servicos-titulo" className="text-3xl font-extrabold tracking-tight">
        Nossos serviços
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {HOME_SERVICES.map(({ to, title, text, icon }) => (
          <li key={to}>
            <a
              href={to}
              className="flex h-full gap-4 rounded-xl border bg-background p-5 shadow-sm transition-colors hover:border-primary"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon name={icon} className="size-6" />
              </span>
              <span>
                <span className="block text-lg font-bold">{title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
