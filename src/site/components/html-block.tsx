import type { ComponentProps } from "react";

/**
 * HTML the server made itself: an article's or an editable page's body (the Markdown renderer's output,
 * src/server/content/markdown.ts, which allows no raw HTML). Never a visitor's or staff member's text as it
 * was typed, nor our own components' markup (render those as components).
 */
export function HtmlBlock({
  html,
  as: Element = "div",
  ...props
}: { html: string; as?: "div" | "footer" } & Omit<ComponentProps<"div">, "children">) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the Markdown renderer's output (see above).
  return <Element {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
