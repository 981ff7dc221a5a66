import { formatCep, isLatLng, type LatLng } from "../../domain";
import { erpRequest } from "../erp/http";

// The geocoder behind viability's geographic sources (issue 56): an address → a point. One adapter, for
// any Nominatim-compatible search (OpenStreetMap's own server or a self-hosted one; paid services that
// speak the same API, such as LocationIQ, take their key as `key`). The console's 'Cobertura' sets the URL
// and the key. Requests are bounded in time and size and follow no redirect (erpRequest); the address is
// never logged.

export type GeocodeQuery = {
  /** 8 digits. */
  cep: string;
  number: string;
  street: string;
  city: string | undefined;
  uf: string | undefined;
};

export interface Geocoder {
  /** The point of an address, or undefined when the service does not find it. Throws when it fails. */
  locate(query: GeocodeQuery): Promise<LatLng | undefined>;
}

export type NominatimOptions = {
  /** The search endpoint, e.g. https://nominatim.openstreetmap.org/search. */
  url: string;
  key?: string | undefined;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  timeoutMs?: number;
};

/** How long a visitor's check waits for the geocoder. */
export const GEOCODER_TIMEOUT_MS = 4_000;

export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  return {
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
      const response = await erpRequest({
        method: "GET",
        url: `${options.url}${separator}${params}`,
        headers: { Accept: "application/json", "User-Agent": options.userAgent },
        timeoutMs: options.timeoutMs ?? GEOCODER_TIMEOUT_MS,
      });
      if (response.status !== 200) throw new Error(`geocoder: HTTP ${response.status}`);
      let answer: unknown;
      try {
        answer = JSON.parse(response.text);
      } catch {
        throw new Error("geocoder: not JSON");
      }
      if (!Array.isArray(answer)) throw new Error("geocoder: not a list");
      const [first] = answer as { lat?: unknown; lon?: unknown }[];
      if (!first) return undefined;
      const point = { lat: Number(first.lat), lng: Number(first.lon) };
      return isLatLng(point) ? point : undefined;
    },
  };
}
