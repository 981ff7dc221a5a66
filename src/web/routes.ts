import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("planos/:cidade", "routes/city-page.tsx"),
    route("mapa-cobertura", "routes/coverage-map.tsx"),
    route("busca", "routes/search.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("auth", "routes/auth.tsx"),
  route("intranet", "routes/intranet.tsx"),
] satisfies RouteConfig;
