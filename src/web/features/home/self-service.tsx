import {
  BarChart3Icon,
  FileTextIcon,
  KeyRoundIcon,
  LifeBuoyIcon,
  type LucideIcon,
  MessagesSquareIcon,
} from "lucide-react";
import { Link } from "react-router";

type Shortcut = { to: string; title: string; text: string; icon: LucideIcon };

export const SELF_SERVICE: Shortcut[] = [
  {
    to: "/cliente/segunda-via",
    title: "2ª via da fatura",
    text: "Baixe o boleto ou copie o código Pix.",
    icon: FileTextIcon,
  },
  {
    to: "/suporte",
    title: "Suporte técnico",
    text: "Resolva problemas de conexão passo a passo.",
    icon: LifeBuoyIcon,
  },
  {
    to: "/cliente/mudanca-senha",
    title: "Mudança de senha",
    text: "Troque a senha do seu Wi-Fi com segurança.",
    icon: KeyRoundIcon,
  },
  { to: "/consumo", title: "Consumo", text: "Acompanhe o uso da sua internet.", icon: BarChart3Icon },
  {
    to: "/chat",
    title: "Atendimento por chat",
    text: "Fale com a nossa equipe pelo WhatsApp.",
    icon: MessagesSquareIcon,
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
        {SELF_SERVICE.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2 rounded-xl border bg-background p-4 text-center shadow-sm transition-colors hover:border-primary"
            >
              <Icon className="size-8 text-primary" aria-hidden />
              <span className="font-bold">{title}</span>
              <span className="text-xs text-muted-foreground">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
