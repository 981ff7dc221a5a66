import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { parseSync, Visitor } from "vite";
import { describe, expect, it } from "vitest";
import { alertVariants, alertVariantsConfig } from "../components/alert";
import { buttonVariants, buttonVariantsConfig } from "../components/button";
import { cn, variants } from "./utils";

// cn only joins classes, so an element with two utilities for the same property (`h-10 h-11`) would
// depend on the stylesheet's order. tailwind-merge (test-only) is the oracle: a class list it would
// change holds a conflict. The browser accessibility suite checks every rendered element the same way.
function conflicts(classes: string): string[] {
  const list = classes.split(/\s+/).filter(Boolean);
  const merged = twMerge(list.join(" ")).split(" ");
  if (merged.length === list.length) return [];
  const dropped = list.filter((name, index) => !merged.includes(name) || list.indexOf(name) !== index);
  return [`"${list.join(" ")}" drops ${dropped.join(" ")}`];
}

/** Each variant's values, from a component's variants config: `{ size: ["default", "sm", …] }`. */
function valuesOf(variants: Record<string, object>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(variants).map(([name, values]) => [name, Object.keys(values)]));
}

/** Every combination of a component's variants, as its options objects (undefined: the default). */
function combinations(
  variants: Record<string, Array<string | undefined>>,
): Record<string, string | undefined>[] {
  return Object.entries(variants).reduce<Record<string, string | undefined>[]>(
    (found, [name, values]) =>
      found.flatMap((options) => values.map((value) => ({ ...options, [name]: value }))),
    [{}],
  );
}

/** The React code of the site, the console and the shared components. */
const sourceDir = path.resolve(import.meta.dirname, "../..");
const WEB_DIRS = ["site", "console", "ui"].map((dir) => path.join(sourceDir, dir));

/** An attribute whose value is an expression, known only when the page runs. */
const DYNAMIC = Symbol("dynamic");

type ButtonElement = { at: string; attributes: Map<string, string | typeof DYNAMIC> };

/** The <Button> elements of a TSX file, read with Vite's parser (Oxc), with their string attributes. */
function buttonElements(file: string): ButtonElement[] {
  const text = readFileSync(file, "utf8");
  const { program, errors } = parseSync(file, text, { lang: "tsx" });
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const found: ButtonElement[] = [];
  new Visitor({
    JSXOpeningElement(node) {
      if (node.name.type !== "JSXIdentifier" || node.name.name !== "Button") return;
      const attributes = new Map<string, string | typeof DYNAMIC>();
      for (const attribute of node.attributes) {
        if (attribute.type !== "JSXAttribute" || attribute.name.type !== "JSXIdentifier") continue;
        // `size="sm"` and `size={"sm"}` are both known; anything else is known only when the page runs.
        const value =
          attribute.value?.type === "JSXExpressionContainer" ? attribute.value.expression : attribute.value;
        attributes.set(
          attribute.name.name,
          value?.type === "Literal" && typeof value.value === "string" ? value.value : DYNAMIC,
        );
      }
      const line = text.slice(0, node.start).split("\n").length;
      found.push({ at: `${path.relative(sourceDir, file)}:${line}`, attributes });
    },
  }).visit(program);
  return found;
}

function componentFiles(): string[] {
  return WEB_DIRS.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx") && !entry.name.includes(".test."))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

describe("cn", () => {
  it("joins classes and conditional classes without merging them", () => {
    expect(cn("inline-flex h-10", false, undefined, { "px-4": true, "py-2": false }, ["text-sm"])).toBe(
      "inline-flex h-10 px-4 text-sm",
    );
    expect(cn("p-6", "px-4")).toBe("p-6 px-4");
  });
});

describe("variants", () => {
  const badge = variants("rounded", {
    variants: { tone: { plain: "bg-muted", loud: "bg-accent" }, size: { sm: "text-xs", lg: "text-lg" } },
    defaultVariants: { tone: "plain", size: "sm" },
  });

  it("gives the base, each variant's classes (its default when not chosen) and the caller's, in that order", () => {
    expect(badge()).toBe("rounded bg-muted text-xs");
    expect(badge({ tone: "loud", className: "mt-2" })).toBe("rounded bg-accent text-xs mt-2");
    expect(badge({ tone: null, size: "lg" })).toBe("rounded bg-muted text-lg");
  });
});

describe("class lists without conflicting utilities", () => {
  it("holds for every combination of the button's variants", () => {
    const found = combinations(valuesOf(buttonVariantsConfig.variants)).flatMap((options) =>
      conflicts(buttonVariants(options as Parameters<typeof buttonVariants>[0])),
    );
    expect(found).toEqual([]);
  });

  it("holds for every combination of the alert's variants", () => {
    const found = combinations(valuesOf(alertVariantsConfig.variants)).flatMap((options) =>
      conflicts(alertVariants(options as Parameters<typeof alertVariants>[0])),
    );
    expect(found).toEqual([]);
  });

  it("holds for every <Button> written with fixed classes, whatever variants it is given", () => {
    const variants = valuesOf(buttonVariantsConfig.variants);
    const found: string[] = [];
    let buttons = 0;
    for (const file of componentFiles()) {
      for (const button of buttonElements(file)) {
        buttons++;
        // A variant written as an expression may take any of its values.
        const chosen: Record<string, Array<string | undefined>> = Object.fromEntries(
          Object.entries(variants).map(([name, values]) => {
            const value = button.attributes.get(name);
            return [name, value === DYNAMIC ? values : [value]];
          }),
        );
        const className = button.attributes.get("className");
        for (const options of combinations(chosen)) {
          const classes = buttonVariants({
            ...options,
            className: className === DYNAMIC ? undefined : className,
          } as Parameters<typeof buttonVariants>[0]);
          found.push(...conflicts(classes).map((conflict) => `${button.at}: ${conflict}`));
        }
      }
    }
    expect(buttons).toBeGreaterThan(30);
    expect([...new Set(found)]).toEqual([]);
  });
});
