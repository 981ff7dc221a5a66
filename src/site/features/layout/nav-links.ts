export type NavLink = { to: string; label: string };
export type NavGroup = { label: string; links: NavLink[] };

/**
 * The desktop menu's groups and the drawer's sections (SPEC §2). Their links are in ./nav-menus.ts, which
 * only the server renders (header-menus.tsx).
 */
export const NAV_GROUP_LABELS = ["Internet", "Cliente", "Institucional"] as const;
export type NavGroupLabel = (typeof NAV_GROUP_LABELS)[number];

export const NAV_PRIMARY: NavLink[] = [
  { to: "/casa", label: "Para você" },
  { to: "/empresas", label: "Empresas" },
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
  // The offers on sale and their Anatel labels (Etiqueta Padrão), reachable from every page.
  { to: "/ofertas", label: "Ofertas e etiquetas" },
  { to: "/termos-uso", label: "Termos de uso" },
  { to: "/privacidade", label: "Privacidade" },
  { to: "/cookies", label: "Cookies" },
];

/** The desktop menu's group buttons: the header's placeholder and the on-demand dropdown look alike. */
export const NAV_GROUP_TRIGGER_CLASS =
  "flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted";
