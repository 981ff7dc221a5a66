import { data } from "react-router";
import { BlogPage } from "../features/blog/blog-page";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog";

// The only parameter this page reads: the server drops any other before rendering or caching it. A `?q=`
// (a search sent without JavaScript) is a search like /busca's: normalised, cached apart and limited per
// address, so made-up queries cannot make the server render without end.
export const handle = { queryParams: ["q"], search: true };

export function loader({ request, context }: Route.LoaderArgs) {
  // Over the address's search limit: the error page says so (root.tsx).
  if (context.searchLimited) throw data(null, { status: 429 });
  return { q: new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "" };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blog",
    description:
      "Dicas de Wi-Fi, tecnologia, segurança, entretenimento e trabalho remoto para aproveitar melhor a sua internet.",
    path: "/blog",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  // A new ?q= (a search submitted without JavaScript, or history) starts a fresh state.
  return <BlogPage key={loaderData.q} initialQuery={loaderData.q} />;
}
