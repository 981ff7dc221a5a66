import { type ErpAdapter, type TicketRecord, type TicketTopic, ticketTitle } from "./contract";
import { ixcTicket, ixcTicketMessage, ixcWritten } from "./ixc-answers";
import type { IxcClient } from "./ixc-client";

// Tickets on IXC (`su_ticket`, decision 0037; issue 67): the desk's and the account's requests open one
// each, titled by what it asks, and the account lists a client's newest with what happened to each
// (`su_mensagens`, without the staff's private notes).

export type IxcTicketOptions = {
  /** The ticket's subject (`su_oss_assunto` id) and department; the provider's own, 1 when not given. */
  ticketSubjectId?: string;
  /** A subject per topic of a self-service request (issue 67); `ticketSubjectId` for a topic not named. */
  ticketSubjects?: Partial<Record<TicketTopic, string>>;
  ticketDepartmentId?: string;
};

/** A ticket's states that are over: solved, cancelled. */
const TICKET_CLOSED = new Set(["S", "C"]);
const TICKET_STATES: Record<string, string> = {
  N: "Novo",
  P: "Pendente",
  EP: "Em andamento",
  S: "Solucionado",
  C: "Cancelado",
};
/** How many of the newest tickets the account shows with their messages (one call each). */
const TICKETS_SHOWN = 10;

export function ixcTickets(
  ixc: IxcClient,
  options: IxcTicketOptions,
): Pick<ErpAdapter, "openTicket" | "tickets"> {
  return {
    async openTicket(subscriber, contractId, message, contact, topic: TicketTopic = "support") {
      const { id } = await ixc.write(
        "su_ticket",
        {
          tipo: "C",
          id_cliente: subscriber.id,
          id_contrato: contractId,
          id_assunto: options.ticketSubjects?.[topic] ?? options.ticketSubjectId ?? "1",
          id_ticket_setor: options.ticketDepartmentId ?? "1",
          titulo: ticketTitle(topic),
          // IXC's spelling.
          menssagem: `${message}\n\nContato: ${contact.name} — ${contact.phone}`,
          su_status: "N",
          prioridade: "M",
        },
        ixcWritten,
      );
      const [ticket] = await ixc.list("su_ticket", ixcTicket, { field: "id", value: id }, { rp: 1 });
      return { protocol: ticket?.protocolo.trim() || id };
    },

    async tickets(subscriber): Promise<TicketRecord[]> {
      // Newest first (the listing's order by id).
      const rows = await ixc.list(
        "su_ticket",
        ixcTicket,
        { field: "id_cliente", value: subscriber.id },
        { rp: TICKETS_SHOWN },
      );
      return Promise.all(
        rows.map(async (row): Promise<TicketRecord> => {
          const messages = await ixc.list(
            "su_mensagens",
            ixcTicketMessage,
            { field: "id_ticket", value: row.id },
            { rp: 50, sort: "id", order: "asc" },
          );
          const closed = TICKET_CLOSED.has(row.su_status);
          const opened = row.data_criacao;
          return {
            protocol: row.protocolo.trim() || row.id,
            subject: row.titulo.trim() || "Atendimento",
            openedAt: opened,
            closedAt: closed ? row.data_ultima_alteracao : undefined,
            open: !closed,
            status: TICKET_STATES[row.su_status] ?? "Em andamento",
            events: [
              ...(row.menssagem.trim() ? [{ at: opened, text: row.menssagem.trim() }] : []),
              ...messages
                .filter((message) => message.visibilidade_mensagens !== "P" && message.mensagem.trim())
                .map((message) => ({ at: message.data, text: message.mensagem.trim() })),
            ],
          };
        }),
      );
    },
  };
}
