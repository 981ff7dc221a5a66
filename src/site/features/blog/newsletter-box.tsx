import { type FormEvent, useId, useRef, useState } from "react";
import { checkNewsletterEmail, NEWSLETTER_CANCEL_PATH, NEWSLETTER_MESSAGES } from "../../../domain";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { Input } from "../../../ui/components/input";
import { HoneypotField } from "../../components/honeypot-field";

/** What the box shows after a send: the typed address back with its error, or the thank-you. */
export type NewsletterAnswer = { email: string; error?: string; done?: string };

async function postSignUp(email: string, website: string): Promise<NewsletterAnswer> {
  try {
    const response = await fetch("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email, website }),
    });
    const payload = (await response.json().catch(() => ({}))) as {
      message?: string;
      error?: { message?: string };
    };
    if (response.ok) return { email: "", done: payload.message ?? NEWSLETTER_MESSAGES.subscribed };
    return { email, error: payload.error?.message ?? NEWSLETTER_MESSAGES.sendFailed };
  } catch {
    return { email, error: NEWSLETTER_MESSAGES.sendFailed };
  }
}

/**
 * The blog's newsletter box. Without JavaScript it posts to /blog, whose action stores the address and
 * renders the page again with the answer (`posted`); with JavaScript it posts to /api/newsletter and
 * answers in place. The address travels in the body, never in a URL.
 */
export function NewsletterBox({ posted }: { posted?: NewsletterAnswer }) {
  const [answer, setAnswer] = useState(posted);
  const [email, setEmail] = useState(posted?.email ?? "");
  const [busy, setBusy] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = checkNewsletterEmail(email);
    if (!check.ok) {
      setAnswer({ email, error: check.error });
      return;
    }
    setBusy(true);
    const sent = await postSignUp(email, honeypot.current?.value ?? "");
    setBusy(false);
    setAnswer(sent);
    // A stored address leaves the field, so a second tap does not send it again.
    if (sent.done) setEmail("");
  }

  const error = answer?.error;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Icon name="mail" className="size-5 text-primary" />
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Receba dicas e novidades no seu e-mail.</p>
      <form method="post" action="/blog" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-2">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          Seu e-mail
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-msg` : `${id}-terms`}
          placeholder="nome@provedor.com.br"
        />
        <HoneypotField id={`${id}-website`} inputRef={honeypot} />
        <Button type="submit" busy={busy}>
          Inscrever-se
        </Button>
        <p id={`${id}-terms`} className="text-xs text-muted-foreground">
          Usamos seu e-mail só para enviar a newsletter.{" "}
          <a href={NEWSLETTER_CANCEL_PATH} className="underline underline-offset-4">
            Cancele quando quiser
          </a>
          .
        </p>
      </form>
      <div aria-live="polite" className="mt-3 text-sm">
        {(error || answer?.done) && (
          <p
            id={`${id}-msg`}
            // The thank-you of a post the server answered takes the focus (the page script, decision 0046).
            tabIndex={error ? undefined : -1}
            data-form-answer={error ? undefined : ""}
            className={
              error
                ? "font-semibold text-destructive"
                : "rounded-md bg-success-muted p-3 text-foreground outline-none"
            }
          >
            {error ?? answer?.done}
          </p>
        )}
      </div>
    </section>
  );
}
