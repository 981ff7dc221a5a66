// deploy/vitrine.service runs what `npm start` runs, without npm (decision 0091): the same environment,
// the same Node flags, the project's own Node and scripts/start.mjs. A flag added to package.json alone
// would leave the deployed server without it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

it("starts the server as npm start does: its environment, its Node flags, the project's Node", () => {
  const start: string = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start;
  const parsed = /^((?:[A-Z_]+=\S+\s+)*)node((?:\s+--\S+)*)\s+(\S+)$/.exec(start);
  expect(parsed, start).not.toBeNull();
  const [, assignments = "", flags = "", script] = parsed ?? [];
  const unit = readFileSync(path.join(ROOT, "deploy", "vitrine.service"), "utf8");
  const environment = unit.match(/^Environment=\S+$/gm) ?? [];
  for (const assignment of assignments.trim().split(/\s+/).filter(Boolean))
    expect(environment).toContain(`Environment=${assignment}`);
  expect(unit.match(/^ExecStart=.*$/gm)).toEqual([
    `ExecStart=/opt/vitrine/node_modules/.bin/node ${flags.trim()} ${script}`,
  ]);
});
