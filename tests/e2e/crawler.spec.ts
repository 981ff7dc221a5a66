import { type APIRequestContext, expect, test } from "@playwright/test";
import { routePatterns } from "../../scripts/sitemap-sample";
import { matchPageRoute } from "../../src/site/adapter/page-files";

// Starts at / and follows every internal link of every page it reaches, over plain HTTP (no browser:
// the pages are server-rendered, so their links are in the HTML). Fails on any answer of 400 or more,
// naming each broken link and the pages that link to it.
//
// Decisions:
// - /intranet and /auth need a session: a link to them is fetched (it must answer, /intranet by
//   redirecting to /auth) but their own links are not followed.
// - Every page is fetched, but a route with a parameter (city pages, articles, guides) has its links
//   read on its first FOLLOW_PER_ROUTE pages only: the rest share the same layout and links.
// - Redirects inside the site are followed and the final answer judged; one out of the site counts as working.

const STAFF_PATHS = /^\/(intranet|auth)(\/|$)/;
const FOLLOW_PER_ROUTE = 3;
const MAX_PAGES = 2_000;

/** The targets of a page's <a href>, decoded. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

type Visit = { status: number; error?: string };

/**
 * Fetches a page, following redirects inside the site only: a redirect out of it (/chat → the WhatsApp
 * chat) is a working link whose target this test does not judge.
 */
async function fetchPage(request: APIRequestContext, path: string, origin: string) {
  try {
    let url = new URL(path, origin);
    for (let hop = 0; hop < 10; hop++) {
      const response = await request.get(url.pathname + url.search, {
        maxRedirects: 0,
        failOnStatusCode: false,
        timeout: 15_000,
      });
      const location = response.headers().location;
      if (response.status() >= 300 && response.status() < 400 && location) {
        url = new URL(location, url);
        if (url.origin !== origin) return { status: response.status(), html: "" };
        continue;
      }
      const type = response.headers()["content-type"] ?? "";
      return { status: response.status(), html: type.startsWith("text/html") ? await response.text() : "" };
    }
    return { status: 0, html: "", error: "more than 10 redirects" };
  } catch (error) {
    return {
      status: 0,
      html: "",
      error: error instanceof Error ? error.message.split("\n")[0] : String(error),
    };
  }
}

test("every internal link, from / onwards, answers below 400", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const routes = routePatterns();
  const followedPerRoute = new Map<string, number>();
  const visits = new Map<string, Visit>();
  const linkedFrom = new Map<string, Set<string>>();
  const queue = ["/"];
  linkedFrom.set("/", new Set(["(start)"]));

  const shouldFollow = (path: string) => {
    const pathname = new URL(path, origin).pathname;
    if (STAFF_PATHS.test(pathname)) return false;
    // The route the site renders the path with: a fixed page beside a parameter's route is its own.
    const route = matchPageRoute(routes, pathname);
    if (!route?.includes("[")) return true;
    const count = followedPerRoute.get(route) ?? 0;
    followedPerRoute.set(route, count + 1);
    return count < FOLLOW_PER_ROUTE;
  };

  while (queue.length > 0 && visits.size < MAX_PAGES) {
    // A few at a time: the server is shared with other checks, and the order stays deterministic enough.
    const batch = queue.splice(0, 4);
    const pages = await Promise.all(
      batch.map(async (path) => ({ path, ...(await fetchPage(request, path, origin)) })),
    );
    for (const { path, status, html, error } of pages) {
      visits.set(path, { status, error });
      if (status >= 400 || status === 0 || !html || !shouldFollow(path)) continue;
      const base = new URL(path, origin);
      for (const href of hrefsOf(html)) {
        if (!href || href.startsWith("#")) continue;
        let url: URL;
        try {
          url = new URL(href, base);
        } catch {
          continue;
        }
        if (url.origin !== origin) continue;
        const target = url.pathname + url.search;
        const sources = linkedFrom.get(target) ?? new Set<string>();
        sources.add(path);
        linkedFrom.set(target, sources);
        if (!visits.has(target) && !queue.includes(target)) queue.push(target);
      }
    }
  }

  const broken = [...visits]
    .filter(([, visit]) => visit.status >= 400 || visit.status === 0)
    .map(([path, visit]) => {
      const sources = [...(linkedFrom.get(path) ?? [])].slice(0, 5);
      const more = (linkedFrom.get(path)?.size ?? 0) - sources.length;
      const answer = visit.status === 0 ? `no answer (${visit.error})` : String(visit.status);
      return `${path} → ${answer}\n    linked from ${sources.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
    });
  console.log(`crawler: ${visits.size} pages fetched, ${broken.length} broken`);
  expect(visits.size, "the crawl stopped at its page limit: a link generator is running away").toBeLessThan(
    MAX_PAGES,
  );
  expect(broken, `Broken internal links (${broken.length}):\n${broken.join("\n")}`).toEqual([]);
});
