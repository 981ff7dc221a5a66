import { data } from "react-router";
import { SignedPreview, SignedPreviewError } from "../components/signed-preview";
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
    <SignedPreview notice="Visualização: é assim que o artigo aparece no site.">
      <ArticleView article={loaderData.article} html={loaderData.html} />
    </SignedPreview>
  );
}

export function ErrorBoundary() {
  return <SignedPreviewError refused={REFUSED} notFound="Este artigo não existe ou foi removido." />;
}
