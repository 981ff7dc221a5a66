import { useEffect, useRef } from "react";
import { ServerHtml, type ServerHtmlValue } from "../../components/server-html";
import { bindCopyButtons } from "./copy-buttons";

/** The desk's server-rendered form or answer, with its copy buttons working once scripts run. */
export function DeskSection({ html }: { html: ServerHtmlValue }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (root && html) return bindCopyButtons(root);
  }, [html]);
  return (
    <div ref={ref} data-copy-buttons="">
      <ServerHtml html={html} />
    </div>
  );
}
