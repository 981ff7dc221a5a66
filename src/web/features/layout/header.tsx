import { type RefObject, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { SiteSettings } from "../../../domain";
import { Logo } from "../../components/logo";
import { ServerHtml } from "../../components/server-html";
import { Button } from "../../components/ui/button";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { whatsappLink } from "../../lib/contact";
import { CityNotice } from "./city-notice";
import { NAV_PRIMARY } from "./nav-links";
import { SKIP_TARGETS, TopBar } from "./top-bar";

const MOBILE_BREAKPOINT = 768;

/**
 * What the header's disclosures (header-menus.tsx) lack as menus: one open at a time; Escape closes the open
 * one and hands the focus to its summary; a press outside it, or a navigation, closes it.
 */
function useDisclosureMenus(headerRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const openOnes = () => [...header.querySelectorAll<HTMLDetailsElement>("details[open]")];
    // `toggle` does not bubble: listened to in the capture phase.
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open) return;
      for (const other of openOnes()) if (other !== opened) other.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = (event.target as Element).closest?.("details[open]");
      if (!(open instanceof HTMLDetailsElement) || !header.contains(open)) return;
      open.open = false;
      open.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      for (const open of openOnes()) if (!open.contains(event.target as Node)) open.open = false;
    };
    header.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      header.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [headerRef]);
  // A link followed inside the app leaves the page the menu was opened on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address
  useEffect(() => {
    for (const open of headerRef.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])
      open.open = false;
  }, [pathname, headerRef]);
}

/**
 * Hides on scroll down past 50 px (30 px on phones), shows again on scroll up. Never hidden while the
 * keyboard focus is inside it (Tab, Alt+1) or one of its menus is open: a keyboard user must see where
 * the focus is.
 */
function useHideOnScroll(headerRef: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const header = headerRef.current;
    const onScroll = () => {
      const y = window.scrollY;
      const threshold = window.innerWidth < MOBILE_BREAKPOINT ? 30 : 50;
      const focusInside = header?.contains(document.activeElement) ?? false;
      // An open menu keeps the header too: the menu hangs from it.
      const menuOpen = header?.querySelector("details[open]") != null;
      setHidden(!focusInside && !menuOpen && y > last.current && y > threshold);
      last.current = y;
    };
    // Only ever a change from hidden to shown, so a focus move inside a shown header renders nothing.
    const onFocusIn = () => setHidden(false);
    window.addEventListener("scroll", onScroll, { passive: true });
    header?.addEventListener("focusin", onFocusIn);
    return () => {
      window.removeEventListener("scroll", onScroll);
      header?.removeEventListener("focusin", onFocusIn);
    };
  }, [headerRef]);
  return hidden;
}

export function Header({
  settings,
  menus,
}: {
  settings: SiteSettings;
  /** The menus as native disclosures, rendered by the server (layout-html.server.tsx). */
  menus: { navGroups: string; drawer: string };
}) {
  const headerRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(headerRef);
  useDisclosureMenus(headerRef);
  const salesLink = whatsappLink(settings.whatsappNumber, "Olá! Quero conhecer os planos.");

  return (
    <header
      data-hidden={hidden || undefined}
      className={`sticky top-0 z-40 transition-transform duration-300 motion-reduce:transition-none ${hidden ? "-translate-y-full" : "translate-y-0"}`}
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
      <CityNotice />
    </header>
  );
}
