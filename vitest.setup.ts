import nodeConsole from "node:console";
import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

// Every test file's first import (vitest.config.ts `setupFiles`): a test fails when it prints a
// console.error or console.warn it did not expect, so a real error cannot drown in noise. A test that
// expects one silences it where it arises, e.g. `vi.spyOn(console, "error").mockImplementation(() => {})`,
// which stands in front of this recorder until it is restored.
//
// Two consoles are watched: the test's (Vitest's own, on globalThis) and Node's, which Vitest hands
// to happy-dom before putting its own in place, so DOM-side errors print there.

// Kept on globalThis: a worker that runs several files (no isolation) wraps each console once.
const GUARD = Symbol.for("vitrine.console-guard");
const global = globalThis as { [GUARD]?: string[] };
const printed = global[GUARD] ?? [];

if (!global[GUARD]) {
  global[GUARD] = printed;
  for (const target of new Set([console, nodeConsole])) {
    for (const method of ["error", "warn"] as const) {
      const original = target[method].bind(target);
      target[method] = (...args: unknown[]) => {
        printed.push(`console.${method}: ${format(...args)}`);
        original(...args);
      };
    }
  }
}

function failOnPrinted(when: string) {
  if (printed.length === 0) return;
  const lines = printed.splice(0);
  throw new Error(
    `Unexpected console output ${when} (silence it where it is expected, or fix its cause):\n${lines.join("\n")}`,
  );
}

afterEach(() => failOnPrinted("during this test"));
afterAll(() => failOnPrinted("in this file's hooks"));
