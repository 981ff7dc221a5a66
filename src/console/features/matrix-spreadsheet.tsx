import { useId, useRef, useState } from "react";
import type { MatrixImportPreview } from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/components/dialog";
import { Icon } from "../../ui/components/icon";
import { notify } from "../../ui/lib/toast";
import type { ResponseLike } from "../kit/api";
import { saveDownload, useStaffCall } from "../kit/staff-call";
import { useMutation } from "../kit/use-mutation";

/** The calls of one matrix's spreadsheet: export, preview and import (decision 0040). */
export type SpreadsheetCalls = {
  exportCsv: () => Promise<ResponseLike & Response>;
  preview: (file: string) => Promise<ResponseLike>;
  apply: (file: string, token: string) => Promise<ResponseLike>;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The file's bytes as base64, as the API takes them (the server decodes UTF-8 or Windows-1252). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * 'Exportar CSV' and 'Importar CSV' of the plan × city matrix: the import shows every change and every
 * refused row before anything is written, and 'Aplicar' saves the changes together.
 */
export function MatrixSpreadsheet({ calls, fileName }: { calls: SpreadsheetCalls; fileName: string }) {
  const call = useStaffCall();
  const mutation = useMutation();
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [busy, setBusy] = useState<"export" | "import" | null>(null);
  const [shown, setShown] = useState<{ file: string; name: string; preview: MatrixImportPreview } | null>(
    null,
  );

  const exportCsv = async () => {
    if (busy) return;
    setBusy("export");
    try {
      const response = await call(calls.exportCsv, "Erro ao exportar CSV");
      if (!response) return;
      await saveDownload(response, fileName);
      notify.success("CSV exportado");
    } finally {
      setBusy(null);
    }
  };

  const read = async (chosen: File | undefined) => {
    if (!chosen || busy) return;
    setBusy("import");
    try {
      const file = await base64Of(chosen);
      const response = await call(() => calls.preview(file), "Erro ao ler a planilha");
      if (!response) return;
      const { preview } = (await response.json()) as { preview: MatrixImportPreview };
      setShown({ file, name: chosen.name, preview });
    } finally {
      setBusy(null);
      if (input.current) input.current.value = "";
    }
  };

  const apply = async () => {
    if (!shown) return;
    const outcome = await mutation.run(() => calls.apply(shown.file, shown.preview.token), {
      success: (body) => {
        const { created, updated } = (body as { result: { created: number; updated: number } }).result;
        return `Planilha importada: ${plural(created, "associação criada", "associações criadas")}, ${plural(updated, "alterada", "alteradas")}.`;
      },
      failure: "Erro ao importar a planilha",
    });
    if (outcome.ok) setShown(null);
  };

  const changes = shown?.preview.changes ?? [];
  const refused = shown?.preview.refused ?? [];
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm-touch" busy={busy === "export"} onClick={() => void exportCsv()}>
        <Icon name="download" />
        Exportar CSV
      </Button>
      <input
        ref={input}
        id={`${ids}-file`}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => void read(event.target.files?.[0])}
      />
      <Button
        variant="outline"
        size="sm-touch"
        busy={busy === "import"}
        onClick={() => input.current?.click()}
      >
        Importar CSV
      </Button>
      <Dialog open={shown !== null} onOpenChange={(open) => !open && !mutation.pending && setShown(null)}>
        <DialogContent width="xl">
          <DialogHeader>
            <DialogTitle>Importar planilha</DialogTitle>
            <DialogDescription>
              {shown?.name}: {plural(shown?.preview.rows ?? 0, "linha", "linhas")},{" "}
              {plural(changes.length, "alteração", "alterações")} e{" "}
              {plural(refused.length, "linha recusada", "linhas recusadas")}. Nada foi salvo ainda;
              associações que não estão na planilha ficam como estão.
            </DialogDescription>
          </DialogHeader>
          <div className="flex max-h-[55vh] flex-col gap-4 overflow-y-auto text-sm">
            <section aria-labelledby={`${ids}-changes`}>
              <h3 id={`${ids}-changes`} className="font-semibold">
                Alterações
              </h3>
              {changes.length === 0 ? (
                <p className="text-muted-foreground">Nenhuma alteração: a matriz já está como na planilha.</p>
              ) : (
                <ul className="mt-1 list-disc pl-5" data-testid="import-changes">
                  {changes.map((change) => (
                    <li key={`${change.line}:${change.text}`}>{change.text}</li>
                  ))}
                </ul>
              )}
            </section>
            {refused.length > 0 && (
              <section aria-labelledby={`${ids}-refused`}>
                <h3 id={`${ids}-refused`} className="font-semibold text-destructive">
                  Linhas recusadas
                </h3>
                <ul className="mt-1 list-disc pl-5" data-testid="import-refused">
                  {refused.map((row) => (
                    <li key={row.line}>
                      Linha {row.line}: {row.reason}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={mutation.pending} onClick={() => setShown(null)}>
              Cancelar
            </Button>
            <Button
              disabled={changes.length === 0}
              busy={mutation.pending}
              onClick={() => !mutation.pending && void apply()}
            >
              {changes.length === 1 ? "Aplicar 1 alteração" : `Aplicar ${changes.length} alterações`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
