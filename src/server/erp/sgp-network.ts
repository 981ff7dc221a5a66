import { parseAnswer } from "./answers";
import { type ErpAdapter, ErpError, type ErpMaintenance } from "./contract";
import { parseJson } from "./http";
import { manutencaoAnswer, viabilidadeAnswer } from "./sgp-answers";
import type { SgpClient } from "./sgp-client";

// The network on SGP (routes and their quirks: sgp.ts): viability by CEP and number, and the provider's
// maintenances ('Manutenção - Listar').

export function sgpNetwork(client: SgpClient): Pick<ErpAdapter, "checkCoverage" | "maintenanceList"> {
  return {
    async checkCoverage(cep, number) {
      const answer = await client.post("/api/ura/viabilidade/", {
        cep,
        ...(number ? { numero: number } : {}),
      });
      return { covered: parseAnswer(viabilidadeAnswer, answer, "viabilidade").viabilidade };
    },

    async maintenanceList(): Promise<ErpMaintenance[]> {
      const path = "/api/ura/manutencao/list/";
      const response = await client.get(path);
      if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
      if (response.status !== 200) throw new ErpError("bad_answer", `${path}: HTTP ${response.status}`);
      const rows = parseAnswer(manutencaoAnswer, parseJson(response.text, path), "manutencao");
      const now = Date.now();
      return rows.flatMap((row): ErpMaintenance[] => {
        // Still 'ativa' past its end: integrators read it as over (staff forgot to close it).
        if (row.data_final && row.data_final.getTime() < now) return [];
        const description = row.mensagem_central.trim() || row.mensagem_ura.trim();
        return [
          {
            externalId: row.id,
            title: (row.descricao.trim() || "Manutenção na rede").slice(0, 120),
            description: description.slice(0, 1000),
            cityNames: [...new Set(row.pops.map((pop) => pop.cidade.trim()).filter(Boolean))],
            startsAt: row.data_inicial,
            expectedEndAt: row.data_final,
          },
        ];
      });
    },
  };
}
