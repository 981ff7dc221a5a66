import { type RefObject, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import type { SiteSettings } from "../../../domain";
import { Island } from "../../components/island";
import { Logo } from "../../components/logo";
import { ServerHtml, type ServerHtmlValue } from "../../components/server-html";
import { Button } from "../../components/ui/button";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { whatsappLink } from "../../lib/contact";
import { CityNotice } from "./city-notice";
import { bindHeaderMenus, bindHideOnScroll, closeHeaderMenus, SKIP_TARGETS } from "./header-behaviour";
import { NAV_PRIMARY } from "./nav-links";
import { TopBar } from "./top-bar";

/** The menus' and the scroll's behaviour (header-behaviour.ts), while the header is mounted. */
function useHeaderBehaviour(headerRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const unbindMenus = bindHeaderMenus(header);
    const unbindScroll = bindHideOnScroll(header);
    return () => {
      unbindMenus();
      unbindScroll();
    };
  }, [headerRef]);
  // A link followed inside the app leaves the page the menu was opened on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address
  useEffect(() => {
    if (headerRef.current) closeHeaderMenus(headerRef.current);
  }, [pathname, headerRef]);
}

export function Header({
  settings,
  menus,
}: {
  settings: SiteSettings;
  /** The menus as native disclosures, rendered by the server (layout-html.server.tsx). */
  menus: { navGroups: ServerHtmlValue; drawer: ServerHtmlValue };
}) {
  const headerRef = useRef<HTMLElement>(null);
  useHeaderBehaviour(headerRef);
  const salesLink = whatsappLink(settings.whatsappNumber, "Olá! Quero conhecer os planos.");

  return (
    <header
      className="sticky top-0 z-40 translate-y-0 transition-transform duration-300 motion-reduce:transition-none data-hidden:-translate-y-full"
      ref={headerRef}
    >
      <TopBar settings={settings} />
      <div className="border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4">
          <Logo name={settings.companyName} />
          {/* The skip-link target holds the desktop nav and the phone's menu button alike. */}
          <div id={SKIP_TARGETS.menu} tabIndex={-1} className="flex flex-1 items-center gap-6">
            <nav aria-label="Menu principal" className="hidden flex-1 items-center gap-1 md:flex">
              {NAV_PRIMARY.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  className="rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted aria-[current=page]:text-primary"
                >
                  {link.label}
                </NavLink>
              ))}
              <ServerHtml className="contents" html={menus.navGroups} />
            </nav>
            <div className="ml-auto flex items-center gap-2">
              {settings.whatsappNumber && (
                <Button asChild variant="accent" className="max-sm:hidden">
                  <a href={salesLink} target="_blank" rel="noopener noreferrer">
                    Assine já
                    <NewWindowHint />
                  </a>
                </Button>
              )}
              <ServerHtml className="md:hidden" html={menus.drawer} />
            </div>
          </div>
        </div>
      </div>
      <Island name="city-notice" component={CityNotice} props={{}} />
    </header>
  );
}
