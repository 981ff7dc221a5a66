import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { Input } from "../../components/ui/input";
import { isValidEmail } from "./articles";

type Outcome = { kind: "error" | "done"; text: string } | null;

/**
 * No subscription storage exists yet, so the box says so instead of pretending: a valid address gets
 * an honest notice and nothing leaves the browser. The field has no name, so a submit without
 * JavaScript does not put the address in a URL either.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState("");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setOutcome({ kind: "error", text: "Informe um e-mail válido, por exemplo: nome@provedor.com.br." });
      return;
    }
    setOutcome({
      kind: "done",
      text: "Obrigado pelo interesse! Nossa newsletter ainda não começou e seu e-mail não foi guardado. Enquanto isso, acompanhe as novidades aqui no blog.",
    });
    setEmail("");
  }

  const error = outcome?.kind === "error";
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Icon name="mail" className="size-5 text-primary" />
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Receba dicas e novidades no seu e-mail.</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-2">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          Seu e-mail
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-msg` : undefined}
          placeholder="nome@provedor.com.br"
        />
        <Button type="submit">Inscrever-se</Button>
      </form>
      <div aria-live="polite" className="mt-3 text-sm">
        {outcome && (
          <p
            id={`${id}-msg`}
            className={
              error ? "font-semibold text-destructive" : "rounded-md bg-success-muted p-3 text-foreground"
            }
          >
            {outcome.text}
          </p>
        )}
      </div>
    </section>
  );
}
