import { Button } from "../../ui/components/button";
import { Icon } from "../../ui/components/icon";
import { notify } from "../../ui/lib/toast";

/**
 * 'Visualizar' (decision 0041): the saved record, as visitors would read it, in a new tab at a signed
 * address that works for an hour. The tab opens at the click (a window opened after the answer would be
 * blocked) and goes to the address once the server has signed it.
 */
async function openSignedPreview(signedLink: () => Promise<Response>) {
  const tab = window.open("", "_blank");
  try {
    const response = await signedLink();
    if (!response.ok) throw new Error(String(response.status));
    const { path } = (await response.json()) as { path: string };
    if (tab) {
      tab.opener = null;
      tab.location.href = path;
    } else window.location.assign(path);
  } catch {
    tab?.close();
    notify.error("Erro ao abrir a visualização", "Tente novamente em instantes.");
  }
}

/** A row's 'Visualizar' button: `label` names the record for screen readers. */
export function PreviewButton({ label, signedLink }: { label: string; signedLink: () => Promise<Response> }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => void openSignedPreview(signedLink)}
      aria-label={`Visualizar ${label} (abre em nova janela)`}
      title="Visualizar"
    >
      <Icon name="external-link" />
    </Button>
  );
}
