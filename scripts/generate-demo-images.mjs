// Writes the demo images shipped in public/: neutral lettered streaming icons (no trademark logos),
// banner artwork and the favicon. Run once after changing the catalogue; the output is committed.
import { mkdirSync, writeFileSync } from "node:fs";

const catalogue = [
  ["netflix", "Netflix"],
  ["disney", "Disney+"],
  ["prime-video", "Prime Video"],
  ["max", "Max"],
  ["globoplay", "Globoplay"],
  ["paramount", "Paramount+"],
  ["apple-tv", "Apple TV+"],
  ["pluto-tv", "Pluto TV"],
  ["claro-tv", "Claro TV+"],
  ["telecine", "Telecine"],
  ["looke", "Looke"],
  ["premiere", "Premiere"],
  ["hbo-max", "HBO Max"],
  ["spotify", "Spotify"],
  ["youtube-premium", "YouTube Premium"],
  ["deezer", "Deezer"],
  ["crunchyroll", "Crunchyroll"],
  ["funimation", "Funimation"],
  ["discovery", "Discovery+"],
  ["star-plus", "Star+"],
];

const initials = (name) =>
  name
    .replace(/\+/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");

mkdirSync("public/images/streaming", { recursive: true });
catalogue.forEach(([id, name], index) => {
  const hue = Math.round((index * 360) / catalogue.length);
  writeFileSync(
    `public/images/streaming/${id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img" aria-label="${name}"><circle cx="20" cy="20" r="20" fill="hsl(${hue} 55% 42%)"/><text x="20" y="25.5" font-family="Arial,Helvetica,sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${initials(name)}</text></svg>\n`,
  );
});

const banners = [
  ["fibra", "#1e3a8a", "#2563eb", "M0 300 Q300 200 600 300 T1200 300 V400 H0Z"],
  ["streaming", "#7c2d12", "#eab308", "M0 320 Q400 220 800 320 T1200 280 V400 H0Z"],
  ["cameras", "#0f172a", "#0ea5e9", "M0 280 Q300 360 600 280 T1200 330 V400 H0Z"],
];
mkdirSync("public/images/banners", { recursive: true });
for (const [id, from, to, wave] of banners) {
  writeFileSync(
    `public/images/banners/${id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="980" cy="120" r="160" fill="#fff" opacity=".08"/><circle cx="1080" cy="260" r="90" fill="#fff" opacity=".1"/><path d="${wave}" fill="#fff" opacity=".12"/></svg>\n`,
  );
}

writeFileSync(
  "public/favicon.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2d4fc4"/><path d="M6 13a14 14 0 0 1 20 0M9.5 16.5a9 9 0 0 1 13 0M13 20a4 4 0 0 1 6 0" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="16" cy="24" r="1.8" fill="#fff"/></svg>\n`,
);
