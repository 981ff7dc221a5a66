/**
 * The speculation rules a page without the client app carries (decision 0047): its links to the site's other
 * pages are page loads, so the browser fetches the page a visitor is about to open (a pointer resting on the
 * link, a tap starting) and the load is instant, served from the store of rendered pages (issue 39, point 5).
 * Left out: the console, sign-in and previews (a session, no store), the API, any address with a query (a
 * search or a filter, limited per visitor address: a hover must not spend a visitor's searches) and
 * downloads. Inlined by root.tsx from the server's render only, so no browser chunk holds the text.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/intranet*",
                "/auth*",
                "/definir-senha*",
                "/visualizar/*",
                "/api/*",
                "/*\\?(.+)",
              ],
            },
          },
          { not: { selector_matches: "[download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
