import type { NavGroupLabel, NavLink } from "./nav-links";

// Rendered into the header's disclosures on the server (header-menus.tsx): no page's JavaScript carries
// these links.

/** Each group's links (SPEC §2). */
export const NAV_GROUP_LINKS: Record<NavGroupLabel, NavLink[]> = {
  Internet: [
    { to: "/internet/fibra", label: "Internet Fibra" },
    { to: "/internet/fwa-5g", label: "Internet 5G FWA" },
    { to: "/combos", label: "Combos" },
    { to: "/movel", label: "Móvel 5G" },
    { to: "/streamings", label: "Streamings" },
    { to: "/webcam", label: "Câmeras" },
  ],
  Cliente: [
    { to: "/minha-conta", label: "Minha conta" },
    { to: "/cliente/segunda-via", label: "2ª via da fatura" },
    { to: "/cliente/mudanca-senha", label: "Mudança de senha" },
    { to: "/cliente/desbloqueio", label: "Desbloqueio de confiança" },
    { to: "/cliente/protecao-golpes", label: "Proteção contra golpes" },
    { to: "/suporte", label: "Suporte" },
  ],
  Institucional: [
    { to: "/parceiros", label: "Seja parceiro" },
    { to: "/indique", label: "Indique um amigo" },
    { to: "/trabalhe-conosco", label: "Trabalhe conosco" },
    { to: "/blog", label: "Blog" },
    { to: "/responsabilidade-social", label: "Responsabilidade social" },
    { to: "/acessibilidade", label: "Acessibilidade" },
    { to: "/intranet", label: "Intranet" },
  ],
};

/** Extra entries of the mobile drawer. */
export const DRAWER_EXTRA: NavLink[] = [
  { to: "/internet", label: "Internet" },
  { to: "/cliente", label: "Área do cliente" },
];
