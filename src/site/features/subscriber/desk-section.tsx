import { HtmlBlock } from "../../components/html-block";

/** The desk's server-rendered form or answer; the page's script makes its copy buttons work. */
export function DeskSection({ html }: { html: string }) {
  return (
    <div data-copy-buttons="">
      <HtmlBlock html={html} />
    </div>
  );
}
