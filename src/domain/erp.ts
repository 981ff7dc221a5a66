// The provider's management systems the site has an adapter for (src/server/erp, decision 0037), and what
// the console's 'Sistema de gestão' shows about them. No ERP data lives here: only names and labels.

/** The ERPs with an adapter in src/server/erp (a fourth: CONTRIBUTING.md). */
export const ERP_ADAPTERS = ["ixc", "sgp", "hubsoft"] as const;
export type ErpAdapterName = (typeof ERP_ADAPTERS)[number];

export const ERP_ADAPTER_LABELS: Record<ErpAdapterName, string> = {
  ixc: "IXC Provedor",
  sgp: "SGP",
  hubsoft: "Hubsoft",
};

/** How each ERP's credential is written, for the console's field hint. */
export const ERP_TOKEN_FORMS: Record<ErpAdapterName, string> = {
  ixc: "usuário:token",
  sgp: "app:token",
  hubsoft: "client_id:client_secret:usuário:senha",
};

/** The operations of the adapter contract, as the console's capability table names them. */
export const ERP_OPERATION_LABELS = {
  findSubscriber: "Encontrar o assinante pelo CPF ou CNPJ",
  openInvoices: "Faturas em aberto",
  paymentData: "2ª via: código PIX e linha digitável",
  trustUnlock: "Desbloqueio de confiança",
  openTicket: "Abrir chamado de suporte",
  checkCoverage: "Viabilidade por CEP",
  createProspect: "Enviar contatos e indicações como prospectos",
} as const;

export function parseErpAdapter(value: unknown): ErpAdapterName | undefined {
  return ERP_ADAPTERS.find((name) => name === value);
}
