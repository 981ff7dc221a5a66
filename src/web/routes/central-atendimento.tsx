import { ServiceCentrePage } from "../features/info/service-pages";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/central-atendimento";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Central de atendimento",
    description: "Telefone, WhatsApp, e-mail, horário de atendimento e ouvidoria.",
  });

export default function Page() {
  return <ServiceCentrePage settings={useSiteSettings()} />;
}
