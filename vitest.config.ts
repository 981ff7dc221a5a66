import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Fails a test that prints an unexpected console.error or console.warn.
const setupFiles = ["./vitest.setup.ts"];

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for its own process, which mostly waits: on a
    // 2-core machine that would run one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          // Pure functions with no module state, mocks or globals: one process runs many files, instead
          // of paying a process start and the module imports for each.
          include: ["src/domain/**/*.test.ts", "src/server/config.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          isolate: false,
          setupFiles,
        },
      },
      {
        test: {
          name: "web",
          include: ["src/{site,console,ui}/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles,
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          exclude: ["src/server/config.test.ts"],
          environment: "node",
          setupFiles,
          // Each kind of test database is made once per run; every file opens a copy of its own.
          globalSetup: ["./src/server/testing/database-templates.setup.ts"],
          // PGlite's 9 MB of WebAssembly would be compiled a second time by V8's optimising tier in every
          // file's process: CPU a short test file never gets back (the server starts the same way).
          execArgv: ["--liftoff-only"],
          // A worker runs many files and imports the server's modules once. Each file still makes its own
          // app, database and loggers (src/server keeps no state between them), and the one test that
          // fakes the clock restores it in afterAll.
          isolate: false,
          // PGlite start-up still costs each file a little, so allow for a slow machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: "production" },
        },
      },
    ],
  },
});
