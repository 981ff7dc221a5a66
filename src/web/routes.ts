import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("internet/fibra", "routes/internet-fibra.tsx"),
    route("combos", "routes/combos.tsx", { id: "combos" }),
    route("combo-internet-tv", "routes/combos.tsx", { id: "combo-internet-tv" }),
    route("webcam", "routes/webcam.tsx"),
    route("empresas", "routes/empresas.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("auth", "routes/auth.tsx"),
  route("intranet", "routes/intranet.tsx"),
] satisfies RouteConfig;
