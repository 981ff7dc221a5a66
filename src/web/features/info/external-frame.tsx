import { Icon } from "../../components/ui/icon";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { TEXT_LINK } from "./info-page";

/**
 * What a framed page may do: run its scripts with its own origin (logins need their cookies), send
 * forms, open its documents in new tabs and download them (invoices). It may not navigate this page.
 * The CSP's frame-src allows only the origins in the site settings (src/server/http/frame-sources.ts).
 */
const SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads";

/** Another site shown inside the page, with a way out for when it refuses to be framed. */
export function ExternalFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className="flex flex-col gap-3">
      <iframe
        src={src}
        title={title}
        sandbox={SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-[70vh] min-h-[28rem] w-full rounded-xl border bg-white"
      />
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
