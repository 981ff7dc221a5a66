/** HTML the server rendered from this app's own constant components (see static-sections.server.tsx). */
export function StaticHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup comes from our own components rendered on the server, with no visitor or staff input in it.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
