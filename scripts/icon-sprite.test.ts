import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES, SPRITE_URL } from "../src/ui/icons/sprite";
import { buildSprite, GENERATED_MODULE, generatedModule, iconSymbol, readIconSources } from "./icon-sprite";

const SHAPE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">\n  <path d="M4 4h16" />\n</svg>\n';

describe("the icon sprite", () => {
  const sprite = buildSprite(readIconSources(process.cwd()));

  it("holds a symbol, with its viewBox, for every icon name the code can use", () => {
    const symbols = [...sprite.svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map(([, id]) => id);
    expect(symbols).toEqual([...ICON_NAMES]);
    expect(ICON_NAMES.length).toBeGreaterThan(50);
  });

  it("is one file under /assets/ named by the hash of its content, the URL the pages use", () => {
    expect(sprite.fileName).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
    expect(SPRITE_URL).toBe(`/${sprite.fileName}`);
    const changed = buildSprite({ ...readIconSources(process.cwd()), wifi: SHAPE });
    expect(changed.url).not.toBe(sprite.url);
  });

  it(`is what ${GENERATED_MODULE} was generated from (else run npm run icons)`, () => {
    expect(readFileSync(GENERATED_MODULE, "utf8")).toBe(generatedModule(sprite));
  });
});

describe("iconSymbol", () => {
  it("keeps the viewBox and the stroke attributes, and drops the size", () => {
    expect(iconSymbol("line", SHAPE)).toBe(
      '<symbol id="line" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M4 4h16"/></symbol>',
    );
  });

  it("refuses what would break the sprite or the page", () => {
    const withBody = (body: string) => SHAPE.replace('<path d="M4 4h16" />', body);
    expect(() => iconSymbol("a", withBody('<path id="x" d="M0 0" />'))).toThrow(/no ids/);
    expect(() => iconSymbol("a", withBody("<script>alert(1)</script>"))).toThrow(/no ids, links, scripts/);
    expect(() => iconSymbol("a", withBody('<use href="#b" />'))).toThrow(/no ids, links, scripts/);
    expect(() => iconSymbol("a", SHAPE.replace(' viewBox="0 0 24 24"', ""))).toThrow(/viewBox/);
    expect(() => iconSymbol("a", SHAPE.replace("<svg ", '<svg onload="x()" '))).toThrow(/onload/);
    expect(() => iconSymbol("Wifi", SHAPE)).toThrow(/kebab-case/);
    expect(() => iconSymbol("a", "<g></g>")).toThrow(/one <svg> element/);
  });
});
