import type { ReactNode } from "react";
import type { PublicPage } from "../../../domain";
import { cn } from "../../../ui/lib/utils";
import { HtmlBlock } from "../../components/html-block";
import { PageCover } from "../../components/page-cover";
import { InfoPage } from "./info-page";

/**
 * An information page whose prose staff edit in the console's 'Páginas' tab (decision 0041): its title,
 * lead, cover and body come from the page record (the body as the HTML stored with it, drawn by the one
 * Markdown renderer); the parts that are not prose (contact blocks from the settings, figures, forms) stay
 * components, `before` the body or after it (`children`).
 */
export function EditablePage({
  page,
  eyebrow,
  before,
  children,
  relaxed = true,
}: {
  page: PublicPage;
  eyebrow?: string;
  before?: ReactNode;
  children?: ReactNode;
  /** Reading text's line height (a page of sections); off for a line under a component (the FAQ's). */
  relaxed?: boolean;
}) {
  return (
    <InfoPage eyebrow={eyebrow} title={page.title} lead={page.lead || undefined}>
      <PageCover page={page} />
      {before}
      <HtmlBlock
        html={page.html}
        className={cn("content-body info-prose", relaxed && "leading-relaxed")}
        data-testid="page-body"
      />
      {children}
    </InfoPage>
  );
}

/** An editable page's head: the SEO title and description staff wrote, its cover for link previews. */
export function editablePageHead(page: PublicPage) {
  return { title: page.seoTitle, description: page.seoDescription, image: page.imageUrl || undefined };
}
