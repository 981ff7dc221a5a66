// Accessibility helpers for the browser tests: axe-core, the focus indicator's contrast, reflow.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type APIRequestContext,
  type BrowserContext,
  type CDPSession,
  expect,
  type Page,
} from "@playwright/test";
import type { AxeResults, Result } from "axe-core";
import { twMerge } from "tailwind-merge";
import { samplePages, sampleTemplates, sitemapLocations } from "../../scripts/sitemap-sample";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0–2.2 A and AA, plus axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/**
 * Rules switched off, each with its reason. Keep this list short and honest: an entry here is a
 * known gap, not a pass.
 */
export const AXE_EXCEPTIONS: Record<string, string> = {};

/**
 * The rules whose outcome depends on colour. A page's markup, names, roles and layout are the same in its
 * light and dark looks (the theme only swaps colour variables; no element is shown in one theme alone),
 * so a dark look runs these only, after the light look of the same size ran every rule on the same markup.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The look that checks only what a phone alone shows: the home page with the header's drawer, the sticky
 * 'Assinar pelo WhatsApp' bar and the city window at phone size, the layout (on the not-found page) with
 * /auth, and the console's phone layout (its section menu, its lists as cards); it sweeps the focus and
 * measures the fields' boundaries in the first two. Colours are the theme's variables and every other
 * template draws on a phone the pairs it draws on a desktop, so phone light (every rule) and desktop dark
 * (the colours) measure those (accessibility.spec.ts, `sweepIn`).
 */
export const PHONE_ONLY_LOOK = "phone dark";

export type Variant = {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: "light" | "dark";
  phone: boolean;
};

export const VARIANTS: Variant[] = [
  { name: "phone light", viewport: { width: 390, height: 844 }, colorScheme: "light", phone: true },
  { name: "phone dark", viewport: { width: 390, height: 844 }, colorScheme: "dark", phone: true },
  { name: "desktop light", viewport: { width: 1280, height: 800 }, colorScheme: "light", phone: false },
  { name: "desktop dark", viewport: { width: 1280, height: 800 }, colorScheme: "dark", phone: false },
];

/**
 * Runs axe on the page as it settles: running animations and transitions are finished first, endless ones
 * are measured as they are. A dialog measured mid-fade blends its colours with the backdrop's (Equipe's
 * link dialog once read 2.87:1 for its muted line, on a machine where the fade outlasted the click's wait). Injected with `evaluate` (a DevTools call), which the page's
 * Content-Security-Policy does not block, unlike a <script> tag.
 */
export async function axeViolations(
  page: Page,
  label: string,
  options: { include?: string; colourOnly?: boolean } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation (a spinner) cannot be finished.
      }
    }
  });
  const results = (await page.evaluate(
    async ({ tags, disabled, include, rules }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      return axe.run(include ? { include: [[include]] } : document, {
        runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ["violations"],
      });
    },
    {
      tags: AXE_TAGS,
      disabled: Object.keys(AXE_EXCEPTIONS),
      include: options.include,
      rules: options.colourOnly ? COLOUR_RULES : undefined,
    },
  )) as AxeResults;
  const violations = results.violations.map((violation) => describeViolation(label, violation));
  // The class lists are the markup's, the same in both themes: checked with the light look.
  if (options.colourOnly) return violations;
  return [...violations, ...(await classConflicts(page, label, options.include))];
}

/**
 * Elements whose class list holds two Tailwind utilities for the same property (`h-10 h-11`), with
 * tailwind-merge as the judge (it would drop one). The site's `cn` joins classes without merging them,
 * to keep a merger out of every page's JavaScript, so which one wins would be up to the stylesheet's
 * order: a component offers a variant instead. Run wherever axe runs, so every page and state counts.
 */
