import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
  route("auth", "routes/auth.tsx"),
  route("intranet", "routes/intranet.tsx", [
    index("routes/intranet._index.tsx"),
    route("planos", "routes/intranet.planos.tsx"),
    route("cidades", "routes/intranet.cidades.tsx"),
    route("planos-cidades", "routes/intranet.planos-cidades.tsx"),
    route("planos-empresariais", "routes/intranet.planos-empresariais.tsx"),
    route("planos-empresariais-cidades", "routes/intranet.planos-empresariais-cidades.tsx"),
    route("banners", "routes/intranet.banners.tsx"),
    route("banners-streaming", "routes/intranet.banners-streaming.tsx"),
    route("streaming", "routes/intranet.streaming.tsx"),
    route("configuracoes", "routes/intranet.configuracoes.tsx"),
    route("historico", "routes/intranet.historico.tsx"),
  ]),
] satisfies RouteConfig;
