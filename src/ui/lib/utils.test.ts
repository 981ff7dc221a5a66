import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
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

/** The <Button> elements of a TSX file, read with TypeScript's parser, with their string attributes. */
function buttonElements(file: string): ButtonElement[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: ButtonElement[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === "Button"
    ) {
      const attributes = new Map<string, string | typeof DYNAMIC>();
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute)) continue;
        const value = attribute.initializer;
        const literal =
          value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression
            : value;
        attributes.set(
          attribute.name.getText(),
          literal && ts.isStringLiteralLike(literal) ? literal.text : DYNAMIC,
        );
      }
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ at: `${path.relative(sourceDir, file)}:${line + 1}`, attributes });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
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