export async function classConflicts(page: Page, label: string, within?: string): Promise<string[]> {
  const elements = await page.evaluate((within) => {
    const roots = within ? [...document.querySelectorAll(within)] : [document.documentElement];
    return roots
      .flatMap((root) => [root, ...root.querySelectorAll("[class]")])
      .filter((element) => element.hasAttribute("class"))
      .map((element) => {
        const id = element.id ? `#${element.id}` : "";
        const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
        return {
          element: `<${element.tagName.toLowerCase()}${id}> "${text}"`,
          classes: element.getAttribute("class") ?? "",
        };
      });
  }, within);
  const problems: string[] = [];
  for (const { element, classes } of elements) {
    const list = classes.split(/\s+/).filter(Boolean);
    if (twMerge(list.join(" ")) === list.join(" ")) continue;
    const kept = twMerge(list.join(" ")).split(" ");
    const dropped = list.filter((name, index) => !kept.includes(name) || list.indexOf(name) !== index);
    problems.push(
      `[${label}] conflicting classes on ${element}: "${list.join(" ")}" (${dropped.join(" ")} would lose)`,
    );
  }
  return problems;
}

function describeViolation(label: string, violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join("; ")}`)
    .join("\n");
  return `[${label}] ${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
}

/**
 * The public pages, from the running server's sitemap: pages added later are covered by themselves.
 * One page per route with a parameter (one city, one article…): see scripts/sitemap-sample.ts.
 */
export async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.ok()).toBe(true);
  const paths = samplePages(sitemapLocations(await response.text()));
  expect(paths.length).toBeGreaterThan(0);
  return paths;
}

/**
 * The accessibility walk's pages: every fixed page, and the first, last and longest page of each route
 * with a parameter (scripts/sitemap-sample.ts's `sampleTemplates`), each page's size being its HTML's
 * length. Measured once per run by global-setup.ts, which hands the list to the workers.
 */
export async function measureTemplatePaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  if (!response.ok()) throw new Error(`/sitemap.xml: ${response.status()}`);
  const paths = sitemapLocations(await response.text());
  const sizes = new Map<string, number>();
  let closedLabel: string | undefined;
  // Four at a time, the renders one address may have in flight (rate-limits.ts); a busy server's 503 is
  // asked again after its Retry-After, as a person would.
  const fetchPage = async (path: string) => {
    for (let attempt = 0; ; attempt++) {
      const page = await request.get(path);
      const html = await page.text();
      if (page.ok()) return html;
      if (page.status() !== 503 || attempt === 5)
        throw new Error(`${path}: ${page.status()} ${html.slice(0, 200)}`);
      const seconds = Number(page.headers()["retry-after"] ?? 1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  };
  for (let start = 0; start < paths.length; start += 4) {
    await Promise.all(
      paths.slice(start, start + 4).map(async (path) => {
        const html = await fetchPage(path);
        sizes.set(path, Buffer.byteLength(html));
        if (path === "/ofertas") closedLabel = firstClosedLabel(html);
      }),
    );
  }
  if (!closedLabel) throw new Error("/ofertas lists no closed offer: the seed closes one");
  return [...sampleTemplates(paths, sizes), ...OFF_SITEMAP_PAGES, closedLabel];
}

/**
 * Pages the sitemap does not list whose look the walk checks all the same: a city the site does not
 * serve (its 404 offers 'Avise-me quando chegar'), a filtered, searched offer list, and the coverage map
 * with the notice a CEP searched without scripts leads to. A closed offer's label is found on /ofertas
 * (`firstClosedLabel`).
 */
export const OFF_SITEMAP_PAGES = [
  "/planos/campinas-sp",
  "/ofertas?cidade=vitoria-es&q=giga",
  "/mapa-cobertura?cep=fora",
  "/mapa-cobertura?cep=invalido",
];

/** The address of the first label listed under 'Ofertas encerradas' in /ofertas's HTML. */
function firstClosedLabel(html: string): string | undefined {
  const start = html.indexOf(">Ofertas encerradas</h2>");
  return start === -1 ? undefined : html.slice(start).match(/href="(\/ofertas\/[^"]+)"/)?.[1];
}

/** The pages global-setup.ts measured (see `measureTemplatePaths`). */
export function templatePaths(): string[] {
  const paths = JSON.parse(process.env.E2E_TEMPLATE_PATHS ?? "[]") as string[];
  expect(paths.length, "E2E_TEMPLATE_PATHS is empty: tests/e2e/global-setup.ts did not run").toBeGreaterThan(
    0,
  );
  return paths;
}

/**
 * Text fields and selects on screen whose border stands out less than 3:1 from what is behind it
 * (WCAG 1.4.11), as problems. Inputs that are buttons (the city modal's cities) are named by their text,
 * as buttons are, and need no boundary.
 */
