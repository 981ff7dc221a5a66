// An outside site's frame (external-frame.tsx) as plain DOM code, run by the script of the pages that hold
// one (/cliente, /trabalhe-conosco, /streamings).

/**
 * What a framed page may do: run its scripts with its own origin (logins need their cookies), send forms,
 * open its documents in new tabs and download them (invoices). It may not navigate this page. The CSP's
 * frame-src allows only the origins in the site settings (src/server/http/frame-sources.ts).
 */
export const FRAME_SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads";

/**
 * Puts the frame its box describes (`data-frame-src`, `data-frame-title`) into the box: on the press of the
 * consent button (`data-frame-consent`) when there is one, else after the next paint. A connection to
 * another origin (DNS, TLS, its page and scripts) would otherwise delay this page's first paint by about a
 * second on a phone. Marks the root `data-frame="loaded"`, which its classes follow.
 */
export function bindExternalFrame(root: HTMLElement): void {
  const box = root.querySelector<HTMLElement>("[data-frame-src]");
  if (!box) return;
  const load = () => {
    if (box.querySelector("iframe")) return;
    const frame = document.createElement("iframe");
    frame.src = box.dataset.frameSrc ?? "";
    frame.title = box.dataset.frameTitle ?? "";
    frame.setAttribute("sandbox", FRAME_SANDBOX);
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.className = "size-full";
    box.append(frame);
    root.dataset.frame = "loaded";
  };
  const consent = root.querySelector("[data-frame-consent]");
  if (consent) consent.addEventListener("click", load);
  else requestAnimationFrame(() => setTimeout(load, 0));
}

/** Every outside site's frame of the page (a page's script: /cliente's portal, the jobs' listing). */
export function bindExternalFrames(): void {
  for (const box of document.querySelectorAll<HTMLElement>("[data-frame-src]"))
    bindExternalFrame(box.parentElement!);
}
