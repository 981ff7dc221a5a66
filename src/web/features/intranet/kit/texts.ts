// Every message a tab shows, derived from its noun so the §8 pairs read the same on every tab.

export type Noun = {
  /** Lower case, as inside a sentence: 'plano', 'cidade', 'associação'. */
  one: string;
  many: string;
  feminine?: boolean;
};

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);

export function entityTexts({ one, many, feminine = false }: Noun) {
  const ending = feminine ? "a" : "o";
  const of = feminine ? "da" : "do";
  const none = feminine ? "Nenhuma" : "Nenhum";
  const title = capitalize(one);
  return {
    heading: capitalize(many),
    add: `Adicionar ${one}`,
    edit: `Editar ${one}`,
    added: `${title} adicionad${ending} com sucesso`,
    updated: `${title} atualizad${ending} com sucesso`,
    removed: `${title} removid${ending} com sucesso`,
    activated: `${title} ativad${ending}`,
    deactivated: `${title} desativad${ending}`,
    addFailed: `Erro ao adicionar ${one}`,
    updateFailed: `Erro ao atualizar ${one}`,
    removeFailed: `Erro ao remover ${one}`,
    statusFailed: `Erro ao atualizar status ${of} ${one}`,
    loadFailed: `Erro ao buscar ${many}`,
    removeTitle: `Remover ${one}?`,
    removeDescription: (name: string) => `${feminine ? "A" : "O"} ${one} ${name} será removid${ending}.`,
    addDescription: `Preencha os dados ${of} nov${ending} ${one}.`,
    editDescription: (name: string) => `Altere os dados ${of} ${one} ${name}.`,
    activeLabel: (name: string) => `${title} ${name} ativ${ending}`,
    empty: `${none} ${one} encontrad${ending}`,
    emptySearch: `${none} ${one} encontrad${ending} para a pesquisa`,
    search: `Buscar ${many}`,
    count: (shown: number, total: number) => `${shown} de ${total} ${total === 1 ? one : many}`,
  };
}

export type EntityTexts = ReturnType<typeof entityTexts>;

/** What a delete takes with it: 'Também serão removidas 3 associações com cidades.' */
export function associationsNote(count: number, other = "cidades"): string | undefined {
  if (count === 0) return undefined;
  return count === 1
    ? `Também será removida 1 associação com ${other}.`
    : `Também serão removidas ${count} associações com ${other}.`;
}
