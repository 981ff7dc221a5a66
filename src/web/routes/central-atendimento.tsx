import { ServiceCentrePage } from "../features/info/service-pages";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/central-atendimento";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Central de atendimento",
    description: "Telefone, WhatsApp, e-mail, horário de atendimento e ouvidoria.",
  });

export default function Page() {
  return <ServiceCentrePage settings={useSiteSettings()} />;
}
