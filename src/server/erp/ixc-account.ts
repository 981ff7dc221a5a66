import type { ErpAdapter, Subscriber, UsageMonth } from "./contract";
import { ixcClient, ixcContract, ixcLogin, ixcOnu, ixcUsageMonth } from "./ixc-answers";
import { type IxcClient, maskDocument } from "./ixc-client";
import { cepOf, contractOf, holderOf, isLive } from "./ixc-desk";

// 'Minha conta' on IXC (issue 67): the holder of a document (where the sign-in code goes), a login's
// traffic per month (`radusuarios_consumo_m`), and a contract's ONU serial for the device manager.

export function ixcAccount(ixc: IxcClient): Pick<ErpAdapter, "findHolder" | "usage" | "cpeSerial"> {
  return {
    async findHolder(document): Promise<Subscriber | undefined> {
      const masked = maskDocument(document);
      if (!masked) return undefined;
      const rows = await ixc.list("cliente", ixcClient, { field: "cnpj_cpf", value: masked }, { rp: 5 });
      const row = rows.find((candidate) => candidate.ativo !== "N");
      if (!row) return undefined;
      const contracts = (
        await ixc.list("cliente_contrato", ixcContract, { field: "id_cliente", value: row.id })
      ).filter(isLive);
      // A former customer with no live contract has no account.
      if (contracts.length === 0) return undefined;
      return {
        ...holderOf(row),
        birthDate: undefined,
        contracts: contracts.map((contract) => contractOf(contract, cepOf(contract.cep))),
      };
    },

    async usage(_subscriber, contractId, months): Promise<UsageMonth[]> {
      const logins = await ixc.list(
        "radusuarios",
        ixcLogin,
        { field: "id_contrato", value: contractId },
        { rp: 5 },
      );
      const login = logins.find((candidate) => candidate.ativo !== "N");
      if (!login) return [];
      const rows = await ixc.list(
        "radusuarios_consumo_m",
        ixcUsageMonth,
        { field: "id_login", value: login.id },
        { rp: 24, sort: "data", order: "desc" },
      );
      const byMonth = new Map<string, UsageMonth>();
      for (const row of rows) {
        const month = row.data.slice(0, 7);
        // The newest row of a month is its total (IXC may keep a row per update).
        if (!/^\d{4}-\d{2}$/.test(month) || !months.includes(month) || byMonth.has(month)) continue;
        byMonth.set(month, { month, downloadBytes: row.consumo, uploadBytes: row.consumo_upload });
      }
      return months.flatMap((month) => byMonth.get(month) ?? []);
    },

    async cpeSerial(_subscriber, contractId) {
      const rows = await ixc.list(
        "radpop_radio_cliente_fibra",
        ixcOnu,
        { field: "id_contrato", value: contractId },
        { rp: 5 },
      );
      // One ONU per contract: two rows (a swapped ONU not removed) leave the router unknown, never guessed.
      const serials = [...new Set(rows.map((row) => row.mac.trim().toUpperCase()).filter(Boolean))];
      return serials.length === 1 ? serials[0] : undefined;
    },
  };
}
