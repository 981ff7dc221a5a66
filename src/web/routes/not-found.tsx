import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.logger.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Página não encontrada" }];

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">Ops! Página não encontrada</h1>
      <Link to="/" className="font-semibold text-primary underline underline-offset-4">
        Voltar para a página inicial
      </Link>
    </section>
  );
}
