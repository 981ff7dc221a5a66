import { NEW_WINDOW_HINT } from "../../domain/new-window";

/** Tells screen-reader users that a link opens a new window (put it last inside the link). */
export function NewWindowHint() {
  return <span className="sr-only">{NEW_WINDOW_HINT}</span>;
}
