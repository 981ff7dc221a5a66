import { SLOT_START_TIME } from "../../domain/install-slots";
import { parseAnswer } from "./answers";
import type { ErpAdapter, ProspectInput, SignUpDelivery } from "./contract";
import { PROSPECT_MARK } from "./http";
import { clientesAnswer, planoListAnswer, precadastroAnswer, vencimentoListAnswer } from "./sgp-answers";
import type { SgpClient } from "./sgp-client";

// Prospects and sign-ups on SGP (routes and their quirks: sgp.ts): a pre-registration (`precadastro/F`,
// never activated) after `clientes` looked for one carrying the same mark, so a delivery that timed out
// after SGP stored it is not stored twice.

export function sgpProspects(
  client: SgpClient,
): Pick<ErpAdapter, "createProspect" | "dueDays" | "createSignUp"> {
  /** Whether a record of this phone carries the mark (a delivery that timed out may have been stored). */
  const marked = async (phone: string, mark: string) => {
    const answer = await client.post("/api/ura/clientes/", { telefone: phone });
    return parseAnswer(clientesAnswer, answer, "clientes").clientes.some((row) =>
      row.observacao.includes(mark),
    );
  };

  const preRegister = async (fields: Record<string, string>) => {
    const answer = await client.post("/api/precadastro/F", fields, true);
    parseAnswer(precadastroAnswer, answer, "precadastro");
  };

  const dueDays = async () =>
    parseAnswer(
      vencimentoListAnswer,
      await client.postList("/api/precadastro/vencimento/list"),
      "vencimento/list",
    );

  return {
    async createProspect(prospect: ProspectInput) {
      const mark = `${PROSPECT_MARK}${prospect.idempotencyKey}`;
      if (await marked(prospect.phone, mark)) return;
      await preRegister({
        nome: prospect.name,
        celular: prospect.phone,
        email: prospect.email ?? "",
        cep: prospect.cep ?? "",
        cidade: prospect.city ?? "",
        uf: prospect.uf ?? "",
        // Required by SGP; a lead has no street yet: the sales team completes it.
        logradouro: "A confirmar",
        precadastro_ativar: "0",
        observacao: `${prospect.note}\n${mark}`,
      });
    },

    async dueDays() {
      return (await dueDays())
        .map((row) => ({ id: row.id, day: row.dia }))
        .filter((row) => row.id !== "" && Number.isInteger(row.day) && row.day >= 1 && row.day <= 31);
    },

    async createSignUp(signUp: SignUpDelivery) {
      const mark = `${PROSPECT_MARK}${signUp.idempotencyKey}`;
      if (await marked(signUp.whatsapp, mark)) return;
      // Issue 68 (decision 0085): a repeat of a CPF whose first sign-up was delivered writes no second
      // pre-registration. The public API documents no route that edits one, so the sales team reads the
      // repeat's changes in Contratações ('mesmo CPF de CT-…') and in its alert.
      if (signUp.repeatOf) return;
      // SGP takes its own ids for the plan and the due day: the plan by its name as the site sells it,
      // the due day by its day of the month. One it does not list goes in the note for the sales team.
      const [plans, days] = await Promise.all([
        client
          .postList("/api/precadastro/plano/list")
          .then((answer) => parseAnswer(planoListAnswer, answer, "plano/list")),
        dueDays(),
      ]);
      const wanted = signUp.plan.name.trim().toLowerCase();
      const plan = plans.find((row) => row.descricao.trim().toLowerCase() === wanted);
      const due = days.find((row) => row.dia === signUp.dueDay);
      const { address } = signUp;
      await preRegister({
        nome: signUp.name,
        cpfcnpj: signUp.cpf,
        datanasc: signUp.birthDate,
        email: signUp.email,
        celular: signUp.whatsapp,
        cep: address.cep,
        logradouro: address.street,
        numero: address.number,
        complemento: address.complement,
        bairro: address.district,
        cidade: address.city,
        uf: address.uf,
        ...(plan ? { plano_id: plan.id } : {}),
        ...(due ? { vencimento_id: due.id } : {}),
        precadastro_ativar: "0",
        // Issue 68: the slot the sign-up holds, as the pre-registration's visit (the period's start).
        ...(signUp.slot
          ? { data_hora_agendamento: `${signUp.slot.date} ${SLOT_START_TIME[signUp.slot.period]}` }
          : {}),
        observacao: `${signUp.note}\n${mark}`,
      });
    },
  };
}
