// The docs' lists that follow the code, generated from it into marked blocks (issue 69, point 5): the
// console's tabs (the registry of entities), the delivery worker's queues (src/server/delivery/outboxes.ts)
// and the Playwright projects (playwright.config.ts). A block is written between
//   <!-- generated:NAME --> … <!-- /generated:NAME -->
// in a guide (README, CONTRIBUTING, docs/*.md). `npm run lint` runs this script, which fails when a block is
// not what the code makes of it today; `npx tsx scripts/docs-lists.ts --write` rewrites the blocks.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BLOCK = /<!-- generated:([a-z-]+) -->\n([\s\S]*?)<!-- \/generated:\1 -->/g;
const WRITE_COMMAND = "npx tsx scripts/docs-lists.ts --write";

/** A Markdown table from a header and rows, its columns padded as the formatter of the guides pads them. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(3, cell.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** The console's tabs in the menu's order, each with its route file's feature components. */
async function tabsBlock(): Promise<string> {
  const { CONSOLE_TABS } = await import("../src/domain/entities");
  const { STAFF_ROLES, roleCanUse } = await import("../src/domain/staff-roles");
  const rows = CONSOLE_TABS.map((tab) => {
    const route = `src/console/routes/intranet.${tab.path}.tsx`;
    const file = path.join(ROOT, route);
    if (!existsSync(file)) throw new Error(`The tab '${tab.label}' has no route file ${route}.`);
    const source = readFileSync(file, "utf8");
    const components = [...source.matchAll(/from "\.\.\/features\/([a-z0-9-]+)"/g)]
      .map((match) => match[1] ?? "")
      .filter((name) => name !== "tabs")
      .map((name) => {
        const found = [".tsx", ".ts"].find((ext) =>
          existsSync(path.join(ROOT, "src/console/features", name + ext)),
        );
        return `\`${name}${found ?? ""}\``;
      });
    const roles = STAFF_ROLES.filter((role) => roleCanUse(role, tab.area));
    return [tab.label, `\`${tab.path}\``, components.join(", "), roles.join(", ")];
  });
  return markdownTable(
    ["Tab", "Route (`/intranet/…`)", "Components (`src/console/features/`)", "Roles"],
    rows,
  );
}

/** The delivery worker's queues, in the order it drains them. */
async function queuesBlock(): Promise<string> {
  const { OUTBOXES } = await import("../src/server/delivery/outboxes");
  return OUTBOXES.map((outbox) => `- \`${outbox.name}\`: ${outbox.delivers}.`).join("\n");
}

/** The Playwright projects, with the specs each runs and what it runs after. */
async function testProjectsBlock(): Promise<string> {
  const { default: config } = await import("../playwright.config");
  const specs = (patterns: unknown) =>
    [patterns]
      .flat()
      .map((pattern) => `\`${String(pattern).replace(/^\*\*\//, "")}\``)
      .join(", ");
  return (config.projects ?? [])
    .map((project) => {
      const description = String(project.metadata?.description ?? "");
      if (!description)
        throw new Error(`The Playwright project '${project.name}' has no metadata.description.`);
      const runs = project.testMatch ? `runs ${specs(project.testMatch)}` : "runs every other spec";
      const after = project.dependencies?.length
        ? `, after ${project.dependencies.map((name) => `\`${name}\``).join(" and ")}`
        : "";
      return `- \`${project.name}\` (${runs}${after}): ${description}`;
    })
    .join("\n");
}

export const GENERATORS: Record<string, () => Promise<string>> = {
  tabs: tabsBlock,
  queues: queuesBlock,
  "test-projects": testProjectsBlock,
};

/**
 * A guide's text with its blocks made from `blocks`, and what was wrong with it: a block whose text differs
 * (stale) or whose name no generator has (unknown).
 */
export function renderBlocks(text: string, blocks: Record<string, string>) {
  const stale: string[] = [];
  const unknown: string[] = [];
  const found: string[] = [];
  const result = text.replace(BLOCK, (whole, name: string, body: string) => {
    found.push(name);
    const made = blocks[name];
    if (made === undefined) {
      unknown.push(name);
      return whole;
    }
    const fresh = `${made}\n`;
    if (body !== fresh) stale.push(name);
    return `<!-- generated:${name} -->\n${fresh}<!-- /generated:${name} -->`;
  });
  return { text: result, stale, unknown, found };
}

/** The guides a block may live in. */
function guides(): string[] {
  const docs = readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", "CONTRIBUTING.md", ...docs];
}

/** Checks (or with `write`, rewrites) every guide; returns the problems, each a sentence. */
export async function checkGuides(write: boolean): Promise<string[]> {
  const blocks: Record<string, string> = {};
  for (const [name, generate] of Object.entries(GENERATORS)) blocks[name] = await generate();
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const guide of guides()) {
    const file = path.join(ROOT, guide);
    const before = readFileSync(file, "utf8");
    const { text, stale, unknown, found } = renderBlocks(before, blocks);
    for (const name of found) seen.add(name);
    for (const name of unknown) problems.push(`${guide}: no generator makes the block 'generated:${name}'.`);
    if (write && text !== before) writeFileSync(file, text);
    else
      for (const name of stale)
        problems.push(`${guide}: the generated list '${name}' is stale; run \`${WRITE_COMMAND}\`.`);
  }
  for (const name of Object.keys(GENERATORS))
    if (!seen.has(name))
      problems.push(`No guide holds the block '<!-- generated:${name} -->' … '<!-- /generated:${name} -->'.`);
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = await checkGuides(process.argv.includes("--write"));
  for (const problem of problems) console.error(problem);
  process.exit(problems.length ? 1 : 0);
}
