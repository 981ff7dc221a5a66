import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has defaults that run on a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, seedDemo: true, trustProxy: false, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("reads typed values", () => {
    const config = loadConfig({
      PORT: "8080",
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
      DATABASE_URL: "postgres://x@h/db",
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      trustProxy: true,
      databaseUrl: "postgres://x@h/db",
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ ADMIN_EMAIL: "a@b.co" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "longenough" }, "ADMIN_EMAIL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "onze-chars!" }, "ADMIN_PASSWORD"],
  ])("refuses %j naming %s", (env, variable) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(new RegExp(`${variable}:`));
  });
});
