// /parceiros' how-it-works video (issue 59) as plain DOM code, run by the page's script: the poster and its
// play link are the page's own; the player (youtube-nocookie.com or Vimeo) is put in only on the press,
// so no request reaches the video's site before the visitor asks. Without scripts the link opens the
// video on its site in a new tab.

/** What the player may do: run, play with sound and full screen, open its own links in a new tab. */
export const VIDEO_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups";

/** The press of the play link puts the player in its place, playing, and moves the focus to it. */
export function bindVideoFacade(root: HTMLElement): void {
  const play = root.querySelector<HTMLAnchorElement>("[data-video-play]");
  const src = root.dataset.videoSrc;
  if (!play || !src) return;
  play.addEventListener("click", (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = root.dataset.videoTitle ?? "";
    frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    frame.allowFullscreen = true;
    frame.setAttribute("sandbox", VIDEO_SANDBOX);
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.className = "size-full";
    play.replaceWith(frame);
    root.dataset.video = "playing";
    frame.focus();
  });
}

/** Every video of the page. */
export function bindVideoFacades(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-video-src]")) bindVideoFacade(root);
}