export async function weakFieldBoundaries(page: Page, label: string): Promise<string[]> {
  await installColourTools(page);
  const found = await page
    .locator("input:not([type=hidden], [type=submit], [type=button], [type=reset]), select")
    .evaluateAll((fields) => {
      const { rgba, over, backgroundFrom, ratio } = window.__colour;
      return (
        fields
          // What a person sees: not a honeypot hidden from people (aria-hidden, off to the side).
          .filter((field) => (field as HTMLElement).checkVisibility() && !field.closest("[aria-hidden=true]"))
          .filter((field) => field.getBoundingClientRect().right > 0)
          .map((field) => {
            const back = backgroundFrom(field.parentElement);
            const edge = over(rgba(getComputedStyle(field).borderTopColor), [...back, 1]);
            return {
              name: field.getAttribute("aria-label") ?? field.id,
              ratio: Math.round(ratio(edge, back) * 100) / 100,
            };
          })
      );
    });
  return found
    .filter((field) => field.ratio < 3)
    .map((field) => `[${label}] field ${field.name}: boundary ${field.ratio}:1`);
}

/** Anything wider than the viewport at 320 px (WCAG 1.4.10), measured on the page as it is now. */
export async function overflowAt320(page: Page, label: string): Promise<string[]> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await horizontalOverflow(page);
  // The innermost elements that reach past the right edge, to say what does not reflow.
  const culprits =
    overflow > 0
      ? await page.evaluate(() => {
          const edge = document.documentElement.clientWidth + 1;
          const wide = [...document.body.querySelectorAll("*")].filter(
            (element) => element.getBoundingClientRect().right > edge,
          );
          return wide
            .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
            .slice(0, 3)
            .map(
              (element) =>
                `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`,
            );
        })
      : [];
  if (before) await page.setViewportSize(before);
  return overflow > 0 ? [`[${label}] ${overflow}px too wide at 320 px: ${culprits.join(", ")}`] : [];
}

/** Colour maths the in-page checks share, installed once per document by `installColourTools`. */
type ColourTools = {
  /** Any CSS colour (oklch(), currentColor, alpha…) resolved by drawing it on a canvas. */
  rgba: (color: string) => [number, number, number, number];
  /** A translucent colour laid over an opaque one. */
  over: (top: number[], bottom: number[]) => number[];
  luminance: (rgb: number[]) => number;
  /** The opaque colour behind an element: its own and its ancestors' backgrounds, layered. */
  backgroundFrom: (start: Element | null) => number[];
  ratio: (a: number[], b: number[]) => number;
  /** The focused element's report (see `FocusReport`). */
  describeFocus: (within: string | null, key: string) => FocusReport;
};

declare global {
  interface Window {
    __colour: ColourTools;
  }
}

/**
 * The colour maths as page source: evaluated in the page by `installColourTools`, and added to every
 * document of a context by `installColourToolsEverywhere`, so a sweep's many measurements pay no
 * round trip to install them.
 */
function defineColourTools() {
  if (window.__colour) return;
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  const rgba = (color: string): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = "rgba(0,0,0,0)";
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!));
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const backgroundFrom = (start: Element | null): number[] => {
    const layers: number[][] = [];
    for (let node = start; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3]! > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    let color = [255, 255, 255];
    for (const layer of layers.reverse()) color = over(layer, [...color, 1]);
    return color;
  };

  const ratio = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  /**
   * The focused element and its focus indicator, at the end of any fade or slide: running animations and
   * transitions are finished rather than waited for, so a measurement costs no frames.
   */
  const describeFocus = (within: string | null, key: string) => {
    const element = document.activeElement as HTMLElement | null;
    const outside = within ? !document.querySelector(within)?.contains(element) : false;
    if (!element || element === document.body || element === document.documentElement) {
      return {
        key,
        outside,
        tag: "body",
        name: "",
        isBody: true,
        visible: false,
        outline: "none",
        contrast: 0,
      };
    }
    // The element's and its ancestors': the header that hides on scroll slides back in (300 ms) when the
    // focus enters it, and its links are measured where the slide ends.
    for (let node: Element | null = element; node; node = node.parentElement) {
      for (const animation of node.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // An endless animation cannot be finished; it is measured as it is now.
        }
      }
    }
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const visible =
      rect.width > 0 &&
      rect.height > 0 &&
      style.visibility !== "hidden" &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 60);
    const width = Number.parseFloat(style.outlineWidth);
    const ring = rgba(style.outlineColor);
    if (style.outlineStyle === "none" || width < 1 || ring[3] === 0) {
      return {
        key,
        outside,
        tag: element.tagName,
        name,
        isBody: false,
        visible,
        outline: "none",
        contrast: 0,
      };
    }
    const inset = Number.parseFloat(style.outlineOffset) < 0;
    const behind = backgroundFrom(inset ? element : element.parentElement);
    const ringColor = over(ring, [...behind, 1]);
    return {
      key,
      outside,
      tag: element.tagName,
      name,
      isBody: false,
      visible,
      outline: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      contrast: Math.round(ratio(ringColor, behind) * 100) / 100,
    };
  };
  window.__colour = { rgba, over, luminance, backgroundFrom, ratio, describeFocus };
}

