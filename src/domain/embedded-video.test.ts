import { describe, expect, it } from "vitest";
import { embeddedVideo } from "./embedded-video";

describe("embeddedVideo", () => {
  it("plays a YouTube address of any form through youtube-nocookie", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
    ])
      expect(embeddedVideo(address)).toEqual({
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
        origin: "https://www.youtube-nocookie.com",
        watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        provider: "YouTube",
      });
  });

  it("plays Vimeo with dnt, and refuses other sites, http and made-up ids", () => {
    expect(embeddedVideo("https://vimeo.com/123456789")?.embedUrl).toBe(
      "https://player.vimeo.com/video/123456789?autoplay=1&dnt=1",
    );
    expect(embeddedVideo("https://example.com/video.mp4")).toBeUndefined();
    expect(embeddedVideo("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeUndefined();
    expect(embeddedVideo('https://www.youtube.com/watch?v=bad"id')).toBeUndefined();
    expect(embeddedVideo("não é endereço")).toBeUndefined();
  });
});
