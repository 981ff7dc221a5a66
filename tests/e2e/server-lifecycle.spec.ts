import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "./spawned-server";

// A second production server of its own, to check what a process manager sees.

test("a bad setting stops start-up with a message naming the variable", async () => {
  const server = await startServer({
    PORT: "não-é-porta",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-")),
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("PORT: must be a port number from 1 to 65535");
});

test("SIGTERM lets in-flight requests finish, then exits 0; hashed assets are cached for a year", async () => {
  // A new install migrates and seeds its database before it listens: on a busy 2-core machine that has
  // taken over 45 s, so it gets the same room as `waitForHealth`. The poll ends as soon as it listens.
  test.setTimeout(210_000);
  // A new install: its first start creates the first staff user and says so.
  const server = await startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-")) });
  const { port, output } = server;
  try {
    await expect.poll(() => output(), { timeout: 150_000 }).toContain('"msg":"listening"');
    expect(output()).toMatch(/Staff user created: admin@vitrine\.local\s+Password: \S{12,}/);

    const html = await (await fetch(`http://localhost:${port}/`)).text();
    const asset = html.match(/\/_astro\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(`http://localhost:${port}${asset}`);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    // In flight for certain: the server has read the request's head (it answers "100 Continue" to it)
    // before the signal, however slowly this machine runs the two processes.
    let headRead: () => void = () => {};
    const read = new Promise<void>((resolve) => {
      headRead = resolve;
    });
    const inFlight = new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        { host: "localhost", port, path: "/", headers: { Expect: "100-continue", "Content-Length": "0" } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
        },
      );
      request.on("error", reject);
      request.on("continue", () => {
        headRead();
        request.end();
      });
      request.flushHeaders();
    });
    await read;
    const stopped = server.stop();
    expect(await inFlight).toBe(200);
    expect(await stopped).toBe(0);
    expect(output()).toContain('"msg":"stopped"');
  } finally {
    server.kill();
  }
});
