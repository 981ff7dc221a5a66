import { useEffect, useRef } from "react";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { cn } from "../../../ui/lib/utils";
import { bindExternalFrame, FRAME_SANDBOX } from "./frame-loader";
import { TEXT_LINK } from "./info-page";

/**
 * Another site shown inside the page, with a way out for when it refuses to be framed. The frame itself is
 * put in by frame-loader.ts (after the first paint, or on consent), so a page that ships no client app shows
 * it too. Without JavaScript the <noscript> copy loads as the page is parsed.
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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) bindExternalFrame(ref.current);
  }, []);
  return (
    <div ref={ref} className="group/frame flex flex-col gap-3">
      {/* The box keeps its size in every state, so the frame's arrival moves nothing. */}
      {consent && (
        <div
          data-testid="frame-consent"
          className="flex min-h-[16rem] w-full flex-col items-center justify-center gap-4 rounded-xl border bg-card p-6 text-center group-data-[frame=loaded]/frame:hidden"
        >
          <Icon name="external-link" className="size-8 text-primary" />
          <p className="max-w-xl text-base">
            {consent.explanation} Veja a{" "}
            <a href="/cookies" className={TEXT_LINK}>
              política de cookies
            </a>
            .
          </p>
          <Button type="button" size="lg-wrap" data-frame-consent className="noscript:hidden">
            {consent.button}
          </Button>
        </div>
      )}
      <div
        data-frame-src={src}
        data-frame-title={title}
        className={cn(
          "h-[70vh] min-h-[28rem] w-full overflow-hidden rounded-xl border bg-white",
          consent && "hidden group-data-[frame=loaded]/frame:block",
        )}
      >
        {!consent && (
          <noscript>
            <iframe
              src={src}
              title={title}
              sandbox={FRAME_SANDBOX}
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full"
            />
          </noscript>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {consent ? (
          <>
            <span className="group-data-[frame=loaded]/frame:hidden">Prefere ver em outra aba?</span>
            <span className="hidden group-data-[frame=loaded]/frame:inline">
              A página não carregou ou ficou pequena na tela?
            </span>
          </>
        ) : (
          "A página não carregou ou ficou pequena na tela?"
        )}{" "}
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
