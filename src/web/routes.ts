import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("cliente", "routes/cliente.tsx"),
    route("cliente/segunda-via", "routes/cliente-segunda-via.tsx"),
    route("cliente/mudanca-senha", "routes/cliente-mudanca-senha.tsx"),
    route("cliente/desbloqueio", "routes/cliente-desbloqueio.tsx"),
    route("consumo", "routes/consumo.tsx"),
    route("trabalhe-conosco", "routes/trabalhe-conosco.tsx"),
    route("quem-somos", "routes/quem-somos.tsx"),
    route("responsabilidade-social", "routes/responsabilidade-social.tsx"),
    route("imprensa", "routes/imprensa.tsx"),
    route("central-atendimento", "routes/central-atendimento.tsx"),
    route("suporte", "routes/suporte.tsx"),
    route("faq", "routes/faq.tsx"),
    route("politica-privacidade", "routes/politica-privacidade.tsx"),
    route("termos-uso", "routes/termos-uso.tsx"),
    route("cookies", "routes/cookies.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("auth", "routes/auth.tsx"),
  route("intranet", "routes/intranet.tsx"),
] satisfies RouteConfig;
