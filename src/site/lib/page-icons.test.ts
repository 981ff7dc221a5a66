import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { buildSprite, readIconSources } from "../../../scripts/icon-sprite";
import { Icon } from "../../ui/components/icon";
import { inlinePageIcons } from "./page-icons";

const { symbols } = buildSprite(readIconSources(process.cwd()));
const icon = (name: "wifi" | "phone") => renderToStaticMarkup(createElement(Icon, { name }));

it("gives the page the symbols of the icons it draws, once each, before anything else in its body", () => {
  const html = `<html><head><title>x</title></head><body class="a"><p>${icon("wifi")}${icon("phone")}${icon("wifi")}</p></body></html>`;
  const page = inlinePageIcons(html, symbols);
  expect(page).not.toContain("/assets/icons-");
  expect(page.match(/href="#icon-wifi"/g)).toHaveLength(2);
  expect(page).toContain('href="#icon-phone"');
  const carried =
    /<body class="a"><svg width="0" height="0" class="absolute" aria-hidden="true">(.*?)<\/svg><p>/.exec(
      page,
    )?.[1];
  expect(carried).toBe(
    symbols.phone!.replace('id="phone"', 'id="icon-phone"') +
      symbols.wifi!.replace('id="wifi"', 'id="icon-wifi"'),
  );
});

it("leaves a page without icons, or without a body, as it is", () => {
  const plain = "<html><body><p>Olá</p></body></html>";
  expect(inlinePageIcons(plain, symbols)).toBe(plain);
  expect(inlinePageIcons(icon("wifi"), symbols)).toBe(icon("wifi"));
});
