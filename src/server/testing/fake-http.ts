import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// What the fake services share: plain Node HTTP, no framework, so each fake answers exactly the bytes its
// service's documentation shows. The fake ERPs stand on fake-erp-scaffold.ts, built on this.

export function send(response: ServerResponse, status: number, type: string, text: string) {
  response.writeHead(status, { "Content-Type": `${type}; charset=utf-8` });
  response.end(text);
}

export function json(response: ServerResponse, status: number, value: unknown) {
  send(response, status, "application/json", JSON.stringify(value));
}

export async function readBody(request: IncomingMessage): Promise<string> {
  return (await readBytes(request)).toString("utf8");
}

/** The body as bytes (a multipart upload). */
export function readBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** Starts `server` (any free port unless one is given): its URL, and a close that drops open connections. */
export async function listen(server: Server, options: { port?: number; host?: string }) {
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
