import type { StreamingGuideId } from "../../../domain";

/** A step as data: the loader sends it to the page. */
export type TextStep = { title: string; text: string };

export type GuideContent = {
  /** The page's lead paragraph, under the title. */
  intro: string;
  steps: readonly TextStep[];
  /** What the subscriber needs at hand before starting. */
  needs: readonly string[];
};

/** The five login guides of SPEC §2, worded for the subscriber of the site's provider. */
export function guideContent(id: StreamingGuideId, company: string): GuideContent {
  switch (id) {
    case "looke":
      return {
        intro: `A Looke tem mais de 10.000 títulos entre filmes, séries, documentários e infantis. Se o seu plano da ${company} inclui a Looke, a ativação leva poucos minutos.`,
        needs: [
          "O telefone do seu cadastro",
          "O CPF do titular do contrato",
          "Um e-mail para criar o seu login",
        ],
        steps: [
          {
            title: "Faça login com a sua operadora",
            text: "No site ou no aplicativo da Looke, toque em “Entrar” e escolha a opção de entrar com a sua operadora.",
          },
          {
            title: "Escolha “Outros Parceiros”",
            text: `A ${company} faz parte dos parceiros da Looke: selecione “Outros Parceiros” no fim da lista.`,
          },
          {
            title: "Toque em “Ative sua conta!”",
            text: "O botão abre o formulário de ativação do acesso incluído no seu plano.",
          },
          {
            title: "Informe telefone e CPF e valide",
            text: `Digite o telefone e o CPF exatamente como estão no seu cadastro na ${company} e toque em “Validar”. Depois é só criar o seu perfil.`,
          },
        ],
      };
    case "max":
      return {
        intro: `Séries da HBO, filmes da Warner Bros. e da DC: se o seu plano da ${company} inclui a Max, ative o acesso com o login e a senha que fornecemos.`,
        needs: [`O login e a senha fornecidos pela ${company}`, "Um e-mail para a sua conta Max"],
        steps: [
          {
            title: "Escolha entrar por um provedor",
            text: "No site ou no aplicativo da Max, toque em “Entrar” e escolha a opção de entrar por um provedor de TV ou internet.",
          },
          {
            title: "Selecione o seu provedor",
            text: `Na lista de provedores, procure e escolha a ${company} (ou a opção indicada pela nossa central).`,
          },
          {
            title: "Autorize com o login e a senha do provedor",
            text: `Entre com o login e a senha que a ${company} forneceu para os streamings: não é a senha do Wi-Fi.`,
          },
          {
            title: "Crie a sua conta Max",
            text: "Informe nome, e-mail e uma senha. Eles serão o seu acesso à Max em qualquer aparelho.",
          },
          {
            title: "Escolha o seu perfil e assista",
            text: "Com a conta criada, entre em qualquer aparelho com o seu e-mail e a senha da Max.",
          },
        ],
      };
    case "telecine":
      return {
        intro: `Os lançamentos do cinema no seu plano: veja como ativar o Telecine incluído no seu plano da ${company}.`,
        needs: [`O login e a senha fornecidos pela ${company}`],
        steps: [
          {
            title: "Entre com a sua operadora",
            text: "No site ou no aplicativo do Telecine, toque em “Entrar” e escolha a opção de entrar com a sua operadora.",
          },
          {
            title: "Selecione o provedor e autorize",
            text: `Escolha a ${company} na lista e entre com o login e a senha que fornecemos para os streamings.`,
          },
          {
            title: "Crie o seu perfil e assista",
            text: "Confirme os seus dados, crie o seu perfil e aproveite os filmes sob demanda e os canais ao vivo.",
          },
        ],
      };
    case "globoplay":
      return {
        intro: `O Globoplay incluído no seu plano da ${company} é ativado por um link que enviamos por e-mail.`,
        needs: ["O CPF do titular do contrato", "Um e-mail que você acesse"],
        steps: [
          {
            title: "Fale com a nossa central",
            text: "Peça a ativação do Globoplay e informe o e-mail em que quer receber o link.",
          },
          {
            title: "Abra o e-mail de ativação",
            text: "Você recebe uma mensagem com o link de ativação. Confira também a caixa de spam.",
          },
          {
            title: "Crie ou entre na sua Conta Globo",
            text: "O link leva ao cadastro da Conta Globo: crie uma ou entre com a que você já tem para vincular o acesso.",
          },
          {
            title: "Entre no Globoplay e assista",
            text: "No aplicativo ou no site do Globoplay, entre com a sua Conta Globo em qualquer aparelho.",
          },
        ],
      };
    case "premiere":
      return {
        intro: `Futebol ao vivo no seu plano: veja como ativar o Premiere incluído no seu plano da ${company}.`,
        needs: ["O CPF do titular do contrato", "Uma Conta Globo (pode ser criada na hora)"],
        steps: [
          {
            title: "Solicite a ativação à nossa central",
            text: "Fale com a gente e peça a ativação do Premiere; enviamos o link de ativação para o seu e-mail.",
          },
          {
            title: "Vincule à sua Conta Globo",
            text: "Abra o link, entre com a sua Conta Globo (ou crie uma) e confirme o vínculo com o seu plano.",
          },
          {
            title: "Assista aos jogos",
            text: "No aplicativo do Globoplay ou na sua smart TV, entre com a Conta Globo e acompanhe os jogos ao vivo.",
          },
        ],
      };
  }
}

