import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Rewrites the page's head so the browser fetches the preloaded JavaScript modules at low priority
 * (decision 0017). The page is whole without them — they only hydrate it — so they must not compete with
 * the HTML, the stylesheet and the first image for the first round trips, and Lighthouse must not count
 * them as holding back the first paint (it treats high-priority scripts fetched before it as blocking).
 * Only the head is buffered and rewritten; the rest streams through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let headDone = false;
  const rewrite = (text: string) =>
    Buffer.from(text.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`));
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      head += decoder.write(chunk);
      if (!head.includes("</head>")) return callback();
      headDone = true;
      const text = head;
      head = "";
      callback(null, rewrite(text));
    },
    flush(callback) {
      if (headDone) return callback();
      callback(null, rewrite(head + decoder.end()));
    },
  });
}
