import { createServer, type Server } from "node:http";
import { json, listen } from "./fake-http";

// A local stand-in for a ViaCEP-compatible CEP service, written from ViaCEP's public documentation:
// `GET /ws/{cep}/json/` answers the CEP's address (`cep` as 00000-000, `logradouro`, `complemento`,
// `bairro`, `localidade`, `uf`, `ibge`, `ddd`…), `{"erro": true}` for a CEP of the right form it does not
// know, and HTTP 400 for one that is not eight digits. It keeps the CEPs it was asked, and can be made
// slow or down. No request leaves the machine.

/** The demo CEPs: the fake geocoder (fake-geocoder.ts) knows their streets. */
export const FAKE_CEP_ADDRESSES: Record<
  string,
  { logradouro: string; bairro: string; localidade: string; uf: string }
> = {
  "29100001": { logradouro: "Rua das Palmeiras", bairro: "Centro", localidade: "Vila Velha", uf: "ES" },
  "29100002": {
    logradouro: "Avenida Beira Mar",
    bairro: "Praia da Costa",
    localidade: "Vila Velha",
    uf: "ES",
  },
};

export type FakeCepAddress = {
  /** The service's base ('http://127.0.0.1:port/ws'), as the console's field takes it. */
  url: string;
  asked: string[];
  behaviour: { down: boolean; delayMs: number };
  close: () => Promise<void>;
};

export async function startFakeCepAddress(
  options: { port?: number; addresses?: typeof FAKE_CEP_ADDRESSES } = {},
): Promise<FakeCepAddress> {
  const asked: string[] = [];
  const behaviour = { down: false, delayMs: 0 };
  const addresses = options.addresses ?? FAKE_CEP_ADDRESSES;
  const server: Server = createServer((request, response) => {
    const match = /^\/ws\/([^/]+)\/json\/?$/.exec(new URL(request.url ?? "/", "http://fake").pathname);
    if (!match) return json(response, 404, { error: "Not found" });
    const cep = decodeURIComponent(match[1]!);
    asked.push(cep);
    const answer = () => {
      if (behaviour.down) return json(response, 503, { error: "Service unavailable" });
      if (!/^\d{8}$/.test(cep)) return json(response, 400, { error: "Bad Request" });
      const found = addresses[cep];
      if (!found) return json(response, 200, { erro: true });
      json(response, 200, {
        cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
        logradouro: found.logradouro,
        complemento: "",
        unidade: "",
        bairro: found.bairro,
        localidade: found.localidade,
        uf: found.uf,
        ibge: "3205200",
        gia: "",
        ddd: "27",
        siafi: "5703",
      });
    };
    if (behaviour.delayMs > 0) setTimeout(answer, behaviour.delayMs);
    else answer();
  });
  const listening = await listen(server, options);
  return { url: `${listening.url}/ws`, asked, behaviour, close: listening.close };
}