/** Defines `window.__colour` in the page (again after each navigation; a no-op when present). */
export async function installColourTools(page: Page): Promise<void> {
  await page.evaluate(defineColourTools);
}

/** Defines `window.__colour` in every document the context opens from now on. */
export async function installColourToolsEverywhere(context: BrowserContext): Promise<void> {
  await context.addInitScript(defineColourTools);
}

export type FocusReport = {
  /** A stable id of the focused element, to tell the stops apart. */
  key: string;
  /** The focus is outside the element named by `within`. */
  outside: boolean;
  tag: string;
  name: string;
  isBody: boolean;
  visible: boolean;
  outline: string;
  contrast: number;
};

/**
 * Describes the focused element and its focus indicator: the outline's colour against the colour
 * behind it (the element's own background for an inset outline, else what lies under the element),
 * with every colour resolved by drawing it on a canvas, so oklch(), currentColor and alpha all count.
 */
export async function focusReport(page: Page, within?: string): Promise<FocusReport> {
  const report = await page.evaluate((within) => {
    if (!window.__colour) return null;
    const focused = document.activeElement;
    let key = "";
    if (focused && focused !== document.body) {
      key = focused.getAttribute("data-focus-key") ?? String(Math.random());
      focused.setAttribute("data-focus-key", key);
    }
    return window.__colour.describeFocus(within ?? null, key);
  }, within);
  if (report) return report;
  // A page of a context without the init script (see installColourToolsEverywhere): install, then measure.
  await installColourTools(page);
  return focusReport(page, within);
}

/** The focused element is a real control, on screen, with an indicator of at least 3:1. */
export async function expectVisibleFocus(page: Page, step: string): Promise<FocusReport> {
  const report = await focusReport(page);
  expect(report.isBody, `${step}: the focus fell to <body>`).toBe(false);
  expect(report.visible, `${step}: the focused ${report.tag} "${report.name}" is not on screen`).toBe(true);
  expect(
    report.contrast,
    `${step}: the focused ${report.tag} "${report.name}" has indicator ${report.outline}`,
  ).toBeGreaterThanOrEqual(3);
  return report;
}

/** Tabs forward (or back) until the focused element's accessible name matches, checking every stop. */
export async function tabTo(page: Page, name: RegExp, options: { back?: boolean; max?: number } = {}) {
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    const report = await expectVisibleFocus(page, `tabbing towards ${name}`);
    const accessibleName = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const labelled = element.getAttribute("aria-labelledby");
      if (element.getAttribute("aria-label")) return element.getAttribute("aria-label")!;
      if (labelled) return document.getElementById(labelled)?.textContent ?? "";
      // Inputs, selects, text areas and buttons (a switch) named by a <label>.
      const labels = (element as HTMLInputElement).labels;
      if (labels && labels.length > 0) return labels[0]?.textContent ?? "";
      // An input that is a button (the city modal's cities) is named by its value.
      if (element instanceof HTMLInputElement && ["submit", "button", "reset"].includes(element.type))
        return element.value;
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) return "";
      return element.textContent ?? "";
    });
    if (name.test(accessibleName.trim())) return report;
  }
  throw new Error(`never reached ${name} with the keyboard`);
}

