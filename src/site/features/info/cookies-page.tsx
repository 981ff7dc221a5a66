import type { PublicPage, SiteSettings } from "../../../domain";
import { CookieCategories } from "./cookie-categories";
import { EditablePage } from "./editable-page";

/**
 * The cookie policy: prose staff edit (decision 0041), then what each category loads, drawn from the
 * settings (issue 57), so it names exactly the tags this site may load.
 */
export function CookiesPage({ page, settings }: { page: PublicPage; settings: SiteSettings }) {
  return (
    <EditablePage page={page} eyebrow="Privacidade">
      <CookieCategories settings={settings} />
    </EditablePage>
  );
}
