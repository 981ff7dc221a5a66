import { useId } from "react";
import { Button } from "../../../ui/components/button";
import { Input } from "../../../ui/components/input";
import { HoneypotField } from "../../components/honeypot-field";
import type { NewsletterAnswer } from "./newsletter-box";

/**
 * /newsletter/cancelar: a subscriber types their address and it leaves the list (and the database). A
 * plain POST to the page itself, with or without scripts; the answer is the same whether the address was
 * on the list or not, so the page tells no one who subscribes.
 */
export function NewsletterCancelPage({ answer }: { answer?: NewsletterAnswer }) {
  const id = useId();
  const error = answer?.error;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold md:text-4xl">Cancelar a newsletter</h1>
        <p className="text-lg text-muted-foreground">
          Informe o e-mail inscrito: ele sai da lista na hora e não recebe mais as nossas mensagens.
        </p>
      </header>
      <div className="flex flex-col gap-4 rounded-2xl border bg-card p-6 md:p-8">
        {answer?.done ? (
          <>
            <p role="status" className="rounded-md bg-success-muted p-3">
              {answer.done}
            </p>
            <Button asChild variant="outline" className="self-start">
              <a href="/blog">Voltar para o blog</a>
            </Button>
          </>
        ) : (
          // A plain form, scripts or not: the page renders again with the answer.
          <form method="post" noValidate className="flex flex-col gap-2">
            <label htmlFor={`${id}-email`} className="text-sm font-semibold">
              Seu e-mail
            </label>
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={answer?.email ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-msg` : undefined}
              placeholder="nome@provedor.com.br"
              required
            />
            {error && (
              <p id={`${id}-msg`} className="text-sm font-semibold text-destructive">
                {error}
              </p>
            )}
            <HoneypotField id={`${id}-website`} />
            <Button type="submit" className="self-start">
              Cancelar inscrição
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
