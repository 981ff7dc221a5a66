import type { ReactElement } from "react";
import { accountReturnPath } from "../../../domain/subscriber-account";
import type { AppContext } from "../../../server/http/app-context";
import {
  type AccountVisit,
  accountAction,
  accountHome,
  accountTickets,
  accountUsage,
  confirmAction,
  signInOptions,
} from "./account.server";
import { accountHomeHtml, confirmHtml, signInHtml, ticketsHtml, usageHtml } from "./account-html.server";

// One 'Minha conta' page's request (issue 67): the visit's session read once, the post's action, and the
// HTML, a redirect, or the cookie to set. The Astro pages only hand this over.

export type AccountPageName = "home" | "chamados" | "consumo" | "confirmar";

export type AccountPageResult =
  | { redirect: string }
  | { view: ReactElement; setCookie?: string; signedIn: boolean; status?: number };

export async function renderAccountPage(
  page: AccountPageName,
  request: Request,
  context: AppContext,
  visitor: { cookie: string | undefined; post: boolean },
): Promise<AccountPageResult> {
  const { cookie, post } = visitor;
  const account = context.subscriberAccount;
  // Without an ERP there is no account on this site: the subscriber portal, where /minha-conta led before.
  if (!account) return { redirect: "/cliente" };
  const settings = await context.catalogue.siteSettings();
  const visit: AccountVisit = { session: await account.session(cookie), cookie };
  if (page === "home") {
    const answer = post ? await accountAction(request, context, visit) : undefined;
    const view = visit.session
      ? accountHomeHtml(await accountHome(context, visit.session), settings, post)
      : signInHtml(answer?.step === "home" ? undefined : answer, await signInOptions(context), settings);
    return { view, setCookie: visit.setCookie, signedIn: Boolean(visit.session) };
  }
  // The account's other pages are the signed-in subscriber's: the sign-in first.
  if (!visit.session) return { redirect: "/minha-conta" };
  if (page === "chamados")
    return { view: ticketsHtml(await accountTickets(context, visit.session)), signedIn: true };
  if (page === "consumo")
    return { view: usageHtml(await accountUsage(context, visit.session)), signedIn: true };
  const back = accountReturnPath(new URL(request.url).searchParams.get("volta"));
  const answer = post ? await confirmAction(request, context, visit.session) : { step: "ask" as const, back };
  return { view: confirmHtml(answer), signedIn: true };
}
