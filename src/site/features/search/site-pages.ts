// The public pages the header search finds, with words a visitor might type for each. Pages with a
// parameter (a city, an article, a streaming guide) are found through their own data, not listed here.

export type SitePage = {
  path: string;
  title: string;
  description: string;
  /** Other words for the page (synonyms, what people call it), searched but not shown. */
  keywords: string;
};

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: "/",
    title: "Página inicial",
    description: "Planos de internet fibra, combos e câmeras para a sua cidade.",
    keywords: "inicio home planos ofertas",
  },
  {
    path: "/casa",
    title: "Internet para sua casa",
    description: "Planos de internet fibra e combos para a sua casa.",
    keywords: "residencial casa familia wifi",
  },
  {
    path: "/internet/fibra",
    title: "Internet fibra",
    description: "Planos de internet por fibra óptica com instalação gratuita e Wi-Fi.",
    keywords: "fibra optica banda larga mega giga velocidade wifi internet residencial",
  },
  {
    path: "/combos",
    title: "Combos",
    description: "Internet fibra com streaming, TV e câmeras em um só plano.",
    keywords: "combo internet tv streaming pacote",
  },
  {
    path: "/combo-internet-tv",
    title: "Combo internet e TV",
    description: "Internet fibra com TV e aplicativos de streaming em um só plano.",
    keywords: "combo tv canais streaming pacote",
  },
  {
    path: "/webcam",
    title: "Câmeras de segurança",
    description: "Monitoramento por câmeras com acesso pelo celular, gravação na nuvem e alertas.",
    keywords: "camera cameras webcam seguranca monitoramento telefonia vigilancia",
  },
  {
    path: "/empresas",
    title: "Internet para empresas",
    description: "Planos empresariais de fibra, telefone, IP fixo, VPN e soluções de segurança.",
    keywords: "empresa empresarial negocio corporativo cnpj ip fixo vpn lan to lan governo",
  },
  {
    path: "/parceiros",
    title: "Seja um parceiro",
    description: "Programa de parceiros e revendedores: indique clientes e ganhe comissão.",
    keywords: "parceria revenda revendedor comissao cadastre-se",
  },
  {
    path: "/indique",
    title: "Indique um amigo",
    description:
      "Indique um amigo: se ele assinar e instalar, os dois ganham 50% de desconto na primeira mensalidade.",
    keywords: "indicacao indicar amigo promocao desconto 50% mensalidade",
  },
  {
    path: "/indique/regulamento",
    title: "Regulamento Indique um Amigo",
    description: "As regras da promoção Indique um Amigo: quem participa, o desconto e o uso dos dados.",
    keywords: "regulamento regras indicacao promocao desconto",
  },
  {
    path: "/streamings",
    title: "Streamings",
    description: "Os aplicativos de streaming que você pode assinar com a sua internet.",
    keywords: "streaming tv filmes series aplicativos apps max globoplay telecine premiere looke",
  },
  {
    path: "/internet/fwa-5g",
    title: "Internet 5G (FWA)",
    description: "Internet fixa por 5G: em breve na sua região.",
    keywords: "5g fwa sem fio wireless em breve",
  },
  {
    path: "/movel",
    title: "Planos móveis",
    description: "Planos de celular 5G: em breve.",
    keywords: "movel celular chip 5g telefone em breve",
  },
  {
    path: "/acessibilidade",
    title: "Acessibilidade",
    description: "Ajuste o tamanho da fonte e o contraste do site.",
    keywords: "fonte contraste leitor de tela deficiencia",
  },
  {
    path: "/blog",
    title: "Blog",
    description: "Notícias, dicas de internet, Wi-Fi e segurança digital.",
    keywords: "noticias artigos dicas novidades",
  },
  {
    path: "/cliente",
    title: "Área do cliente",
    description: "Acesse o portal do assinante: faturas, contrato e atendimento.",
    keywords: "portal assinante minha conta login cliente",
  },
  {
    path: "/cliente/segunda-via",
    title: "Segunda via da fatura",
    description: "Como emitir a segunda via do boleto ou da fatura no portal do assinante.",
    keywords: "boleto fatura conta pagamento pix 2 via segunda via",
  },
  {
    path: "/cliente/mudanca-senha",
    title: "Mudança de senha do Wi-Fi",
    description: "Como trocar a senha e o nome da sua rede Wi-Fi.",
    keywords: "senha wifi rede trocar alterar roteador",
  },
  {
    path: "/cliente/desbloqueio",
    title: "Desbloqueio de confiança",
    description: "Como pedir o desbloqueio da conexão após o pagamento.",
    keywords: "desbloqueio bloqueado suspenso religar pagamento",
  },
  // Issue 58: the desk's documents and 'Minha internet caiu'.
  {
    path: "/cliente/documentos",
    title: "Contrato e notas fiscais",
    description: "Baixe o contrato e as notas fiscais da sua assinatura.",
    keywords: "contrato nota fiscal nfcom documento pdf",
  },
  {
    path: "/cliente/minha-internet-caiu",
    title: "Minha internet caiu",
    description: "Veja o estado da sua conexão, siga a verificação guiada e abra um chamado.",
    keywords: "sem internet caiu conexão offline onu roteador luz los",
  },
  // Issue 67: the desk's self-service requests.
  {
    path: "/cliente/cancelamento",
    title: "Cancelar a assinatura",
    description: "Veja a multa, se houver, e os equipamentos a devolver, e peça o cancelamento pelo site.",
    keywords: "cancelar cancelamento rescisao encerrar contrato multa fidelidade",
  },
  {
    path: "/cliente/vencimento",
    title: "Trocar o dia de vencimento",
    description: "Escolha um novo dia de vencimento para as faturas da sua assinatura.",
    keywords: "vencimento dia fatura boleto mudar data pagamento",
  },
  {
    path: "/cliente/mudanca-de-endereco",
    title: "Mudança de endereço",
    description: "Peça a mudança do endereço de instalação: verificamos se o novo endereço é atendido.",
    keywords: "mudanca endereco mudar casa transferir instalacao",
  },
  {
    path: "/cliente/wifi",
    title: "Nome e senha do Wi-Fi",
    description: "Troque o nome e a senha da sua rede Wi-Fi, em cada frequência do roteador.",
    keywords: "wifi wi-fi senha nome rede ssid roteador trocar 5g",
  },
  {
    path: "/cliente/troca-de-plano",
    title: "Trocar de plano",
    description: "Veja os planos vendidos no seu endereço e peça a troca pelo site.",
    keywords: "trocar plano upgrade mudar velocidade mais mega",
  },
  {
    path: "/consumo",
    title: "Consumo de internet",
    description: "Como acompanhar o consumo e a velocidade da sua conexão.",
    keywords: "consumo uso dados velocidade teste",
  },
  {
    path: "/cliente/protecao-golpes",
    title: "Proteção contra golpes",
    description: "Como reconhecer golpes em nome do provedor e se proteger.",
    keywords: "golpe fraude seguranca phishing boleto falso anatel procon",
  },
  {
    path: "/central-atendimento",
    title: "Central de atendimento",
    description: "Telefone, WhatsApp, horário de atendimento e ouvidoria.",
    keywords: "atendimento contato telefone whatsapp ouvidoria sac fale conosco",
  },
  {
    path: "/suporte",
    title: "Suporte técnico",
    description: "Ajuda para conexão lenta, Wi-Fi, roteador e quedas de internet.",
    keywords: "suporte tecnico ajuda problema lenta caiu roteador wifi",
  },
  {
    path: "/status",
    title: "Status da rede",
    description: "Falhas conhecidas e manutenções programadas, cidade por cidade.",
    keywords: "status rede falha queda manutencao programada sem internet caiu interrupcao",
  },
  {
    path: "/ofertas",
    title: "Ofertas e etiquetas",
    description: "Todas as ofertas, vigentes e encerradas, com a Etiqueta Padrão de cada uma.",
    keywords: "etiqueta padrao anatel codigo oferta promocao fidelidade preco contrato encerrada",
  },
  {
    path: "/faq",
    title: "Perguntas frequentes",
    description: "Respostas sobre instalação, planos, pagamentos e atendimento.",
    keywords: "faq duvidas perguntas ajuda instalacao",
  },
  {
    path: "/mapa-cobertura",
    title: "Mapa de cobertura",
    description: "As cidades atendidas, por estado, com os planos de cada uma.",
    keywords: "cobertura cidades atendidas disponibilidade onde tem regiao",
  },
  {
    path: "/quem-somos",
    title: "Quem somos",
    description: "Nossa história, missão e valores.",
    keywords: "empresa sobre historia institucional missao",
  },
  {
    path: "/responsabilidade-social",
    title: "Responsabilidade social",
    description: "Nossos projetos sociais e ambientais nas cidades onde atuamos.",
    keywords: "social projetos comunidade sustentabilidade meio ambiente",
  },
  {
    path: "/imprensa",
    title: "Imprensa",
    description: "Contato para jornalistas e informações para a imprensa.",
    keywords: "imprensa jornalista assessoria midia",
  },
  {
    path: "/trabalhe-conosco",
    title: "Trabalhe conosco",
    description: "Vagas abertas e como se candidatar.",
    keywords: "vagas emprego carreira curriculo trabalho",
  },
  {
    path: "/politica-privacidade",
    title: "Política de privacidade",
    description: "Como tratamos os seus dados pessoais, conforme a LGPD.",
    keywords: "privacidade lgpd dados pessoais encarregado",
  },
  {
    path: "/termos-uso",
    title: "Termos de uso",
    description: "As condições de uso deste site.",
    keywords: "termos condicoes uso contrato",
  },
  {
    path: "/cookies",
    title: "Política de cookies",
    description: "Os cookies que este site usa e para quê.",
    keywords: "cookies armazenamento navegador",
  },
  // Contrate online (issue 56).
  {
    path: "/contrate",
    title: "Contrate online",
    description: "Consulte a viabilidade no seu endereço, escolha o plano e contrate pelo celular.",
    keywords: "contratar assinar viabilidade cep endereco instalacao online cadastro",
  },
  // Issue 68.
  {
    path: "/contrate/acompanhar",
    title: "Acompanhar minha contratação",
    description: "Veja em que etapa está a contratação feita pelo site, com o protocolo e o CPF.",
    keywords: "acompanhar contratacao protocolo pedido status instalacao andamento",
  },
];
