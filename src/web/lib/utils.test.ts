import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./utils";

const webDir = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every word that could be a class in the site's string literals (prose words are harmless: both keep them). */
function classTokens(): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(webDir)) {
    const source = readFileSync(file, "utf8");
    for (const literal of source.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (literal[1] ?? literal[2] ?? "").split(/\s+/)) {
        if (/^[!a-z0-9@[(&_-][\w\-:/.[\]()&=%!#,*@>+'"]*$/.test(word) && !word.includes("${"))
          tokens.add(word);
      }
    }
  }
  return [...tokens].sort();
}

describe("cn", () => {
  it("lets a caller's class replace the component's class for the same property", () => {
    expect(cn("inline-flex h-10 px-4", "hidden sm:inline-flex")).toBe("h-10 px-4 hidden sm:inline-flex");
    expect(cn("rounded-md bg-muted", "rounded-xl")).toBe("bg-muted rounded-xl");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
    expect(cn("p-6", "px-4")).toBe("p-6 px-4");
    expect(cn("px-4", "p-6")).toBe("p-6");
    expect(cn("max-w-lg", false, undefined, { "max-w-xl": true })).toBe("max-w-xl");
    expect(cn("data-[state=open]:bg-muted", "data-[state=open]:bg-card")).toBe("data-[state=open]:bg-card");
  });

  it("keeps classes under different variants and classes it does not know", () => {
    expect(cn("p-4 md:p-6 hover:bg-muted", "bg-card")).toBe("p-4 md:p-6 hover:bg-muted bg-card");
    expect(cn("focus-inset custom", "custom")).toBe("focus-inset custom custom");
  });

  it("agrees with tailwind-merge on every pair of classes written in src/web", () => {
    // tailwind-merge only knows a class it would merge with itself; prose words and custom names are left out.
    const tokens = classTokens().filter((token) => twMerge(`${token} ${token}`) === token);
    expect(tokens.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const first of tokens) {
      for (const second of tokens) {
        const pair = `${first} ${second}`;
        const ours = mergeClasses(pair);
        const theirs = twMerge(pair);
        if (ours !== theirs) disagreements.push(`"${pair}": cn gives "${ours}", tailwind-merge "${theirs}"`);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });
});
