/**
 * A search past its address's limit (the server decides it before rendering, `Astro.locals.searchLimited`):
 * the page answers 429 with this, stored once per catalogue version for every such search.
 */
export function SearchLimited() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">429</p>
      <h1 className="text-2xl font-bold">Muitas buscas em pouco tempo</h1>
      <p className="text-muted-foreground">
        Muitas buscas foram feitas a partir deste endereço. Aguarde alguns segundos e tente novamente.
      </p>
      <a href="/" className="font-semibold text-primary underline underline-offset-4">
        Voltar para a página inicial
      </a>
    </section>
  );
}
