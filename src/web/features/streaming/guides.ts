import type { StreamingGuideId } from "../../../domain";
import type { GuideStep } from "./guide-steps";

export type GuideContent = {
  /** The page's lead paragraph, under the title. */
  intro: string;
  steps: readonly GuideStep[];
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
            title: "Crie ou entre na sua conta Globo",
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
