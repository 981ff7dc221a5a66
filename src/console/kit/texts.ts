/**
 * What a console tab says, one text per flow; each entity's are written out in
 * `features/intranet/entity-texts.ts`.
 */
export type EntityTexts = {
  heading: string;
  add: string;
  edit: string;
  added: string;
  /** Or what the server's answer says it did (a rename: how many plans it reached). */
  updated: string | ((body: unknown) => string);
  removed: string;
  activated: string;
  deactivated: string;
  addFailed: string;
  updateFailed: string;
  removeFailed: string;
  statusFailed: string;
  removeTitle: string;
  /** The confirmation, naming the record: 'O plano Fibra 600 Mega será removido.' */
  removeDescription: (name: string) => string;
  addDescription: string;
  editDescription: (name: string) => string;
  /** The switch's name: 'Plano Fibra 600 Mega ativo'. */
  activeLabel: (name: string) => string;
  empty: string;
  emptySearch: string;
  search: string;
  /** Under the table: '3 de 12 planos'. */
  count: (shown: number, total: number) => string;
};

/** What a delete takes with it, by what the associations link the record to (a plan's cities, a city's plans). */
export function associationsNote(count: number, other: "cidades" | "planos" = "cidades"): string | undefined {
  if (count === 0) return undefined;
  if (other === "planos") {
    return count === 1
      ? "Também será removida 1 associação com planos."
      : `Também serão removidas ${count} associações com planos.`;
  }
  return count === 1
    ? "Também será removida 1 associação com cidades."
    : `Também serão removidas ${count} associações com cidades.`;
}

export const associationsText = (count: number) =>
  count === 0 ? "—" : `${count} ${count === 1 ? "associação" : "associações"}`;

/** 'Restaurado da Lixeira: Fibra 500 Mega, com 12 associações.' */
export function restoredText({
  label,
  associations,
  draftMissing,
}: {
  label: string;
  associations: number;
  draftMissing?: string;
}) {
  const restored =
    associations === 0
      ? `Restaurado da Lixeira: ${label}.`
      : `Restaurado da Lixeira: ${label}, com ${associationsText(associations)}.`;
  // A plan that was on sale without a complete label comes back as a draft, off the site.
  return draftMissing
    ? `${restored} Voltou como rascunho (inativo); para ativar, preencha: ${draftMissing}.`
    : restored;
}
