import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { buildSprite, readIconSources } from "../../../scripts/icon-sprite";
import { Icon } from "./icon";

const sprite = buildSprite(readIconSources(process.cwd()));

it("draws the named symbol of the build's hashed sprite, hidden from assistive technology", () => {
  const html = renderToStaticMarkup(<Icon name="wifi" className="size-4" />);
  expect(html).toBe(
    `<svg width="24" height="24" class="size-4" aria-hidden="true"><use href="${sprite.url}#wifi"></use></svg>`,
  );
  expect(sprite.svg).toContain('<symbol id="wifi" ');
});

it("is an image named by its title when it has one", () => {
  const html = renderToStaticMarkup(<Icon name="search" size={16} title="Buscar" />);
  expect(html).toBe(
    `<svg width="16" height="16" role="img" aria-label="Buscar"><use href="${sprite.url}#search"></use></svg>`,
  );
});

// A misspelt name fails the type check (npm run typecheck); were any string accepted, the unused
// directive would fail it instead.
// @ts-expect-error: "wiffi" is no icon of the sprite.
void (<Icon name="wiffi" />);
