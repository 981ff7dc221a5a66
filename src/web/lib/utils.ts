import { type ClassValue, clsx } from "clsx";

/*
 * Joins classes and lets a later Tailwind utility replace an earlier one that sets the same CSS properties
 * under the same variants, as tailwind-merge does. tailwind-merge weighs 8.4 KB gzip with its full config,
 * 7% of a public page's JavaScript budget (issue 5), so this is a small table of the utility families the
 * site uses. `utils.test.ts` compares it with tailwind-merge on every pair of classes written in src/web
 * and fails when a new class needs a row here.
 */

const EDGES = { t: ["t"], r: ["r"], b: ["b"], l: ["l"], x: ["l", "r"], y: ["t", "b"], s: ["s"], e: ["e"] };
const ALL_EDGES = ["t", "r", "b", "l", "s", "e"];
const CORNERS: Record<string, string[]> = {
  "": ["tl", "tr", "br", "bl", "ss", "se", "ee", "es"],
  t: ["tl", "tr"],
  r: ["tr", "br"],
  b: ["br", "bl"],
  l: ["tl", "bl"],
  s: ["ss", "es"],
  e: ["se", "ee"],
  tl: ["tl"],
  tr: ["tr"],
  br: ["br"],
  bl: ["bl"],
};
const SIZES = "(?:xs|sm|base|md|lg|\\d?xl|\\[[^\\]]*(?:px|rem|em)\\]|\\(length:[^)]*\\))";
const FONT_WEIGHTS = "(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)";

type Rule = [RegExp, (family: string) => string[]];
const fixed =
  (...properties: string[]) =>
  () =>
    properties;
const sides = (property: string) => (edge: string) =>
  (EDGES[edge as keyof typeof EDGES] ?? ALL_EDGES).map((side) => `${property}-${side}`);

