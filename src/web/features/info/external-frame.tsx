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
export function ExternalFrame({ src, title }: { src: string; title: string }) {
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
      <div className="h-[70vh] min-h-[28rem] w-full overflow-hidden rounded-xl border bg-white">
        {useHydrated() ? frame : <noscript>{frame}</noscript>}
      </div>
      <p className="text-sm text-muted-foreground">
        A página não carregou ou ficou pequena na tela?{" "}
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
