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
  maintenanceList: "Importar manutenções para o status da rede",
  createSignUp: "Enviar contratações online como pré-cadastro",
  addressViability: "Viabilidade técnica por endereço",
  ftthBoxes: "Caixas de atendimento com coordenadas",
  // Issue 58, points 2 and 3.
  contractPdf: "Contrato em PDF",
  fiscalDocuments: "Notas fiscais e NFCom",
  sendInvoice: "2ª via por e-mail e SMS",
  accessStatus: "Estado da conexão do assinante",
  // Issue 67: 'Minha conta'.
  findHolder: "Minha conta: contato cadastrado para o código de acesso",
  centralSignIn: "Minha conta: entrar com a senha da central do assinante",
  usage: "Minha conta: consumo por mês",
  tickets: "Minha conta: chamados e seu histórico",
  // Issue 67: the desk's self-service.
  changeWifi: "Trocar nome e senha do Wi-Fi",
  cpeSerial: "Serial da ONU do contrato (para o GenieACS)",
  // Issue 68: installation slots.
  scheduleInstallation: "Agendar a instalação no horário confirmado",
} as const;

export type ErpOperationName = keyof typeof ERP_OPERATION_LABELS;

/** A lead or referral's way to the ERP as the console lists it: ids, states and error codes, no one's data. */
export type ErpDeliveryRow = {
  id: number;
  source: "lead" | "referral";
  sourceId: number;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
};

/** What 'Sistema de gestão' shows (GET /api/admin/erp and the tab's loader). */
export type ErpConsoleState = {
  /** Where the ERP in use comes from: the environment wins over the console's settings. */
  source: "environment" | "console" | "none";
  /** ERP_ADAPTER's ERP, without its credential. */
  environment: { adapter: ErpAdapterName; url: string } | null;
  /** The console's saved settings: the credential only as its masked hint. */
  saved: {
    adapter: ErpAdapterName;
    url: string;
    tokenHint: string;
    allowHttp: boolean;
    /** IXC's contract print resource saved here; "" uses the environment's. */
    contractPrint: string;
    /** 'Minha conta' takes the subscriber central's password too (issue 67). */
    centralSignIn: boolean;
    updatedAt: string;
  } | null;
  /** ERP_CONTRACT_PRINT, the contract print resource used when none is saved here (issue 58), or null. */
  contractPrintDefault: string | null;
  /** ERP_ALLOW_HTTP: the console offers 'Permitir endereço http://' only where the operator allows it. */
  httpAllowed: boolean;
  inUse: { name: string } | null;
  capabilities: { operation: ErpOperationName; available: boolean }[];
  deliveries: ErpDeliveryRow[];
  counts: Record<string, number>;
};

/** A delivery's last error as staff read it (the outbox keeps a code: worker.ts, ErpError). */
export const ERP_DELIVERY_ERRORS: Record<string, string> = {
  ERP_TIMEOUT: "O sistema não respondeu a tempo",
  ERP_UNAVAILABLE: "Sistema fora do ar",
  ERP_BAD_ANSWER: "Resposta inesperada do sistema",
  ERP_REFUSED: "O sistema recusou (credencial ou permissão)",
  ERP_CIRCUIT_OPEN: "Pausado após falhas seguidas",
  ERP_NOT_CONFIGURED: "Nenhum sistema configurado",
};
