import { useMatches } from "react-router";
import { cityLabel } from "../../../domain";
import { useCity } from "../../components/city/city-context";
import { Icon } from "../../components/ui/icon";
import { floatingChatMessage, type SalesTopic, whatsappLink } from "../../lib/contact";

/**
 * The sales chat, floating at the bottom right of every public page, with a message naming the page's
 * product (its route's `handle.salesTopic`) and the chosen city. None while no WhatsApp number is set.
 * Hidden while a dialog is open (it would sit over the dialog's buttons); the footer leaves room for it
 * below its last links (footer.tsx), and toasts show at the top.
 */
export function WhatsAppButton({ number }: { number: string }) {
  const { city } = useCity();
  const topic = useMatches()
    .map((match) => (match.handle as { salesTopic?: SalesTopic } | undefined)?.salesTopic)
    .findLast(Boolean);
  if (!number) return null;
  return (
    // A landmark of its own: every part of a page sits in one (axe's "region").
    <aside aria-label="Falar com vendas">
      <a
        href={whatsappLink(number, floatingChatMessage(topic, city ? cityLabel(city) : undefined))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Falar com vendas pelo WhatsApp"
        title="Falar com vendas pelo WhatsApp"
        data-testid="whatsapp-float"
        // A page without the client app names the visit's city from these (page-script.ts, decision 0045).
        data-sales-topic={topic}
        data-sales-number={number}
        className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg ring-2 ring-white/80 transition-transform hover:scale-105 motion-reduce:transition-none sm:right-6 sm:bottom-6 [body:has(dialog[open])_&]:hidden"
      >
        <Icon name="whatsapp" className="size-7" />
      </a>
    </aside>
  );
}
