import { createServer, type Server } from "node:http";
import { json, listen } from "./fake-http";
import { FAKE_IXC_COVERED_POINT, FAKE_IXC_UNCOVERED_POINT } from "./fake-ixc";

// A local stand-in for a Nominatim-compatible search (GET /search?format=jsonv2&street=…&postalcode=…):
// answers a list of places, each with `lat` and `lon` as text, as Nominatim's documentation shows; an
// address it does not know gets an empty list. It knows streets by name (any house number), and keeps
// the queries it got so a test can see what was asked. No request leaves the machine.

export const FAKE_GEOCODER_KEY = "chave-de-teste";

/** The demo streets: one along the fake IXC's boxes, one far from any. */
export const FAKE_STREETS: Record<string, { lat: number; lng: number }> = {
  "rua das palmeiras": FAKE_IXC_COVERED_POINT,
  "avenida beira mar": FAKE_IXC_UNCOVERED_POINT,
};

export type FakeGeocoder = {
  url: string;
  queries: URLSearchParams[];
  /** Answer every search with HTTP 503. */
  behaviour: { down: boolean };
  close: () => Promise<void>;
};

export async function startFakeGeocoder(
  options: { port?: number; key?: string; streets?: Record<string, { lat: number; lng: number }> } = {},
): Promise<FakeGeocoder> {
  const queries: URLSearchParams[] = [];
  const behaviour = { down: false };
  const streets = options.streets ?? FAKE_STREETS;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname !== "/search") return json(response, 404, { error: "Not found" });
    queries.push(url.searchParams);
    if (behaviour.down) return json(response, 503, { error: "Service unavailable" });
    if (options.key && url.searchParams.get("key") !== options.key)
      return json(response, 401, { error: "Invalid key" });
    // "123 Rua das Palmeiras" → the street without its number.
    const street = (url.searchParams.get("street") ?? "")
      .replace(/^\s*[\w/-]*\d[\w/-]*\s+/, "")
      .toLowerCase();
    const point = streets[street.trim()];
    return json(
      response,
      200,
      point
        ? [
            {
              place_id: 1,
              lat: String(point.lat),
              lon: String(point.lng),
              display_name: street,
              category: "place",
            },
          ]
        : [],
    );
  });
  const listening = await listen(server, options);
  return { url: `${listening.url}/search`, queries, behaviour, close: listening.close };
}
