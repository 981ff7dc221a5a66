import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// vitest.setup.ts's console guard, run on three files in one process (no isolation), in order: the
// first leaves work behind that prints while the second runs; the third prints during its own test.
describe("the console guard", () => {
  const run = spawnSync(
    process.execPath,
    [
      path.resolve("node_modules/vitest/vitest.mjs"),
      "run",
      "--config",
      path.resolve("scripts/fixtures/console-guard/vitest.config.ts"),
      "--reporter=json",
    ],
    { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
  );
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf("{"))) as {
    testResults: {
      name: string;
      status: string;
      assertionResults: { status: string; failureMessages: string[] }[];
    }[];
  };
  const file = (name: string) => report.testResults.find((result) => result.name.endsWith(name))!;

  it("fails the file whose test printed, with the line", () => {
    expect(file("c-prints.fixture.ts").status).toBe("failed");
    expect(file("c-prints.fixture.ts").assertionResults[0]!.failureMessages.join("\n")).toContain(
      "console.error: an error of this test",
    );
  });

  it("charges a line to the file whose work printed it, not to the file running then", () => {
    expect(file("b-pure.fixture.ts").status).toBe("passed");
    expect(run.stderr).toContain(
      "a-leaves-work.fixture.ts, after it finished: console.error: leftover of the first file",
    );
  });
});
