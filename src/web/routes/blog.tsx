import { data } from "react-router";
import { categoriesOf } from "../features/blog/articles";
import { BlogPage, pageCount } from "../features/blog/blog-page";
import { answerNewsletterSignUp } from "../features/blog/newsletter.server";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { listPublishedArticles } from "../server-context.server";
import type { Route } from "./+types/blog";

// The parameters this page reads: the server drops any other before rendering or caching it. A `?q=`
// (a search sent without JavaScript) is a search like /busca's: normalised, cached apart and limited per
// address, so made-up queries cannot make the server render without end. A category or page that does not
// exist is a 404, which is never cached.
// The categories and pages are the site's own links (`=*`: any value, in the site's render lane): a crawler
// fetching four of them at once got 503 in the free-text lane, which takes one render per address.
// A first load ships no client app (decisions 0043, 0046): the search box searches when sent, as the site's
// search does, and the newsletter box posts here; reached inside the app, the search filters as one types.
export const handle = {
  queryParams: ["q", "categoria=*", "pagina=*"],
  search: true,
  staticPage: true,
} satisfies StaticPageHandle & Record<string, unknown>;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Over the address's search limit: the error page says so (root.tsx).
  if (context.searchLimited) throw data(null, { status: 429 });
  const params = new URL(request.url).searchParams;
  const articles = await listPublishedArticles(context);
  const categorySlug = params.get("categoria");
  const category =
    categorySlug === null ? undefined : categoriesOf(articles).find((c) => c.slug === categorySlug);
  const pageParam = params.get("pagina");
  const page = pageParam === null ? 1 : /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : 0;
  const listed = category ? articles.filter((article) => article.category === category.name) : articles;
  if ((categorySlug !== null && !category) || page < 1 || page > pageCount(listed)) {
    context.logger.warn({ path: new URL(request.url).pathname }, "page not found");
    throw data(null, { status: 404 });
  }
  return { q: params.get("q")?.slice(0, 100) ?? "", articles, category, page };
}

/** The newsletter box's post (with or without scripts). */
export async function action({ request, context }: Route.ActionArgs) {
  return answerNewsletterSignUp(context, request);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.category ? `Blog: ${args.data.category.name}` : "Blog",
    description:
      "Dicas de Wi-Fi, tecnologia, segurança, entretenimento e trabalho remoto para aproveitar melhor a sua internet.",
    path: "/blog",
  }).concat({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "Blog",
    href: "/blog/feed.xml",
  });

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  const { q, articles, category, page } = loaderData;
  // A new ?q= (a search submitted without JavaScript, or history) starts a fresh state.
  return (
    <BlogPage
      key={`${q}|${category?.slug ?? ""}|${page}`}
      initialQuery={q}
      articles={articles}
      category={category}
      page={page}
      newsletter={actionData}
    />
  );
}
