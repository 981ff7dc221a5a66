import { BlogPage } from "../features/blog/blog-page";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog";

// The only parameter this page reads: the server drops any other before rendering or caching it.
export const handle = { queryParams: ["q"] };

export function loader({ request }: Route.LoaderArgs) {
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
