import { answerNewsletterCancel } from "../features/blog/newsletter.server";
import { NewsletterCancelPage } from "../features/blog/newsletter-cancel-page";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import type { Route } from "./+types/newsletter-cancelar";

/** No client app (decision 0043): a plain POST form and its answer. */
export const handle: StaticPageHandle = { staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Cancelar a newsletter",
    description: "Tire o seu e-mail da lista da newsletter do blog a qualquer momento.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  return answerNewsletterCancel(context, request);
}

export default function NewsletterCancel({ actionData }: Route.ComponentProps) {
  return <NewsletterCancelPage answer={actionData} />;
}
