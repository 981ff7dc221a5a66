import { useRouteLoaderData } from "react-router";
import { AntiFraudPage } from "../features/anti-fraud/anti-fraud-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/protecao-golpes";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Proteção contra golpes",
    description:
      "Conheça os golpes mais comuns, veja como se proteger, fale pelos canais oficiais e saiba onde denunciar.",
  });

export default function ProtecaoGolpes() {
  const settings = useSiteSettings();
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin ?? "";
  return (
    <AntiFraudPage
      companyName={settings.companyName}
      salesPhone={settings.salesPhone}
      whatsappNumber={settings.whatsappNumber}
      siteOrigin={origin}
    />
  );
}