// First match wins, so the narrow families come before the catch-all ones (`text-sm` before text colours).
const RULES: Rule[] = [
  [
    /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|flow-root|list-item|table|table-row|table-cell)$/,
    fixed("display"),
  ],
  [/^(?:sr-only|not-sr-only)$/, fixed("sr")],
  [/^list-(?:inside|outside)$/, fixed("list-style-position")],
  [/^list-/, fixed("list-style-type")],
  [/^(?:static|fixed|absolute|relative|sticky)$/, fixed("position")],
  [/^(?:visible|invisible|collapse)$/, fixed("visibility")],
  [/^p([xytrblse]?)-/, sides("padding")],
  [/^-?m([xytrblse]?)-/, sides("margin")],
  [/^-?inset-x-/, fixed("left", "right")],
  [/^-?inset-y-/, fixed("top", "bottom")],
  [/^-?inset-/, fixed("top", "right", "bottom", "left")],
  [/^-?(top|right|bottom|left|start|end)-/, (family) => [family]],
  [/^size-/, fixed("w", "h")],
  [/^(w|h|min-w|min-h|max-w|max-h)-/, (family) => [family]],
  [/^gap-([xy])-/, (family) => [`gap-${family}`]],
  [/^gap-/, fixed("gap-x", "gap-y")],
  [/^space-([xy])-/, (family) => [`space-${family}`]],
  [new RegExp(`^text-${SIZES}(?:/.+)?$`), fixed("font-size", "line-height")],
  [/^text-(?:left|center|right|justify|start|end)$/, fixed("text-align")],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, fixed("text-wrap")],
  [/^(?:truncate|text-ellipsis|text-clip)$/, fixed("text-overflow")],
  [/^text-/, fixed("color")],
  [new RegExp(`^font-${FONT_WEIGHTS}$`), fixed("font-weight")],
  [/^font-/, fixed("font-family")],
  [/^leading-/, fixed("line-height")],
  [/^tracking-/, fixed("letter-spacing")],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, fixed("text-transform")],
  [/^(?:italic|not-italic)$/, fixed("font-style")],
  [/^(?:underline|overline|line-through|no-underline)$/, fixed("text-decoration-line")],
  [/^underline-offset-/, fixed("text-underline-offset")],
  [/^whitespace-/, fixed("white-space")],
  [/^(?:break-words|break-all|break-keep|break-normal)$/, fixed("word-break")],
  [/^wrap-(?:break-word|anywhere|normal)$/, fixed("overflow-wrap")],
  [/^align-/, fixed("vertical-align")],
  [/^bg-(?:fixed|local|scroll)$/, fixed("background-attachment")],
  [
    /^bg-(?:bottom|center|left|right|top|left-bottom|left-top|right-bottom|right-top)$/,
    fixed("background-position"),
  ],
  [/^bg-(?:repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/, fixed("background-repeat")],
  [/^bg-(?:auto|cover|contain)$/, fixed("background-size")],
  [/^bg-(?:none|gradient-|linear-|radial|conic)/, fixed("background-image")],
  [/^bg-/, fixed("background-color")],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, fixed("border-style")],
  [/^border-?([xytrblse]?)(?:-\d+|-\[[^\]]*px\])?$/, sides("border-width")],
  [/^border-([xytrblse])-/, sides("border-color")],
  [/^border-/, sides("border-color")],
  [
    /^rounded(?:-(t|r|b|l|s|e|tl|tr|br|bl))?(?:-[^-]+)?$/,
    (corner) => (CORNERS[corner] ?? []).map((c) => `radius-${c}`),
  ],
  [/^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, fixed("box-shadow")],
  [/^shadow-/, fixed("shadow-color")],
  [/^ring-offset-\d+$/, fixed("ring-offset-width")],
  [/^ring-offset-/, fixed("ring-offset-color")],
  [/^ring(?:-\d+)?$/, fixed("ring-width")],
  [/^ring-/, fixed("ring-color")],
  [/^outline-(?:none|hidden|solid|dashed|dotted|double)$/, fixed("outline-style")],
  [/^outline-offset-/, fixed("outline-offset")],
  [/^outline(?:-\d+)?$/, fixed("outline-width")],
  [/^outline-/, fixed("outline-color")],
  [/^opacity-/, fixed("opacity")],
  [/^z-/, fixed("z-index")],
  [/^cursor-/, fixed("cursor")],
  [/^pointer-events-/, fixed("pointer-events")],
  [/^select-/, fixed("user-select")],
  [/^overflow-([xy])-/, (family) => [`overflow-${family}`]],
  [/^overflow-/, fixed("overflow-x", "overflow-y")],
  [/^flex-(?:row|col)(?:-reverse)?$/, fixed("flex-direction")],
  [/^flex-(?:wrap|nowrap|wrap-reverse)$/, fixed("flex-wrap")],
  [/^flex-/, fixed("flex", "grow", "shrink", "flex-basis")],
  [/^(grow|shrink)(?:-\d+)?$/, (family) => [family]],
  [/^basis-/, fixed("flex-basis")],
  [/^items-/, fixed("align-items")],
  [/^justify-(items|self)-/, (family) => [`justify-${family}`]],
  [/^justify-/, fixed("justify-content")],
  [/^self-/, fixed("align-self")],
  [/^content-/, fixed("align-content")],
  [/^order-/, fixed("order")],
  [/^grid-cols-/, fixed("grid-template-columns")],
  [/^grid-rows-/, fixed("grid-template-rows")],
  [/^col-/, fixed("grid-column")],
  [/^row-/, fixed("grid-row")],
  [/^transition(?:-[a-z]+)?$/, fixed("transition-property")],
  [/^duration-/, fixed("transition-duration")],
  [/^ease-/, fixed("transition-timing-function")],
  [/^delay-/, fixed("transition-delay")],
  [/^animate-/, fixed("animation")],
  [/^-?translate-([xy])-/, (family) => [`translate-${family}`]],
  [/^-?rotate-/, fixed("rotate")],
  [/^scale-/, fixed("scale")],
  [/^object-(?:contain|cover|fill|none|scale-down)$/, fixed("object-fit")],
  [/^aspect-/, fixed("aspect-ratio")],
  [/^fill-/, fixed("fill")],
  [/^(from|via|to)-/, (family) => [`gradient-${family}`]],
  [/^(?:tabular|proportional)-nums$/, fixed("numeric-spacing")],
  [/^caption-/, fixed("caption-side")],
  [/^backdrop-([a-z]+)/, (family) => [`backdrop-${family}`]],
  [/^stroke-/, fixed("stroke")],
  [/^divide-([xy])(?:-reverse|-\d+)?$/, (family) => [`divide-${family}`]],
  [/^divide-/, fixed("divide-color")],
  [/^snap-(?:x|y|both|none)$/, fixed("scroll-snap-type")],
  [/^snap-(?:start|end|center|align-none)$/, fixed("scroll-snap-align")],
  [/^scroll-/, fixed("scroll")],
];

const cache = new Map<string, string[] | null>();

/** The CSS properties a utility (without variants) sets, or null for a class this table does not know. */
function propertiesOf(utility: string): string[] | null {
  let properties = cache.get(utility);
  if (properties === undefined) {
    properties = null;
    for (const [pattern, toProperties] of RULES) {
      const match = utility.match(pattern);
      if (match) {
        properties = toProperties(match[1] ?? "");
        break;
      }
    }
    cache.set(utility, properties);
  }
  return properties;
}

/** Splits `md:hover:!p-4` into its variant key and utility, keeping colons inside brackets. */
function parseClass(className: string): { variants: string; utility: string } {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let index = 0; index < className.length; index++) {
    const char = className.charAt(index);
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  let important = false;
  if (utility.startsWith("!")) {
    important = true;
    utility = utility.slice(1);
  } else if (utility.endsWith("!")) {
    important = true;
    utility = utility.slice(0, -1);
  }
  return { variants: `${variants.sort().join(":")}${important ? "!" : ""}`, utility };
}

export function mergeClasses(classes: string): string {
  const kept: string[] = [];
  // The property sets of the classes after this one, per variant key: a class goes when one of them covers it.
  const later = new Map<string, string[][]>();
  const tokens = classes.split(/\s+/).filter(Boolean);
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index] ?? "";
    const { variants, utility } = parseClass(token);
    const properties = propertiesOf(utility);
    if (properties) {
      const sets = later.get(variants) ?? [];
      later.set(variants, sets);
      if (sets.some((set) => properties.every((property) => set.includes(property)))) continue;
      sets.push(properties);
    }
    kept.push(token);
  }
  return kept.reverse().join(" ");
}

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
