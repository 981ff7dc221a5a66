// `npm run fake-erp -- <ixc|sgp|hubsoft> [port]`: one of the tests' fake ERPs (decision 0037) on a port of
// its own, so the subscriber pages can be tried by hand without a real ERP. It prints the variables to
// start the site with and the made-up subscribers it knows.
import { FAKE_HUBSOFT_TOKEN, startFakeHubsoft } from "../src/server/testing/fake-hubsoft";
import { FAKE_IXC_TOKEN, startFakeIxc } from "../src/server/testing/fake-ixc";
import { FAKE_SGP_TOKEN, startFakeSgp } from "../src/server/testing/fake-sgp";

const FAKES = {
  ixc: { start: startFakeIxc, token: FAKE_IXC_TOKEN, companyContract: "502" },
  sgp: { start: startFakeSgp, token: FAKE_SGP_TOKEN, companyContract: "7002" },
  hubsoft: { start: startFakeHubsoft, token: FAKE_HUBSOFT_TOKEN, companyContract: "11301" },
} as const;

const [name = "ixc", portText = "8090"] = process.argv.slice(2);
if (!(name in FAKES)) {
  console.error(`Usage: npm run fake-erp -- <${Object.keys(FAKES).join("|")}> [port]`);
  process.exit(2);
}
const fake = FAKES[name as keyof typeof FAKES];
const { url } = await fake.start({ port: Number(portText) });

console.log(`Fake ${name} listening on ${url}. Start the site with:

  ERP_ADAPTER=${name} ERP_URL=${url} ERP_TOKEN='${fake.token}' ERP_ALLOW_HTTP=true

Made-up subscribers (the same in every fake):
  CPF 529.982.247-25, born 14/03/1985 (Maria: a blocked contract, two open invoices, one with PIX)
  CNPJ 11.222.333/0001-81, contract number ${fake.companyContract} (Padaria: no open invoice)
Leads and referrals arrive here as prospects.${
  name === "sgp"
    ? "\nIts maintenance list holds a planned work in Vila Velha: the site imports it into 'Status da rede'."
    : ""
}${
  name === "ixc"
    ? "\nIts fibre boxes stand at -20.33, -40.29 (Vila Velha): in Configurações → 'Cobertura', choose 'Caixas de atendimento próximas' and test CEP 29100-001 with those coordinates."
    : ""
} Ctrl+C stops it (its data is in memory only).`);
