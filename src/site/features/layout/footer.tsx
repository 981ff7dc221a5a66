import {
  cancellationText,
  formatPhone,
  offerLabelChannels,
  reputationTexts,
  type SiteSettings,
  sac24hText,
  WITHDRAWAL_TEXT,
} from "../../../domain";
import { Icon, type IconName } from "../../../ui/components/icon";
import { telLink } from "../../../ui/lib/contact";
import { FOOTER_GROUPS, FOOTER_LEGAL, type NavLink } from "./nav-links";

/** The footer's outer element (public-layout.tsx), which shows this content as server HTML. */
export const FOOTER_CLASS = "mt-16 border-t bg-muted/50 [main:has(>[data-fill])+&]:mt-0";

/** Anatel's consumer line, the same everywhere in Brazil (the RGC asks providers to show it). */
export const ANATEL_PHONE = "1331";

const SOCIAL: Array<{ key: "facebookUrl" | "instagramUrl" | "youtubeUrl" | "linkedinUrl"; label: string }> = [
  { key: "facebookUrl", label: "Facebook" },
  { key: "instagramUrl", label: "Instagram" },
  { key: "youtubeUrl", label: "YouTube" },
  { key: "linkedinUrl", label: "LinkedIn" },
];

/** Where visitors judge the company; each shown only when set (Configurações → Reputação). */
const REPUTATION: Array<{
  key: "reclameAquiUrl" | "googleReviewsUrl";
  text: "reclameAqui" | "google";
  icon: IconName;
}> = [
  { key: "reclameAquiUrl", text: "reclameAqui", icon: "message-square-exclamation-point" },
  { key: "googleReviewsUrl", text: "google", icon: "badge-check" },
];

/**
 * The footer's content. Rendered on the server only (layout-html.server.tsx): its links are plain anchors,
 * which `ServerHtml` turns into client-side navigations. Who sells (company, CNPJ, address) and where a
 * consumer complains (SAC, ouvidoria, Anatel) come first; the link groups fold into `<details>` on a
 * phone and lie open from the md breakpoint (the summary hides and the content shows by CSS: no script).
 */
