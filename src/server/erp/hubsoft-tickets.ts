import { type ErpAdapter, type TicketRecord, type TicketTopic, ticketTitle } from "./contract";
import { dueDaysAnswer, openedTicketAnswer, ticketsAnswer } from "./hubsoft-answers";
import type { HubsoftClient, HubsoftOptions } from "./hubsoft-client";

// Hubsoft's tickets (decision 0037, issue 67): an `atendimento` opened (typed by topic for a desk
// request), the due days a change of due day may pick, and the subscriber's tickets with their visits.

export function hubsoftTickets(
  client: HubsoftClient,
  options: HubsoftOptions,
): Required<Pick<ErpAdapter, "openTicket" | "dueDays" | "tickets">> {
  return {
    async openTicket(_subscriber, contractId, message, contact, topic: TicketTopic = "support") {
      const type = options.ticketTypes?.[topic];
      const answer = await client.post(
        "atendimento",
        {
          id_cliente_servico: contractId,
          ...(type ? { id_tipo_atendimento: type } : {}),
          descricao: topic === "support" ? message : `${ticketTitle(topic)}\n\n${message}`,
          nome: contact.name,
          telefone: contact.phone.replace(/\D/g, "").replace(/^55(?=\d{10,11}$)/, ""),
        },
        openedTicketAnswer,
      );
      return { protocol: answer.atendimento.protocolo };
    },

    async dueDays() {
      const answer = await client.get("configuracao/vencimento", {}, dueDaysAnswer);
      return answer.vencimentos.flatMap((row) => {
        const day = Number(row.dia_vencimento);
        // 'ultimo_dia' (the month's last) is not a day every month has: not offered.
        return Number.isInteger(day) && day >= 1 && day <= 28 ? [{ id: row.id_vencimento, day }] : [];
      });
    },

    async tickets(subscriber): Promise<TicketRecord[]> {
      const answer = await client.get(
        "cliente/atendimento",
        {
          busca: "codigo_cliente",
          termo_busca: subscriber.id,
          apenas_pendente: "nao",
          order_by: "data_cadastro",
          order_type: "desc",
          limit: "20",
        },
        ticketsAnswer,
      );
      return answer.atendimentos.map((row): TicketRecord => {
        const opened = row.data_cadastro;
        const closed = row.data_fechamento;
        const events: TicketRecord["events"] = [];
        // The API's own note on tickets it opened ('| ATENDIMENTO ABERTO VIA API') is not the subscriber's.
        const description = row.descricao_abertura.split(" | ")[0]!.trim();
        if (description) events.push({ at: opened, text: description });
        for (const order of row.ordens_servico) {
          const scheduled = order.data_inicio_programado.trim();
          if (scheduled)
            events.push({
              at: order.data_cadastro,
              text: `Visita técnica agendada para ${scheduled.slice(0, 16).replace(" ", " às ")}.`,
            });
          if (order.descricao_fechamento.trim())
            events.push({ at: order.data_termino_executado, text: order.descricao_fechamento.trim() });
        }
        if (row.descricao_fechamento.trim())
          events.push({ at: closed, text: row.descricao_fechamento.trim() });
        return {
          protocol: row.protocolo,
          subject: row.tipo_atendimento.trim() || "Atendimento",
          openedAt: opened,
          closedAt: closed,
          open: !closed,
          status: row.status.trim() || (closed ? "Fechado" : "Pendente"),
          events,
        };
      });
    },
  };
}
