import { useSearchParams } from "react-router";
import { CustomerPortalPage, PORTAL_OPEN_PARAM, PORTAL_OPEN_VALUE } from "../features/info/framed-pages";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/cliente";

// The only parameter this page reads, with its only value: the server drops anything else before rendering
// or caching it. No client app (decision 0043): 'Abrir o portal do assinante' is a link, the frame comes
// through the page script.
export const handle = { queryParams: [`${PORTAL_OPEN_PARAM}=${PORTAL_OPEN_VALUE}`], staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Portal do assinante",
    description:
      "Acesse o portal do assinante: faturas, 2ª via, desbloqueio de confiança, troca de senha e consumo.",
    path: "/cliente",
  });

export default function Cliente() {
  const [params] = useSearchParams();
  return (
    <CustomerPortalPage
      settings={useSiteSettings()}
      open={params.get(PORTAL_OPEN_PARAM) === PORTAL_OPEN_VALUE}
    />
  );
}
