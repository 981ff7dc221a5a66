import type { ErpAdapter, ProspectInput, SignUpDelivery } from "./contract";
import { PROSPECT_MARK, type Row } from "./http";
import { ixcCity, ixcDone, ixcFile, ixcMarked, ixcState, ixcWritten } from "./ixc-answers";
import { type IxcClient, ixcDate, maskDocument } from "./ixc-client";

// Leads and sign-ups on IXC (decision 0037; issues 57, 58, 68): a lead is a `contato`; a sign-up its
// `contato`, a `crm_canditados` prospect, the reserved slot as a `crm_negociacoes` and the photos in
// `cliente_arquivos`. Each row carries `vitrine-lead:<key>` in `obs` and is looked for before it is
// written, so a retry after a timeout or a failed later step redoes only what IXC did not keep.

/** IXC's own ids of a state and a city (a name or an abbreviation is not one), found once per adapter. */
type Places = { stateId(uf: string): Promise<string>; cityId(name: string, uf: string): Promise<string> };

export function ixcSignUps(ixc: IxcClient): Pick<ErpAdapter, "createProspect" | "createSignUp"> {
  const places = ixcPlaces(ixc);
  return {
    async createProspect(prospect: ProspectInput) {
      const mark = `${PROSPECT_MARK}${prospect.idempotencyKey}`;
      // A delivery that timed out may have been stored: look before writing a second one.
      if (await findMarked(ixc, "contato", mark)) return;
      await ixc.write(
        "contato",
        {
          nome: prospect.name,
          fone_celular: prospect.phone,
          email: prospect.email ?? "",
          cep: prospect.cep ? `${prospect.cep.slice(0, 5)}-${prospect.cep.slice(5)}` : "",
          // IXC's own ids of the city and the state (a name or an abbreviation is not one).
          cidade: prospect.city && prospect.uf ? await places.cityId(prospect.city, prospect.uf) : "",
          uf: prospect.uf ? await places.stateId(prospect.uf) : "",
          data_cadastro: ixc.today(),
          obs: `${prospect.note}\n${mark}`,
          // Issue 57: the first touch in the contato's own fields, as IXC's API documentation lists them
          // (its example body for `contato`: `origem_source`, `origem_medium` and `origem_campaing`, spelled
          // so); sent only when the visit came from a campaign.
          ...originOf(prospect.origin),
        },
        ixcDone,
      );
    },

    createSignUp: (signUp) => deliverSignUp(ixc, places, signUp),
  };
}

/**
 * IXC's `uf` is its own state's id (table `uf`: `id`, `sigla`), never the abbreviation; `contato.cidade`
 * its own city's id (table `cidade`: `nome`, `uf` as the `uf` row's id), found by name and state. Each is
 * found once per adapter; one IXC does not list goes without (the note names it); a failure is asked
 * again next time.
 */
function ixcPlaces(ixc: IxcClient): Places {
  const stateIds = new Map<string, Promise<string>>();
  const cityIds = new Map<string, Promise<string>>();
  const once = (cache: Map<string, Promise<string>>, key: string, find: () => Promise<string>) => {
    let found = cache.get(key);
    if (!found) {
      found = find();
      cache.set(key, found);
      found.catch(() => cache.delete(key));
    }
    return found;
  };
  const stateId = (uf: string) =>
    once(stateIds, uf, async () => {
      const states = await ixc.list("uf", ixcState, { field: "sigla", value: uf }, { rp: 1 });
      return states.find((row) => row.sigla === uf)?.id ?? "";
    });
  const cityId = (name: string, uf: string) =>
    once(cityIds, `${name}|${uf}`, async () => {
      const rows = (await ixc.list("cidade", ixcCity, { field: "nome", value: name }, { rp: 20 })).filter(
        (row) => row.nome.trim().toLowerCase() === name.trim().toLowerCase(),
      );
      if (rows.length <= 1) return rows[0]?.id ?? "";
      const state = await stateId(uf);
      return state ? (rows.find((row) => row.uf === state)?.id ?? "") : "";
    });
  return { stateId, cityId };
}

