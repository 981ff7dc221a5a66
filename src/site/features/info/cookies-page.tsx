import type { PublicPage } from "../../../domain";
import { EditablePage } from "./editable-page";

/** The cookie policy: prose staff edit, all of it (decision 0041). */
export function CookiesPage({ page }: { page: PublicPage }) {
  return <EditablePage page={page} eyebrow="Privacidade" />;
}
