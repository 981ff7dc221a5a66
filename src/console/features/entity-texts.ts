import type { DataTableTexts } from "../kit/data-table";
import type { EntityTexts } from "../kit/texts";

// Every message a console tab shows, written out per entity so a text a user reports is found by grep.
// The pairs of SPEC §8 ('Plano adicionado com sucesso' / 'Erro ao adicionar plano') read the same on
// every tab: keep a new entity's texts in step with these.

export const PLAN_TEXTS: EntityTexts = {
  heading: "Planos",
  add: "Adicionar plano",
  edit: "Editar plano",
  added: "Plano adicionado com sucesso",
  updated: "Plano atualizado com sucesso",
  removed: "Plano removido com sucesso",
  activated: "Plano ativado",
  deactivated: "Plano desativado",
  addFailed: "Erro ao adicionar plano",
  updateFailed: "Erro ao atualizar plano",
  removeFailed: "Erro ao remover plano",
  statusFailed: "Erro ao atualizar status do plano",
  removeTitle: "Remover plano?",
  removeDescription: (name) => `O plano ${name} será removido.`,
  addDescription: "Preencha os dados do novo plano.",
  editDescription: (name) => `Altere os dados do plano ${name}.`,
  activeLabel: (name) => `Plano ${name} ativo`,
  empty: "Nenhum plano encontrado",
  emptySearch: "Nenhum plano encontrado para a pesquisa",
  search: "Buscar planos",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "plano" : "planos"}`,
};

export const CITY_TEXTS: EntityTexts = {
  heading: "Cidades",
  add: "Adicionar cidade",
  edit: "Editar cidade",
  added: "Cidade adicionada com sucesso",
  updated: "Cidade atualizada com sucesso",
  removed: "Cidade removida com sucesso",
  activated: "Cidade ativada",
  deactivated: "Cidade desativada",
  addFailed: "Erro ao adicionar cidade",
  updateFailed: "Erro ao atualizar cidade",
  removeFailed: "Erro ao remover cidade",
  statusFailed: "Erro ao atualizar status da cidade",
  removeTitle: "Remover cidade?",
  removeDescription: (name) => `A cidade ${name} será removida.`,
  addDescription: "Preencha os dados da nova cidade.",
  editDescription: (name) => `Altere os dados da cidade ${name}.`,
  activeLabel: (name) => `Cidade ${name} ativa`,
  empty: "Nenhuma cidade encontrada",
  emptySearch: "Nenhuma cidade encontrada para a pesquisa",
  search: "Buscar cidades",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "cidade" : "cidades"}`,
};

export const BUSINESS_PLAN_TEXTS: EntityTexts = {
  heading: "Planos Empresariais",
  add: "Adicionar plano empresarial",
  edit: "Editar plano empresarial",
  added: "Plano empresarial adicionado com sucesso",
  updated: "Plano empresarial atualizado com sucesso",
  removed: "Plano empresarial removido com sucesso",
  activated: "Plano empresarial ativado",
  deactivated: "Plano empresarial desativado",
  addFailed: "Erro ao adicionar plano empresarial",
  updateFailed: "Erro ao atualizar plano empresarial",
  removeFailed: "Erro ao remover plano empresarial",
  statusFailed: "Erro ao atualizar status do plano empresarial",
  removeTitle: "Remover plano empresarial?",
  removeDescription: (name) => `O plano empresarial ${name} será removido.`,
  addDescription: "Preencha os dados do novo plano empresarial.",
  editDescription: (name) => `Altere os dados do plano empresarial ${name}.`,
  activeLabel: (name) => `Plano empresarial ${name} ativo`,
  empty: "Nenhum plano empresarial encontrado",
  emptySearch: "Nenhum plano empresarial encontrado para a pesquisa",
  search: "Buscar planos empresariais",
  count: (shown, total) =>
    `${shown} de ${total} ${total === 1 ? "plano empresarial" : "planos empresariais"}`,
};

