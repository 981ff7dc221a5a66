import { parseAnswer } from "./answers";
import { type ErpAdapter, ErpError, type UsageMonth } from "./contract";
import {
  centralContratosAnswer,
  cpemanageAnswer,
  extratousoAnswer,
  verificaacessoAnswer,
} from "./sgp-answers";
import type { SgpClient } from "./sgp-client";
import { consultContracts, documentDigits, subscriberOf } from "./sgp-desk";

// 'Minha conta' on SGP (issues 58 and 67; routes and their quirks: sgp.ts): the holder with the contact on
// file, the central's own sign-in where the provider turns it on, the access's state, usage by month and
// the router's Wi-Fi.

export function sgpAccount(
  client: SgpClient,
  centralSignIn: boolean,
): Pick<ErpAdapter, "findHolder" | "centralSignIn" | "accessStatus" | "usage" | "changeWifi"> {
  /** The holder of a document with the contact on file, from `consultacliente` (one call). */
  const holderOf = async (digits: string) =>
    subscriberOf(await consultContracts(client, digits), digits, false);

  const access = async (contractId: string) =>
    parseAnswer(
      verificaacessoAnswer,
      await client.post("/api/ura/verificaacesso/", { contrato: contractId }),
      "verificaacesso",
    );

  return {
    async findHolder(document) {
      const digits = documentDigits(document);
      return digits ? holderOf(digits) : undefined;
    },

    async centralSignIn(document, password) {
      const digits = documentDigits(document);
      if (!digits || !centralSignIn) return undefined;
      const answer = parseAnswer(
        centralContratosAnswer,
        await client.post("/api/central/contratos", { cpfcnpj: digits, senha: password }),
        "central/contratos",
      );
      // `auth: false` (or no list) is the central's own refusal: a wrong password or an unknown document.
      if (!answer.auth || answer.contratos.length === 0) return undefined;
      return holderOf(digits);
    },

    async accessStatus(_subscriber, contractId) {
      const answer = await access(contractId);
      const message = answer.msg.trim();
      const status = Number(answer.status);
      // Offline is `status: 2` on live SGPs and `0` in the collection: "Serviço Offline" says it either way.
      const online = /\boffline\b/i.test(message)
        ? false
        : /\bonline\b/i.test(message)
          ? true
          : message === "" && (status === 0 || status === 1)
            ? status === 1
            : undefined;
      // Anything else ('Contrato não encontrado', a cancelled contract): nothing to say.
      if (online === undefined) return undefined;
      return { online, since: undefined };
    },

    async usage(_subscriber, contractId, months): Promise<UsageMonth[]> {
      const found = await Promise.all(
        months.map(async (month): Promise<UsageMonth | undefined> => {
          const answer = await client.post("/api/central/extratouso/", {
            contrato: contractId,
            ano: String(Number(month.slice(0, 4))),
            mes: String(Number(month.slice(5, 7))),
          });
          const sessions = parseAnswer(extratousoAnswer, answer, "extratouso").list;
          if (sessions.length === 0) return undefined;
          const sum = (key: "download" | "upload") => sessions.reduce((total, row) => total + row[key], 0);
          return {
            month,
            downloadBytes: Math.round(sum("download")),
            uploadBytes: Math.round(sum("upload")),
          };
        }),
      );
      return found.filter((month): month is UsageMonth => month !== undefined);
    },

    async changeWifi(_subscriber, contractId, wifi) {
      // The access's service id, as 'Verificar disponibilidade' names it: cpemanage asks for it.
      const service = (await access(contractId)).servico_id.trim();
      if (!/^\d+$/.test(service)) throw new ErpError("refused", "verificaacesso: no servico_id");
      const fields: Record<string, string> = { contrato: contractId, servico: service };
      if (wifi["2g"]?.ssid) fields.novo_ssid = wifi["2g"].ssid;
      if (wifi["2g"]?.password) fields.nova_senha = wifi["2g"].password;
      if (wifi["5g"]?.ssid) fields.novo_ssid_5g = wifi["5g"].ssid;
      if (wifi["5g"]?.password) fields.nova_senha_5g = wifi["5g"].password;
      const answer = parseAnswer(
        cpemanageAnswer,
        await client.post("/api/ura/cpemanage/", fields),
        "cpemanage",
      );
      if (answer.status === 0 || answer.status === false || answer.status === "erro")
        throw new ErpError("refused", "cpemanage: status 0");
      const reference = answer.protocolo.trim();
      return reference ? { reference } : {};
    },
  };
}
