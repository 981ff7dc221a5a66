import type { ReactNode } from "react";
import { NotFoundContent } from "./not-found-content";

// The frame of a signed preview (decision 0041: 'Visualizar' for articles and pages): the record as visitors
// would see it under a notice, and the answers to a refused or unknown address.

/** The record under the notice that this is a preview and when its address expires. */
export function SignedPreview({ notice, children }: { notice: string; children: ReactNode }) {
  return (
    <main id="conteudo">
      <p role="status" className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950">
        {notice} Este endereço expira em até 1 hora.
      </p>
      {children}
    </main>
  );
}

/** A preview that cannot be shown: a refused (expired, altered) address, or a record that is gone. */
export function SignedPreviewError({ refused, notFound }: { refused?: string; notFound: string }) {
  if (refused)
    return (
      <main id="conteudo" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Visualização indisponível</h1>
        <p className="text-muted-foreground">{refused}</p>
      </main>
    );
  return (
    <main id="conteudo">
      <NotFoundContent hint={notFound} />
    </main>
  );
}
