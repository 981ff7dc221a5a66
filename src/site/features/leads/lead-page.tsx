import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import type { LeadFormAnswer } from "./lead-form-kit";
import { heading, type LeadAsked } from "./lead-heading";
import LeadPageForm from "./lead-page-form";

/**
 * A lead form on a page of its own (issue 39): where its button leads before the scripts have run or
 * without them. Its form posts to the page's own address and the server answers (lead-page.astro); the
 * page's script puts the focus on its first mistake and sends one post at a time (lib/post-forms.ts).
 */
export function LeadPage({ asked, answer }: { asked: LeadAsked; answer?: LeadFormAnswer }) {
  const { title, description } = heading(asked);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{description}</p>
      </header>
      <div className="flex flex-col gap-6 rounded-2xl border bg-card p-6 md:p-8">
        <LeadPageForm asked={asked} answer={answer} />
      </div>
    </div>
  );
}

/** /prefiro-que-me-liguem without a plan (an old link, the sitemap): where to ask from. */
export function CallbackWithoutPlan() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold md:text-4xl">Prefiro que me liguem</h1>
      <p className="text-lg text-muted-foreground">
        Para pedir uma ligação, abra os planos da sua cidade e toque em 'Prefiro que me liguem' no plano que
        você quer: um consultor liga para você para falar dele.
      </p>
      <Button asChild size="lg" className="self-start">
        <a href="/mapa-cobertura">Ver as cidades atendidas</a>
      </Button>
    </div>
  );
}

/**
 * A lead form's page for an address the store refused for its hourly limit (issue 55, M1): the limit's
 * message in place of the form (any post would be refused), the same for every such address and plan, so
 * the server renders it once and sends it as stored bytes. The page's script puts the focus on it.
 */
export function LeadLimited({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
      <div className="flex flex-col gap-6 rounded-2xl border bg-card p-6 md:p-8">
        <Alert tabIndex={-1} variant="destructive" className="outline-none" data-form-error="">
          <Icon name="badge-exclamation-point" />
          <p>{message}</p>
        </Alert>
        <Button asChild size="lg" className="self-start">
          <a href="/">Voltar para a página inicial</a>
        </Button>
      </div>
    </div>
  );
}
