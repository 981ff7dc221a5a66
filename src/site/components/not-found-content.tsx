const LINK_CLASS = "font-semibold text-primary underline underline-offset-4";

/**
 * SPEC "Not-found page": 404, its heading in pt-BR ('Página não encontrada', docs/decisions/0029) and a
 * link home. One markup for the `*` route and
 * for every page whose loader answers 404 (an unknown city, article or streaming service), each of which
 * may add a line of its own and a link back to its list.
 */
export function NotFoundContent({ hint, back }: { hint?: string; back?: { to: string; label: string } }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">Página não encontrada</h1>
      <p className="text-muted-foreground">
        {hint ??
          "O endereço pode ter mudado ou não existe mais. Confira o que foi digitado ou comece pela página inicial."}
      </p>
      <div className="flex flex-wrap justify-center gap-4">
        {back && (
          <a href={back.to} className={LINK_CLASS}>
            {back.label}
          </a>
        )}
        <a href="/" className={LINK_CLASS}>
          Voltar para a página inicial
        </a>
      </div>
    </section>
  );
}
