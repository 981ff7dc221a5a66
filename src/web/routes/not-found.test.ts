import { describe, expect, it } from "vitest";
import { loader } from "./not-found";

type LoaderArgs = Parameters<typeof loader>[0];

describe("not-found loader", () => {
  it("answers 404 and logs the requested path, bounded, without the query", async () => {
    const logged: unknown[][] = [];
    const logger = { warn: (...args: unknown[]) => void logged.push(args) };
    const long = `/a/${"x".repeat(300)}`;
    for (const path of ["/pagina/que-nao-existe?cpf=123", long]) {
      const result = await loader({
        request: new Request(`http://localhost${path}`),
        context: { logger },
        params: {},
      } as unknown as LoaderArgs);
      expect(result.init?.status).toBe(404);
    }
    expect(logged[0]).toEqual([{ path: "/pagina/que-nao-existe" }, "page not found"]);
    expect(logged[1]).toEqual([{ path: long.slice(0, 200) }, "page not found"]);
  });
});
