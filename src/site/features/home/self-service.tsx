import { Icon, type IconName } from "../../../ui/components/icon";

type Shortcut = { to: string; title: string; text: string; icon: IconName };

export const SELF_SERVICE: Shortcut[] = [
  {
    to: "/cliente/segunda-via",
    title: "2ª via da fatura",
    text: "Baixe o boleto ou copie o código Pix.",
    icon: "file-text",
  },
  {
    to: "/suporte",
    title: "Suporte técnico",
    text: "Resolva problemas de conexão passo a passo.",
    icon: "life-buoy",
  },
  {
    to: "/cliente/mudanca-senha",
    title: "Mudança de senha",
    text: "Troque a senha do seu Wi-Fi com segurança.",
    icon: "key-round",
  },
  { to: "/consumo", title: "Consumo", text: "Acompanhe o uso da sua internet.", icon: "chart-column" },
  {
    to: "/chat",
    title: "Atendimento por chat",
    text: "Fale com a nossa equipe pelo WhatsApp.",
    icon: "messages-square",
  },
];

export function SelfService() {
  return (
    <section aria-labelledby="autoatendimento-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="autoatendimento-titulo" className="text-3xl font-extrabold tracking-tight">
        Autoatendimento
      </h2>
      <p className="mt-1 text-muted-foreground">Já é cliente? Resolva sem sair de casa.</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {SELF_SERVICE.map(({ to, title, text, icon }) => (
          <li key={to}>
            <a
              href={to}
              className="flex h-full flex-col items-center gap-2 rounded-xl border bg-background p-4 text-center shadow-sm transition-colors hover:border-primary"
            >
              <Icon name={icon} className="size-8 text-primary" />
              <span className="font-bold">{title}</span>
              <span className="text-xs text-muted-foreground">{text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
