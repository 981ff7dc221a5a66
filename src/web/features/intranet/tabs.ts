/** The console's tabs, in the order of the menu; each is a route /intranet/<path>. */
export const CONSOLE_TABS = [
  { path: "planos", label: "Planos" },
  { path: "cidades", label: "Cidades" },
  { path: "planos-cidades", label: "Planos por Cidade" },
  { path: "planos-empresariais", label: "Planos Empresariais" },
  { path: "planos-empresariais-cidades", label: "Planos Empresariais por Cidade" },
  { path: "banners", label: "Banners" },
  { path: "banners-streaming", label: "Banners Streaming" },
  { path: "streaming", label: "Streaming" },
  { path: "indicacoes", label: "Indicações" },
  { path: "configuracoes", label: "Configurações" },
  { path: "historico", label: "Histórico" },
] as const;

export const FIRST_TAB = `/intranet/${CONSOLE_TABS[0].path}`;
