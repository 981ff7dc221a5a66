import { useRouteLoaderData } from "react-router";
import { AntiFraudPage } from "../features/anti-fraud/anti-fraud-page";
import { editablePageMeta } from "../features/info/editable-page";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import { getPublicPage } from "../server-context.server";
import type { Route } from "./+types/protecao-golpes";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

// The title, lead and warning are an editable page (decision 0041); the scams, tips, official channels and
// where to report stay the page's own parts.
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await getPublicPage(context, "protecao-golpes") };
}

export const meta: Route.MetaFunction = (args) => editablePageMeta(args);

export default function ProtecaoGolpes({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin ?? "";
  return (
    <AntiFraudPage
      page={loaderData.page}
      companyName={settings.companyName}
      salesPhone={settings.salesPhone}
      whatsappNumber={settings.whatsappNumber}
      siteOrigin={origin}
    />
  );
}