/** Planos por Cidade. */
export const PLAN_CITY_TEXTS: EntityTexts = {
  heading: "Planos por Cidade",
  add: "Adicionar associação",
  edit: "Editar associação",
  added: "Associação adicionada com sucesso",
  updated: "Associação atualizada com sucesso",
  removed: "Associação removida com sucesso",
  activated: "Associação ativada",
  deactivated: "Associação desativada",
  addFailed: "Erro ao adicionar associação",
  updateFailed: "Erro ao atualizar associação",
  removeFailed: "Erro ao remover associação",
  statusFailed: "Erro ao atualizar status da associação",
  removeTitle: "Remover associação?",
  removeDescription: (name) => `A associação ${name} será removida.`,
  addDescription: "Preencha os dados da nova associação.",
  editDescription: (name) => `Altere os dados da associação ${name}.`,
  activeLabel: (name) => `Associação ${name} ativa`,
  empty: "Nenhuma associação encontrada",
  emptySearch: "Nenhuma associação encontrada para a pesquisa",
  search: "Buscar associações",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "associação" : "associações"}`,
};

/** Planos Empresariais por Cidade. */
export const BUSINESS_PLAN_CITY_TEXTS: EntityTexts = {
  heading: "Planos Empresariais por Cidade",
  add: "Adicionar associação",
  edit: "Editar associação",
  added: "Associação adicionada com sucesso",
  updated: "Associação atualizada com sucesso",
  removed: "Associação removida com sucesso",
  activated: "Associação ativada",
  deactivated: "Associação desativada",
  addFailed: "Erro ao adicionar associação",
  updateFailed: "Erro ao atualizar associação",
  removeFailed: "Erro ao remover associação",
  statusFailed: "Erro ao atualizar status da associação",
  removeTitle: "Remover associação?",
  removeDescription: (name) => `A associação ${name} será removida.`,
  addDescription: "Preencha os dados da nova associação.",
  editDescription: (name) => `Altere os dados da associação ${name}.`,
  activeLabel: (name) => `Associação ${name} ativa`,
  empty: "Nenhuma associação encontrada",
  emptySearch: "Nenhuma associação encontrada para a pesquisa",
  search: "Buscar associações",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "associação" : "associações"}`,
};

export const BANNER_TEXTS: EntityTexts = {
  heading: "Banners",
  add: "Adicionar banner",
  edit: "Editar banner",
  added: "Banner adicionado com sucesso",
  updated: "Banner atualizado com sucesso",
  removed: "Banner removido com sucesso",
  activated: "Banner ativado",
  deactivated: "Banner desativado",
  addFailed: "Erro ao adicionar banner",
  updateFailed: "Erro ao atualizar banner",
  removeFailed: "Erro ao remover banner",
  statusFailed: "Erro ao atualizar status do banner",
  removeTitle: "Remover banner?",
  removeDescription: (name) => `O banner ${name} será removido.`,
  addDescription: "Preencha os dados do novo banner.",
  editDescription: (name) => `Altere os dados do banner ${name}.`,
  activeLabel: (name) => `Banner ${name} ativo`,
  empty: "Nenhum banner encontrado",
  emptySearch: "Nenhum banner encontrado para a pesquisa",
  search: "Buscar banners",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "banner" : "banners"}`,
};

export const STREAMING_BANNER_TEXTS: EntityTexts = {
  heading: "Banners Streaming",
  add: "Adicionar banner de streaming",
  edit: "Editar banner de streaming",
  added: "Banner de streaming adicionado com sucesso",
  updated: "Banner de streaming atualizado com sucesso",
  removed: "Banner de streaming removido com sucesso",
  activated: "Banner de streaming ativado",
  deactivated: "Banner de streaming desativado",
  addFailed: "Erro ao adicionar banner de streaming",
  updateFailed: "Erro ao atualizar banner de streaming",
  removeFailed: "Erro ao remover banner de streaming",
  statusFailed: "Erro ao atualizar status do banner de streaming",
  removeTitle: "Remover banner de streaming?",
  removeDescription: (name) => `O banner de streaming ${name} será removido.`,
  addDescription: "Preencha os dados do novo banner de streaming.",
  editDescription: (name) => `Altere os dados do banner de streaming ${name}.`,
  activeLabel: (name) => `Banner de streaming ${name} ativo`,
  empty: "Nenhum banner de streaming encontrado",
  emptySearch: "Nenhum banner de streaming encontrado para a pesquisa",
  search: "Buscar banners de streaming",
  count: (shown, total) =>
    `${shown} de ${total} ${total === 1 ? "banner de streaming" : "banners de streaming"}`,
};

export const STREAMING_SERVICE_TEXTS: EntityTexts = {
  heading: "Streaming",
  add: "Adicionar serviço de streaming",
  edit: "Editar serviço de streaming",
  added: "Serviço de streaming adicionado com sucesso",
  updated: (body) => {
    const count = (body as { plansUpdated?: number } | undefined)?.plansUpdated ?? 0;
    return count === 0
      ? "Serviço de streaming atualizado com sucesso"
      : `Serviço de streaming atualizado com sucesso; ${count} ${count === 1 ? "plano passou" : "planos passaram"} a usar o novo nome`;
  },
  removed: "Serviço de streaming removido com sucesso",
  activated: "Serviço de streaming ativado",
  deactivated: "Serviço de streaming desativado",
  addFailed: "Erro ao adicionar serviço de streaming",
  updateFailed: "Erro ao atualizar serviço de streaming",
  removeFailed: "Erro ao remover serviço de streaming",
  statusFailed: "Erro ao atualizar status do serviço de streaming",
  removeTitle: "Remover serviço de streaming?",
  removeDescription: (name) => `O serviço de streaming ${name} será removido.`,
  addDescription: "Preencha os dados do novo serviço de streaming.",
  editDescription: (name) => `Altere os dados do serviço de streaming ${name}.`,
  activeLabel: (name) => `Serviço de streaming ${name} ativo`,
  empty: "Nenhum serviço de streaming encontrado",
  emptySearch: "Nenhum serviço de streaming encontrado para a pesquisa",
  search: "Buscar serviços de streaming",
  count: (shown, total) =>
    `${shown} de ${total} ${total === 1 ? "serviço de streaming" : "serviços de streaming"}`,
};

/** Indicações: a table only (referrals come from the public form, never from the console). */
export const REFERRAL_TEXTS: DataTableTexts = {
  empty: "Nenhuma indicação encontrada",
  emptySearch: "Nenhuma indicação encontrada para a pesquisa",
  search: "Buscar indicações",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "indicação" : "indicações"}`,
};

