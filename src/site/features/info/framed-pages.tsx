import { PORTAL_OPEN_PARAM, PORTAL_OPEN_VALUE, type SiteSettings } from "../../../domain";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { ExternalFrame, webAddress } from "./external-frame";
import { InfoPage, InfoSection, TEXT_LINK } from "./info-page";

/** /cliente?portal=aberto shows the frame: a plain link, so the portal opens even before scripts load. */

function NotConfigured({ what }: { what: string }) {
  return (
    <Alert variant="info">
      <p>
        {what} ainda não está disponível por aqui. Fale com a nossa{" "}
        <a href="/central-atendimento" className={TEXT_LINK}>
          central de atendimento
        </a>{" "}
        e nós ajudamos você.
      </p>
    </Alert>
  );
}

/** SPEC "Customer portal page": a notice that the portal is another site, the portal framed on request, a way back. */
export function CustomerPortalPage({ settings, open }: { settings: SiteSettings; open: boolean }) {
  const portal = webAddress(settings.subscriberPortalUrl);
  const back = (
    <Button asChild variant="outline" size="lg">
      <a href="/">
        <Icon name="arrow-left" />
        Voltar ao site
      </a>
    </Button>
  );
  return (
    <InfoPage
      eyebrow="Área do cliente"
      title="Portal do assinante"
      lead="Faturas, 2ª via, desbloqueio de confiança, troca de senha e histórico de uso ficam no portal do assinante, um sistema à parte do site."
      wide={open && Boolean(portal)}
    >
      {!portal && <NotConfigured what="O portal do assinante" />}
      {portal && !open && (
        <InfoSection title="Você será levado ao portal do assinante">
          <p>
            O portal abre aqui mesmo, dentro desta página. Tenha em mãos o CPF ou CNPJ do titular e a sua
            senha. Para voltar, use o botão “Voltar ao site”.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg-wrap">
              <a href={`?${PORTAL_OPEN_PARAM}=${PORTAL_OPEN_VALUE}`}>Abrir o portal do assinante</a>
            </Button>
            {back}
          </div>
          <p className="text-sm text-muted-foreground">
            Prefere outra aba?{" "}
            <a href={portal} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
              Abrir em nova aba
              <NewWindowHint />
            </a>
          </p>
        </InfoSection>
      )}
      {portal && open && (
        <>
          <div className="flex flex-wrap gap-3">{back}</div>
          <ExternalFrame src={portal} title={`Portal do assinante da ${settings.companyName}`} />
        </>
      )}
      {!portal && <div>{back}</div>}
    </InfoPage>
  );
}

/** SPEC "Jobs page": the external job listing in a frame, and a link back home. */
export function JobsPage({ settings }: { settings: SiteSettings }) {
  const jobs = webAddress(settings.jobsUrl);
  return (
    <InfoPage
      eyebrow="Carreiras"
      title="Trabalhe conosco"
      lead={`Quer crescer com a ${settings.companyName}? Veja as vagas abertas e envie sua candidatura.`}
      wide={Boolean(jobs)}
    >
      {jobs ? (
        <ExternalFrame
          src={jobs}
          title={`Vagas abertas na ${settings.companyName}`}
          consent={{
            explanation: `As vagas ficam em outro site (${new URL(jobs).host}), fora deste, que pode gravar os próprios cookies no seu navegador. Ele só é carregado se você pedir.`,
            button: "Carregar as vagas (site de terceiros)",
          }}
        />
      ) : (
        <NotConfigured what="A lista de vagas" />
      )}
      <div>
        <a href="/" className={`${TEXT_LINK} inline-flex items-center gap-2`}>
          <Icon name="arrow-left" className="size-4" />
          Voltar para a página inicial
        </a>
      </div>
    </InfoPage>
  );
}
