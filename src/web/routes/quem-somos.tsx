import { AboutPage } from "../features/info/about-page";
import { editablePageMeta } from "../features/info/editable-page";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import { getPublicPage } from "../server-context.server";
import type { Route } from "./+types/quem-somos";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

// The page's prose is an editable page (decision 0041): staff change it in the console's 'Páginas' tab.
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await getPublicPage(context, "quem-somos") };
}

export const meta: Route.MetaFunction = (args) => editablePageMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AboutPage page={loaderData.page} settings={useSiteSettings()} />;
}
