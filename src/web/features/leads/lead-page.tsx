import { Suspense } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { deferredPart } from "../../lib/deferred-part";
import type { LeadFormAnswer } from "./lead-form-kit";
import { heading, type LeadAsked } from "./lead-heading";

// The form and its rules are the page's heavy part: a deferred part (decision 0039), rendered by the
// server as a form that posts without scripts, hydrated once its code has come.
const LeadPageForm = deferredPart(() => import("./lead-page-form"));

/**
 * A lead form on a page of its own (issue 39): where its button leads before the scripts have run or
 * without them, and where the form posts then (to the page's own address). With scripts the button opens the same form in
 * a dialog instead; on this page the form then posts to the API and says so in place.
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
        <Suspense fallback={null}>
          <LeadPageForm asked={asked} answer={answer} />
        </Suspense>
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
        <Link to="/mapa-cobertura">Ver as cidades atendidas</Link>
      </Button>
    </div>
  );
}
