import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { scriptIndex, trimPageStyles } from "./page-styles";

const SHEET = [
  "@layer theme, base, utilities;",
  "@layer theme{:root{--color-red:red}}",
  "@layer base{*,:before{box-sizing:border-box}a{color:inherit}}",
  "@layer utilities{.p-4{padding:1rem}.hidden{display:none}.bg-red{background:var(--color-red)}",
  ".dialog-open{overflow:hidden}.from-import{color:blue}.dark\\:bg-black:where(.dark,.dark *){background:#000}",
  ".translate-x-2{--tw-translate-x:2px;translate:var(--tw-translate-x)}.max-w-\\[20ch\\]{max-width:20ch}.h-\\[calc\\(100dvh-2rem\\)\\]{height:calc(100dvh - 2rem)}",
  ".after\\:content-\\[\\'_\\·_\\'\\]:after{content:'_·_'}}",
  "@media (width>=40rem){.sm\\:p-8{padding:2rem}.sm\\:hidden{display:none}}",
  "@media print{.print-only{display:block}}",
  "@keyframes enter{from{opacity:0}}",
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-rotate{syntax:"*";inherits:false;initial-value:0}',
].join("");

function site() {
  const dir = mkdtempSync(path.join(tmpdir(), "page-styles-"));
  mkdirSync(path.join(dir, "_astro"));
  writeFileSync(
    path.join(dir, "_astro", "dialog-island.abc.js"),
    'import{x}from"./shared.def.js";const c="dialog-open";',
  );
  writeFileSync(path.join(dir, "_astro", "shared.def.js"), 'export const x=()=>"from-import";');
  // A part loaded on demand, as the bundler writes it: a template literal, its dependencies as `_astro/` paths.
  writeFileSync(
    path.join(dir, "_astro", "plans-island.jkl.js"),
    'const m=["_astro/deps.pqr.js"];const g=()=>import(`./cards.mno.js`);',
  );
  writeFileSync(
    path.join(dir, "_astro", "cards.mno.js"),
    "const c='hidden',d={className:`text-sm sm:hidden after:content-['_·_']`},e=\"max-w-[20ch]\",f=n>9?`h-[calc(100dvh-2rem)]`:void 0;",
  );
  writeFileSync(path.join(dir, "_astro", "deps.pqr.js"), 'const c="bg-red";');
  writeFileSync(path.join(dir, "_astro", "other-island.ghi.js"), 'const c="print-only";');
  return scriptIndex(dir);
}

const page = (body: string) =>
  `<!doctype html><html><head><style>${SHEET}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)![1]!;

it("keeps the rules of the classes the page's HTML shows and drops the others", () => {
  const css = styleOf(trimPageStyles(page('<p class="p-4 sm:p-8">Olá</p>'), site()));
  expect(css).toContain(".p-4{padding:1rem}");
  expect(css).toContain("@media (width>=40rem){.sm\\:p-8{padding:2rem}}");
  expect(css).not.toContain(".hidden");
  expect(css).not.toContain(".sm\\:hidden");
  // An at-rule left without rules goes with them.
  expect(css).not.toContain("@media print");
});

it("keeps what has no class: the theme, the reset, element rules, keyframes and layer order", () => {
  const css = styleOf(trimPageStyles(page("<p>Olá</p>"), site()));
  expect(css).toContain("@layer theme, base, utilities;");
  expect(css).toContain(":root{--color-red:red}");
  expect(css).toContain("*,:before{box-sizing:border-box}");
  expect(css).toContain("a{color:inherit}");
  expect(css).toContain("@keyframes enter");
});

it("keeps the classes an island on the page can render, its imports' included, and not another island's", () => {
  const html = page('<astro-island component-url="/_astro/dialog-island.abc.js" props="{}"></astro-island>');
  const css = styleOf(trimPageStyles(html, site()));
  expect(css).toContain(".dialog-open{overflow:hidden}");
  expect(css).toContain(".from-import{color:blue}");
  expect(css).not.toContain(".print-only");
});

it("keeps the classes of what an island loads on demand", () => {
  const html = page('<astro-island component-url="/_astro/plans-island.jkl.js" props="{}"></astro-island>');
  const css = styleOf(trimPageStyles(html, site()));
  expect(css).toContain(".hidden{display:none}");
  expect(css).toContain(".bg-red{background:var(--color-red)}");
  // A variant's and an arbitrary value's classes, as a script writes them.
  expect(css).toContain("@media (width>=40rem){.sm\\:hidden{display:none}}");
  expect(css).toContain(".max-w-\\[20ch\\]{max-width:20ch}");
  expect(css).toContain("content:'_·_'");
  expect(css).toContain("{height:calc(100dvh - 2rem)}");
  expect(css).not.toContain(".print-only");
});

it("keeps the classes named by an island's props and the page's inline scripts", () => {
  const html = page(
    '<astro-island component-url="/_astro/none.js" props="{&quot;tone&quot;:[0,&quot;bg-red&quot;]}"></astro-island>' +
      '<script>document.documentElement.classList.toggle("dark", true)</script><div class="dark:bg-black"></div>',
  );
  const css = styleOf(trimPageStyles(html, site()));
  expect(css).toContain(".bg-red{background:var(--color-red)}");
  expect(css).toContain(".dark\\:bg-black:where(.dark,.dark *)");
});

it("keeps a custom property's registration only where a kept rule reads it", () => {
  const used = styleOf(trimPageStyles(page('<i class="translate-x-2"></i>'), site()));
  expect(used).toContain("@property --tw-translate-x");
  expect(used).not.toContain("@property --tw-rotate");
  const unused = styleOf(trimPageStyles(page("<i></i>"), site()));
  expect(unused).not.toContain("@property");
});

it("gives back a page without an inlined stylesheet as it came", () => {
  const html = '<!doctype html><html><body><p class="p-4">Olá</p></body></html>';
  expect(trimPageStyles(html, site())).toBe(html);
});

it("reads a class as the browser does, its characters written as entities", () => {
  const sheet = ".list\\:after\\:content-\\[\\'_·_\\'\\]:after{content:' · '}";
  const html = `<html><head><style>${sheet}</style></head><body><ul class="list:after:content-[&#x27;_·_&#x27;]"></ul></body></html>`;
  expect(styleOf(trimPageStyles(html, site()))).toContain("content:' · '");
});
