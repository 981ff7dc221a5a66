import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
  route("auth", "routes/auth.tsx"),
  route("intranet", "routes/intranet.tsx", [
    index("routes/intranet._index.tsx"),
    route("planos", "routes/intranet.planos.tsx"),
  ]),
] satisfies RouteConfig;
