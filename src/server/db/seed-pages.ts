import type { PageKey, PagePlaceholder } from "../../domain";
import { COMPANY_NAME_PLACEHOLDER as NAME } from "../../domain";
import { escapeMarkdown } from "../content/markdown";

// The editable pages' starting texts (decision 0041): the prose the site shipped in code, word for word,
// seeded once per page (seed.ts' ensureStartingContent) and edited in the console since. Each text is
// escaped (escapeMarkdown) so it renders back to exactly the words it had; what the settings or the
// server's configuration say (the company's name, its CNPJ, the privacy e-mail, retention periods) is a
// placeholder (PAGE_PLACEHOLDERS) the page fills in when it is read.

/** A piece of a paragraph: words, a link, or words in bold. */
type Part = string | { link: string; to: string } | { strong: string };

const CNPJ: PagePlaceholder = "{cnpj}";
const PRIVACY_CONTACT: PagePlaceholder = "{contato-privacidade}";
const REFERRAL_RETENTION: PagePlaceholder = "{prazo-indicacoes}";
const LEAD_RETENTION: PagePlaceholder = "{prazo-pedidos}";
const SIGN_UP_RETENTION: PagePlaceholder = "{prazo-contratacoes}";

const inline = (...parts: Part[]) =>
  parts
    .map((part) => {
      if (typeof part === "string") return escapeMarkdown(part);
      if ("link" in part) return `[${escapeMarkdown(part.link)}](${part.to})`;
      return `**${escapeMarkdown(part.strong)}**`;
    })
    .join("");
const heading = (text: string) => `## ${escapeMarkdown(text)}`;
const list = (...items: string[]) => items.map((item) => `- ${item}`).join("\n");
const markdown = (...blocks: string[]) => blocks.join("\n\n");

export type StartingPage = {
  key: PageKey;
  title: string;
  lead: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
};

