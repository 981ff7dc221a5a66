import { CookiesPage } from "../features/info/cookies-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Política de cookies",
    description:
      "O site não usa cookies de rastreamento: só o cookie de sessão da equipe e preferências guardadas no seu navegador.",
  });

export default function Page() {
  return <CookiesPage settings={useSiteSettings()} />;
}
