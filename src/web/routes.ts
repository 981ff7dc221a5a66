import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("streamings", "routes/streamings.tsx"),
    route("streaming/:id", "routes/streaming.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("auth", "routes/auth.tsx"),
  route("intranet", "routes/intranet.tsx"),
] satisfies RouteConfig;