export function FooterContent({ settings }: { settings: SiteSettings }) {
  const social = SOCIAL.filter(({ key }) => settings[key]);
  const apps = settings.googlePlayUrl || settings.appStoreUrl;
  const reputation = REPUTATION.filter(({ key }) => settings[key]);
  const scores = reputationTexts(settings);
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-lg font-extrabold text-primary">{settings.companyName}</p>
          {settings.cnpj && <p className="text-muted-foreground">CNPJ {settings.cnpj}</p>}
          {settings.address && (
            <address className="text-muted-foreground not-italic">{settings.address}</address>
          )}
          {settings.salesPhone && (
            <p>
              Vendas:{" "}
              <a href={telLink(settings.salesPhone)} className="font-semibold hover:underline">
                {settings.salesPhone}
              </a>
            </p>
          )}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {settings.sacPhone && (
              <>
                <dt className="font-semibold">SAC</dt>
                <dd>
                  <a
                    href={telLink(settings.sacPhone)}
                    className="inline-flex min-h-6 items-center hover:underline"
                  >
                    {settings.sacPhone}
                  </a>
                </dd>
              </>
            )}
            {(settings.ombudsmanPhone || settings.ombudsmanEmail) && (
              <>
                <dt className="font-semibold">Ouvidoria</dt>
                <dd className="flex flex-col">
                  {settings.ombudsmanPhone && (
                    <a
                      href={telLink(settings.ombudsmanPhone)}
                      className="inline-flex min-h-6 items-center hover:underline"
                    >
                      {settings.ombudsmanPhone}
                    </a>
                  )}
                  {settings.ombudsmanEmail && (
                    <a
                      href={`mailto:${settings.ombudsmanEmail}`}
                      className="inline-flex min-h-6 items-center break-all hover:underline"
                    >
                      {settings.ombudsmanEmail}
                    </a>
                  )}
                </dd>
              </>
            )}
            <dt className="font-semibold">Anatel</dt>
            <dd>
              <a href={telLink(ANATEL_PHONE)} className="inline-flex min-h-6 items-center hover:underline">
                {ANATEL_PHONE}
              </a>
            </dd>
          </dl>
        </div>
        {/* One fold under the other on a phone; from md up, each group is a column of the grid. */}
        <div className="flex flex-col md:contents">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.label} aria-label={group.label} className="max-md:border-b max-md:py-1">
              <p className="text-sm font-bold max-md:hidden">{group.label}</p>
              <details className="group md:[&::details-content]:[content-visibility:visible]">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between text-sm font-bold md:hidden [&::-webkit-details-marker]:hidden">
                  {group.label}
                  <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <LinkList
                  links={group.links}
                  className="mt-3 flex flex-col gap-2 text-sm text-muted-foreground"
                />
              </details>
            </nav>
          ))}
        </div>
      </div>
      <ConsumerRights settings={settings} />
      {(social.length > 0 || reputation.length > 0 || apps) && (
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pb-8 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          {social.length > 0 && (
            <nav aria-label="Redes sociais">
              <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {social.map(({ key, label }) => (
                  <li key={key}>
                    <a
                      href={settings[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center font-semibold hover:underline"
                    >
                      {label}
                      <span className="sr-only"> (abre em nova janela)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {reputation.length > 0 && (
            <nav aria-label="Reputação">
              <ul className="flex flex-wrap gap-3 text-sm">
                {reputation.map(({ key, text, icon }) => (
                  <li key={key}>
                    <a
                      href={settings[key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 rounded-lg border bg-background px-3 py-1 font-semibold hover:bg-muted"
                      data-testid="reputation-link"
                    >
                      <Icon name={icon} className="size-4 text-primary" />
                      <span className="flex flex-col leading-tight">
                        {scores[text].label}
                        {scores[text].note && (
                          <span className="text-xs font-normal text-muted-foreground">
                            {scores[text].note}
                          </span>
                        )}
                      </span>
                      <span className="sr-only"> (abre em nova janela)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {apps && (
            <ul className="flex flex-wrap gap-3" aria-label="Aplicativo do assinante">
              {settings.googlePlayUrl && (
                <li>
                  <StoreBadge href={settings.googlePlayUrl} line1="Disponível no" line2="Google Play" />
                </li>
              )}
              {settings.appStoreUrl && (
                <li>
                  <StoreBadge href={settings.appStoreUrl} line1="Baixe na" line2="App Store" />
                </li>
              )}
            </ul>
          )}
        </div>
      )}
      <div className="border-t">
        <div
          // Room below the last links for the floating WhatsApp button (features/layout/whatsapp-button.tsx).
          className={`mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-5 text-xs text-muted-foreground md:flex-row md:items-center md:justify-between ${settings.whatsappNumber ? "pb-24" : "pb-5"}`}
        >
          <p>
            © {new Date().getFullYear()} {settings.companyName}
            {settings.cnpj && ` · CNPJ ${settings.cnpj}`}
          </p>
          <LinkList links={FOOTER_LEGAL} className="flex flex-wrap gap-x-4 gap-y-2" />
        </div>
      </div>
    </>
  );
}

/** How to cancel, the right of withdrawal and the SAC open at every hour: the same texts as every label's. */
function ConsumerRights({ settings }: { settings: SiteSettings }) {
  const channels = offerLabelChannels(settings);
  const always = sac24hText(settings.sac24hChannel);
  return (
    // A plain block of the footer, not a region of its own: the privacy policy has a 'Seus direitos'
    // section, and two landmarks of one name cannot be told apart.
    <div
      data-testid="footer-rights"
      className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pb-8 text-xs text-muted-foreground"
    >
      <h2 className="text-sm font-bold text-foreground">Seus direitos</h2>
      <p>
        {cancellationText({
          sacPhone: channels.salesPhone,
          whatsapp: channels.whatsappNumber ? `WhatsApp ${formatPhone(channels.whatsappNumber)}` : "",
          supportEmail: channels.supportEmail,
        })}
      </p>
      <p>{WITHDRAWAL_TEXT}</p>
      {always && <p>{always}</p>}
    </div>
  );
}

/** An app store's badge, drawn in the site's type (the stores' own artwork is not bundled). */
function StoreBadge({ href, line1, line2 }: { href: string; line1: string; line2: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex min-h-11 items-center gap-2 rounded-lg bg-foreground px-3 py-1.5 text-background hover:opacity-90"
    >
      <Icon name="smartphone" className="size-5" />
      <span className="flex flex-col leading-tight">
        <span className="text-[0.65rem]">{line1}</span>
        <span className="text-sm font-bold">{line2}</span>
      </span>
      <span className="sr-only"> (abre em nova janela)</span>
    </a>
  );
}

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} className="hover:text-foreground hover:underline">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