/** The row of `table` whose `obs` holds `mark` (a lead's or a sign-up's), if IXC kept one. */
async function findMarked(ixc: IxcClient, table: string, mark: string) {
  const rows = await ixc.list(table, ixcMarked, { field: "obs", value: mark, oper: "L" }, { rp: 1 });
  return rows.find((row) => row.obs.includes(mark));
}

/** Issue 57: the visit's first touch, in the `contato`'s own fields (IXC's spelling `origem_campaing`). */
function originOf(origin: ProspectInput["origin"]): Row {
  return origin
    ? {
        origem_source: origin.source ?? "",
        origem_medium: origin.medium ?? "",
        origem_campaing: origin.campaign ?? "",
      }
    : {};
}

/** What every step of a sign-up writes from. */
type SignUpStep = {
  ixc: IxcClient;
  signUp: SignUpDelivery;
  /** This sign-up's mark, and the note that carries it. */
  mark: string;
  obs: string;
  /** Issue 68: a repeat of a CPF updates the rows its first sign-up made, found by that one's mark. */
  firstMark: string | undefined;
  /** The address as IXC keeps it: the CEP masked, the city's and the state's own ids. */
  cep: string;
  cidade: string;
  uf: string;
  viable: "S" | "N";
};

async function deliverSignUp(ixc: IxcClient, places: Places, signUp: SignUpDelivery): Promise<void> {
  const mark = `${PROSPECT_MARK}${signUp.idempotencyKey}`;
  const { address } = signUp;
  const step: SignUpStep = {
    ixc,
    signUp,
    mark,
    obs: `${signUp.note}\n${mark}`,
    firstMark: signUp.repeatOf ? `${PROSPECT_MARK}${signUp.repeatOf.idempotencyKey}` : undefined,
    cep: `${address.cep.slice(0, 5)}-${address.cep.slice(5)}`,
    cidade: address.city ? await places.cityId(address.city, address.uf) : "",
    uf: address.uf ? await places.stateId(address.uf) : "",
    viable: signUp.viability.status === "sem viabilidade" ? "N" : "S",
  };
  // Each step looks for its mark first: a retry after a timeout or a failed later step redoes only
  // what the ERP did not keep.
  const contactId = await signUpContact(step);
  const candidateId = await signUpCandidate(step, contactId);
  await reserveSlot(step, candidateId);
  await sendDocuments(step, candidateId);
}

/** The first sign-up's row of `table`, for a repeat of its CPF. */
async function firstRow({ ixc, firstMark }: SignUpStep, table: string) {
  return firstMark ? findMarked(ixc, table, firstMark) : undefined;
}

/** The sign-up's `contato`, with IXC's own viability fields (S/N, the nearest box's id and distance). */
async function signUpContact(step: SignUpStep): Promise<string> {
  const { ixc, signUp, mark, obs, cep, cidade, uf, viable } = step;
  const { address, viability } = signUp;
  const marked = await findMarked(ixc, "contato", mark);
  if (marked) return marked.id;
  const fields: Row = {
    nome: signUp.name,
    razao: signUp.name,
    fone_celular: signUp.whatsapp,
    fone_whatsapp: signUp.whatsapp,
    email: signUp.email,
    cep,
    endereco: address.street,
    numero: address.number,
    complemento: address.complement,
    bairro: address.district,
    cidade,
    uf,
    status_viabilidade: viable,
    caixa_mais_proxima: viability.box?.id ?? "",
    id_caixa_ftth: viability.box?.id ?? "",
    distancia_caixa_mais_proxima: viability.box ? String(viability.box.distanceMeters) : "",
  };
  const first = await firstRow(step, "contato");
  if (first) {
    // The first's note stays above this one's, which carries this sign-up's mark (a retry finds it).
    await ixc.update("contato", first, { ...fields, obs: `${first.obs}\n\n${obs}` });
    return first.id;
  }
  const written = await ixc.write(
    "contato",
    {
      nome: signUp.name,
      razao: signUp.name,
      tipo_pessoa: "F",
      cnpj_cpf: maskDocument(signUp.cpf) ?? "",
      data_nascimento: ixcDate(signUp.birthDate),
      fone_celular: signUp.whatsapp,
      fone_whatsapp: signUp.whatsapp,
      email: signUp.email,
      cep,
      endereco: address.street,
      numero: address.number,
      complemento: address.complement,
      bairro: address.district,
      cidade,
      uf,
      lead: "S",
      ativo: "S",
      cadastro_site: "S",
      data_cadastro: ixcDate(ixc.today()),
      // IXC's own viability fields: S/N, the nearest box's id and its distance in metres.
      status_viabilidade: viable,
      caixa_mais_proxima: viability.box?.id ?? "",
      id_caixa_ftth: viability.box?.id ?? "",
      distancia_caixa_mais_proxima: viability.box ? String(viability.box.distanceMeters) : "",
      obs,
      // Issue 57: the visit's first touch, in the same fields as a lead's contato (createProspect).
      ...originOf(signUp.origin),
    },
    ixcWritten,
  );
  return written.id;
}

