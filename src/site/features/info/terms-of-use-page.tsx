import type { PublicPage } from "../../../domain";
import { EditablePage } from "./editable-page";

/** Termos de uso: prose staff edit (decision 0041); the CNPJ is filled in from the settings. */
export function TermsOfUsePage({ page }: { page: PublicPage }) {
  return <EditablePage page={page} eyebrow="Institucional" />;
}
