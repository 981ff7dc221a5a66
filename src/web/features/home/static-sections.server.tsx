import { renderToStaticMarkup } from "react-dom/server";
import type { SiteSettings } from "../../../domain";
import { AppsPromo } from "./apps-promo";
import { ComboStrip } from "./combo-strip";
import { SelfService } from "./self-service";
import { ServicesCards } from "./services-cards";

/** Server-rendered HTML of the home blocks that hold no state of their own. */
export type StaticSections = { combos: string; services: string; extras: string };

let constant: Omit<StaticSections, "combos"> | undefined;

/**
 * The combo strip, services cards, apps promotion and self-service shortcuts reach the page as HTML from the
 * loader instead of as components in its script: the framework spends nearly all of the home page's JS
 * budget. Links are plain anchors (a full page load), which is all they need; the combo actions get the
 * chosen city from `useComboCityLinks`.
 */
export function homeStaticSections(settings: SiteSettings): StaticSections {
  constant ??= {
    services: renderToStaticMarkup(<ServicesCards />),
    extras: renderToStaticMarkup(
      <>
        <AppsPromo />
        <SelfService />
      </>,
    ),
  };
  return {
    combos: renderToStaticMarkup(<ComboStrip whatsappNumber={settings.whatsappNumber} />),
    ...constant,
  };
}
