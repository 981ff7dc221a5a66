import { SLOT_END_TIME, SLOT_START_TIME } from "../../domain/install-slots";
import type { ErpAdapter } from "./contract";
import { envelope, waitingOrdersAnswer } from "./hubsoft-answers";
import type { HubsoftClient } from "./hubsoft-client";

// Hubsoft's installation scheduling (issue 68, point 3; decision 0084): the converted client's
// installation order, waiting to be scheduled, set to the period of the slot staff confirm.

export function hubsoftInstallation(
  client: HubsoftClient,
): Required<Pick<ErpAdapter, "scheduleInstallation">> {
  return {
    async scheduleInstallation({ cpf, slot }) {
      const { ordens_servico: orders } = await client.get(
        "cliente/ordem_servico",
        {
          busca: "cpf_cnpj",
          termo_busca: cpf,
          status: "aguardando_agendamento",
          order_by: "data_cadastro",
          order_type: "desc",
          limit: "20",
        },
        waitingOrdersAnswer,
      );
      // The newest installation order still waiting; a support order of the same client is not it.
      const order = orders.find((row) => /instala/i.test(row.tipo));
      if (!order) return "no_order";
      await client.post("ordem_servico/agendar", { id_ordem_servico: order.id_ordem_servico }, envelope);
      await client.post(
        "ordem_servico/reagendar",
        {
          id_ordem_servico: order.id_ordem_servico,
          data_inicio_programado: slot.date,
          hora_inicio_programado: SLOT_START_TIME[slot.period],
          data_termino_programado: slot.date,
          hora_termino_programado: SLOT_END_TIME[slot.period],
        },
        envelope,
      );
      return "scheduled";
    },
  };
}
