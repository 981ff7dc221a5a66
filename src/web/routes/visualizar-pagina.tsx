import type { ReactElement } from "react";
import { data, useRouteLoaderData } from "react-router";
import type { PublicPage } from "../../domain";
import { SignedPreview, SignedPreviewError } from "../components/signed-preview";
import { AntiFraudPage } from "../features/anti-fraud/anti-fraud-page";
import { AboutPage } from "../features/info/about-page";
import { CookiesPage } from "../features/info/cookies-page";
import { PressPage } from "../features/info/press-page";
import { PrivacyPolicyPage } from "../features/info/privacy-policy-page";
import { FaqPage } from "../features/info/service-pages";
import { SocialResponsibilityPage } from "../features/info/social-responsibility-page";
import { TermsOfUsePage } from "../features/info/terms-of-use-page";
import { useSiteSettings } from "../root";
import { readPagePreview } from "../server-context.server";
import type { Route } from "./+types/visualizar-pagina";

// 'Visualizar' for a page (decision 0041): its last save, published or not (a change waiting for its
// 'Publicar em'), drawn by the page's own component as its route draws the published text, at an address
// signed by the server that works for an hour. Like the article's preview, the server marks it no-store and
// noindex (security-headers.ts) and it sits outside the public layout, so no page cache ever keeps it.

const REFUSED =
  "Este link de visualização não é válido ou expirou. Abra a página no painel e clique em Visualizar de novo.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await readPagePreview(context, params.id, new URL(request.url));
  if (page === "refused") throw data(REFUSED, { status: 403 });
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Visualização: ${loaderData.page.title}` : "Visualização indisponível" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The page as its public route draws it (routes/quem-somos.tsx and the others). Typed to return an element,
 * so a key added to PAGE_KEYS without its case here fails the type check.
 */
function PageView({ page }: { page: PublicPage }): ReactElement {
  const settings = useSiteSettings();
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin ?? "";
  switch (page.key) {
    case "quem-somos":
      return <AboutPage page={page} settings={settings} />;
    case "responsabilidade-social":
      return <SocialResponsibilityPage page={page} settings={settings} />;
    case "imprensa":
      return <PressPage page={page} settings={settings} />;
    case "faq":
      return <FaqPage page={page} settings={settings} />;
    case "politica-privacidade":
      return <PrivacyPolicyPage page={page} settings={settings} />;
    case "termos-uso":
      return <TermsOfUsePage page={page} />;
    case "cookies":
      return <CookiesPage page={page} />;
    case "protecao-golpes":
      return (
        <AntiFraudPage
          page={page}
          companyName={settings.companyName}
          salesPhone={settings.salesPhone}
          whatsappNumber={settings.whatsappNumber}
          siteOrigin={origin}
        />
      );
  }
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  return (
    <SignedPreview notice="Visualização: é assim que a página aparece no site com o último texto salvo.">
      <PageView page={loaderData.page} />
    </SignedPreview>
  );
}

export function ErrorBoundary() {
  return <SignedPreviewError refused={REFUSED} notFound="Esta página não existe." />;
}
