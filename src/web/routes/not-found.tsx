import { data } from "react-router";
import { NotFoundContent } from "../components/not-found-content";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import type { Route } from "./+types/not-found";

/** Longest path written to the log: the client chooses it, and a log line must stay a line. */
const LOGGED_PATH_MAX = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.logger.warn({ path: path.slice(0, LOGGED_PATH_MAX) }, "page not found");
  return data(null, { status: 404 });
}

// Every path this route matches gets the same page: the server stores it once (src/server/http/pages.ts).
// Its links are all it has: it ships no client app (decision 0046).
export const handle = { sharedNotFound: true, staticPage: true } satisfies StaticPageHandle &
  Record<string, unknown>;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Página não encontrada",
    description: "O endereço procurado não existe neste site.",
  }).filter((tag) => !("rel" in tag) && !("property" in tag && tag.property === "og:url")),
  // A missing page has no canonical address and stays out of search results.
  { name: "robots", content: "noindex" },
];

/** SPEC "Not-found page": 404, 'Página não encontrada' (docs/decisions/0029) and a link home. */
export default function NotFound() {
  return <NotFoundContent />;
}
