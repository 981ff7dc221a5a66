import { useRef } from "react";
import { ServerHtml, type ServerHtmlValue } from "../../components/server-html";
import { useCopyButtons } from "./copy-buttons";

/** The desk's server-rendered form or answer, with its copy buttons working once scripts run. */
export function DeskSection({ html }: { html: ServerHtmlValue }) {
  const ref = useRef<HTMLDivElement>(null);
  useCopyButtons(ref, html);
  return (
    <div ref={ref}>
      <ServerHtml html={html} />
    </div>
  );
}
