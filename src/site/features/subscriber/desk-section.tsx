import type { ReactElement } from "react";

/** The desk's form or answer, rendered for this request; the page's script makes its copy buttons work. */
export function DeskSection({ view }: { view: ReactElement }) {
  return (
    <div data-copy-buttons="">
      <div>{view}</div>
    </div>
  );
}
