import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"\\]+");\s*$/gm;
const SCRIPT_END = "</script>";

/**
 * Starts the page's JavaScript after its first paint (decision 0018). The page is whole without its scripts
 * — they only hydrate it — so nothing of them may be fetched before the browser has painted:
 * - the head's `<link rel="modulepreload">`s are taken out;
 * - React Router's bootstrap module (`import * as route0 from "…"` … `import("entry.client")`) waits until
 *   the browser reports its first paint, then adds those preloads back and imports the same modules dynamically.
 * Hydration itself is unchanged; it starts just after the first paint instead of before it. Only the head and the bootstrap script are held;
 * the rest streams through untouched.
 */
export function hydrateAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let state: "head" | "body" | "script" | "done" = "head";
  let preloads: string[] = [];

  /** Moves as much of `pending` as can be decided now to the output. */
  const advance = (final: boolean): string => {
    let out = "";
    if (state === "head") {
      const end = pending.indexOf("</head>");
      if (end === -1 && !final) return out;
      const cut = end === -1 ? pending.length : end;
      const head = pending.slice(0, cut);
      preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
      out += head.replace(MODULE_PRELOAD, "");
      pending = pending.slice(cut);
      state = "body";
    }
    if (state === "body") {
      const start = pending.search(MODULE_SCRIPT);
      if (start === -1) {
        // Keep a tail that could be the start of the script tag cut by a chunk boundary.
        const keep = final ? 0 : Math.min(pending.length, 256);
        out += pending.slice(0, pending.length - keep);
        pending = pending.slice(pending.length - keep);
        return out;
      }
      out += pending.slice(0, start);
      pending = pending.slice(start);
      state = "script";
    }
    if (state === "script") {
      const end = pending.indexOf(SCRIPT_END);
      if (end === -1) {
        if (!final) return out;
        state = "done";
        return out + pending;
      }
      const tag = pending.match(MODULE_SCRIPT)![0];
      const body = pending.slice(tag.length, end);
      out += tag + afterFirstPaint(body, preloads) + SCRIPT_END;
      pending = pending.slice(end + SCRIPT_END.length);
      state = "done";
    }
    out += pending;
    pending = "";
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (state === "done") return callback(null, chunk);
      pending += decoder.write(chunk);
      const out = advance(false);
      callback(null, out ? Buffer.from(out) : undefined);
    },
    flush(callback) {
      pending += decoder.end();
      const out = state === "done" ? pending : advance(true);
      callback(null, out ? Buffer.from(out) : undefined);
    },
  });
}

/** The bootstrap module rewritten to wait for a painted frame, then import what it imported statically. */
function afterFirstPaint(body: string, preloads: string[]): string {
  const imports = [...body.matchAll(STATIC_IMPORT)];
  const rest = body.replace(STATIC_IMPORT, "");
  const names = imports.map((match) => match[1]).join(", ");
  const loads = imports.map((match) => `import(${match[2]})`).join(", ");
  return [
    // Once the browser reports its first contentful paint (a hidden tab reports it when shown). A browser
    // without paint timing starts after a moment; a page that never paints content, after 3 s.
    'await new Promise((go) => { if (PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) go(); }).observe({ type: "paint", buffered: true }); else setTimeout(go, 300); setTimeout(go, 3000); });',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join("\n");
}
