import type { ErpAdapter, ProspectInput, SignUpDelivery } from "./contract";
import { PROSPECT_MARK } from "./http";
import { offeredServicesAnswer, prospectsAnswer, storedProspectAnswer } from "./hubsoft-answers";
import type { HubsoftClient, HubsoftOptions } from "./hubsoft-client";

// Hubsoft's prospects (decision 0037) and sign-ups (issue 68, decision 0085): a `prospecto` written once
// per idempotency key, its mark in `observacao` (Hubsoft searches prospects by name only).

export function hubsoftProspects(
  client: HubsoftClient,
  options: HubsoftOptions,
): Required<Pick<ErpAdapter, "createProspect" | "createSignUp">> {
  /** A delivery that timed out may have been stored: is a prospect of this name marked with it? */
  const stored = async (name: string, mark: string) => {
    const found = await client.get("prospecto", { busca: name }, prospectsAnswer);
    return found.prospectos.some((row) => row.observacao.includes(mark));
  };

  return {
    async createProspect(prospect: ProspectInput) {
      const mark = `${PROSPECT_MARK}${prospect.idempotencyKey}`;
      if (await stored(prospect.name, mark)) return;
      await client.post(
        "prospecto",
        {
          nome_razaosocial: prospect.name,
          tipo_pessoa: "pf",
          telefone: prospect.phone,
          ...(prospect.email ? { email: prospect.email } : {}),
          // Required by Hubsoft; a lead has only its CEP: the sales team completes the address.
          cep: prospect.cep ?? "00000000",
          bairro: "A confirmar",
          endereco: "A confirmar",
          numero: 0,
          servico: { id_servico: options.prospectServiceId ?? 1, valor: 0 },
          observacao: `${prospect.note}${prospect.city ? ` (${prospect.city}${prospect.uf ? `/${prospect.uf}` : ""})` : ""}\n${mark}`,
        },
        storedProspectAnswer,
      );
    },

    async createSignUp(signUp: SignUpDelivery) {
      const mark = `${PROSPECT_MARK}${signUp.idempotencyKey}`;
      if (await stored(signUp.name, mark)) return;
      // Issue 68 (decision 0085): a repeat of a CPF whose first sign-up was delivered writes no second
      // pre-registration. The public API documents no route that edits one, so the sales team reads the
      // repeat's changes in Contratações ('mesmo CPF de CT-…') and in its alert.
      if (signUp.repeatOf) return;
      const { address } = signUp;
      // The service by its name among those Hubsoft offers at this CEP; else the prospects' service, with
      // the plan named in the note for the sales team.
      const offered = await client.get("prospecto/create", { cep: address.cep }, offeredServicesAnswer);
      const wanted = signUp.plan.name.trim().toLowerCase();
      const service = offered.servicos.find((row) => row.descricao.trim().toLowerCase() === wanted);
      await client.post(
        "prospecto",
        {
          nome_razaosocial: signUp.name,
          tipo_pessoa: "pf",
          cpf_cnpj: signUp.cpf,
          data_nascimento: signUp.birthDate,
          telefone: signUp.whatsapp,
          email: signUp.email,
          cep: address.cep,
          endereco: address.street,
          numero: address.number,
          complemento: address.complement,
          bairro: address.district,
          servico: service
            ? { id_servico: Number(service.id_servico), valor: signUp.plan.price }
            : { id_servico: options.prospectServiceId ?? 1, valor: signUp.plan.price },
          id_externo: signUp.protocol,
          observacao: `${signUp.note}\n${mark}`,
        },
        storedProspectAnswer,
      );
    },
  };
}
