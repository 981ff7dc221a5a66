import { createServer, type Server } from "node:http";
import { distanceMeters } from "../../domain";
import { json, listen } from "./fake-http";
import { FAKE_IXC_COVERED_POINT, FAKE_IXC_UNCOVERED_POINT } from "./fake-ixc";

// A local stand-in for a Nominatim-compatible search (GET /search?format=jsonv2&street=…&postalcode=…):
// answers a list of places, each with `lat` and `lon` as text, as Nominatim's documentation shows; an
// address it does not know gets an empty list. It knows streets by name (any house number), and keeps
// the queries it got so a test can see what was asked. No request leaves the machine.
// Its reverse (GET /reverse?lat=…&lon=…&format=jsonv2&addressdetails=1) answers one place as Nominatim's
// documentation shows it: `lat`/`lon` as text and an `address` breakdown (`road`, `house_number` when the
// place has one, `city`, `state`, `ISO3166-2-lvl4`, `postcode`, `country_code`); a point farther than
// 100 m from every place it knows gets Nominatim's `{"error": "Unable to geocode"}`.

export const FAKE_GEOCODER_KEY = "chave-de-teste";

/** The demo streets: one along the fake IXC's boxes, one far from any. */
export const FAKE_STREETS: Record<string, { lat: number; lng: number }> = {
  "rua das palmeiras": FAKE_IXC_COVERED_POINT,
  "avenida beira mar": FAKE_IXC_UNCOVERED_POINT,
};

/** A place the reverse knows: its point and its address (Nominatim's `address` keys). */
export type FakePlace = {
  point: { lat: number; lng: number };
  road: string;
  houseNumber?: string;
  postcode: string;
  city: string;
  uf: string;
};

/** The demo places: a house on the street along the fake IXC's boxes, and a road with no house number. */
export const FAKE_PLACES: FakePlace[] = [
  {
    point: FAKE_IXC_COVERED_POINT,
    road: "Rua das Palmeiras",
    houseNumber: "120",
    postcode: "29101-010",
    city: "Vila Velha",
    uf: "ES",
  },
  {
    point: FAKE_IXC_UNCOVERED_POINT,
    road: "Avenida Beira Mar",
    postcode: "29101-500",
    city: "Vila Velha",
    uf: "ES",
  },
];

/** How far from a known place the reverse still answers it. */
const REVERSE_RADIUS_METERS = 100;

export type FakeGeocoder = {
  url: string;
  queries: URLSearchParams[];
  /** Answer every search with HTTP 503. */
  behaviour: { down: boolean };
  close: () => Promise<void>;
};

export async function startFakeGeocoder(
  options: {
    port?: number;
    key?: string;
    streets?: Record<string, { lat: number; lng: number }>;
    places?: FakePlace[];
  } = {},
): Promise<FakeGeocoder> {
  const queries: URLSearchParams[] = [];
  const behaviour = { down: false };
  const streets = options.streets ?? FAKE_STREETS;
  const places = options.places ?? FAKE_PLACES;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname !== "/search" && url.pathname !== "/reverse")
      return json(response, 404, { error: "Not found" });
    queries.push(url.searchParams);
    if (behaviour.down) return json(response, 503, { error: "Service unavailable" });
    if (options.key && url.searchParams.get("key") !== options.key)
      return json(response, 401, { error: "Invalid key" });
    if (url.pathname === "/reverse") {
      const point = { lat: Number(url.searchParams.get("lat")), lng: Number(url.searchParams.get("lon")) };
      if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng))
        return json(response, 400, { error: { code: 400, message: "Parameter 'lat' must be a number." } });
      const place = places.find((known) => distanceMeters(known.point, point) <= REVERSE_RADIUS_METERS);
      if (!place) return json(response, 200, { error: "Unable to geocode" });
      return json(response, 200, {
        place_id: 2,
        lat: String(place.point.lat),
        lon: String(place.point.lng),
        category: place.houseNumber ? "building" : "highway",
        display_name: `${place.houseNumber ? `${place.houseNumber}, ` : ""}${place.road}, ${place.city}`,
        address: {
          ...(place.houseNumber ? { house_number: place.houseNumber } : {}),
          road: place.road,
          city: place.city,
          state: place.uf === "ES" ? "Espírito Santo" : place.uf,
          "ISO3166-2-lvl4": `BR-${place.uf}`,
          postcode: place.postcode,
          country: "Brasil",
          country_code: "br",
        },
      });
    }
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
