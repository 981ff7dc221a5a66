import { useState } from "react";
import { Button } from "../../ui/components/button";
import { Icon } from "../../ui/components/icon";
import { notify } from "../../ui/lib/toast";
import { saveDownload, useStaffCall } from "./staff-call";

/**
 * A list's 'Exportar CSV': a POST (the server audits each export) whose answer is saved under the name the
 * server gave it, else `fileName`. One export at a time.
 */
export function ExportCsvButton({
  request,
  fileName,
}: {
  request: () => Promise<Response>;
  fileName: string;
}) {
  const [exporting, setExporting] = useState(false);
  const call = useStaffCall();
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const response = await call(request, "Erro ao exportar CSV");
      if (!response) return;
      await saveDownload(response, fileName);
      notify.success("CSV exportado");
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="outline" busy={exporting} onClick={() => void exportCsv()}>
      <Icon name="download" />
      Exportar CSV
    </Button>
  );
}
