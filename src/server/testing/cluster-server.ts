// The production server's start-up (serve with cluster) with a stand-in for React Router whose pages
// say which process answered: the cluster test starts it with WEB_CONCURRENCY=2 on PostgreSQL.
import { serve } from "../serve";

await serve({
  cluster: true,
  routeTable: async () => ({
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
  }),
  render: async () => async () =>
    new Response(`pid ${process.pid}`, { headers: { "Content-Type": "text/plain; charset=utf-8" } }),
});
