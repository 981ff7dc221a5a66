import type { AddressQuery, AddressViability, ErpAdapter } from "./contract";
import { viabilityAnswer } from "./hubsoft-answers";
import type { HubsoftClient } from "./hubsoft-client";

// Hubsoft's coverage (issue 56): no viability by CEP (zones only), the boxes near an address with their
// free ports from the network mapping.

export function hubsoftCoverage(
  client: HubsoftClient,
): Required<Pick<ErpAdapter, "checkCoverage" | "addressViability">> {
  return {
    async checkCoverage() {
      return undefined;
    },

    async addressViability(query: AddressQuery): Promise<AddressViability | undefined> {
      const answer = await client.post(
        "mapeamento/viabilidade/consultar",
        {
          tipo_busca: "endereco",
          raio: query.radiusMeters,
          endereco: {
            numero: query.number,
            endereco: query.street ?? "",
            bairro: "",
            cidade: query.city ?? "",
            estado: query.uf ?? "",
          },
          detalhar_portas: 1,
        },
        viabilityAnswer,
      );
      // A text ('Nenhum Projeto foi compativel com a localizacao.') when no project is in reach.
      if (typeof answer.projetos === "string")
        return { viable: false, detail: "Nenhum projeto de rede no endereço." };
      const boxes = answer.projetos.flatMap((project) => project?.busca?.elementos?.data ?? []);
      if (boxes.length === 0) return { viable: false, detail: "Nenhuma caixa no raio." };
      const best = boxes.reduce((a, b) => (Number(b.disponiveis) > Number(a.disponiveis) ? b : a));
      const free = Number(best.disponiveis);
      const name = best.caixa.trim() || "sem nome";
      return Number.isFinite(free) && free > 0
        ? { viable: true, detail: `Caixa ${name} com ${free} porta(s) livre(s).` }
        : { viable: false, detail: "Caixas no raio sem portas livres." };
    },
  };
}
