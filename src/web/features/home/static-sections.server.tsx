import { renderToStaticMarkup } from "react-dom/server";
import type { SiteSettings } from "../../../domain";
import { AppsPromo } from "./apps-promo";
import { ComboStrip } from "./combo-strip";
import { SelfService } from "./self-service";
import { ServicesCards } from "./services-cards";
import { StatsStrip } from "./stats-strip";

/** Server-rendered HTML of the home blocks that hold no state of their own. */
export type StaticSections = { stats: string; combos: string; services: string; extras: string };

let constant: Omit<StaticSections, "stats" | "combos"> | undefined;

/**
 * The figures strip, combo strip, services cards, apps promotion and self-service shortcuts reach the page as
 * HTML from the loader instead of as components in its script (components/server-html.tsx): the framework
 * spends nearly all of the home page's JS budget. Their links are plain anchors, which `ServerHtml` follows
 * client-side; the combo actions get the chosen city from `useComboCityLinks`.
 */
export function homeStaticSections(settings: SiteSettings, institutional: boolean): StaticSections {
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
    // /casa shows neither the figures nor the extras (SPEC §2's second home layout).
    stats: institutional ? renderToStaticMarkup(<StatsStrip settings={settings} />) : "",
    combos: renderToStaticMarkup(<ComboStrip whatsappNumber={settings.whatsappNumber} />),
    services: constant.services,
    extras: institutional ? constant.extras : "",
  };
}
