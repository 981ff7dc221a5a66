import { BlogTab } from "../features/blog-tab";
import { NewsletterSection } from "../features/newsletter-section";
import { requireStaff } from "../features/staff.server";
import { consoleMeta, loadError } from "../kit/load-error";
import { appContext, listArticles, listNewsletterSubscribers } from "../server-context.server";
import type { Route } from "./+types/intranet.blog";

export const meta = consoleMeta("Blog");
export const ErrorBoundary = loadError(
  "Erro ao buscar artigos",
  "Não foi possível carregar os artigos do blog",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  await requireStaff(request, app, "marketing");
  const [articles, subscribers] = await Promise.all([
    listArticles(app.db),
    listNewsletterSubscribers(app.db),
  ]);
  return { articles, subscribers };
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogTab articles={loaderData.articles} />
      <NewsletterSection subscribers={loaderData.subscribers} />
    </>
  );
}
