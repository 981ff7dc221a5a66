import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeErpBehaviour,
  type FakeErpServer,
  fakeErpBehaviour,
  jsonAnswer,
  startFakeErp,
  textAnswer,
} from "./fake-erp-scaffold";

// The scaffold under a made-up ERP as small as a fake can be: a key in a header, one write that may fail
// or hang, one read with a path parameter, one open route. What a test of an adapter relies on is seen
// the way that test sees it: over HTTP, and in `state.calls`.

type Behaviour = FakeErpBehaviour & { failWrites: number; hangAfterStoringWrites: number };
type Call = { path: string; body: Record<string, unknown> };

describe("the fake ERPs' scaffold", () => {
  let server: FakeErpServer;
  let behaviour: Behaviour;
  let state: { calls: Call[]; rows: Record<string, unknown>[] };

  beforeEach(async () => {
    behaviour = { ...fakeErpBehaviour(), failWrites: 0, hangAfterStoringWrites: 0 };
    state = { calls: [], rows: [] };
    server = await startFakeErp(
      {
        behaviour,
        state,
        garbage: textAnswer(200, "text/html", "<html>Erro interno"),
        outage: jsonAnswer(503, { erro: "indisponível" }),
        read: (request) => {
          try {
            return request.text ? (JSON.parse(request.text) as Record<string, unknown>) : {};
          } catch {
            return jsonAnswer(400, { erro: "JSON inválido" });
          }
        },
        authorize: (_body, request) =>
          request.headers["x-key"] === "certa" ? undefined : jsonAnswer(401, { erro: "chave" }),
        record: (body, request) => ({ path: request.path, body }),
        routes: [
          { method: "GET", path: "/status", open: true, handle: () => jsonAnswer(200, { ok: true }) },
          {
            method: "GET",
            path: /^\/rows\/(\d+)$/,
            handle: (_body, [index]) => jsonAnswer(200, state.rows[Number(index)] ?? null),
          },
          {
            method: "POST",
            path: "/rows",
            failWhile: "failWrites",
            hangAfterStoringWhile: "hangAfterStoringWrites",
            handle: (body) => {
              if (!body.nome) return jsonAnswer(422, { erro: "nome" });
              state.rows.push(body);
              return jsonAnswer(200, { id: state.rows.length - 1 }).afterStoring();
            },
          },
        ],
        fallback: () => jsonAnswer(404, { erro: "rota" }),
      },
      {},
    );
  });
  afterEach(async () => {
    await server.close();
  });

  const call = (path: string, init: RequestInit & { key?: string; timeoutMs?: number } = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { "x-key": init.key ?? "certa", "content-type": "application/json" },
      signal: AbortSignal.timeout(init.timeoutMs ?? 5_000),
    });
  const write = (body: unknown, timeoutMs?: number) =>
    call("/rows", { method: "POST", body: JSON.stringify(body), timeoutMs });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => "answered",
      (error: Error) => (error.name === "TimeoutError" ? "timeout" : "dropped"),
    );

  it("routes by method and path, and records what passed the credential check, as the fake says", async () => {
    expect(await (await write({ nome: "Ana" })).json()).toEqual({ id: 0 });
    expect(await (await call("/rows/0")).json()).toEqual({ nome: "Ana" });
    expect((await call("/rows", { method: "PUT" })).status).toBe(404);
    // The open route is not recorded; a refused call is neither recorded nor handled.
    expect((await call("/status")).status).toBe(200);
    expect((await call("/rows/0", { key: "errada" })).status).toBe(401);
    expect(state.calls).toEqual([
      { path: "/rows", body: { nome: "Ana" } },
      { path: "/rows/0", body: {} },
      { path: "/rows", body: {} },
    ]);
  });

  it("waits `delayMs` before answering: a client with a shorter timeout gives up", async () => {
    behaviour.delayMs = 2_000;
    expect(await failure(call("/rows/0", { timeoutMs: 200 }))).toBe("timeout");
    behaviour.delayMs = 0;
    expect((await call("/rows/0", { timeoutMs: 200 })).status).toBe(200);
  });

  it("answers the ERP's garbage to every call, its outage answer while down, and nothing when dropping", async () => {
    behaviour.garbage = true;
    const garbage = await write({ nome: "Ana" });
    expect([garbage.status, await garbage.text()]).toEqual([200, "<html>Erro interno"]);
    behaviour.garbage = false;
    behaviour.down = true;
    const down = await write({ nome: "Ana" });
    expect([down.status, await down.json()]).toEqual([503, { erro: "indisponível" }]);
    behaviour.down = false;
    behaviour.dropConnections = true;
    expect(await failure(write({ nome: "Ana" }))).toBe("dropped");
    behaviour.dropConnections = false;
    expect(state.rows).toEqual([]);
    expect((await write({ nome: "Ana" })).status).toBe(200);
  });

  it("fails a route's next calls while its counter lasts, storing nothing", async () => {
    behaviour.failWrites = 2;
    expect((await write({ nome: "Ana" })).status).toBe(503);
    expect((await write({ nome: "Ana" })).status).toBe(503);
    expect(state.rows).toEqual([]);
    expect((await write({ nome: "Ana" })).status).toBe(200);
    expect([behaviour.failWrites, state.rows]).toEqual([0, [{ nome: "Ana" }]]);
  });

  it("leaves a stored write unanswered while its counter lasts; a refused write still gets its answer", async () => {
    behaviour.hangAfterStoringWrites = 1;
    expect((await write({})).status).toBe(422);
    expect(await failure(write({ nome: "Ana" }, 300))).toBe("timeout");
    expect(state.rows).toEqual([{ nome: "Ana" }]);
    expect(await (await write({ nome: "Bia" })).json()).toEqual({ id: 1 });
  });
});
