import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { json, listen, readBody, send } from "./fake-http";

// A local stand-in for GenieACS's NBI (issue 67), written from its API reference (docs/api-reference.rst):
// no authentication; `GET /devices/?query=<MongoDB JSON>&projection=a,b` answers the matching devices as
// nested objects (`_id`, `_deviceId: {_SerialNumber, …}`, the data model's root); `POST
// /devices/<id>/tasks?connection_request` takes a task and answers it with its `_id`, 200 when the device
// ran it now, 202 when it waits for the next inform; an unknown device is 404. It keeps every task.

export type FakeGenieAcsDevice = {
  _id: string;
  serial: string;
  /** Which data model the device speaks. */
  model: "tr098" | "tr181";
  /** Whether a connection request reaches it now (200) or the task waits for its next inform (202). */
  online: boolean;
};

export type FakeGenieAcsState = {
  devices: FakeGenieAcsDevice[];
  tasks: { device: string; name: string; parameterValues: [string, string, string][] }[];
  calls: { method: string; path: string; query: Record<string, string> }[];
};

export function demoGenieAcsState(): FakeGenieAcsState {
  return {
    devices: [
      // The ONU the fake IXC records for contract 501 (`radpop_radio_cliente_fibra.mac`).
      { _id: "ZTE-F670L-ZTEGC8F1A2B3", serial: "ZTEGC8F1A2B3", model: "tr098", online: true },
      { _id: "HWTC-EG8145-HWTC1234ABCD", serial: "HWTC1234ABCD", model: "tr181", online: false },
    ],
    tasks: [],
    calls: [],
  };
}

export type FakeGenieAcs = { url: string; state: FakeGenieAcsState; close: () => Promise<void> };

export async function startFakeGenieAcs(
  options: { port?: number; host?: string; state?: FakeGenieAcsState } = {},
): Promise<FakeGenieAcs> {
  const state = options.state ?? demoGenieAcsState();
  const server: Server = createServer((request, response) => {
    void handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const url = new URL(request.url ?? "/", "http://fake");
    state.calls.push({
      method: request.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    });
    if (request.method === "GET" && (url.pathname === "/devices/" || url.pathname === "/devices"))
      return devices(response, url.searchParams.get("query") ?? "{}");
    const tasks = /^\/devices\/([^/]+)\/tasks$/.exec(url.pathname);
    if (request.method === "POST" && tasks) {
      const device = state.devices.find((row) => row._id === decodeURIComponent(tasks[1]!));
      if (!device) return send(response, 404, "text/plain", "No such device");
      let task: { name?: unknown; parameterValues?: unknown };
      try {
        task = JSON.parse(raw) as typeof task;
      } catch {
        return send(response, 400, "text/plain", "Invalid JSON");
      }
      if (task.name !== "setParameterValues" || !Array.isArray(task.parameterValues))
        return send(response, 400, "text/plain", "Invalid task");
      const stored = {
        device: device._id,
        name: task.name,
        parameterValues: task.parameterValues as [string, string, string][],
      };
      state.tasks.push(stored);
      const answer = { _id: `task${state.tasks.length}`, ...stored, timestamp: new Date().toISOString() };
      return json(response, device.online && url.searchParams.has("connection_request") ? 200 : 202, answer);
    }
    return send(response, 404, "text/plain", "Not found");
  };

  const devices = (response: ServerResponse, rawQuery: string) => {
    let query: Record<string, unknown>;
    try {
      query = JSON.parse(rawQuery) as Record<string, unknown>;
    } catch {
      return send(response, 400, "text/plain", "Invalid query");
    }
    const serial = query["_deviceId._SerialNumber"];
    const found = state.devices.filter((device) => typeof serial === "string" && device.serial === serial);
    return json(
      response,
      200,
      found.map((device) => ({
        _id: device._id,
        _deviceId: { _SerialNumber: device.serial },
        ...(device.model === "tr098"
          ? { InternetGatewayDevice: { DeviceInfo: { SerialNumber: { _value: device.serial } } } }
          : { Device: { DeviceInfo: { SerialNumber: { _value: device.serial } } } }),
      })),
    );
  };

  const listening = await listen(server, options);
  return { url: listening.url, state, close: listening.close };
}
