import type { SiteSettings } from "../../../domain";
import { telLink } from "../../lib/contact";
import { FOOTER_GROUPS, FOOTER_LEGAL, type NavLink } from "./nav-links";

/** The footer's outer element (public-layout.tsx), which shows this content as server HTML. */
export const FOOTER_CLASS = "mt-16 border-t bg-muted/50 [main:has(>[data-fill])+&]:mt-0";

/**
 * The footer's content. Rendered on the server only (layout-html.server.tsx): its links are plain anchors,
 * which `ServerHtml` turns into client-side navigations.
 */
export function FooterContent({ settings }: { settings: SiteSettings }) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-lg font-extrabold text-primary">{settings.companyName}</p>
          {settings.address && <p className="text-muted-foreground">{settings.address}</p>}
          {settings.salesPhone && (
            <a href={telLink(settings.salesPhone)} className="font-semibold hover:underline">
              {settings.salesPhone}
            </a>
          )}
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <p className="text-sm font-bold">{group.label}</p>
            <LinkList
              links={group.links}
              className="mt-3 flex flex-col gap-2 text-sm text-muted-foreground"
            />
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {settings.companyName}
            {settings.cnpj && ` · CNPJ ${settings.cnpj}`}
          </p>
          <LinkList links={FOOTER_LEGAL} className="flex gap-4" />
        </div>
      </div>
    </>
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
