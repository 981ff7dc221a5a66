import { formatCep, isLatLng, type LatLng } from "../../domain";
import { erpRequest } from "../erp/http";

// The geocoder behind viability's geographic sources (issue 56): an address → a point. One adapter, for
// any Nominatim-compatible search (OpenStreetMap's own server or a self-hosted one; paid services that
// speak the same API, such as LocationIQ, take their key as `key`). The console's 'Cobertura' sets the URL
// and the key. Requests are bounded in time and size and follow no redirect (erpRequest); the address is
// never logged. `reverse` ('Usar minha localização') asks the same service's /reverse for the address at a
// phone's point; the point is never logged either.

export type GeocodeQuery = {
  /** 8 digits. */
  cep: string;
  number: string;
  street: string;
  city: string | undefined;
  uf: string | undefined;
};

/** The address at a point, as far as the service knows it (each part may be missing). */
export type ReverseAddress = {
  /** 8 digits, when the place has a valid CEP. */
  cep: string | undefined;
  street: string | undefined;
  /** The house number: often absent (the nearest road, not a house). */
  number: string | undefined;
  city: string | undefined;
  /** Two letters ('ES'). */
  uf: string | undefined;
};

export interface Geocoder {
  /** The point of an address, or undefined when the service does not find it. Throws when it fails. */
  locate(query: GeocodeQuery): Promise<LatLng | undefined>;
  /** The address at a point, or undefined when the service knows none there. Throws when it fails. */
  reverse(point: LatLng): Promise<ReverseAddress | undefined>;
}

export type NominatimOptions = {
  /** The search endpoint, e.g. https://nominatim.openstreetmap.org/search. */
  url: string;
  key?: string | undefined;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  timeoutMs?: number;
  /** ALLOW_PRIVATE_ADDRESSES: the service may be on the server's own network (issue 66, L3). */
  allowPrivateAddresses?: boolean | undefined;
};

/** How long a visitor's check waits for the geocoder. */
export const GEOCODER_TIMEOUT_MS = 4_000;

/**
 * The reverse endpoint beside a search URL: '…/search' (or '/search.php') becomes '…/reverse', as on
 * Nominatim and LocationIQ ('https://us1.locationiq.com/v1/search' → '…/v1/reverse'); any query kept.
 */
export function reverseUrlOf(searchUrl: string): string {
  const url = new URL(searchUrl);
  url.pathname = /\/search(\.php)?\/?$/.test(url.pathname)
    ? url.pathname.replace(/\/search(\.php)?\/?$/, "/reverse")
    : `${url.pathname.replace(/\/+$/, "")}/reverse`;
  return url.toString();
}

const textOf = (value: unknown) =>
  typeof value === "string" && value.trim() !== ""
    ? value.replace(/\s+/g, " ").trim().slice(0, 120)
    : undefined;

async function getJson(options: NominatimOptions, url: string): Promise<unknown> {
  const response = await erpRequest({
    method: "GET",
    url,
    headers: { Accept: "application/json", "User-Agent": options.userAgent },
    timeoutMs: options.timeoutMs ?? GEOCODER_TIMEOUT_MS,
    allowPrivate: options.allowPrivateAddresses,
  });
  if (response.status !== 200) throw new Error(`geocoder: HTTP ${response.status}`);
  try {
    return JSON.parse(response.text);
  } catch {
    throw new Error("geocoder: not JSON");
  }
}

/** Nominatim's `address` (addressdetails=1) as the journey needs it. */
export function reverseAddressOf(address: Record<string, unknown>): ReverseAddress {
  const digits = (textOf(address.postcode) ?? "").replace(/\D/g, "");
  // 'BR-ES' (ISO 3166-2) names the state by its two letters; `state` is its full name.
  const iso = textOf(address["ISO3166-2-lvl4"]);
  const uf = iso && /^BR-[A-Z]{2}$/.test(iso) ? iso.slice(3) : undefined;
  const number = textOf(address.house_number);
  // A point near a border may fall in a neighbour: only a Brazilian place has a CEP.
  const country = textOf(address.country_code)?.toLowerCase();
  return {
    cep: digits.length === 8 && (country === undefined || country === "br") ? digits : undefined,
    street: textOf(address.road),
    number: number && number.length <= 10 ? number : undefined,
    city:
      textOf(address.city) ?? textOf(address.town) ?? textOf(address.village) ?? textOf(address.municipality),
    uf,
  };
}

export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  return {
    async reverse(point) {
      const params = new URLSearchParams({
        format: "jsonv2",
        addressdetails: "1",
        lat: String(point.lat),
        lon: String(point.lng),
        ...(options.key ? { key: options.key } : {}),
      });
      const reverseUrl = reverseUrlOf(options.url);
      const separator = reverseUrl.includes("?") ? "&" : "?";
      const answer = await getJson(options, `${reverseUrl}${separator}${params}`);
      if (!answer || typeof answer !== "object" || Array.isArray(answer))
        throw new Error("geocoder: not an object");
      // Nominatim answers a point with no data as 200 {"error": "Unable to geocode"}.
      const { address } = answer as { error?: unknown; address?: unknown };
      if (!address || typeof address !== "object" || Array.isArray(address)) return undefined;
      return reverseAddressOf(address as Record<string, unknown>);
    },

    async locate(query) {
      const params = new URLSearchParams({
        format: "jsonv2",
        limit: "1",
        countrycodes: "br",
        street: `${query.number} ${query.street}`.trim(),
        postalcode: formatCep(query.cep),
        ...(query.city ? { city: query.city } : {}),
        ...(query.uf ? { state: query.uf } : {}),
        ...(options.key ? { key: options.key } : {}),
      });
      const separator = options.url.includes("?") ? "&" : "?";
      const answer = await getJson(options, `${options.url}${separator}${params}`);
      if (!Array.isArray(answer)) throw new Error("geocoder: not a list");
      const [first] = answer as { lat?: unknown; lon?: unknown }[];
      if (!first) return undefined;
      const point = { lat: Number(first.lat), lng: Number(first.lon) };
      return isLatLng(point) ? point : undefined;
    },
  };
}
