// The newsletter box's post to /blog and the cancel page's post (issue 39): the same checks and store
// with or without scripts; the answer goes back to the box, never the address into a URL or the log.

/** A posted form's answer and the status the page answers with. */
export type NewsletterReply = { body: NewsletterAnswer; status: number };

import { NEWSLETTER_MESSAGES } from "../../../domain";
import type { AppContext } from "../../../server/http/app-context";
import { unsubscribeFromNewsletter } from "../../../server/services/newsletter";
import type { NewsletterAnswer } from "./newsletter-box";

async function typedEmail(request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { email: text("email"), website: text("website") };
}

export async function answerNewsletterSignUp(
  context: AppContext,
  request: Request,
): Promise<NewsletterReply> {
  // An address the store refused for its hourly limit: the page is rendered once from a neutral request
  // and stored for every later post from it (issue 55, M1), so the form is not read.
  if (context.formLimited)
    return { body: { email: "", error: NEWSLETTER_MESSAGES.rateLimited }, status: 429 };
  const typed = await typedEmail(request);
  const submitted = await context.subscribeToNewsletter(typed);
  switch (submitted.outcome) {
    case "stored":
    case "ignored":
      return { body: { email: "", done: NEWSLETTER_MESSAGES.subscribed }, status: 200 };
    case "invalid":
      return { body: { email: typed.email, error: submitted.error }, status: 400 };
    case "rateLimited":
      return { body: { email: typed.email, error: NEWSLETTER_MESSAGES.rateLimited }, status: 429 };
  }
}

export async function answerNewsletterCancel(
  context: AppContext,
  request: Request,
): Promise<NewsletterReply> {
  const typed = await typedEmail(request);
  const removed = await unsubscribeFromNewsletter(context.db, typed);
  return removed.outcome === "invalid"
    ? { body: { email: typed.email, error: removed.error }, status: 400 }
    : { body: { email: "", done: NEWSLETTER_MESSAGES.unsubscribed }, status: 200 };
}
