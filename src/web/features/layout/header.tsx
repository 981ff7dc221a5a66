import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import type { SiteSettings } from "../../../domain";
import { Logo } from "../../components/logo";
import { ServerHtml } from "../../components/server-html";
import { Button } from "../../components/ui/button";
import { Dialog, DialogTrigger } from "../../components/ui/dialog";
import { Icon } from "../../components/ui/icon";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { whatsappLink } from "../../lib/contact";
import { CityNotice } from "./city-notice";
import { NAV_GROUP_LABELS, NAV_GROUP_TRIGGER_CLASS, NAV_PRIMARY, type NavGroupLabel } from "./nav-links";
import { SKIP_TARGETS, TopBar } from "./top-bar";

const MOBILE_BREAKPOINT = 768;

// The phone's drawer loads when a visitor reaches for the menu button.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

// The dropdown library (Radix menu, floating-ui: ~15 KB gzip) loads when a visitor reaches for a menu.
const loadNavGroupMenu = () => import("./nav-group-menu");
type NavGroupMenuComponent = Awaited<ReturnType<typeof loadNavGroupMenu>>["default"];

function NavGroupItem({ label }: { label: NavGroupLabel }) {
  const [Menu, setMenu] = useState<NavGroupMenuComponent | null>(null);
  // Whether the visitor asked for the menu before its code came: it then opens as it arrives.
  const [wanted, setWanted] = useState(false);
  const load = () => {
    void loadNavGroupMenu().then((module) => setMenu(() => module.default));
  };
  if (Menu) return <Menu label={label} defaultOpen={wanted} />;
  // The same button stays until the code has come, with no Suspense fallback swapped in: a press that began
  // on it is never lost to a swap. The wish is taken at the press (pointer down), so a swap between the
  // press and its release (the code arriving in between) still opens the menu; Enter and Space click.
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      // Without scripts it could not open: the server's disclosures stand in (no-script-menus.tsx).
      className={`${NAV_GROUP_TRIGGER_CLASS} noscript:hidden`}
      onPointerEnter={load}
      onPointerDown={() => {
        setWanted(true);
        load();
      }}
      onClick={() => {
        setWanted(true);
        load();
      }}
    >
      {label}
      <Icon name="chevron-down" className="size-4" />
    </button>
  );
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
      // An open menu (its trigger says so) keeps the header too: the menu hangs from it.
      const menuOpen = header?.querySelector('[aria-expanded="true"]') != null;
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
  noScriptMenus,
}: {
  settings: SiteSettings;
  /** The menus as native disclosures, for a browser without scripts (layout-html.server.tsx). */
  noScriptMenus: { navGroups: string; drawer: string };
}) {
  const headerRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(headerRef);
  const [drawerOpen, setDrawerOpen] = useState(false);
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
              {NAV_GROUP_LABELS.map((label) => (
                <NavGroupItem key={label} label={label} />
              ))}
              <ServerHtml className="hidden noscript:contents" html={noScriptMenus.navGroups} />
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
              <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
                <DialogTrigger asChild>
                  <Button
                    variant="ghost"
                    size="icon-lg"
                    className="md:hidden noscript:hidden"
                    aria-label="Abrir menu"
                    // The drawer's code loads on intent, so that it is ready by the tap.
                    onPointerDown={loadMobileMenu}
                    onFocus={loadMobileMenu}
                  >
                    <Icon name="menu" className="size-6" />
                  </Button>
                </DialogTrigger>
                {drawerOpen && (
                  <Suspense>
                    <MobileMenu close={() => setDrawerOpen(false)} />
                  </Suspense>
                )}
              </Dialog>
              <ServerHtml className="hidden noscript:block md:noscript:hidden" html={noScriptMenus.drawer} />
            </div>
          </div>
        </div>
      </div>
      <CityNotice />
    </header>
  );
}