export const LEAD_TEXTS: DataTableTexts = {
  empty: "Nenhum contato encontrado",
  emptySearch: "Nenhum contato encontrado para a pesquisa e os filtros",
  search: "Buscar contatos",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "contato" : "contatos"}`,
};

export const ARTICLE_TEXTS: EntityTexts = {
  heading: "Blog",
  add: "Adicionar artigo",
  edit: "Editar artigo",
  added: "Artigo adicionado com sucesso",
  updated: "Artigo atualizado com sucesso",
  removed: "Artigo removido com sucesso",
  activated: "Artigo publicado",
  deactivated: "Artigo despublicado",
  addFailed: "Erro ao adicionar artigo",
  updateFailed: "Erro ao atualizar artigo",
  removeFailed: "Erro ao remover artigo",
  statusFailed: "Erro ao atualizar status do artigo",
  removeTitle: "Remover artigo?",
  removeDescription: (name) => `O artigo ${name} será removido.`,
  addDescription: "Preencha os dados do novo artigo.",
  editDescription: (name) => `Altere os dados do artigo ${name}.`,
  activeLabel: (name) => `Artigo ${name} publicado`,
  empty: "Nenhum artigo encontrado",
  emptySearch: "Nenhum artigo encontrado para a pesquisa",
  search: "Buscar artigos",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "artigo" : "artigos"}`,
};

export const PAGE_TEXTS: EntityTexts = {
  heading: "Páginas",
  add: "Adicionar página",
  edit: "Editar página",
  added: "Página adicionada com sucesso",
  updated: "Página atualizada com sucesso",
  removed: "Página removida com sucesso",
  activated: "Página publicada",
  deactivated: "Página despublicada",
  addFailed: "Erro ao adicionar página",
  updateFailed: "Erro ao atualizar página",
  removeFailed: "Erro ao remover página",
  statusFailed: "Erro ao atualizar status da página",
  removeTitle: "Remover página?",
  removeDescription: (name) => `A página ${name} será removida.`,
  addDescription: "Preencha os dados da nova página.",
  editDescription: (name) => `Altere os textos da página ${name}.`,
  activeLabel: (name) => `Página ${name} publicada`,
  empty: "Nenhuma página encontrada",
  emptySearch: "Nenhuma página encontrada para a pesquisa",
  search: "Buscar páginas",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "página" : "páginas"}`,
};

export const NEWSLETTER_TEXTS: DataTableTexts = {
  empty: "Ninguém se inscreveu na newsletter ainda",
  emptySearch: "Nenhum inscrito encontrado para a pesquisa",
  search: "Buscar inscritos",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "inscrito" : "inscritos"}`,
};

export const NETWORK_NOTICE_TEXTS: EntityTexts = {
  heading: "Status da rede",
  add: "Adicionar aviso",
  edit: "Editar aviso",
  added: "Aviso adicionado com sucesso",
  updated: "Aviso atualizado com sucesso",
  removed: "Aviso removido com sucesso",
  activated: "Aviso publicado",
  deactivated: "Aviso despublicado",
  addFailed: "Erro ao adicionar aviso",
  updateFailed: "Erro ao atualizar aviso",
  removeFailed: "Erro ao remover aviso",
  statusFailed: "Erro ao atualizar status do aviso",
  removeTitle: "Remover aviso?",
  removeDescription: (name) => `O aviso ${name} será removido do status da rede.`,
  addDescription:
    "Registre uma falha ou uma manutenção programada: as cidades afetadas, o início e a previsão de término.",
  editDescription: (name) => `Altere o aviso ${name}, acrescente uma atualização ou registre a resolução.`,
  activeLabel: (name) => `Aviso ${name} publicado`,
  empty: "Nenhum aviso encontrado",
  emptySearch: "Nenhum aviso encontrado para a pesquisa",
  search: "Buscar avisos",
  count: (shown, total) => `${shown} de ${total} ${total === 1 ? "aviso" : "avisos"}`,
};
