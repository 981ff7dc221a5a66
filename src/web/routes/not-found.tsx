import { data, Link } from "react-router";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/not-found";

/** Longest path written to the log: the client chooses it, and a log line must stay a line. */
const LOGGED_PATH_MAX = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.logger.warn({ path: path.slice(0, LOGGED_PATH_MAX) }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Página não encontrada",
    description: "O endereço procurado não existe neste site.",
  }).filter((tag) => !("rel" in tag) && !("property" in tag && tag.property === "og:url")),
  // A missing page has no canonical address and stays out of search results.
  { name: "robots", content: "noindex" },
];

/** SPEC "Not-found page": 404, 'Oops! Page not found' and a link home. */
export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold" lang="en">
        Oops! Page not found
      </h1>
      <p className="text-muted-foreground">
        Página não encontrada: o endereço pode ter mudado ou não existe mais. Confira o que foi digitado ou
        comece pela página inicial.
      </p>
      <Link to="/" className="font-semibold text-primary underline underline-offset-4">
        Voltar para a página inicial
      </Link>
    </section>
  );
}
