import { type ComponentType, use, useEffect } from "react";

// A deferred part (decision 0039): a part of a public page that the server renders in place, as HTML that
// works on its own (a form that posts, links), and that the browser hydrates once its own code has come,
// after the page's first scripts. Its code is a chunk of its own, outside the page's first load.

type Module<P> = { default: ComponentType<P> };
/** A promise React's `use` reads at once once it carries its outcome (React's own thenable fields). */
type Tracked<T> = Promise<T> & { status?: string; value?: T };

const serverLoads: Promise<unknown>[] = [];

/**
 * The browser's parts whose code was asked for and that have not hydrated yet. While there are any, the
 * page's root element says so (`data-parts-loading`), as `data-hydrated` says the page has hydrated:
 * browser tests and monitoring wait for both before they count on every part's behaviour.
 */
const hydrating = new Set<object>();
function markParts() {
  if (hydrating.size > 0) document.documentElement.dataset.partsLoading = String(hydrating.size);
  else delete document.documentElement.dataset.partsLoading;
}

/**
 * The component of a deferred part. Render it inside a `<Suspense>`: while its code loads, React keeps
 * the server's HTML of that boundary as it is (nothing moves, a tap there does what the HTML does) and
 * hydrates it when the code has come. The server loads every part when the server build loads, and
 * renders none before they all have (`deferredPartsReady`), so its HTML never holds a fallback.
 */
export function deferredPart<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> {
  let loading: Tracked<Module<P>> | undefined;
  const key = {};
  const start = () => {
    if (!loading) {
      if (!import.meta.env.SSR) {
        hydrating.add(key);
        markParts();
      }
      const started: Tracked<Module<P>> = load();
      started.then((module) => {
        started.status = "fulfilled";
        started.value = module;
      });
      loading = started;
    }
    return loading;
  };
  if (import.meta.env.SSR) serverLoads.push(start());
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once per part at a module's top level
  function DeferredPart(props: P) {
    const { default: Part } = use(start() as Promise<Module<P>>);
    useEffect(() => {
      hydrating.delete(key);
      markParts();
    }, []);
    return <Part {...props} />;
  }
  return DeferredPart;
}

/** Resolves once the server has loaded every deferred part's code (entry.server.tsx waits for it). */
export async function deferredPartsReady(): Promise<void> {
  await Promise.all(serverLoads);
}
