import { formatSiteDateTime } from "../../domain";
import { parseAnswer } from "./answers";
import { type ErpAdapter, ErpError, type TicketRecord, type TicketTopic, ticketTitle } from "./contract";
import { parseJson } from "./http";
import { chamadoAnswer, chamadoListAnswer } from "./sgp-answers";
import type { SgpClient } from "./sgp-client";

// Tickets on SGP (routes and their quirks: sgp.ts): an occurrence opened by `chamado` (JSON), and the
// contract's occurrences with their service order listed by the central's `chamado/list` (issue 67).

/** SGP's occurrence type 5 is 'outros': the provider's team classifies the call. */
const DEFAULT_TICKET_TYPE = "5";

export type SgpTicketTypes = {
  ticketTypeId?: string;
  /** An occurrence type per topic of a self-service request (issue 67); `ticketTypeId` for one not named. */
  ticketTypes?: Partial<Record<TicketTopic, string>>;
};

export function sgpTickets(
  client: SgpClient,
  types: SgpTicketTypes,
): Pick<ErpAdapter, "openTicket" | "tickets"> {
  return {
    async openTicket(_subscriber, contractId, message, contact, topic: TicketTopic = "support") {
      const answer = await client.post(
        "/api/ura/chamado/",
        {
          contrato: contractId,
          ocorrenciatipo: types.ticketTypes?.[topic] ?? types.ticketTypeId ?? DEFAULT_TICKET_TYPE,
          // SGP's occurrence has no title: the content's first line names what it asks.
          conteudo: topic === "support" ? message : `${ticketTitle(topic)}\n\n${message}`,
          contato_nome: contact.name,
          contato_telefone: contact.phone,
        },
        true,
      );
      return { protocol: parseAnswer(chamadoAnswer, answer, "chamado").protocolo };
    },

    async tickets(subscriber): Promise<TicketRecord[]> {
      const lists = await Promise.all(
        subscriber.contracts.map(async (contract) => {
          const response = await client.postForm("/api/central/chamado/list/", { contrato: contract.id });
          if (response.status >= 500)
            throw new ErpError("unavailable", `chamado/list: HTTP ${response.status}`);
          if (response.status >= 300) throw new ErpError("refused", `chamado/list: HTTP ${response.status}`);
          return parseAnswer(chamadoListAnswer, parseJson(response.text, "chamado/list"), "chamado/list");
        }),
      );
      return lists.flat().map((row): TicketRecord => {
        const opened = row.oc_data_cadastro?.toISOString();
        const closedAt = row.oc_data_encerramento?.toISOString();
        const visit = row.os_data_agendamento;
        const events: TicketRecord["events"] = [];
        if (row.oc_conteudo.trim()) events.push({ at: opened, text: row.oc_conteudo.trim() });
        if (visit)
          events.push({
            at: row.os_data_cadastro?.toISOString(),
            text: `Visita técnica agendada para ${formatSiteDateTime(visit)}.`,
          });
        if (row.os_servicoprestado.trim()) events.push({ at: closedAt, text: row.os_servicoprestado.trim() });
        const open = Number(row.oc_status) !== 1 && !closedAt;
        return {
          protocol: row.oc_protocolo,
          subject: row.oc_tipo_descricao.trim() || "Atendimento",
          openedAt: opened,
          closedAt,
          open,
          status: row.oc_status_descricao.trim() || (open ? "Aberta" : "Encerrada"),
          events,
        };
      });
    },
  };
}
