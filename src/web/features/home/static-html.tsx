import { memo } from "react";

/**
 * HTML the server rendered from this app's own constant components (see static-sections.server.tsx).
 * Memoised: React 19 sets innerHTML again on every render that passes a new `{ __html }` object, which
 * would wipe what `useComboCityLinks` wrote into the links each time the page re-renders.
 */
export const StaticHtml = memo(function StaticHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup comes from our own components rendered on the server, with no visitor or staff input in it.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
});