export type PortalStep = { title: string; text: string; alt: string };

/** The nine screens of the Looke portal, each with an illustration of what the subscriber sees. */
export const LOOKE_PORTAL_STEPS: readonly PortalStep[] = [
  {
    title: "Abra a Looke e toque em “Entrar”",
    text: "No site ou no aplicativo da Looke, o botão fica no canto superior direito da tela inicial.",
    alt: "Tela inicial da Looke com o botão Entrar destacado no canto superior direito.",
  },
  {
    title: "Escolha “Entrar com sua operadora”",
    text: "Entre as formas de acesso, escolha a opção de operadora: o seu acesso vem do provedor de internet.",
    alt: "Tela de acesso com as opções de entrada e o botão Entrar com sua operadora destacado.",
  },
  {
    title: "Selecione “Outros Parceiros”",
    text: "Na lista de operadoras, desça até o fim e toque em “Outros Parceiros”.",
    alt: "Lista de operadoras com a opção Outros Parceiros destacada no fim.",
  },
  {
    title: "Toque em “Ative sua conta!”",
    text: "A Looke explica que o acesso está incluído no seu plano. Toque no botão para começar a ativação.",
    alt: "Tela Outros Parceiros com o botão Ative sua conta! destacado.",
  },
  {
    title: "Informe o telefone do cadastro",
    text: "Digite, com DDD, o telefone que consta no seu cadastro conosco.",
    alt: "Formulário de ativação com o campo Telefone cadastrado no provedor destacado.",
  },
  {
    title: "Informe o CPF do titular",
    text: "Use o CPF de quem é titular do contrato de internet, só com os números.",
    alt: "Formulário de ativação com o campo CPF do titular destacado.",
  },
  {
    title: "Toque em “Validar”",
    text: "A Looke confere os dados com o provedor. Se não der certo, confira o telefone e o CPF ou fale com a nossa central.",
    alt: "Formulário de ativação preenchido com o botão Validar destacado.",
  },
  {
    title: "Crie o seu perfil",
    text: "Informe nome, e-mail e uma senha. Eles serão o seu login na Looke daqui em diante.",
    alt: "Tela Crie seu perfil com os campos Nome, E-mail e Senha destacados.",
  },
  {
    title: "Pronto: é só escolher e assistir",
    text: "Com a conta ativada, entre com o seu e-mail e senha em qualquer aparelho e aproveite o catálogo.",
    alt: "Catálogo da Looke com a mensagem Conta ativada e o botão Assistir destacado.",
  },
];
