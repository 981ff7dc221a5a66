import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Every page loads the chunk of what the layout's script reaches, with whatever islands use of the same
// modules (scripts/chunk-groups.ts). Through the domain's barrel it reached every rule of the domain, and the
// chunk carried the lead, referral and plan code only islands run (issue 70, decision 0098): the modules it
// reaches name the domain's modules one by one.

const IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*["']([^"']+)["']/gm;

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), base].find(
    (file) => existsSync(file) && !file.endsWith(path.sep),
  );
}

it("reaches the domain's modules by name, never its barrel", () => {
  const start = path.resolve("src/site/features/layout/layout-script.ts");
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolve(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  const reached = [...seen].map((file) => path.relative(process.cwd(), file).split(path.sep).join("/"));
  expect(reached).toContain("src/site/stores/visit-city.ts");
  expect(reached).not.toContain("src/domain/index.ts");
});
