import type { ReactNode } from "react";
import { CITY_PLACEHOLDER, inCity, whatsappLink } from "../lib/contact";
import { cn } from "../lib/utils";
import { Button } from "./button";
import { NewWindowHint } from "./new-window-hint";

/**
 * A button that opens the sales chat in a new tab with `message` already typed. None at all while no
 * sales number is configured: a button that goes nowhere would be worse than no button.
 */
export function ChatButton({
  whatsappNumber,
  message,
  children,
  variant = "accent",
  size = "lg",
  className,
  inVisitCity,
}: {
  whatsappNumber: string;
  message: string;
  children: ReactNode;
  variant?: "accent" | "default" | "outline" | "outline-on-dark";
  size?: "lg" | "default";
  className?: string;
  /**
   * On a page that may ship no client app (an offer's label, a page of islands): the message naming a city,
   * `{cidade}` where its name goes, for the page's script to use when the visit has a city, one of `cityIds`
   * if given (decisions 0046, 0049).
   */
  inVisitCity?: { cityIds?: readonly number[]; message: string };
}) {
  if (!whatsappNumber) return null;
  return (
    <Button
      asChild
      variant={variant}
      size={size}
      // On a dark band the outline needs a white of its own.
      className={cn(variant === "outline-on-dark" && "border-white/70", className)}
    >
      <a
        href={whatsappLink(whatsappNumber, message)}
        target="_blank"
        rel="noopener noreferrer"
        data-city-chat={inVisitCity?.message}
        data-city-ids={inVisitCity?.cityIds?.join(" ")}
      >
        {children}
        <NewWindowHint />
      </a>
    </Button>
  );
}

/**
 * A chat button's message about the chosen city (`text(" em Serra - ES")`, or `text("")` with none), with
 * its form for the page's script, which names the city a page of islands has (decision 0049).
 */
export const cityChat = (cityName: string | undefined, text: (inCityName: string) => string) => ({
  message: text(inCity(cityName)),
  inVisitCity: { message: text(inCity(CITY_PLACEHOLDER)) },
});

/**
 * 'Fale com um consultor' (SPEC §2: the business and webcam heroes; the combos hero too): the sales chat,
 * opened with `message`. Outlined beside a page's main action on a dark hero, filled where it is the only one.
 */
export function ConsultantButton({
  whatsappNumber,
  message,
  inVisitCity,
  primary = false,
}: {
  whatsappNumber: string;
  message: string;
  inVisitCity?: { message: string };
  primary?: boolean;
}) {
  return (
    <ChatButton
      whatsappNumber={whatsappNumber}
      message={message}
      inVisitCity={inVisitCity}
      variant={primary ? "accent" : "outline-on-dark"}
    >
      Fale com um consultor
    </ChatButton>
  );
}
