import { editablePageMeta } from "../features/info/editable-page";
import { PrivacyPolicyPage } from "../features/info/privacy-policy-page";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import { getPublicPage } from "../server-context.server";
import type { Route } from "./+types/politica-privacidade";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

// The page's prose is an editable page (decision 0041): staff change it in the console's 'Páginas' tab.
// Its retention periods are the ones the server applies ({prazo-indicacoes}, {prazo-pedidos}).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await getPublicPage(context, "politica-privacidade") };
}

export const meta: Route.MetaFunction = (args) => editablePageMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicyPage page={loaderData.page} settings={useSiteSettings()} />;
}
