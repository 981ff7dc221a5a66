import { renderToStaticMarkup } from "react-dom/server";
import type { SiteSettings } from "../../../domain";
import { FooterContent } from "./footer";
import { DrawerDisclosure, NavGroupDisclosures } from "./header-menus";

/** The public layout's parts that never change once rendered, as server HTML (components/server-html.tsx). */
export function layoutHtml(settings: SiteSettings) {
  return {
    footer: renderToStaticMarkup(<FooterContent settings={settings} />),
    navGroups: renderToStaticMarkup(<NavGroupDisclosures />),
    drawer: renderToStaticMarkup(<DrawerDisclosure />),
  };
}
