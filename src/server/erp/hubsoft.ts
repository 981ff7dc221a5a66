import type { ErpAdapter, ErpCapabilities } from "./contract";
import { hubsoftAccount } from "./hubsoft-account";
import { envelope } from "./hubsoft-answers";
import { createHubsoftClient, type HubsoftOptions } from "./hubsoft-client";
import { hubsoftCoverage } from "./hubsoft-coverage";
import { hubsoftDesk } from "./hubsoft-desk";
import { hubsoftInstallation } from "./hubsoft-installation";
import { hubsoftProspects } from "./hubsoft-prospects";
import { hubsoftTickets } from "./hubsoft-tickets";

// Hubsoft (decision 0037), from its official public documentation (github.com/hubsoftbrasil/api):
// - OAuth password grant: `POST /oauth/token` with JSON {grant_type: "password", client_id,
//   client_secret, username, password} → {access_token, expires_in}; every call then sends
//   `Authorization: Bearer <token>` and gets HTTP 401 without a valid one (ERP_TOKEN is
//   `client_id:client_secret:username:password`); the token is kept in memory until it expires and fetched
//   again once when a call gets 401;
// - answers are `{status: "success" | "error", msg, …}`: `status: "error"` is a refusal;
// - `GET /api/v1/integracao/cliente?busca=cpf_cnpj&termo_busca=` → `clientes[]` with `servicos[]`
//   (`id_cliente_servico`, the number a company proves itself with, `nome`, `status_prefixo`) and the
//   birth date as Hubsoft spells it, `data_nascmento` ('YYYY-MM-DD hh:mm:ss'); the services also carry the PPPoE
//   password, never read here;
// - `GET /api/v1/integracao/cliente/financeiro?busca=codigo_cliente&apenas_pendente=sim` → `faturas[]`
//   (`id_fatura`, `valor`, `data_vencimento` as dd/mm/aaaa, `linha_digitavel`); the public docs give no
//   PIX field nor a PDF route, so the PIX code is the EMV text (`000201…`) in whichever field of the bill
//   holds it, and no PDF is offered;
// - `POST /api/v1/integracao/cliente/desbloqueio_confianca {id_cliente_servico, dias_desbloqueio}` (the
//   panel's rule caps the days) → msg "…até a data dd/mm/aaaa";
// - `POST /api/v1/integracao/atendimento {id_cliente_servico, descricao, nome, telefone (DDNNNNNNNNN)}`
//   → `atendimento.protocolo`;
// - no viability by CEP (zones only): checkCoverage is not offered;
// - `POST /api/v1/integracao/mapeamento/viabilidade/consultar {tipo_busca: "endereco", raio, endereco:
//   {numero, endereco, bairro, cidade, estado}, detalhar_portas}` → `projetos` (under `resultado` in some
//   versions): a list whose `busca.elementos.data[]` are the boxes in reach (`caixa`, `disponiveis`), or a
//   text ('Nenhum Projeto foi compativel com a localizacao.') when none is (addressViability, issue 56);
// - `POST /api/v1/integracao/prospecto` (cep, servico {id_servico, valor}, nome_razaosocial, telefone,
//   tipo_pessoa, bairro, endereco, numero required), and `GET …/prospecto?busca=<name>` to find one;
// - issue 58: `GET cliente?…&ultima_conexao=sim` adds to each service `ultima_conexao` ({conectado,
//   ultima_conexao_datetime, ultima_desconexao_datetime}, or `[]` when RADIUS has none); `GET
//   cliente/nota_fiscal?busca=id_cliente&termo_busca=` → `notas_fiscais[]` (modelo 21/22: id_nota_fiscal,
//   numero_nota, valor, data_emissao_br, cancelado, tipo_documento_fiscal.descricao) and `nfses[]`, with no
//   PDF route for a nota fiscal (the desk lists them and says so); `POST cliente/financeiro/enviar_email
//   {id_fatura}` and `…/enviar_sms {id_fatura}` send a bill to the e-mails and mobiles on file, answering
//   whom (`job.emails[].email`, `sms_enviados[].telefone`). The docs still show no PIX field, payment link
//   nor boleto PDF on a bill (decision 0037 stands): a PIX code in any field of the bill is used.
// - issue 67 ('Minha conta'): the holder is `cliente?busca=cpf_cnpj` with `email_principal` and
//   `telefone_primario`, where the sign-in code goes; `POST cliente/autenticacao {usuario, senha}` checks
//   the password of the subscriber central (WEB or APP) and answers the client (`cpf_cnpj`), `status:
//   "error"` otherwise: the central sign-in, offered only when the provider turns it on; `GET cliente/
//   extrato_conexao?busca=login&termo_busca=<PPPoE login>&data_inicio&data_fim&limit=50` gives the
//   connections of a period with `estatisticas.download_total` and `upload_total` in megabytes (the
//   service's `login` comes with `cliente`); `GET cliente/atendimento?busca=codigo_cliente&apenas_pendente=
//   nao` lists the tickets (`protocolo`, `tipo_atendimento`, `descricao_abertura`, `descricao_fechamento`,
//   `data_cadastro` and `data_fechamento` as dd/mm/aaaa, `status`, `ordens_servico[]` with their
//   `data_inicio_programado` and `descricao_fechamento`).
// - issue 67: the collection documents no route to cancel, change a due day, an address or a plan, nor a
//   router's Wi-Fi (`rede/cpe` only reboots and restores): each is an `atendimento` typed by
//   `id_tipo_atendimento` (the provider's, from `configuracao/tipo_atendimento`; SAC when not given),
//   its `descricao` opening with what it asks. `GET configuracao/vencimento` → `vencimentos[]`
//   ({id_vencimento, dia_vencimento}, 'ultimo_dia' for the month's last) lists the due days;
//   `email_principal` and `telefone_primario` are where a request's protocol goes.
// - issue 68 (installation slots): a prospect has no order of service; staff convert it into a client,
//   which opens the installation's order 'aguardando_agendamento'. When staff confirm the slot the sign-up
//   holds, `GET cliente/ordem_servico?busca=cpf_cnpj&termo_busca=&status=aguardando_agendamento` finds that
//   order (`ordens_servico[]`: `id_ordem_servico`, `tipo` 'INSTALAÇÃO…'), `POST ordem_servico/agendar
//   {id_ordem_servico}` schedules it and `POST ordem_servico/reagendar {id_ordem_servico,
//   data_inicio_programado, hora_inicio_programado, data_termino_programado, hora_termino_programado}` sets
//   it to the slot's period.
//
// The adapter is assembled here from the client (`hubsoft-client.ts`: the OAuth token, one call, its
// answer read through a schema of `hubsoft-answers.ts`) and one module per area: `hubsoft-desk.ts`
// (subscriber, bills, trust unlock, notas fiscais), `hubsoft-tickets.ts`, `hubsoft-account.ts` ('Minha
// conta', usage, access state), `hubsoft-prospects.ts` (prospects, sign-ups), `hubsoft-installation.ts` (the
// installation's order of service) and `hubsoft-coverage.ts`.

