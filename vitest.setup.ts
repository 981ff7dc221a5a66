import { AsyncLocalStorage } from "node:async_hooks";
import nodeConsole from "node:console";
import { format } from "node:util";
import { afterAll, afterEach, aroundAll, expect } from "vitest";

// Every test file's first import (vitest.config.ts `setupFiles`): a test fails when it prints a
// console.error or console.warn it did not expect, so a real error cannot drown in noise. A test that
// expects one silences it where it arises, e.g. `vi.spyOn(console, "error").mockImplementation(() => {})`,
// which stands in front of this recorder until it is restored.
//
// Two consoles are watched: the test's (Vitest's own, on globalThis) and Node's, which Vitest hands
// to happy-dom before putting its own in place, so DOM-side errors print there.
//
// The `unit` and `api` projects run many files in one process (no isolation). Each file's hooks and
// tests run inside an async context of that file (`aroundAll` below), so a line is charged to the file
// whose work printed it, wherever the worker has got to since: a sign-in that timed out in one file and
// logs after its database closed fails that file's run, not the pure test another file is running. A
// line whose file has already finished cannot fail it any more: it is printed as late output, naming
// the file, and fails no one else.

type FileRun = { file: string; printed: string[]; finished: boolean };
type Guard = { origin: AsyncLocalStorage<FileRun>; current: FileRun | null };

// Kept on globalThis: a worker that runs several files wraps each console once.
const GUARD = Symbol.for("vitrine.console-guard");
const global = globalThis as { [GUARD]?: Guard };

if (!global[GUARD]) {
  const guard: Guard = { origin: new AsyncLocalStorage(), current: null };
  global[GUARD] = guard;
  for (const target of new Set([console, nodeConsole])) {
    for (const method of ["error", "warn"] as const) {
      const original = target[method].bind(target);
      target[method] = (...args: unknown[]) => {
        const line = `console.${method}: ${format(...args)}`;
        const run = guard.origin.getStore() ?? guard.current;
        if (run && !run.finished) run.printed.push(line);
        else if (run) process.stderr.write(`Late output of ${run.file}, after it finished: ${line}\n`);
        original(...args);
      };
    }
  }
}

const guard = global[GUARD]!;
const run: FileRun = { file: expect.getState().testPath ?? "a test file", printed: [], finished: false };
guard.current = run;

aroundAll(async (runSuite) => {
  await guard.origin.run(run, runSuite);
});

function failOnPrinted(when: string) {
  if (run.printed.length === 0) return;
  const lines = run.printed.splice(0);
  throw new Error(
    `Unexpected console output ${when} (silence it where it is expected, or fix its cause):\n${lines.join("\n")}`,
  );
}

afterEach(() => failOnPrinted("during this test"));
afterAll(() => {
  run.finished = true;
  failOnPrinted("in this file's hooks");
});
