import { cityLabel, type PublicCity, type SiteSettings } from "../../../domain";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { CITY_PLACEHOLDER, telLink, whatsappLink } from "../../../ui/lib/contact";

/** The chat message for a service (`serviceName` with its article: "a Looke"), naming the chosen city. */
export function streamingMessage(
  serviceName: string,
  cityName: string | undefined,
  wantsActivation: boolean,
): string {
  const where = cityName ? ` Moro em ${cityName}.` : "";
  return wantsActivation
    ? `Olá! Preciso de ajuda para ativar ${serviceName} do meu plano.${where}`
    : `Olá! Quero saber como ter ${serviceName} no meu plano de internet.${where}`;
}

/** The way to a person: WhatsApp and phone, each only when the site has one set. */
export function StreamingHelp({
  title,
  text,
  serviceName,
  settings,
  city,
  wantsActivation,
  actionLabel,
}: {
  title: string;
  text: string;
  serviceName: string;
  settings: SiteSettings;
  city: PublicCity | null;
  wantsActivation: boolean;
  actionLabel: string;
}) {
  const { whatsappNumber, salesPhone } = settings;
  return (
    <section
      aria-labelledby="ajuda-streaming"
      className="flex flex-col gap-3 rounded-2xl border bg-card p-6 text-card-foreground"
    >
      <h2 id="ajuda-streaming" className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-muted-foreground">{text}</p>
      {(whatsappNumber || salesPhone) && (
        <div className="flex flex-col gap-3 sm:flex-row">
          {whatsappNumber && (
            <Button asChild variant="accent" size="lg">
              <a
                href={whatsappLink(
                  whatsappNumber,
                  streamingMessage(serviceName, city ? cityLabel(city) : undefined, wantsActivation),
                )}
                // A first load ships no client app: the page script names the visit's city (decision 0043).
                data-city-chat={streamingMessage(serviceName, CITY_PLACEHOLDER, wantsActivation)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="message-circle" />
                {actionLabel}
                <NewWindowHint />
              </a>
            </Button>
          )}
          {salesPhone && (
            <Button asChild variant="outline" size="lg">
              <a href={telLink(salesPhone)}>
                <Icon name="phone" />
                Ligar para {salesPhone}
              </a>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
