import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The console's routes (React Router). Every other path is the public site's (src/site/pages, Astro).
export default [
  route("auth", "routes/auth.tsx"),
  route("definir-senha", "routes/definir-senha.tsx"),
  route("intranet", "routes/intranet.tsx", [
    index("routes/intranet._index.tsx"),
    route("planos", "routes/intranet.planos.tsx"),
    route("cidades", "routes/intranet.cidades.tsx"),
    route("planos-cidades", "routes/intranet.planos-cidades.tsx"),
    route("planos-empresariais", "routes/intranet.planos-empresariais.tsx"),
    route("planos-empresariais-cidades", "routes/intranet.planos-empresariais-cidades.tsx"),
    route("banners", "routes/intranet.banners.tsx"),
    route("banners-streaming", "routes/intranet.banners-streaming.tsx"),
    route("blog", "routes/intranet.blog.tsx"),
    route("paginas", "routes/intranet.paginas.tsx"),
    route("streaming", "routes/intranet.streaming.tsx"),
    route("indicacoes", "routes/intranet.indicacoes.tsx"),
    route("contatos", "routes/intranet.contatos.tsx"),
    route("status-rede", "routes/intranet.status-rede.tsx"),
    route("configuracoes", "routes/intranet.configuracoes.tsx"),
    route("historico", "routes/intranet.historico.tsx"),
    route("lixeira", "routes/intranet.lixeira.tsx"),
    route("equipe", "routes/intranet.equipe.tsx"),
    route("conta", "routes/intranet.conta.tsx"),
    route("sair", "routes/intranet.sair.tsx"),
    // Contrate online (issue 56).
    route("contratacoes", "routes/intranet.contratacoes.tsx"),
    route("solicitacoes", "routes/intranet.solicitacoes.tsx"),
    // Issue 57.
    route("painel", "routes/intranet.painel.tsx"),
  ]),
] satisfies RouteConfig;