/** The sign-up's prospect (`crm_canditados`, a row of `cliente` with crm = S) for its `contato`. */
async function signUpCandidate(step: SignUpStep, contactId: string): Promise<string> {
  const { ixc, signUp, mark, obs, cep, cidade, uf, viable } = step;
  const { address } = signUp;
  const marked = await findMarked(ixc, "crm_canditados", mark);
  if (marked) return marked.id;
  const first = await firstRow(step, "crm_canditados");
  if (first) {
    await ixc.update("crm_canditados", first, {
      razao: signUp.name,
      telefone_celular: signUp.whatsapp,
      whatsapp: signUp.whatsapp,
      email: signUp.email,
      cep,
      endereco: address.street,
      numero: address.number,
      complemento: address.complement,
      bairro: address.district,
      cidade,
      uf,
      status_viabilidade: viable,
      obs: `${first.obs}\n\n${obs}`,
    });
    return first.id;
  }
  const written = await ixc.write(
    "crm_canditados",
    {
      razao: signUp.name,
      tipo_pessoa: "F",
      cnpj_cpf: maskDocument(signUp.cpf) ?? "",
      data_nascimento: ixcDate(signUp.birthDate),
      status_prospeccao: "N",
      ativo: "S",
      crm: "S",
      id_contato_principal: contactId,
      telefone_celular: signUp.whatsapp,
      whatsapp: signUp.whatsapp,
      email: signUp.email,
      cep,
      endereco: address.street,
      numero: address.number,
      complemento: address.complement,
      bairro: address.district,
      cidade,
      uf,
      status_viabilidade: viable,
      data_cadastro: ixcDate(ixc.today()),
      obs,
    },
    ixcWritten,
  );
  return written.id;
}

/**
 * Issue 68: the slot the sign-up holds, as the candidate's negotiation with a reserved day and period
 * (`data_reservada`, `melhor_horario_reserva`: M manhã, T tarde), once per sign-up (its mark).
 */
async function reserveSlot({ ixc, signUp, mark }: SignUpStep, candidateId: string): Promise<void> {
  if (!signUp.slot || (await findMarked(ixc, "crm_negociacoes", mark))) return;
  await ixc.write(
    "crm_negociacoes",
    {
      id_candidato: candidateId,
      descricao: `Contratação online ${signUp.protocol}: ${signUp.plan.name}`,
      data_reservada: ixcDate(signUp.slot.date),
      melhor_horario_reserva: signUp.slot.period === "morning" ? "M" : "T",
      obs: `Horário reservado no site pela contratação ${signUp.protocol}.\n${mark}`,
    },
    ixcDone,
  );
}

/** The sign-up's photos, as the prospect's files (`cliente_arquivos` by its id), each once. */
async function sendDocuments({ ixc, signUp }: SignUpStep, candidateId: string): Promise<void> {
  if (signUp.documents.length === 0) return;
  const files = await ixc.list(
    "cliente_arquivos",
    ixcFile,
    { field: "id_cliente", value: candidateId },
    { rp: 20 },
  );
  for (const document of signUp.documents) {
    const description = `${document.label} (${signUp.protocol})`;
    if (files.some((row) => row.descricao === description)) continue;
    const form = new FormData();
    form.set("descricao", description);
    form.set("id_cliente", candidateId);
    form.set(
      "local_arquivo",
      new Blob([new Uint8Array(document.jpeg)], { type: "image/jpeg" }),
      `${document.kind}-${signUp.protocol}.jpg`,
    );
    await ixc.upload("cliente_arquivos", form);
  }
}
