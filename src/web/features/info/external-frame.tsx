import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { useHydrated } from "../../lib/use-hydrated";
import { TEXT_LINK } from "./info-page";

/**
 * What a framed page may do: run its scripts with its own origin (logins need their cookies), send
 * forms, open its documents in new tabs and download them (invoices). It may not navigate this page.
 * The CSP's frame-src allows only the origins in the site settings (src/server/http/frame-sources.ts).
 */
const SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads";

/**
 * Another site shown inside the page, with a way out for when it refuses to be framed.
 * The frame is asked for once the page has hydrated, which is after its first paint (decision 0018): a
 * connection to another origin (DNS, TLS, its own page and scripts) would otherwise delay that paint by
 * about a second on a phone. Without JavaScript the <noscript> copy loads as the page is parsed.
 */
export function ExternalFrame({
  src,
  title,
  consent,
}: {
  src: string;
  title: string;
  /**
   * A third party's site: nothing of it loads until the visitor presses this button (its text says
   * whose site it is), since that site may set its own cookies (the cookie policy says so). Without
   * JavaScript, only the link to open it in a new tab is offered.
   */
  consent?: { button: string; explanation: string };
}) {
  const hydrated = useHydrated();
  const [consented, setConsented] = useState(false);
  const frame = (
    <iframe
      src={src}
      title={title}
      sandbox={SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      className="size-full"
    />
  );
  return (
    <div className="flex flex-col gap-3">
      {/* The box keeps its size in every state, so the frame's arrival moves nothing. */}
      {consent && !consented ? (
        <div
          data-testid="frame-consent"
          className="flex min-h-[16rem] w-full flex-col items-center justify-center gap-4 rounded-xl border bg-card p-6 text-center"
        >
          <Icon name="external-link" className="size-8 text-primary" />
          <p className="max-w-xl text-base">
            {consent.explanation} Veja a{" "}
            <Link to="/cookies" className={TEXT_LINK}>
              política de cookies
            </Link>
            .
          </p>
          {hydrated && (
            <Button type="button" size="lg-wrap" onClick={() => setConsented(true)}>
              {consent.button}
            </Button>
          )}
        </div>
      ) : (
        <div className="h-[70vh] min-h-[28rem] w-full overflow-hidden rounded-xl border bg-white">
          {hydrated ? frame : <noscript>{frame}</noscript>}
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        {consent && !consented
          ? "Prefere ver em outra aba?"
          : "A página não carregou ou ficou pequena na tela?"}{" "}
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className={`${TEXT_LINK} inline-flex items-center gap-1`}
        >
          Abrir em nova aba
          <Icon name="external-link" className="size-4" />
          <NewWindowHint />
        </a>
      </p>
    </div>
  );
}

/** An http(s) address from the settings, or undefined when unset or not a web address. */
export function webAddress(text: string): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
