import type { z } from "zod";
import type { ErpAdapter, UsageMonth } from "./contract";
import { centralSignInAnswer, clientServicesAnswer, usageAnswer } from "./hubsoft-answers";
import { type HubsoftClient, type HubsoftOptions, HubsoftRefusal } from "./hubsoft-client";
import { clientOf, documentDigits, subscriberOf } from "./hubsoft-desk";

// Hubsoft's 'Minha conta' (issue 67) and access state (issue 58): the holder by document, the subscriber
// central's sign-in, a month's traffic from the connection extract and the access's last connection.

/** Hubsoft's extract counts megabytes (the RADIUS octets over 1024²). */
const MEGABYTE = 1024 * 1024;

export function hubsoftAccount(
  client: HubsoftClient,
  options: HubsoftOptions,
): Required<Pick<ErpAdapter, "findHolder" | "centralSignIn" | "usage" | "accessStatus">> {
  /** The client of a document with the contact on file, if a service of it is live. */
  const holderOf = async (digits: string) => {
    const found = await clientOf(client, digits);
    if (!found) return undefined;
    const holder = subscriberOf(found, undefined);
    return holder.contracts.length > 0 ? holder : undefined;
  };

  /** The services of a client's code, with `ultima_conexao` when asked. */
  const servicesOf = async (code: string, lastConnection: boolean) => {
    const answer = await client.get(
      "cliente",
      {
        busca: "codigo_cliente",
        termo_busca: code,
        ...(lastConnection ? { ultima_conexao: "sim" } : {}),
        limit: "1",
      },
      clientServicesAnswer,
    );
    return answer.clientes[0]?.servicos ?? [];
  };

  return {
    async findHolder(document) {
      const digits = documentDigits(document);
      return digits ? holderOf(digits) : undefined;
    },

    async centralSignIn(document, password) {
      const digits = documentDigits(document);
      if (!digits || !options.centralSignIn) return undefined;
      let answer: z.output<typeof centralSignInAnswer>;
      try {
        answer = await client.post(
          "cliente/autenticacao",
          { usuario: digits, senha: password },
          centralSignInAnswer,
        );
      } catch (error) {
        // The central's refusal: a wrong password or an unknown user, the same answer.
        if (error instanceof HubsoftRefusal) return undefined;
        throw error;
      }
      // Whoever the central signed in, the account is the document's own.
      if ((answer.cliente?.cpf_cnpj ?? "").replace(/[^0-9A-Za-z]/g, "").toUpperCase() !== digits)
        return undefined;
      return holderOf(digits);
    },

    async usage(subscriber, contractId, months): Promise<UsageMonth[]> {
      const services = await servicesOf(subscriber.id, false);
      const login = (
        services.find((service) => service.id_cliente_servico === contractId)?.login ?? ""
      ).trim();
      if (!login) return [];
      const result = await Promise.all(
        months.map(async (month): Promise<UsageMonth | undefined> => {
          const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
          const answer = await client.get(
            "cliente/extrato_conexao",
            {
              busca: "login",
              termo_busca: login,
              data_inicio: `${month}-01`,
              data_fim: last.toISOString().slice(0, 10),
              limit: "50",
            },
            usageAnswer,
          );
          const stats = answer.estatisticas;
          const records = answer.registros;
          if (!stats && records.length === 0) return undefined;
          // The period's statistics when given (they count every connection, past the page's 50).
          const bytes = (total: number | undefined, rows: (row: (typeof records)[number]) => number) =>
            Math.round((total ?? records.reduce((sum, row) => sum + rows(row), 0)) * MEGABYTE);
          const downloadBytes = bytes(stats?.download_total, (row) => row.download_megabytes);
          const uploadBytes = bytes(stats?.upload_total, (row) => row.upload_megabytes);
          return downloadBytes + uploadBytes > 0 ? { month, downloadBytes, uploadBytes } : undefined;
        }),
      );
      return result.filter((month): month is UsageMonth => month !== undefined);
    },

    async accessStatus(subscriber, contractId) {
      const services = await servicesOf(subscriber.id, true);
      const last = services.find((candidate) => candidate.id_cliente_servico === contractId)?.ultima_conexao;
      if (!last || last.conectado === undefined) return undefined;
      return {
        online: last.conectado,
        since: last.conectado ? last.ultima_conexao_datetime : last.ultima_desconexao_datetime,
      };
    },
  };
}
