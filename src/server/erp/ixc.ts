import { IXC_CONTRACT_PRINT } from "../../domain/erp-settings-schema";
import type { ErpAdapter, ErpCapabilities } from "./contract";
import { ixcAccount } from "./ixc-account";
import { ixcDone } from "./ixc-answers";
import { createIxcClient, type IxcConnection } from "./ixc-client";
import { ixcCoverage } from "./ixc-coverage";
import { ixcDesk } from "./ixc-desk";
import { ixcSignUps } from "./ixc-sign-ups";
import { type IxcTicketOptions, ixcTickets } from "./ixc-tickets";

// IXC Provedor (decision 0037), from its public API documentation and the behaviour integrators measured:
// - `Authorization: Basic base64("<userId>:<token>")` (ERP_TOKEN is `userId:token`);
// - a listing is `POST /webservice/v1/<table>` with the header `ixcsoft: listar` and the body
//   {qtype, query, oper, page, rp, sortname, sortorder, grid_param}; a write is the same POST without it;
// - errors come with HTTP 200: `{type: "error", message}` (sometimes as text/html), and a bad token gets a
//   body that is not JSON at all; success of a listing is `{total, registros}` with every value a string;
// - `cnpj_cpf` is stored masked ('123.456.789-09'), so the search uses the mask;
// - `get_pix` on an invoice without `pix_txid` registers a new charge at the gateway: it is asked only
//   for invoices that already have one;
// - there is no documented viability route: checkCoverage is not offered; `rad_caixa_ftth` lists the fibre
//   boxes (`descricao`, `status` A/I, `latitude`, `longitude` as text, `capacidade` in ports), and
//   `radpop_radio_cliente_fibra` the ONUs attached to each (`id_caixa_ftth`): capacity minus those is the
//   free ports (ftthBoxes, issue 56);
// - `contato` has the fields `origem_source`, `origem_medium` and `origem_campaing` (IXC's spelling) for
//   a lead's campaign (issue 57);
// - issue 58: `get_boleto` with `tipo_boleto` `mail` or `sms` has IXC send the invoice to the client's
//   e-mail or phone on file (the same body as the PDF's, without `base64`), answering `{type}`; the
//   contract's PDF is the install's own print resource, `cliente_contrato_imprimir_contrato_<n>` (the
//   number differs per install: ERP_CONTRACT_PRINT), POST `{id}` → the PDF as bare base64, or `{type:
//   "error"}` with HTTP 200; the access's state is the `radusuarios` row of the contract (`online` S/N,
//   `ultima_conexao_inicial`, `ultima_conexao_final` as 'AAAA-MM-DD HH:MM:SS' on the provider's clock).
//   No fiscal documents route in the public docs: the desk says so.
// - issue 67 ('Minha conta'): the holder of a document is its `cliente` row with its `email` and
//   `telefone_celular` (or `whatsapp`), where the sign-in code goes; a month's traffic is the login's
//   `radusuarios_consumo_m` row (`id_login`, `data` as the month's first day, `consumo` and
//   `consumo_upload` in bytes, as integrators read the table); a client's tickets are `su_ticket` rows by
//   `id_cliente` (`protocolo`, `titulo`, `menssagem`, `data_criacao`, `su_status`: N novo, P pendente, EP em
//   progresso, S solucionado, C cancelado) and what happened to each its `su_mensagens` by `id_ticket`
//   (`mensagem`, `data`), without those marked private (`visibilidade_mensagens` P: the staff's notes).
//   IXC's central password is kept in clear in `cliente.senha`: the site never reads it (no centralSignIn).
// - issue 67: no route in the public docs cancels a contract, changes its due day, address or plan, or a
//   router's Wi-Fi (IXC ACS is a product of its own): each is a ticket (`su_ticket`) titled by what it
//   asks, under the subject the provider gives that kind. The ONU of a contract is its
//   `radpop_radio_cliente_fibra` row (`id_contrato`), whose `mac` holds the GPON serial for fibre: a device
//   manager (GenieACS) finds the router by it. `cliente_contrato.data_ativacao` is when the contract
//   started and `cep` where it is installed; the client's `email` and `telefone_celular` are where a
//   request's protocol goes.

// The adapter is assembled from one client (ixc-client.ts: the calls, each answer read through its schema
// in ixc-answers.ts) and one part per area: the desk (ixc-desk.ts), tickets (ixc-tickets.ts), leads and
// sign-ups (ixc-sign-ups.ts), 'Minha conta' (ixc-account.ts) and the fibre boxes (ixc-coverage.ts).

const BASE_CAPABILITIES: ErpCapabilities = {
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
  addressViability: false,
  // `rad_caixa_ftth` lists the boxes with coordinates and capacity; connected ONUs give the free ports.
  ftthBoxes: true,
  // Only with the install's print resource (ERP_CONTRACT_PRINT).
  contractPdf: false,
  fiscalDocuments: false,
  sendInvoice: true,
  accessStatus: true,
  findHolder: true,
  centralSignIn: false,
  usage: true,
  tickets: true,
  changeWifi: false,
  cpeSerial: true,
  scheduleInstallation: false,
};

export type IxcOptions = IxcConnection &
  IxcTicketOptions & {
    /** The install's contract print resource, `cliente_contrato_imprimir_contrato_<n>` (issue 58). */
    contractPrint?: string;
  };

export { maskDocument } from "./ixc-client";
/** What ERP_CONTRACT_PRINT (or the console's setting) may name: IXC's contract print resources only. */
export { IXC_CONTRACT_PRINT };

export function createIxcAdapter(options: IxcOptions): ErpAdapter {
  const contractPrint =
    options.contractPrint && IXC_CONTRACT_PRINT.test(options.contractPrint)
      ? options.contractPrint
      : undefined;
  const ixc = createIxcClient(options);
  return {
    name: "IXC Provedor",
    capabilities: { ...BASE_CAPABILITIES, contractPdf: contractPrint !== undefined },
    ...ixcDesk(ixc, contractPrint),
    ...ixcTickets(ixc, options),
    ...ixcSignUps(ixc),
    ...ixcAccount(ixc),
    ...ixcCoverage(ixc),
    async ping() {
      await ixc.list("cliente", ixcDone, { field: "id", value: "0" }, { rp: 1 });
    },
  };
}
