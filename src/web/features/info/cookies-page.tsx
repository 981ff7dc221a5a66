import { Link } from "react-router";
import type { SiteSettings } from "../../../domain";
import { InfoPage, InfoSection, TEXT_LINK } from "./info-page";

export function CookiesPage({ settings }: { settings: SiteSettings }) {
  return (
    <InfoPage
      eyebrow="Privacidade"
      title="Política de cookies"
      lead={`O site da ${settings.companyName} não usa cookies de rastreamento, de publicidade nem de análise de audiência.`}
    >
      <InfoSection title="O único cookie do site">
        <p>
          O site grava um único cookie, e só para a equipe: o <strong>cookie de sessão</strong> criado quando
          um funcionário entra na área restrita, que mantém a pessoa conectada e some quando ela sai (ou em
          até 7 dias). Quem apenas visita o site não recebe cookie nenhum.
        </p>
      </InfoSection>
      <InfoSection title="Preferências guardadas no seu navegador">
        <p>
          Sem usar cookies, o site guarda no armazenamento local do seu navegador (local storage) apenas as
          preferências que você escolher: o modo escuro e as opções de{" "}
          <Link to="/acessibilidade" className={TEXT_LINK}>
            acessibilidade
          </Link>{" "}
          (tamanho da fonte e alto contraste). Elas não são enviadas para nós. Para apagá-las, limpe os dados
          deste site nas configurações do navegador.
        </p>
        <p>A cidade que você escolhe não é gravada: vale só durante a visita.</p>
      </InfoSection>
      <InfoSection title="Sites de terceiros">
        <p>
          Quando você sai do site por um link (WhatsApp, portal do assinante, serviços de streaming), o outro
          site pode usar os próprios cookies, sob as regras dele.
        </p>
        <p>
          Duas páginas mostram outro site dentro delas, e só depois de você pedir: o{" "}
          <Link to="/cliente" className={TEXT_LINK}>
            portal do assinante
          </Link>{" "}
          (botão “Abrir o portal do assinante”) e as vagas de{" "}
          <Link to="/trabalhe-conosco" className={TEXT_LINK}>
            Trabalhe conosco
          </Link>{" "}
          (botão “Carregar as vagas (site de terceiros)”), que ficam em outro site. Enquanto você não aperta o
          botão, nada desses sites é carregado; depois, eles podem gravar os próprios cookies no seu
          navegador, sob as regras deles.
        </p>
      </InfoSection>
      <InfoSection title="Saiba mais">
        <p>
          Veja como tratamos os seus dados na{" "}
          <Link to="/politica-privacidade" className={TEXT_LINK}>
            política de privacidade
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
