import { editablePageMeta } from "../features/info/editable-page";
import { FaqPage } from "../features/info/service-pages";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import { getPublicPage } from "../server-context.server";
import type { Route } from "./+types/faq";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

// The questions are the page's accordion; its title, lead and closing prose are an editable page
// (decision 0041).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await getPublicPage(context, "faq") };
}

export const meta: Route.MetaFunction = (args) => editablePageMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FaqPage page={loaderData.page} settings={useSiteSettings()} />;
}
