// The production server's start-up (serve with cluster) with a stand-in for the site whose pages say which
// process answered: the cluster test starts it with WEB_CONCURRENCY=2 on PostgreSQL.
import { serve } from "../serve";
import { fakeSite } from "./fake-site";

await serve({
  cluster: true,
  site: async () =>
    fakeSite(
      ["/", "/404"],
      () => new Response(`pid ${process.pid}`, { headers: { "Content-Type": "text/plain; charset=utf-8" } }),
    ),
  render: async () => async () => new Response("console", { status: 404 }),
});
