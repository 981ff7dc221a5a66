import type { PublicPage } from "../../../domain";
import { Alert } from "../../../ui/components/alert";
import { Icon, type IconName } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { telLink, whatsappLink } from "../../../ui/lib/contact";
import { HtmlBlock } from "../../components/html-block";
import { PageCover } from "../../components/page-cover";

const SCAMS: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: "message-square-exclamation-point",
    title: "Golpes por SMS e WhatsApp",
    text: "Mensagens com links para “atualizar cadastro”, “evitar bloqueio” ou “ganhar um prêmio” que levam a páginas falsas ou pedem códigos de verificação.",
  },
  {
    icon: "phone-call",
    title: "Falsos atendentes por telefone",
    text: "Ligações de supostos funcionários que pedem senhas, dados do cartão ou a instalação de um aplicativo de acesso remoto.",
  },
  {
    icon: "user-x",
    title: "Falsos vendedores",
    text: "Pessoas que oferecem planos com preços muito abaixo do normal e pedem pagamento antecipado por Pix ou em dinheiro.",
  },
  {
    icon: "users",
    title: "Páginas falsas em redes sociais",
    text: "Perfis e anúncios que copiam nossa marca para oferecer promoções inexistentes ou colher dados pessoais.",
  },
  {
    icon: "credit-card",
    title: "Cobranças indevidas",
    text: "Boletos e chaves Pix de terceiros enviados como se fossem a sua fatura, com valores ou beneficiários diferentes.",
  },
];

const TIPS = [
  "Nunca informe senhas, códigos recebidos por SMS ou dados bancários a quem entrar em contato com você.",
  "Confira se o beneficiário do boleto ou do Pix é a nossa empresa antes de pagar.",
  "Emita a 2ª via da fatura apenas pelos nossos canais oficiais.",
  "Desconfie de ofertas muito vantajosas e de pedidos com urgência.",
  "Não clique em links recebidos de números ou perfis desconhecidos.",
  "Na dúvida, desligue e ligue você mesmo para a nossa central de atendimento.",
];

const REPORT_LINKS = [
  {
    href: "https://www.gov.br/anatel/pt-br/consumidor",
    title: "Anatel: portal do consumidor",
    text: "Agência Nacional de Telecomunicações. Registre reclamações sobre serviços de telecomunicações (também pelo telefone 1331).",
  },
  {
    href: "https://www.consumidor.gov.br",
    title: "Consumidor.gov.br",
    text: "Plataforma pública de defesa do consumidor, acompanhada pelos Procons e pela Secretaria Nacional do Consumidor. Você também pode procurar o Procon do seu estado.",
  },
];

type Props = {
  /** The title, lead and warning staff edit in 'Páginas' (decision 0041). */
  page: PublicPage;
  salesPhone: string;
  whatsappNumber: string;
  siteOrigin: string;
  companyName: string;
  /** The Procon of each state the provider serves, from the settings (proconLinks, issue 59). */
  procons?: readonly { state: string; name: string; href: string }[];
};

export function AntiFraudPage({
  page,
  salesPhone,
  whatsappNumber,
  siteOrigin,
  companyName,
  procons = [],
}: Props) {
  // Anatel and Consumidor.gov.br, then each served state's consumer-protection agency (SPEC §2).
  const reports = [
    ...REPORT_LINKS,
    ...procons.map((procon) => ({
      href: procon.href,
      title: `Procon-${procon.state}`,
      text: `Órgão de proteção e defesa do consumidor do estado de ${procon.name}: orientação e reclamações contra empresas que atendem no estado.`,
    })),
  ];
  const siteHost = siteOrigin.replace(/^https?:\/\//, "");
  return (
    <>
      <section className="bg-linear-to-br from-blue-700 to-blue-950 text-white dark:from-blue-950 dark:to-slate-900">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-14 sm:py-20">
          <Icon name="shield-exclamation-point" className="size-12" />
          <h1 className="text-3xl font-extrabold sm:text-5xl">{page.title}</h1>
          {page.lead && <p className="max-w-2xl text-lg text-blue-50">{page.lead}</p>}
        </div>
      </section>

      <div className="mx-auto flex max-w-5xl flex-col gap-14 px-4 py-12">
        <Alert role="note" variant="destructive" text="base">
          <Icon name="badge-exclamation-point" />
          <HtmlBlock html={page.html} className="content-body" data-testid="page-body" />
        </Alert>
        <PageCover page={page} />

        <section aria-labelledby="tipos">
          <h2 id="tipos" className="text-2xl font-bold sm:text-3xl">
            Golpes mais comuns
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SCAMS.map((scam) => (
              <li key={scam.title} className="rounded-xl border bg-card p-5">
                <Icon name={scam.icon} className="size-8 text-destructive" />
                <h3 className="mt-3 font-bold">{scam.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{scam.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="dicas">
          <h2 id="dicas" className="text-2xl font-bold sm:text-3xl">
            Como se proteger
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2">
            {TIPS.map((tip) => (
              <li key={tip} className="flex gap-3 rounded-xl border bg-card p-4">
                <Icon name="shield-check" className="size-6 shrink-0 text-success" />
                <span>{tip}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="canais">
          <h2 id="canais" className="text-2xl font-bold sm:text-3xl">
            Nossos canais oficiais
          </h2>
          <p className="mt-2 text-muted-foreground">Fale com a {companyName} somente por estes canais:</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {salesPhone && (
              <li className="rounded-xl border bg-card p-5">
                <Icon name="phone" className="size-7 text-primary" />
                <h3 className="mt-2 font-bold">Telefone</h3>
                <a
                  href={telLink(salesPhone)}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {salesPhone}
                </a>
              </li>
            )}
            {whatsappNumber && (
              <li className="rounded-xl border bg-card p-5">
                <Icon name="message-circle" className="size-7 text-primary" />
                <h3 className="mt-2 font-bold">Chat no WhatsApp</h3>
                <a
                  href={whatsappLink(whatsappNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  Conversar com a {companyName}
                  <NewWindowHint />
                </a>
              </li>
            )}
            {siteHost && (
              <li className="rounded-xl border bg-card p-5">
                <Icon name="globe" className="size-7 text-primary" />
                <h3 className="mt-2 font-bold">Site oficial</h3>
                <p className="font-semibold break-all">{siteHost}</p>
              </li>
            )}
          </ul>
        </section>

        <section aria-labelledby="denuncie">
          <h2 id="denuncie" className="text-2xl font-bold sm:text-3xl">
            Denuncie
          </h2>
          <p className="mt-2 text-muted-foreground">
            Se você foi vítima de um golpe, registre um boletim de ocorrência e avise nossa central. Para
            reclamações sobre serviços, procure também:
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {reports.map((link) => (
              <li key={link.href} className="rounded-xl border bg-card p-5" data-testid="report-link">
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 text-lg font-bold text-primary underline underline-offset-4"
                >
                  {link.title}
                  <Icon name="external-link" className="size-4" />
                  <NewWindowHint />
                </a>
                <p className="mt-2 text-sm text-muted-foreground">{link.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
