import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { Icon } from "../../components/ui/icon";
import { NAV_GROUP_LABELS, NAV_PRIMARY } from "./nav-links";
import { DRAWER_EXTRA, NAV_GROUP_LINKS } from "./nav-menus";

/** The phone's menu drawer, loaded when a visitor reaches for the menu button (header.tsx). */
export default function MobileMenu({ close }: { close: () => void }) {
  return (
    <DialogContent
      side="right"
      hideClose
      className="flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-background p-5 shadow-xl"
    >
      <div className="flex items-center justify-between">
        <DialogTitle>Menu</DialogTitle>
        <DialogClose asChild>
          <Button variant="ghost" size="icon" aria-label="Fechar menu">
            <Icon name="x" className="size-5" />
          </Button>
        </DialogClose>
      </div>
      <DialogDescription className="sr-only">Navegue pelas páginas do site</DialogDescription>
      <nav aria-label="Menu" className="flex flex-col gap-5">
        <ul className="flex flex-col gap-1">
          {[...NAV_PRIMARY, ...DRAWER_EXTRA].map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={close}
                className="block rounded-md px-2 py-2 font-semibold hover:bg-muted"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {NAV_GROUP_LABELS.map((label) => (
          <div key={label}>
            <p className="px-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">{label}</p>
            <ul className="mt-1 flex flex-col">
              {NAV_GROUP_LINKS[label].map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="block rounded-md px-2 py-2 text-sm hover:bg-muted"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </DialogContent>
  );
}
