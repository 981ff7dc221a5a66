import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("parceiros", "routes/parceiros.tsx"),
    route("cliente/protecao-golpes", "routes/protecao-golpes.tsx"),
    route("acessibilidade", "routes/acessibilidade.tsx"),
    route("movel", "routes/coming-soon.tsx", { id: "movel" }),
    route("internet/fwa-5g", "routes/coming-soon.tsx", { id: "fwa-5g" }),
    route("blog", "routes/blog.tsx"),
    route("blog/:id", "routes/blog-article.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("auth", "routes/auth.tsx"),
  route("intranet", "routes/intranet.tsx"),
] satisfies RouteConfig;