/** Nothing scrolls sideways: content reflows at the current width (WCAG 1.4.10). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Presses Tab this many times with the DevTools input events Playwright's `keyboard.press` sends, but
 * sends them all before awaiting any: the browser still handles them one after the other, in order,
 * and a round trip per key (10 to 50 ms) was three quarters of a page's sweep.
 */
async function pressTab(keys: CDPSession, times: number) {
  const send = (type: "rawKeyDown" | "keyUp") =>
    keys.send("Input.dispatchKeyEvent", {
      type,
      key: "Tab",
      code: "Tab",
      windowsVirtualKeyCode: 9,
      nativeVirtualKeyCode: 9,
    });
  const sent: Promise<unknown>[] = [];
  for (let i = 0; i < times; i++) sent.push(send("rawKeyDown"), send("keyUp"));
  await Promise.all(sent);
}

/**
 * Tabs through every stop of the page (or of the open dialog, which keeps the focus) and lists the
 * stops whose focus indicator is missing, off screen or under 3:1. Ends when the focus leaves the
 * page or comes back to a stop already seen. With `within` (a selector of an element that takes focus,
 * such as `main`), only that part is swept: the layout around it is the same on every page and is
 * swept once, which keeps a page's cost to its own controls.
 *
 * The real Tab key walks the order; the page records each stop as it gets the focus, so the keys go
 * out in batches with no round trip between them (`pressTab`). Then one call in the page gives each recorded stop
 * the focus again, in the same order and still in keyboard modality (so `:focus-visible` holds), and
 * measures it as it would have been measured when tabbed to.
 */
export async function sweepFocus(
  page: Page,
  label: string,
  options: { within?: string; maxStops?: number } = {},
): Promise<string[]> {
  const maxStops = options.maxStops ?? 150;
  await page.evaluate((within) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
    const stops: Element[] = [];
    const state = { stops, ended: false };
    const onFocus = (event: FocusEvent) => {
      if (state.ended) return;
      const target = event.target as Element;
      const outside = within ? !document.querySelector(within)?.contains(target) : false;
      // Back to a stop already seen, or out of the part being swept: the walk is over.
      if (outside || stops.includes(target)) {
        state.ended = true;
        return;
      }
      stops.push(target);
    };
    document.addEventListener("focusin", onFocus, true);
    (window as unknown as { __sweep: typeof state }).__sweep = state;
    if (within) document.querySelector<HTMLElement>(within)?.focus({ preventScroll: true });
    // The element swept within is where the walk starts, not a stop of it.
    stops.length = 0;
  }, options.within);

  // Ten keys, then one look at what the page recorded: the walk is over when it came back to a stop,
  // left the swept part, or a whole batch found no new stop (the focus left the page and stayed out).
  const BATCH = 10;
  let count = 0;
  const keys = await page.context().newCDPSession(page);
  for (;;) {
    await pressTab(keys, BATCH);
    const now = await page.evaluate(() => {
      const sweep = (window as unknown as { __sweep: { stops: Element[]; ended: boolean } }).__sweep;
      return { ended: sweep.ended, count: sweep.stops.length };
    });
    if (now.ended || now.count === count || now.count >= maxStops) break;
    count = now.count;
  }

  await keys.detach();
  await installColourTools(page);
  const reports = await page.evaluate(() => {
    const sweep = (window as unknown as { __sweep: { stops: Element[]; ended: boolean } }).__sweep;
    sweep.ended = true;
    return sweep.stops.map((stop, index) => {
      (stop as HTMLElement).focus();
      const report = window.__colour.describeFocus(null, String(index));
      if (document.activeElement === stop) return { ...report, refocused: true };
      const name = (stop.getAttribute("aria-label") ?? stop.textContent ?? "").trim().slice(0, 60);
      return { ...report, refocused: false, name, tag: stop.tagName };
    });
  });
  const problems: string[] = [];
  for (const report of reports) {
    if (!report.refocused) {
      problems.push(
        `[${label}] ${report.tag} "${report.name}": took the focus from Tab but not from focus()`,
      );
    } else if (!report.visible || report.contrast < 3) {
      problems.push(
        `[${label}] ${report.tag} "${report.name}": ${report.visible ? "" : "off screen, "}indicator ${report.outline} at ${report.contrast}:1`,
      );
    }
  }
  return problems;
}
