import type { ReactNode } from "react";
import type { SiteSettings } from "../../../domain";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { telLink, whatsappLink } from "../../../ui/lib/contact";

export type ContactChannel =
  | "sac"
  | "phone"
  | "whatsapp"
  | "salesEmail"
  | "supportEmail"
  | "hours"
  | "address";

type Card = { key: ContactChannel; icon: ReactNode; label: string; body: ReactNode };

const LINK = "wrap-anywhere font-semibold text-primary underline underline-offset-4 hover:no-underline";

/**
 * The company's contact details from the site settings, as cards. An empty setting means "not set",
 * so its card is left out; with nothing set the list renders nothing.
 */
export function ContactChannels({
  settings,
  channels,
  whatsappMessage,
}: {
  settings: SiteSettings;
  channels: readonly ContactChannel[];
  whatsappMessage: string;
}) {
  const cards: Card[] = [];
  for (const key of channels) {
    if (key === "sac" && settings.sacPhone) {
      cards.push({
        key,
        icon: <Icon name="headset" />,
        label: settings.sacPhone.startsWith("0800") ? "SAC (ligação gratuita)" : "SAC",
        body: (
          <a href={telLink(settings.sacPhone)} className={LINK}>
            {settings.sacPhone}
          </a>
        ),
      });
    } else if (key === "phone" && settings.salesPhone) {
      cards.push({
        key,
        icon: <Icon name="phone" />,
        label: "Telefone",
        body: (
          <a href={telLink(settings.salesPhone)} className={LINK}>
            {settings.salesPhone}
          </a>
        ),
      });
    } else if (key === "whatsapp" && settings.whatsappNumber) {
      cards.push({
        key,
        icon: <Icon name="message-circle" />,
        label: "WhatsApp",
        body: (
          <a
            href={whatsappLink(settings.whatsappNumber, whatsappMessage)}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK}
          >
            Conversar pelo WhatsApp
            <NewWindowHint />
          </a>
        ),
      });
    } else if (key === "salesEmail" && settings.salesEmail) {
      cards.push({
        key,
        icon: <Icon name="mail" />,
        label: "E-mail comercial",
        body: mailLink(settings.salesEmail),
      });
    } else if (key === "supportEmail" && settings.supportEmail) {
      cards.push({
        key,
        icon: <Icon name="mail" />,
        label: "E-mail de atendimento",
        body: mailLink(settings.supportEmail),
      });
    } else if (key === "hours" && settings.businessHours) {
      cards.push({
        key,
        icon: <Icon name="clock" />,
        label: "Horário de atendimento",
        body: settings.businessHours,
      });
    } else if (key === "address" && settings.address) {
      cards.push({ key, icon: <Icon name="map-pin" />, label: "Endereço", body: settings.address });
    }
  }
  if (cards.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <li key={card.key} className="flex min-w-0 gap-3 rounded-xl border bg-card p-4 text-card-foreground">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5"
          >
            {card.icon}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-sm text-muted-foreground">{card.label}</p>
            <div>{card.body}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function mailLink(address: string, subject?: string) {
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <a href={href} className={LINK}>
      {address}
    </a>
  );
}
