import { erpRequest } from "../erp/http";

// The street of a CEP (issue 56, point 1): 'Contrate online' prefills the installation address with it and
// the geocoder gets it for the viability. One adapter, for any ViaCEP-compatible service
// (`GET {url}/{cep}/json/` → `logradouro`, `bairro`, `localidade`, `uf`; a CEP it does not know answers
// `{"erro": true}`), whose URL Configurações → 'Cobertura' sets (empty: off). Requests are bounded in time
// and size and follow no redirect (erpRequest); only the CEP is sent, and nothing of it is logged.

export type CepAddress = {
  /** 'Rua das Palmeiras'; empty for a CEP that covers a whole town. */
  street: string;
  district: string;
  city: string;
  uf: string;
};

export interface CepAddressLookup {
  /** The address of a CEP (8 digits), or undefined when the service does not know it. Throws when it fails. */
  find(cep: string): Promise<CepAddress | undefined>;
}

/** How long a visitor's step waits for the CEP service. */
export const CEP_ADDRESS_TIMEOUT_MS = 3_000;
/** ViaCEP's answer is a few hundred bytes. */
const MAX_CEP_ANSWER_BYTES = 16 * 1024;

const field = (value: unknown, max: number) =>
  typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, max) : "";

export function viaCepLookup(options: {
  url: string;
  timeoutMs?: number;
  /** ALLOW_PRIVATE_ADDRESSES: the service may be on the server's own network (issue 66, L3). */
  allowPrivateAddresses?: boolean | undefined;
}): CepAddressLookup {
  const base = options.url.replace(/\/+$/, "");
  return {
    async find(cep) {
      if (!/^\d{8}$/.test(cep)) return undefined;
      const response = await erpRequest({
        method: "GET",
        url: `${base}/${cep}/json/`,
        headers: { Accept: "application/json" },
        timeoutMs: options.timeoutMs ?? CEP_ADDRESS_TIMEOUT_MS,
        maxBytes: MAX_CEP_ANSWER_BYTES,
        allowPrivate: options.allowPrivateAddresses,
      });
      // ViaCEP answers 400 to a CEP that is not 8 digits: nothing to find.
      if (response.status === 400) return undefined;
      if (response.status !== 200) throw new Error(`cep address: HTTP ${response.status}`);
      let answer: unknown;
      try {
        answer = JSON.parse(response.text);
      } catch {
        throw new Error("cep address: not JSON");
      }
      if (typeof answer !== "object" || answer === null || Array.isArray(answer))
        throw new Error("cep address: not an object");
      const row = answer as Record<string, unknown>;
      // `{"erro": true}` (older answers: `"true"`): a CEP the service does not know.
      if (row.erro === true || row.erro === "true") return undefined;
      // An answer about another CEP is no answer about this one.
      if (typeof row.cep === "string" && row.cep.replace(/\D/g, "") !== cep) return undefined;
      const address = {
        street: field(row.logradouro, 120),
        district: field(row.bairro, 80),
        city: field(row.localidade, 80),
        uf: field(row.uf, 2).toUpperCase(),
      };
      return address.street || address.district || address.city ? address : undefined;
    },
  };
}