export const STARTING_PAGES: readonly StartingPage[] = [
  {
    key: "quem-somos",
    title: "Quem somos",
    seoTitle: "Quem somos",
    seoDescription:
      "Conheça o provedor regional de internet fibra, combos com streaming e câmeras da sua cidade.",
    lead: `A ${NAME} é um provedor regional de internet: levamos fibra óptica, combos com streaming e câmeras de monitoramento para casas e empresas das cidades onde estamos.`,
    body: markdown(
      heading("Nossa história"),
      inline(
        "Nascemos para conectar quem mora longe dos grandes centros com a mesma qualidade das capitais. Crescemos cidade a cidade, com rede própria de fibra, equipe técnica da região e atendimento feito por gente que conhece a sua rua.",
      ),
      inline(
        `Hoje a ${NAME} oferece planos residenciais e empresariais, combos com os principais serviços de streaming e monitoramento por câmeras, sempre com instalação gratuita.`,
      ),
      heading("O que fazemos"),
      list(
        inline(
          { link: "Internet fibra", to: "/internet/fibra" },
          " para a sua casa, com Wi-Fi e instalação gratuita.",
        ),
        inline({ link: "Combos", to: "/combos" }, " de internet com streaming e câmeras."),
        inline({ link: "Câmeras de monitoramento", to: "/webcam" }, " com acesso pelo celular."),
        inline({ link: "Soluções para empresas", to: "/empresas" }, ", com suporte dedicado."),
      ),
      heading("No que acreditamos"),
      list(
        inline("Atendimento próximo, com respostas claras e sem letras miúdas."),
        inline("Rede bem cuidada: manutenção preventiva e equipe técnica na região."),
        inline("Respeito aos seus dados e à sua privacidade."),
        inline("Compromisso com as cidades onde atuamos."),
      ),
      inline(
        "Saiba mais sobre o nosso ",
        { link: "compromisso social", to: "/responsabilidade-social" },
        ".",
      ),
    ),
  },
  {
    key: "responsabilidade-social",
    title: "Responsabilidade social",
    seoTitle: "Responsabilidade social",
    seoDescription: "Nossos compromissos com a inclusão digital, o trabalho na região e o meio ambiente.",
    lead: `Internet de qualidade muda a vida de uma cidade. Por isso a ${NAME} assume compromissos com as pessoas e os lugares onde atua.`,
    body: markdown(
      heading("Inclusão digital"),
      inline(
        "Levamos a fibra a bairros e distritos que costumam ficar por último e apoiamos escolas, bibliotecas e associações de moradores que querem ensinar o uso seguro da internet, de crianças a idosos.",
      ),
      heading("Trabalho e renda na região"),
      inline(
        "Sempre que possível, contratamos e formamos técnicos, atendentes e vendedores das próprias cidades onde estamos, e compramos de fornecedores locais. ",
        { link: "Veja as vagas abertas", to: "/trabalhe-conosco" },
        ".",
      ),
      heading("Meio ambiente"),
      list(
        inline(
          "Roteadores, cabos e equipamentos recolhidos são reaproveitados ou enviados para reciclagem por empresas licenciadas.",
        ),
        inline(
          "A fibra óptica gasta menos energia que as redes antigas de cobre para levar a mesma quantidade de dados.",
        ),
        inline("Planejamos as rotas da rede para reduzir deslocamentos das equipes."),
      ),
      heading("Segurança e acessibilidade"),
      inline(
        "Orientamos nossos clientes contra golpes digitais na página de ",
        { link: "proteção contra golpes", to: "/cliente/protecao-golpes" },
        " e mantemos este site acessível, com as opções da página de ",
        { link: "acessibilidade", to: "/acessibilidade" },
        ".",
      ),
    ),
  },
  {
    key: "imprensa",
    title: "Imprensa",
    seoTitle: "Imprensa",
    seoDescription: "Contato da assessoria de imprensa, dados da empresa e redes sociais.",
    lead: `Jornalistas e produtores de conteúdo encontram aqui o contato da assessoria e as informações oficiais da ${NAME}.`,
    body: markdown(
      heading("Notícias e novidades"),
      inline(
        `As novidades da ${NAME} e dicas sobre tecnologia estão no nosso `,
        { link: "blog", to: "/blog" },
        ".",
      ),
    ),
  },
  {
    key: "cookies",
    title: "Política de cookies",
    seoTitle: "Política de cookies",
    seoDescription:
      "Quais cookies o site usa, para quê e por quanto tempo; os de análise e de marketing, só com a sua permissão.",
    lead: `O site da ${NAME} só usa cookies de análise ou de marketing com a sua permissão, dada no aviso de cookies.`,
    body: markdown(
      heading("Os cookies do site"),
      inline(
        "O funcionário que entra na área restrita recebe um ",
        { strong: "cookie de sessão" },
        ", que o mantém conectado e some quando ele sai (ou em até 7 dias). Quem chega por um link de campanha recebe um cookie que guarda só os parâmetros desse link e a página de entrada, até fechar o navegador. A lista completa, por categoria, está no fim desta página.",
      ),
      heading("Preferências guardadas no seu navegador"),
      inline(
        "Sem usar cookies, o site guarda no armazenamento local do seu navegador (local storage) apenas as preferências que você escolher: o modo escuro e as opções de ",
        { link: "acessibilidade", to: "/acessibilidade" },
        " (tamanho da fonte e alto contraste). Elas não são enviadas para nós. Para apagá-las, limpe os dados deste site nas configurações do navegador.",
      ),
      inline(
        "A cidade que você escolhe fica no armazenamento de sessão do seu navegador (session storage) durante a visita, para que as outras páginas já mostrem os planos dela; é apagada quando você fecha a aba. Se você marcar “Lembrar minha cidade neste aparelho”, ela fica no armazenamento local do navegador (local storage) até você escolher outra cidade ou limpar os dados do site.",
      ),
      heading("Sites de terceiros"),
      inline(
        "Quando você sai do site por um link (WhatsApp, portal do assinante, serviços de streaming), o outro site pode usar os próprios cookies, sob as regras dele.",
      ),
      inline(
        "Duas páginas mostram outro site dentro delas, e só depois de você pedir: o ",
        { link: "portal do assinante", to: "/cliente" },
        " (botão “Abrir o portal do assinante”) e as vagas de ",
        { link: "Trabalhe conosco", to: "/trabalhe-conosco" },
        " (botão “Carregar as vagas (site de terceiros)”), que ficam em outro site. Enquanto você não aperta o botão, nada desses sites é carregado; depois, eles podem gravar os próprios cookies no seu navegador, sob as regras deles.",
      ),
      heading("Saiba mais"),
      inline(
        "Veja como tratamos os seus dados na ",
        { link: "política de privacidade", to: "/politica-privacidade" },
        ".",
      ),
    ),
  },
  {
    key: "politica-privacidade",
    title: "Política de privacidade",
    seoTitle: "Política de privacidade",
    seoDescription:
      "Como tratamos os seus dados pessoais, com base na LGPD: dados coletados, finalidades, bases legais, prazos e seus direitos.",
    lead: `Como a ${NAME} trata os dados pessoais de quem visita este site, de acordo com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).`,
    // 'Quem é o controlador' and the encarregado's section are drawn from the settings before this prose.
    body: markdown(
      heading("Quais dados o site usa e por quê"),
      list(
        inline(
          { strong: "Cidade escolhida." },
          " Serve para mostrar os planos vendidos na sua cidade. Fica no armazenamento de sessão do seu navegador (session storage) durante a visita, para que as outras páginas já mostrem os planos dela, e é apagada quando você fecha a aba. Se você marcar “Lembrar minha cidade neste aparelho”, ela fica no armazenamento local do navegador (local storage) e o site já a mostra nas próximas visitas, até você escolher outra cidade ou limpar os dados do site no navegador. Não é gravada nos nossos servidores.",
        ),
        inline(
          { strong: "Preferências de aparência e acessibilidade." },
          " O modo escuro, o tamanho da fonte e o alto contraste ficam guardados no armazenamento local do seu navegador, para que o site se lembre deles. Não são enviados para nós e você pode apagá-los limpando os dados do site no navegador.",
        ),
        inline(
          { strong: "Primeiro passo do Indique um Amigo." },
          " Os seus dados do primeiro passo ficam no armazenamento local do navegador só até você enviar a indicação, por no máximo uma hora; depois disso são apagados do aparelho.",
        ),
        inline(
          { strong: "Registros de acesso." },
          " Nossos servidores registram o endereço IP, a página pedida, a data e a hora de cada acesso. Usamos esses registros para manter o site seguro e funcionando: limitar tentativas abusivas, investigar falhas e ataques.",
        ),
        inline(
          { strong: "Contas da equipe." },
          " Os funcionários que mantêm o site entram na área restrita com e-mail e senha. Guardamos o nome, o e-mail, a senha protegida por criptografia, as sessões abertas (com IP e navegador) e o registro das alterações que cada um faz.",
        ),
        inline(
          { strong: "Indicações." },
          " Quando você indica um amigo, usamos os dados informados apenas para a promoção Indique um Amigo (detalhes na seção abaixo).",
        ),
        inline(
          { strong: "Pedidos de contato." },
          " Quando você pede um aviso de cobertura, uma ligação ou uma proposta para a sua empresa, usamos os dados informados só para responder a esse pedido (detalhes na seção abaixo).",
        ),
        inline(
          { strong: "Newsletter do blog." },
          " Quando você se inscreve na newsletter, guardamos o e-mail informado e a data da inscrição, só para enviar as dicas e novidades do blog (detalhes na seção abaixo).",
        ),
        inline(
          { strong: "Minha conta." },
          " Quando você entra na sua conta de assinante, usamos o CPF ou CNPJ informado para encontrar o seu cadastro no nosso sistema de gestão e enviar um código de acesso ao e-mail e ao WhatsApp que já estão nele (detalhes na seção abaixo).",
        ),
        inline(
          { strong: "Conversas pelo WhatsApp." },
          " Os botões de contato abrem o WhatsApp com uma mensagem pronta. O que você enviar por lá é tratado para atender o seu pedido, também sob as regras do próprio aplicativo.",
        ),
      ),
      inline(
        "Cookies de análise e de marketing só com a sua permissão. Detalhes na ",
        { link: "política de cookies", to: "/cookies" },
        ".",
      ),
      heading("Indique um Amigo"),
      inline(
        "Na ",
        { link: "página de indicação", to: "/indique" },
        " coletamos o nome, o telefone, o e-mail e o CPF de quem indica e do amigo indicado.",
      ),
      list(
        inline(
          { strong: "Para quê." },
          " Entrar em contato com o amigo indicado sobre a promoção, conferir se ele assinou e teve a internet instalada, confirmar que quem indicou é assinante e aplicar o desconto de 50% na primeira mensalidade dos dois. O CPF serve para identificar cada pessoa e evitar autoindicação e descontos em dobro. Não usamos esses dados para outras ofertas.",
        ),
        inline(
          { strong: "Base legal." },
          " Para quem indica, o consentimento dado ao enviar a indicação e os procedimentos preliminares ao contrato da promoção (LGPD, art. 7º, I e V). Para o amigo indicado, o legítimo interesse em apresentar a oferta que lhe foi indicada (art. 7º, IX), com o direito de se opor a qualquer momento.",
        ),
        inline(
          { strong: "Segurança." },
          " O CPF é guardado com criptografia; a nossa equipe vê apenas parte dele, e cada consulta ao número completo fica registrada.",
        ),
        inline(
          { strong: "Prazo." },
          ` Os dados de cada indicação são apagados automaticamente em até ${REFERRAL_RETENTION} depois do envio.`,
        ),
        inline(
          { strong: "Se você foi indicado." },
          ` Você pode pedir que não entremos mais em contato e que seus dados sejam apagados: responda à nossa mensagem dizendo isso ou escreva para ${PRIVACY_CONTACT}.`,
        ),
      ),
      heading("Pedidos de contato"),
      inline(
        "Quatro formulários do site guardam um pedido seu para a nossa equipe responder. Nenhum deles pede CPF.",
      ),
      list(
        inline(
          { strong: "Avise-me quando chegar." },
          " Nome, WhatsApp ou telefone e a sua cidade e estado (ou o CEP), para avisar você quando a nossa internet chegar aí e para sabermos onde ampliar a rede. Base legal: o seu consentimento, dado ao marcar a caixa do formulário (LGPD, art. 7º, I), que você pode revogar a qualquer momento.",
        ),
        inline(
          { strong: "Prefiro que me liguem." },
          " Nome, telefone, CEP e número do endereço, o melhor período para a ligação e o plano sobre o qual você quer falar, para a ligação que você pediu. Base legal: procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).",
        ),
        inline(
          { strong: "Proposta para empresas." },
          " CNPJ, nome da empresa, nome, telefone e e-mail de quem fala por ela e a cidade, para preparar e enviar a proposta. Base legal: procedimentos preliminares a um contrato, a pedido da empresa (art. 7º, V).",
        ),
        inline(
          { strong: "Avise-me quando acabar." },
          " Na central do assinante, quando há uma falha conhecida na sua região: o e-mail ou o WhatsApp que você informar e a sua cidade, só para avisar você, uma única vez, quando essa falha for resolvida. Base legal: o seu consentimento, dado ao marcar a caixa do formulário (LGPD, art. 7º, I), que você pode revogar a qualquer momento.",
        ),
        inline(
          { strong: "Prazo." },
          ` Cada pedido é apagado automaticamente em até ${LEAD_RETENTION} depois do envio.`,
        ),
        inline(
          { strong: "Apagar antes." },
          ` Peça a qualquer momento que apaguemos o seu pedido, escrevendo para ${PRIVACY_CONTACT}.`,
        ),
      ),
      heading("Contrate online"),
      inline(
        "Ao contratar pelo ",
        { link: "Contrate online", to: "/contrate" },
        " guardamos o que você informa para preparar a sua instalação e o seu contrato.",
      ),
      list(
        inline(
          { strong: "O que coletamos." },
          " CEP, número e complemento do endereço (para consultar se a fibra chega até ele); nome completo, CPF, data de nascimento, e-mail e WhatsApp; rua e bairro da instalação, dia de vencimento e os horários preferidos para a instalação; e, se você enviar, fotos de um documento com foto e de um comprovante de endereço.",
        ),
        inline(
          { strong: "Para quê." },
          " Conferir a viabilidade técnica no endereço, enviar o protocolo da contratação para o seu e-mail, cadastrar você no nosso sistema de gestão como pré-cadastro, agendar a instalação e conferir a sua identidade e o endereço antes do contrato. As fotos são vistas só pela equipe comercial, nunca ficam num endereço público e seguem guardadas com criptografia.",
        ),
        inline(
          { strong: "Serviço de CEP." },
          " Quando configurado, consultamos o CEP informado (só o CEP, sem número nem outro dado seu) num serviço de consulta de CEP, para já trazer preenchidos a rua e o bairro, que você pode corrigir.",
        ),
        inline(
          { strong: "Base legal." },
          " Procedimentos preliminares a um contrato, a seu pedido, e a execução do contrato (LGPD, art. 7º, V).",
        ),
        inline(
          { strong: "Prazo." },
          ` A contratação e as fotos são apagadas automaticamente ${SIGN_UP_RETENTION} depois de enviadas ao nosso sistema de gestão; uma contratação não concluída, em até um dia.`,
        ),
        inline(
          { strong: "Sem cobertura." },
          " Se a fibra ainda não chega ao seu endereço e você entra na lista de espera, guardamos nome, WhatsApp e o endereço consultado, como um pedido de contato (veja o prazo acima).",
        ),
      ),
      heading("Minha conta"),
      inline(
        "Em ",
        { link: "Minha conta", to: "/minha-conta" },
        " você entra com o CPF ou CNPJ do titular e um código de 6 números, sem senha para lembrar.",
      ),
      list(
        inline(
          { strong: "O que usamos." },
          " O CPF ou CNPJ que você digita; o e-mail e o WhatsApp que já estão no seu cadastro, só para enviar o código de acesso (pelo nosso servidor de e-mail e pelo WhatsApp Business); e, enquanto você está na conta, o que o nosso sistema de gestão tem sobre o seu contrato: plano, situação, faturas, notas fiscais, chamados, consumo e a sua contratação pelo site. Onde o provedor oferece, você pode entrar com a senha da central do assinante: ela vai ao sistema de gestão para ser conferida e não é guardada pelo site.",
        ),
        inline(
          { strong: "Para quê." },
          " Confirmar que é você, sem pedir seus dados a cada visita, e mostrar e atender a sua assinatura. A resposta ao CPF digitado é a mesma para qualquer pessoa: o site não revela quem é assinante.",
        ),
        inline(
          { strong: "Segurança." },
          " O código vale por 10 minutos, serve uma única vez e para depois de 8 tentativas erradas; guardamos só uma versão embaralhada (hash) dele. O CPF e os dados da conta ficam guardados com criptografia enquanto a sessão dura. O cookie da sessão guarda só um código aleatório, não vale para outros sites e não é lido por scripts.",
        ),
        inline(
          { strong: "Base legal." },
          " A execução do seu contrato de assinatura (LGPD, art. 7º, V) e o legítimo interesse em proteger a sua conta contra fraudes (art. 7º, IX).",
        ),
        inline(
          { strong: "Prazo." },
          " A sessão dura até 30 dias no aparelho; ao sair (“Sair” ou “Sair de todos os aparelhos”) ela termina na hora, e os registros das sessões terminadas e dos códigos são apagados em até um dia.",
        ),
      ),
      heading("Newsletter do blog"),
      inline(
        "Na caixa de newsletter do ",
        { link: "blog", to: "/blog" },
        " guardamos o seu e-mail e a data em que você se inscreveu. Nenhum outro dado é pedido.",
      ),
      list(
        inline(
          { strong: "Para quê." },
          " Enviar as dicas e novidades do blog. Não usamos o seu e-mail para outras ofertas.",
        ),
        inline(
          { strong: "Base legal." },
          " O seu consentimento, dado ao se inscrever (LGPD, art. 7º, I), que você pode revogar a qualquer momento.",
        ),
        inline({ strong: "Prazo." }, " Até você cancelar a inscrição."),
        inline(
          { strong: "Cancelar." },
          " Informe o seu e-mail na página ",
          { link: "Cancelar a newsletter", to: "/newsletter/cancelar" },
          ": ele é apagado da lista na hora.",
        ),
      ),
      heading("Bases legais"),
      list(
        inline(
          "Registros de acesso: cumprimento de obrigação legal (Marco Civil da Internet, Lei nº 12.965/2014) e legítimo interesse em manter o site seguro (LGPD, art. 7º, II e IX).",
        ),
        inline(
          "Contas da equipe: execução do contrato de trabalho ou de prestação de serviços e legítimo interesse na segurança da área restrita (art. 7º, V e IX).",
        ),
        inline(
          "Indicações: consentimento de quem indica e legítimo interesse quanto ao amigo indicado (art. 7º, I, V e IX), como detalhado acima.",
        ),
        inline(
          "Atendimento: procedimentos preliminares a um contrato pedidos por você e execução do contrato (art. 7º, V).",
        ),
        inline(
          "Pedidos de contato: o seu consentimento para o aviso de cobertura; procedimentos preliminares a um contrato, a seu pedido, para ligações e propostas (art. 7º, I e V).",
        ),
        inline("Newsletter do blog: o seu consentimento, dado ao se inscrever (art. 7º, I)."),
        inline(
          "Preferências guardadas no seu navegador: ficam só com você e servem ao funcionamento que você pediu.",
        ),
      ),
      heading("Por quanto tempo guardamos"),
      list(
        inline("Cidade escolhida: até você fechar ou recarregar a página."),
        inline(
          "Preferências no navegador: até você apagá-las. Primeiro passo do Indique um Amigo: até o envio, por no máximo uma hora.",
        ),
        inline(
          "Registros de acesso: 6 meses, prazo mínimo do Marco Civil da Internet, salvo ordem judicial ou investigação em curso.",
        ),
        inline(
          "Sessões da equipe: até a saída ou por até 7 dias; contas e histórico de alterações enquanto durar o vínculo e pelos prazos legais depois dele.",
        ),
        inline(
          `Dados de indicação: até ${REFERRAL_RETENTION} depois do envio, quando são apagados automaticamente.`,
        ),
        inline(
          `Pedidos de contato: até ${LEAD_RETENTION} depois do envio, quando são apagados automaticamente.`,
        ),
        inline("Newsletter do blog: até você cancelar a inscrição ou pedir que apaguemos o seu e-mail."),
      ),
      heading("Com quem compartilhamos"),
      inline(
        "Não vendemos dados pessoais. Compartilhamos apenas o necessário com quem nos ajuda a operar o serviço (hospedagem, envio de mensagens), sempre sob contrato e com dever de sigilo, e com autoridades quando a lei exigir.",
      ),
      // Issue 68 (LGPD art. 9): every processor the site calls, each with what it receives.
      inline("Conforme o que está configurado, o site envia dados a estes serviços:"),
      list(
        inline(
          { strong: "Nosso sistema de gestão (ERP)." },
          " O CEP e o número consultados, para conferir a viabilidade; os dados de uma contratação (nome, CPF, data de nascimento, contatos, endereço, plano, horários e fotos) e os pedidos de contato; e, na sua conta de assinante, o CPF ou CNPJ, para encontrar o seu cadastro.",
        ),
        inline(
          { strong: "Serviço de consulta de CEP." },
          " Só o CEP informado, para trazer a rua e o bairro.",
        ),
        inline(
          { strong: "Serviço de localização (geocodificação)." },
          " O CEP, o número e a rua consultados ou, se você tocar em “Usar minha localização”, as coordenadas do seu celular, para saber se a fibra chega à sua casa. As coordenadas não são guardadas.",
        ),
        inline(
          { strong: "RD Station (marketing)." },
          " Nome, contatos e cidade de um pedido de contato, quando essa integração está ligada.",
        ),
        inline(
          { strong: "Nosso servidor de e-mail (SMTP)." },
          " O seu e-mail e a mensagem que enviamos: o protocolo de uma contratação, o código de acesso à sua conta, um aviso que você pediu.",
        ),
        inline(
          { strong: "WhatsApp Cloud API (Meta)." },
          " O aviso à nossa equipe de vendas com o nome e o contato de um pedido, e o código de acesso à sua conta enviado ao WhatsApp do seu cadastro.",
        ),
      ),
      heading("Seus direitos"),
      inline("Pelo art. 18 da LGPD, você pode pedir a qualquer momento:"),
      list(
        inline("a confirmação de que tratamos dados seus e o acesso a eles;"),
        inline("a correção de dados incompletos, inexatos ou desatualizados;"),
        inline(
          "a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;",
        ),
        inline("a portabilidade dos dados a outro fornecedor;"),
        inline("a eliminação dos dados tratados com o seu consentimento;"),
        inline("a informação sobre com quem compartilhamos os seus dados;"),
        inline("a informação sobre a possibilidade de não dar consentimento e as consequências da negativa;"),
        inline("a revogação do consentimento;"),
        inline("a revisão de decisões tomadas apenas por tratamento automatizado."),
      ),
      heading("Como exercer os seus direitos"),
      inline(
        `Envie o seu pedido para ${PRIVACY_CONTACT}, informando o seu nome e o que deseja. Para proteger você, podemos pedir a confirmação da sua identidade antes de responder. Respondemos em até 15 dias.`,
      ),
      inline(
        "Se não ficar satisfeito com a resposta, você pode reclamar à ",
        { link: "Autoridade Nacional de Proteção de Dados (ANPD)", to: "https://www.gov.br/anpd/pt-br" },
        ". Leia a íntegra da ",
        {
          link: "Lei nº 13.709/2018",
          to: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm",
        },
        ".",
      ),
      heading("Segurança"),
      inline(
        "O site usa conexão criptografada, senhas guardadas com criptografia, acesso restrito à área da equipe e registro de todas as alterações feitas nela.",
      ),
      heading("Mudanças nesta política"),
      inline(
        "Podemos atualizar esta política quando o site ou a lei mudarem. A versão em vigor é sempre a publicada nesta página.",
      ),
    ),
  },
  {
    key: "termos-uso",
    title: "Termos de uso",
    seoTitle: "Termos de uso",
    seoDescription:
      "As regras de uso do site: preços, disponibilidade, uso permitido e propriedade intelectual.",
    lead: `As regras para usar o site da ${NAME}. Ao navegar por ele, você concorda com estes termos.`,
    body: markdown(
      heading("Sobre o site"),
      inline(
        `Este site apresenta os planos e serviços da ${NAME} (CNPJ ${CNPJ}) e leva você aos nossos canais de venda e atendimento. A contratação de um serviço segue o contrato de prestação de serviço e as regras da Anatel, não estes termos.`,
      ),
      heading("Preços e disponibilidade"),
      list(
        inline(
          "Os planos, preços e promoções variam por cidade e podem mudar sem aviso. Vale a oferta confirmada no momento da contratação.",
        ),
        inline("A disponibilidade depende da cobertura no seu endereço, conferida antes da instalação."),
        inline(
          "As velocidades anunciadas são as contratadas; a velocidade pelo Wi-Fi pode variar com a distância, os obstáculos e o aparelho.",
        ),
        inline("Serviços de streaming incluídos nos combos seguem também as regras de cada serviço."),
      ),
      heading("Uso permitido"),
      inline("Você pode navegar, consultar e compartilhar as páginas do site. Não é permitido:"),
      list(
        inline("tentar acessar a área restrita da equipe ou sistemas sem autorização;"),
        inline(
          "sobrecarregar o site, explorar falhas ou coletar o conteúdo de forma automatizada e abusiva;",
        ),
        inline("usar marcas, textos e imagens do site para se passar pela empresa."),
      ),
      heading("Propriedade intelectual"),
      inline(
        `Textos, imagens e marcas deste site pertencem à ${NAME} ou aos seus parceiros, que autorizaram o uso. Marcas de serviços de streaming pertencem aos respectivos donos.`,
      ),
      heading("Links para outros sites"),
      inline(
        "O site leva a páginas de outras empresas, como o WhatsApp, os serviços de streaming e órgãos públicos. Elas têm regras próprias, e não respondemos pelo seu conteúdo.",
      ),
      heading("Privacidade"),
      inline(
        "O tratamento de dados pessoais está descrito na ",
        { link: "política de privacidade", to: "/politica-privacidade" },
        " e na ",
        { link: "política de cookies", to: "/cookies" },
        ".",
      ),
      heading("Alterações e foro"),
      inline(
        "Estes termos podem ser atualizados a qualquer momento; vale a versão publicada nesta página. Eles seguem a lei brasileira, e o consumidor pode recorrer ao foro do seu domicílio.",
      ),
      inline("Dúvidas? Fale com a ", { link: "central de atendimento", to: "/central-atendimento" }, "."),
    ),
  },
  {
    key: "protecao-golpes",
    title: "Proteção contra golpes",
    seoTitle: "Proteção contra golpes",
    seoDescription:
      "Conheça os golpes mais comuns, veja como se proteger, fale pelos canais oficiais e saiba onde denunciar.",
    lead: `Saiba reconhecer as fraudes mais comuns que usam o nome da ${NAME} e proteja seus dados e seu dinheiro.`,
    // The warning in the page's red box; the scams, the tips, the official channels and where to report
    // them are the page's own parts (cards drawn from the settings).
    body: inline(
      { strong: "Atenção:" },
      ` a ${NAME} nunca pede dados pessoais, senhas ou dados bancários por telefone, SMS, WhatsApp ou e-mail.`,
    ),
  },
  {
    key: "faq",
    title: "Perguntas frequentes",
    seoTitle: "Perguntas frequentes",
    seoDescription: "Respostas sobre instalação, velocidades, faturas, desbloqueio, Wi-Fi, combos e câmeras.",
    lead: `As dúvidas mais comuns de quem é ou quer ser cliente da ${NAME}.`,
    // Below the questions, which stay the page's own accordion.
    body: inline(
      "Não encontrou a resposta? Fale com a ",
      { link: "central de atendimento", to: "/central-atendimento" },
      ".",
    ),
  },
];
