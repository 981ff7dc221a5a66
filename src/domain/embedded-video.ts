// A video from the settings shown inside a page (/parceiros' how-it-works, issue 59): only YouTube and
// Vimeo, each through its privacy-minded player (youtube-nocookie.com, Vimeo's dnt=1), loaded only when
// the visitor presses play, so no request leaves for the video's site before that.

export type EmbeddedVideo = {
  /** The player's address, which starts playing as it loads (the press was the visitor's). */
  embedUrl: string;
  /** The player's origin, for the Content-Security-Policy's frame-src. */
  origin: string;
  /** The video on its own site, for 'Assistir no YouTube' (a new tab). */
  watchUrl: string;
  /** 'YouTube' or 'Vimeo'. */
  provider: string;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/** The player of a YouTube or Vimeo address; undefined for any other address. */
export function embeddedVideo(address: string): EmbeddedVideo | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:") return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let youtube: string | undefined;
  if (host === "youtu.be") youtube = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") youtube = url.searchParams.get("v") ?? undefined;
    else if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live") youtube = parts[1];
  }
  if (youtube !== undefined) {
    if (!YOUTUBE_ID.test(youtube)) return undefined;
    return {
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
      origin: "https://www.youtube-nocookie.com",
      watchUrl: `https://www.youtube.com/watch?v=${youtube}`,
      provider: "YouTube",
    };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = parts.find((part) => VIMEO_ID.test(part));
    if (!id) return undefined;
    return {
      embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
      origin: "https://player.vimeo.com",
      watchUrl: `https://vimeo.com/${id}`,
      provider: "Vimeo",
    };
  }
  return undefined;
}
