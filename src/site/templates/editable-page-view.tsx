import type { ReactElement } from "react";
import type { PublicPage, SiteSettings } from "../../domain";
import { AntiFraudPage } from "../features/anti-fraud/anti-fraud-page";
import { AboutPage } from "../features/info/about-page";
import { CookiesPage } from "../features/info/cookies-page";
import { PressPage } from "../features/info/press-page";
import { PrivacyPolicyPage } from "../features/info/privacy-policy-page";
import { FaqPage } from "../features/info/service-pages";
import { SocialResponsibilityPage } from "../features/info/social-responsibility-page";
import { TermsOfUsePage } from "../features/info/terms-of-use-page";

/**
 * An editable page as its public page draws it (pages/quem-somos.astro and the others), for its preview.
 * Typed to return an element, so a key added to PAGE_KEYS without its case here fails the type check.
 */
export function EditablePageView({
  page,
  settings,
  siteOrigin,
}: {
  page: PublicPage;
  settings: SiteSettings;
  siteOrigin: string;
}): ReactElement {
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
      return <CookiesPage page={page} settings={settings} />;
    case "protecao-golpes":
      return (
        <AntiFraudPage
          page={page}
          companyName={settings.companyName}
          salesPhone={settings.salesPhone}
          whatsappNumber={settings.whatsappNumber}
          siteOrigin={siteOrigin}
        />
      );
  }
}
