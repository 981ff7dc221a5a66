import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { alertVariants } from "../components/ui/alert";
import { buttonVariants } from "../components/ui/button";
import { cn } from "./utils";

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

/** Every combination of a cva component's variants, as its options objects. */
function combinations(variants: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(variants).reduce<Record<string, string>[]>(
    (found, [name, values]) =>
      found.flatMap((options) => values.map((value) => ({ ...options, [name]: value }))),
    [{}],
  );
}

const webDir = path.resolve(import.meta.dirname, "..");

function componentFiles(): string[] {
  return readdirSync(webDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx") && !entry.name.includes(".test."))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("cn", () => {
  it("joins classes and conditional classes without merging them", () => {
    expect(cn("inline-flex h-10", false, undefined, { "px-4": true, "py-2": false }, ["text-sm"])).toBe(
      "inline-flex h-10 px-4 text-sm",
    );
    expect(cn("p-6", "px-4")).toBe("p-6 px-4");
  });
});

describe("class lists without conflicting utilities", () => {
  it("holds for every combination of the button's variants", () => {
    const found = combinations({
      variant: [
        "default",
        "accent",
        "destructive",
        "outline",
        "outline-on-dark",
        "secondary",
        "ghost",
        "link",
      ],
      size: ["default", "sm", "lg", "field", "lg-wrap", "icon"],
      justify: ["center", "between"],
    }).flatMap((options) => conflicts(buttonVariants(options as Parameters<typeof buttonVariants>[0])));
    expect(found).toEqual([]);
  });

  it("holds for every combination of the alert's variants", () => {
    const found = combinations({
      variant: ["default", "info", "destructive"],
      layout: ["default", "inline"],
      text: ["sm", "base"],
    }).flatMap((options) => conflicts(alertVariants(options as Parameters<typeof alertVariants>[0])));
    expect(found).toEqual([]);
  });

  it("holds for every <Button> written with fixed variant, size and classes", () => {
    const found: string[] = [];
    let buttons = 0;
    for (const file of componentFiles()) {
      for (const match of readFileSync(file, "utf8").matchAll(/<Button\b([^>]*)>/g)) {
        const attributes = match[1] ?? "";
        const literal = (name: string) => attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
        buttons++;
        const classes = buttonVariants({
          variant: literal("variant") as never,
          size: literal("size") as never,
          justify: literal("justify") as never,
          className: literal("className"),
        });
        found.push(...conflicts(classes).map((conflict) => `${path.relative(webDir, file)}: ${conflict}`));
      }
    }
    expect(buttons).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });
});
