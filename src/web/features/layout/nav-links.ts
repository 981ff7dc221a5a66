export type NavLink = { to: string; label: string };
export type NavGroup = { label: string; links: NavLink[] };

/** Top menu and desktop nav (SPEC §2). */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Internet",
    links: [
      { to: "/internet/fibra", label: "Internet Fibra" },
      { to: "/internet/fwa-5g", label: "Internet 5G FWA" },
      { to: "/combos", label: "Combos" },
      { to: "/movel", label: "Móvel 5G" },
      { to: "/streamings", label: "Streamings" },
      { to: "/webcam", label: "Câmeras" },
    ],
  },
  {
    label: "Cliente",
    links: [
      { to: "/cliente/segunda-via", label: "2ª via da fatura" },
      { to: "/cliente/mudanca-senha", label: "Mudança de senha" },
      { to: "/cliente/desbloqueio", label: "Desbloqueio de confiança" },
      { to: "/cliente/protecao-golpes", label: "Proteção contra golpes" },
      { to: "/suporte", label: "Suporte" },
    ],
  },
  {
    label: "Institucional",
    links: [
      { to: "/parceiros", label: "Seja parceiro" },
      { to: "/indique", label: "Indique um amigo" },
      { to: "/trabalhe-conosco", label: "Trabalhe conosco" },
      { to: "/blog", label: "Blog" },
      { to: "/responsabilidade-social", label: "Responsabilidade social" },
      { to: "/acessibilidade", label: "Acessibilidade" },
      { to: "/intranet", label: "Intranet" },
    ],
  },
];

export const NAV_PRIMARY: NavLink[] = [
  { to: "/casa", label: "Para você" },
  { to: "/empresas", label: "Empresas" },
];

/** Extra entries of the mobile drawer. */
export const DRAWER_EXTRA: NavLink[] = [
  { to: "/internet", label: "Internet" },
  { to: "/cliente", label: "Área do cliente" },
];

export const FOOTER_GROUPS: NavGroup[] = [
  {
    label: "Institucional",
    links: [
      { to: "/quem-somos", label: "Quem somos" },
      { to: "/mapa-cobertura", label: "Mapa de cobertura" },
      { to: "/imprensa", label: "Imprensa" },
      { to: "/noticias", label: "Notícias" },
      { to: "/politica-privacidade", label: "Política de privacidade" },
    ],
  },
  {
    label: "Atendimento",
    links: [
      { to: "/central-atendimento", label: "Central de atendimento" },
      { to: "/faq", label: "Perguntas frequentes" },
      { to: "/segunda-via", label: "2ª via de boleto" },
      { to: "/suporte-tecnico", label: "Suporte técnico" },
      { to: "/minha-conta", label: "Minha conta" },
    ],
  },
  {
    label: "Produtos",
    links: [
      { to: "/internet-fibra", label: "Internet fibra" },
      { to: "/planos-movel", label: "Planos móvel" },
      { to: "/tv", label: "TV" },
      { to: "/telefonia", label: "Câmeras" },
      { to: "/planos-empresas", label: "Planos empresas" },
    ],
  },
];

export const FOOTER_LEGAL: NavLink[] = [
  { to: "/termos-uso", label: "Termos de uso" },
  { to: "/privacidade", label: "Privacidade" },
  { to: "/cookies", label: "Cookies" },
];

/** The desktop menu's group buttons: the header's placeholder and the on-demand dropdown look alike. */
export const NAV_GROUP_TRIGGER_CLASS =
  "flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted";
