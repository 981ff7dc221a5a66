import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { json, listen, readBody } from "./fake-http";

// RD Station Marketing's conversion endpoint as its public documentation describes it (developers.rdstation.com,
// 'Conversão'): POST /platform/conversions?api_key=<the account's API key>, a JSON body of `event_type:
// "CONVERSION"`, `event_family: "CDP"` and a payload with `conversion_identifier` and `email` required;
// `legal_bases` entries take category 'communications', a type among the documented ones and status
// 'granted' or 'declined'; the traffic fields (`traffic_source`, `traffic_medium`, `traffic_campaign`,
// `traffic_value`) are optional strings. 200 with the event's `event_uuid`; 401 for a key it does not know; 400 for a
// body it refuses. `fail(n)` answers the next n posts with a 500, as an outage would.

const LEGAL_BASIS_TYPES = new Set([
  "pre_existent_contract",
  "consent",
  "legitimate_interest",
  "judicial_process",
  "vital_interest",
  "public_interest",
]);

const TRAFFIC_FIELDS = ["traffic_source", "traffic_medium", "traffic_campaign", "traffic_value"];

export type RdConversionReceived = { apiKey: string; body: Record<string, unknown> };

type Payload = Record<string, unknown> & { legal_bases?: unknown };

function refusal(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return "INVALID_BODY";
  const event = body as { event_type?: unknown; event_family?: unknown; payload?: unknown };
  if (event.event_type !== "CONVERSION") return "INVALID_EVENT_TYPE";
  if (event.event_family !== "CDP") return "INVALID_EVENT_FAMILY";
  const payload = event.payload as Payload | undefined;
  if (!payload || typeof payload !== "object") return "CANNOT_BE_NULL";
  if (typeof payload.conversion_identifier !== "string" || payload.conversion_identifier === "")
    return "CANNOT_BE_NULL";
  if (typeof payload.email !== "string" || !payload.email.includes("@")) return "CANNOT_BE_NULL";
  for (const field of TRAFFIC_FIELDS)
    if (payload[field] !== undefined && typeof payload[field] !== "string") return "INVALID_FORMAT";
  if (payload.legal_bases !== undefined) {
    if (!Array.isArray(payload.legal_bases)) return "INVALID_FORMAT";
    for (const basis of payload.legal_bases as Record<string, unknown>[])
      if (
        basis.category !== "communications" ||
        !LEGAL_BASIS_TYPES.has(String(basis.type)) ||
        (basis.status !== "granted" && basis.status !== "declined")
      )
        return "INVALID_OPTION";
  }
  return undefined;
}

export async function startFakeRdStation(options: { apiKey: string; port?: number }) {
  const received: RdConversionReceived[] = [];
  let failures = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method !== "POST" || url.pathname !== "/platform/conversions")
      return json(response, 404, { errors: { error_type: "RESOURCE_NOT_FOUND" } });
    const text = await readBody(request);
    if (failures > 0) {
      failures -= 1;
      return json(response, 500, { errors: { error_type: "INTERNAL_SERVER_ERROR" } });
    }
    const apiKey = url.searchParams.get("api_key") ?? "";
    if (apiKey !== options.apiKey)
      return json(response, 401, {
        errors: { error_type: "UNAUTHORIZED", error_message: "Invalid API key" },
      });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(response, 400, { errors: { error_type: "INVALID_FORMAT" } });
    }
    const refused = refusal(body);
    if (refused) return json(response, 400, { errors: { error_type: refused } });
    received.push({ apiKey, body: body as Record<string, unknown> });
    return json(response, 200, { event_uuid: randomUUID() });
  });
  const { url, close } = await listen(server, { port: options.port });
  return {
    url,
    close,
    /** The conversions it accepted, in order. */
    conversions: () => received,
    /** Answers the next `count` posts with a 500. */
    fail: (count: number) => {
      failures = count;
    },
  };
}
