import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundContent } from "../components/not-found-content";
import { ArticleView } from "../features/blog/article-view";
import { readSignedArticlePreview } from "../server-context.server";
import type { Route } from "./+types/visualizar-artigo";

// 'Visualizar' (decision 0041): an article, draft or not, as visitors would read it, at an address signed by
// the server that works for an hour. The server marks it no-store and noindex (security-headers.ts), and
// it sits outside the public layout, so no page cache ever keeps it.

const REFUSED =
  "Este link de visualização não é válido ou expirou. Abra o artigo no painel e clique em Visualizar de novo.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await readSignedArticlePreview(context, params.id, new URL(request.url));
  if (found === "refused") throw data(REFUSED, { status: 403 });
  if (!found) throw data(null, { status: 404 });
  return { article: found.article, html: found.html };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Visualização: ${loaderData.article.title}` : "Visualização indisponível" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  return (
    <main id="conteudo">
      <p role="status" className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950">
        Visualização: é assim que o artigo aparece no site. Este endereço expira em até 1 hora.
      </p>
      <ArticleView article={loaderData.article} html={loaderData.html} />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) throw error;
  if (error.status === 403)
    return (
      <main id="conteudo" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Visualização indisponível</h1>
        <p className="text-muted-foreground">{REFUSED}</p>
      </main>
    );
  return (
    <main id="conteudo">
      <NotFoundContent hint="Este artigo não existe ou foi removido." />
    </main>
  );
}
