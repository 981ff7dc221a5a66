import type { ErpAdapter, ErpCapabilities } from "./contract";
import { sgpAccount } from "./sgp-account";
import { type SgpConnection, sgpClient } from "./sgp-client";
import { consultContracts, sgpDesk } from "./sgp-desk";
import { sgpNetwork } from "./sgp-network";
import { sgpProspects } from "./sgp-prospects";
import { type SgpTicketTypes, sgpTickets } from "./sgp-tickets";

// SGP (TSMX) (decision 0037), from its public API documentation as integrators transcribed it:
// - every call carries the form fields `app` + `token` (ERP_TOKEN is `app:token`); a wrong credential
//   gets HTTP 403 `{detail}` (Django REST);
// - `POST /api/ura/consultacliente/ {cpfcnpj}` → `{msg, contratos: [...]}`, one row per contract with the
//   holder's data repeated; an unknown document is an empty list with HTTP 200; rows also hold the
//   portal's passwords, which this adapter never reads;
// - `POST /api/ura/fatura2via/ {contrato}` → `{links: [{fatura, vencimento, valor, linhadigitavel,
//   codigopix, link}]}`: the open bills with their codes (reading them creates nothing);
// - `POST /api/ura/liberacaopromessa/ {contrato}` → `{liberado, msg, data_promessa}`;
// - `POST /api/ura/chamado/` with a JSON body `{contrato, ocorrenciatipo, conteudo, contato_nome,
//   contato_telefone}` → `{protocolo}`;
// - `POST /api/ura/viabilidade/ {cep, numero}` → `{viabilidade: bool}`;
// - `POST /api/precadastro/F` (a lead, `precadastro_ativar=0`) requires `nome` and `logradouro`;
// - `GET /api/ura/manutencao/list/?app=…&token=…` → a JSON list of the provider's maintenances
//   ('Manutenção - Listar' in SGP's collection): `{id, descricao, ativa, data_inicial, data_final,
//   mensagem_central, mensagem_ura, pops: [{id, cidade}]}`, dates as 'AAAA-MM-DD HH:MM:SS' on the
//   provider's clock; `ativa` is `true` or `1`; an empty `pops` is the whole network;
// - issue 58: `POST /api/ura/enviafatura/ {contrato, tipo: "email" | "sms"}` has SGP send the contract's
//   open invoices to the e-mail or mobile of the contract (the site never passes one of its own);
//   `POST /api/ura/verificaacesso/ {contrato}` → `{status, msg: "Serviço Online" | "Serviço Offline",
//   contratoId, login, servico_id}`: the collection reads offline as `status: 0`, integrators probing a live
//   SGP saw `status: 2` with "Serviço Offline", so the adapter goes by `msg` (and by `status` 1 or 0 only
//   when there is none); no endpoint gives a time (no last connection), so the desk shows the state alone;
//   the holder's `emails[]` and `telefones[]` (`{tipoContato, contato}`) come with each contract row of
//   `consultacliente`: the desk shows them masked as where SGP sends the 2ª via;
//   `POST /api/central/nfcom/list {contrato}` (app +
//   token accepted) lists the contract's NFCom, and `POST /api/central/nfcom/print/{numero} {contrato,
//   formato: "pdf"}` answers its PDF. The collection shows no answer body for the NFCom list: the adapter
//   reads a list (bare, or the one list of an object) of rows with `numero`, `data_emissao`, `valor` and
//   `status` (1 = autorizada, the only ones shown). The contract's PDF (`/api/centralapp/contrato/print/
//   {tipo}/`) needs the subscriber's own central login and password, which the site never has: not offered.
// - issue 67 ('Minha conta'): `consultacliente`'s rows give the holder and the contact on file (the sign-in
//   code goes there); 'Contrato - Listar' of the central (`POST /api/central/contratos {cpfcnpj, senha}`)
//   answers `{auth: true, contratos}` for the holder's own central password and `auth: false` otherwise,
//   which is the central sign-in, offered only when the provider turns it on; 'Extrato de Tráfego'
//   (`POST /api/central/extratouso/ {contrato, ano, mes}`) answers the month's sessions in `list` with
//   `download` and `upload` in bytes, as integrators typed it; 'Chamado - Listar' (`POST /api/central/
//   chamado/list/ {contrato}`) a list of occurrences (`oc_protocolo`, `oc_tipo_descricao`,
//   `oc_data_cadastro`, `oc_data_encerramento`, `oc_conteudo`, `oc_status` 0 open, `oc_status_descricao`)
//   with their service order (`os_data_cadastro`, `os_data_agendamento`, `os_servicoprestado`). The central
//   routes are called with app + token and the contract, as the NFCom list is; SGP's collection shows
//   them with the subscriber's `cpfcnpj` and `senha`, which the site does not keep: to check against a
//   real SGP first.
// - issue 67: `POST /api/ura/cpemanage/ {contrato, servico, novo_ssid, nova_senha, novo_ssid_5g,
//   nova_senha_5g}` ('CPE Manage – Atualizar') changes the router's Wi-Fi per band; `servico` is the
//   access's id, which `verificaacesso` answers as `servico_id`. The collection shows no answer body: a
//   JSON object without `status` 0 or false is taken as done. The contract's status route
//   (`/api/ura/contrato/status/edit/`) would end a contract at once with its equipment and fine unsettled
//   and its status codes are not documented; cancelling, the due day (`contrato/edit` has no due-day
//   field), the address and the plan are tickets (`chamado`) of the occurrence type the provider gives each.

const CAPABILITIES: ErpCapabilities = {
  findSubscriber: true,
  openInvoices: true,
  paymentData: true,
  trustUnlock: true,
  openTicket: true,
  checkCoverage: true,
  createProspect: true,
  maintenanceList: true,
  createSignUp: true,
  addressViability: false,
  ftthBoxes: false,
  contractPdf: false,
  fiscalDocuments: true,
  sendInvoice: true,
  accessStatus: true,
  findHolder: true,
  // Only when the provider turns it on (SgpOptions.centralSignIn).
  centralSignIn: false,
  usage: true,
  tickets: true,
  changeWifi: true,
  cpeSerial: false,
  scheduleInstallation: false,
};

// The adapter is assembled from its areas (issue 69): the client (sgp-client.ts: app + token, the answer's
// status and JSON), the schemas every answer is read through (sgp-answers.ts), and the desk (sgp-desk.ts),
// 'Minha conta' (sgp-account.ts), tickets (sgp-tickets.ts), prospects and sign-ups (sgp-prospects.ts) and
// the network (sgp-network.ts).

export type SgpOptions = SgpConnection &
  SgpTicketTypes & {
    /** The subscriber central's password signs in to 'Minha conta' too (issue 67; the console's switch). */
    centralSignIn?: boolean;
  };

export function createSgpAdapter(options: SgpOptions): ErpAdapter {
  const client = sgpClient(options);
  return {
    name: "SGP",
    capabilities: { ...CAPABILITIES, centralSignIn: options.centralSignIn === true },
    ...sgpDesk(client),
    ...sgpAccount(client, options.centralSignIn === true),
    ...sgpTickets(client, options),
    ...sgpProspects(client),
    ...sgpNetwork(client),

    async ping() {
      // The harmless read integrators use: a document no one has.
      await consultContracts(client, "00000000000");
    },
  };
}