const CAPABILITIES: ErpCapabilities = {
  findSubscriber: true,
  openInvoices: true,
  paymentData: true,
  trustUnlock: true,
  openTicket: true,
  checkCoverage: false,
  createProspect: true,
  // No maintenance list in its public API: notices are typed in the console.
  maintenanceList: false,
  createSignUp: true,
  // `mapeamento/viabilidade/consultar`: boxes near the address with their free ports.
  addressViability: true,
  ftthBoxes: false,
  contractPdf: false,
  fiscalDocuments: true,
  sendInvoice: true,
  accessStatus: true,
  findHolder: true,
  // Only when the provider turns it on (HubsoftOptions.centralSignIn).
  centralSignIn: false,
  usage: true,
  tickets: true,
  changeWifi: false,
  cpeSerial: false,
  scheduleInstallation: true,
};

export type { HubsoftOptions };

export function createHubsoftAdapter(options: HubsoftOptions): ErpAdapter {
  const client = createHubsoftClient(options);
  return {
    name: "Hubsoft",
    capabilities: { ...CAPABILITIES, centralSignIn: options.centralSignIn === true },
    ...hubsoftDesk(client, options),
    ...hubsoftTickets(client, options),
    ...hubsoftAccount(client, options),
    ...hubsoftProspects(client, options),
    ...hubsoftInstallation(client),
    ...hubsoftCoverage(client),

    async ping() {
      await client.get("cliente", { busca: "codigo_cliente", termo_busca: "0", limit: "1" }, envelope);
    },
  };
}
