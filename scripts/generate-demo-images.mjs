// Writes the demo images shipped in public/: the streaming services' logos, banner artwork and the
// favicon. Run once after changing the catalogue; the output is committed.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import sharp from "sharp";

// Streaming logos, as rounded tiles (app-icon shape). Where simple-icons draws the service's mark, the tile
// carries it: the paths below are copied from simple-icons 16.37.0 (https://simpleicons.org), released under
// CC0 1.0 (public domain dedication); the marks themselves remain their owners' trademarks, shown to name
// the service a plan includes. simple-icons has no Globoplay, Looke, Telecine, Premiere, Disney+, Prime
// Video, Claro, Pluto TV, Discovery+, Funimation or Star+ mark: those get the name set in type, never an
// invented symbol. (simple-icons' "max" is Cycling '74's Max; the streaming Max uses "hbomax", its 2025 mark.)
const SIMPLE_ICONS = {
  appletv:
    "M20.57 17.735h-1.815l-3.34-9.203h1.633l2.02 5.987c.075.231.273.9.586 2.012l.297-.997.33-1.006 2.094-6.004H24zm-5.344-.066a5.76 5.76 0 0 1-1.55.207c-1.23 0-1.84-.693-1.84-2.087V9.646h-1.063V8.532h1.121V7.081l1.476-.602v2.062h1.707v1.113H13.38v5.805c0 .446.074.75.214.932.14.182.396.264.75.264.207 0 .495-.041.883-.115zm-7.29-5.343c.017 1.764 1.55 2.358 1.567 2.366-.017.042-.248.842-.808 1.658-.487.71-.99 1.418-1.79 1.435-.783.016-1.03-.462-1.93-.462-.89 0-1.17.445-1.913.478-.758.025-1.344-.775-1.838-1.484-.998-1.451-1.765-4.098-.734-5.88.51-.89 1.426-1.451 2.416-1.46.75-.016 1.468.512 1.93.512.461 0 1.327-.627 2.234-.536.38.016 1.452.157 2.136 1.154-.058.033-1.278.743-1.27 2.219M6.468 7.988c.404-.495.685-1.18.61-1.864-.585.025-1.294.388-1.723.883-.38.437-.71 1.138-.619 1.806.652.05 1.328-.338 1.732-.825Z",
  crunchyroll:
    "M2.909 13.436C2.914 7.61 7.642 2.893 13.468 2.898c5.576.005 10.137 4.339 10.51 9.819q.021-.351.022-.706C24.007 5.385 18.64.006 12.012 0S.007 5.36 0 11.988 5.36 23.994 11.988 24q.412 0 .815-.027c-5.526-.338-9.9-4.928-9.894-10.538Zm16.284.155a4.1 4.1 0 0 1-4.095-4.103 4.1 4.1 0 0 1 2.712-3.855 8.95 8.95 0 0 0-4.187-1.037 9.007 9.007 0 1 0 8.997 9.016q-.001-.847-.15-1.651a4.1 4.1 0 0 1-3.278 1.63Z",
  deezer:
    "M.693 10.024c.381 0 .693-1.256.693-2.807 0-1.55-.312-2.807-.693-2.807C.312 4.41 0 5.666 0 7.217s.312 2.808.693 2.808ZM21.038 1.56c-.364 0-.684.805-.91 2.096C19.765 1.446 19.184 0 18.526 0c-.78 0-1.464 2.036-1.784 5-.312-2.158-.788-3.536-1.325-3.536-.745 0-1.386 2.704-1.62 6.472-.442-1.932-1.083-3.145-1.793-3.145s-1.35 1.213-1.793 3.145c-.242-3.76-.874-6.463-1.628-6.463-.537 0-1.013 1.378-1.325 3.535C6.938 2.036 6.262 0 5.474 0c-.658 0-1.247 1.447-1.602 3.665-.217-1.291-.546-2.105-.91-2.105-.675 0-1.221 2.807-1.221 6.272 0 3.466.546 6.273 1.221 6.273.277 0 .537-.476.736-1.273.32 2.928.996 4.938 1.776 4.938.606 0 1.143-1.204 1.507-3.11.251 3.622.875 6.195 1.602 6.195.46 0 .875-1.023 1.187-2.677C10.142 21.6 11 24 12.004 24c1.005 0 1.863-2.4 2.235-5.822.312 1.654.727 2.677 1.186 2.677.728 0 1.352-2.573 1.603-6.195.364 1.906.9 3.11 1.507 3.11.78 0 1.455-2.01 1.775-4.938.208.797.46 1.273.737 1.273.675 0 1.22-2.807 1.22-6.273-.008-3.457-.553-6.272-1.23-6.272ZM23.307 10.024c.381 0 .693-1.256.693-2.807 0-1.55-.312-2.807-.693-2.807-.381 0-.693 1.256-.693 2.807s.312 2.808.693 2.808Z",
  hbomax:
    "M3.784 8.716c-.655 0-1.32.29-2.173.946v-.78H0v6.236h1.715V11.24c.749-.592 1.091-.78 1.372-.78.333 0 .551.209.551.729v3.928h1.715V11.23c.748-.582 1.081-.769 1.372-.769.333 0 .55.208.55.728v3.928H8.99v-4.53c0-1.403-.8-1.871-1.57-1.871-.654 0-1.32.27-2.192.936-.28-.697-.894-.936-1.444-.936zm8.689 0c-1.705 0-3.118 1.466-3.118 3.284 0 1.82 1.413 3.285 3.118 3.285.842 0 1.57-.312 2.131-.988v.82h1.632V8.883h-1.632v.822c-.561-.676-1.29-.988-2.131-.988zm4.064.166c.707 1.102 1.507 2.09 2.443 3.077a26.593 26.593 0 0 0-2.443 3.16h2.069a13.603 13.603 0 0 1 1.673-2.183 14.067 14.067 0 0 1 1.632 2.182H24a25.142 25.142 0 0 0-2.432-3.16A23.918 23.918 0 0 0 24 8.883h-2.047a14.65 14.65 0 0 1-1.674 2.11 13.357 13.357 0 0 1-1.674-2.11zm-3.804 1.279c1.018 0 1.84.82 1.84 1.84a1.837 1.837 0 0 1-1.84 1.839c-1.019 0-1.84-.82-1.84-1.84 0-1.018.821-1.84 1.84-1.84zm0 .415c-.78 0-1.414.633-1.414 1.423s.634 1.424 1.413 1.424c.78 0 1.414-.634 1.414-1.424s-.634-1.424-1.414-1.424z",
  netflix:
    "m5.398 0 8.348 23.602c2.346.059 4.856.398 4.856.398L10.113 0H5.398zm8.489 0v9.172l4.715 13.33V0h-4.715zM5.398 1.5V24c1.873-.225 2.81-.312 4.715-.398V14.83L5.398 1.5z",
  paramountplus:
    "M16.347 21.373c.057-.084.151-.314-.025-.74l-.53-1.428c-.073-.182.084-.293.19-.173 0 0 1.004 1.157 1.264 1.64l.495.822c.425.028 1.6.06 2.732.06a3.26 3.26 0 0 1-.316-.364c-1.93-2.392-3.154-3.724-3.166-3.737-.391-.426-.572-.508-.87-.643a4.82 4.82 0 0 1-.138-.065v.364c0 .047-.057.073-.086.022l-2.846-5.001a1.598 1.598 0 0 0-.508-.587l-.277-.194-1.354 3.123c.212 0 .354.216.27.409l-1.25 2.893h1.147c.443 0 .883.087 1.294.255l.302.125s-.913 1.878-.913 2.867c0 .181.028.362.075.534h2.104l-.096-.595s1.266.294 2.502.413M12 2.437c-6.627 0-12 5.373-12 12 0 2.669.873 5.133 2.346 7.126.503-.218.783-.542.983-.791l2.234-2.858a.467.467 0 0 1 .179-.138l.336-.146 3.674-4.659.534-.417 1.094-1.524a.482.482 0 0 1 .101-.102l.478-.347a.34.34 0 0 1 .398-.004l.578.407c.308.216.557.504.726.84l2.322 4.077c.051.09.09.129.182.174.454.227.732.268 1.33.913.277.304 1.495 1.666 3.203 3.784.236.318.538.588.963.783A11.948 11.948 0 0 0 24 14.437c0-6.627-5.373-12-12-12M3.236 15.1l-.778-.253-.48.662v-.818l-.778-.253.778-.253v-.818l.48.662.778-.253-.48.662Zm-.185 2.676-.252.778-.253-.778h-.818l.661-.481-.253-.777.663.48.66-.48-.252.777.662.481Zm.156-6.195.253.778-.661-.48-.663.48.253-.778-.66-.48h.817l.253-.778.252.777h.818Zm1.314-1.76L4.04 9.16l-.778.253.48-.661-.48-.663.778.254.48-.662v.818l.778.253-.777.252Zm2.045-2.862-.253.777-.252-.777h-.818l.662-.48-.253-.778.661.48.661-.48-.252.777.662.48Zm2.577-1.313-.48.661V5.49l-.779-.254.778-.253v-.817l.48.66.78-.253-.481.663.48.66zm3.265-.75.253.778-.661-.48-.662.48.252-.777-.66-.481h.818L12 3.637l.252.778h.818zm2.93.595v.816l-.481-.661-.777.252.48-.662-.48-.662.777.253.48-.66v.817l.779.252zm5.426 8.285.778.253.48-.662v.818l.778.253-.778.253v.818l-.48-.662-.778.253.48-.662zm-3.077-6.04-.253-.777h-.818l.662-.48-.253-.778.662.48.662-.48-.254.778.662.48h-.818zm1.792 2.086v-.818l-.777-.252.777-.253V7.68l.481.662.777-.254-.48.663.48.66-.777-.252zm1.469 1.278.253-.777.254.777h.816l-.66.481.252.778-.662-.48-.661.48.253-.778-.662-.48zm.506 6.676-.253.778-.253-.778h-.817l.662-.481-.253-.777.66.48.663-.48-.253.777.661.481zm-12.08-.615.76-1.588c.024-.048-.032-.108-.067-.067l-.664.668c-.313.329-.847 1.25-.95 1.421l-.808 1.335a.109.109 0 0 1 .1.162l-.739 1.238c-.18.309.145.523.189.452 1.157-1.868 1.832-1.719 1.832-1.719l.387-.897c.022-.047-.001-.1-.05-.12-.12-.05-.316-.27.01-.885z",
  spotify:
    "M12 0C5.4 0 0 5.4 0 12s5.4 12 12 12 12-5.4 12-12S18.66 0 12 0zm5.521 17.34c-.24.359-.66.48-1.021.24-2.82-1.74-6.36-2.101-10.561-1.141-.418.122-.779-.179-.899-.539-.12-.421.18-.78.54-.9 4.56-1.021 8.52-.6 11.64 1.32.42.18.479.659.301 1.02zm1.44-3.3c-.301.42-.841.6-1.262.3-3.239-1.98-8.159-2.58-11.939-1.38-.479.12-1.02-.12-1.14-.6-.12-.48.12-1.021.6-1.141C9.6 9.9 15 10.561 18.72 12.84c.361.181.54.78.241 1.2zm.12-3.36C15.24 8.4 8.82 8.16 5.16 9.301c-.6.179-1.2-.181-1.38-.721-.18-.601.18-1.2.72-1.381 4.26-1.26 11.28-1.02 15.721 1.621.539.3.719 1.02.419 1.56-.299.421-1.02.599-1.559.3z",
  youtube:
    "M23.498 6.186a3.016 3.016 0 0 0-2.122-2.136C19.505 3.545 12 3.545 12 3.545s-7.505 0-9.377.505A3.017 3.017 0 0 0 .502 6.186C0 8.07 0 12 0 12s0 3.93.502 5.814a3.016 3.016 0 0 0 2.122 2.136c1.871.505 9.376.505 9.376.505s7.505 0 9.377-.505a3.015 3.015 0 0 0 2.122-2.136C24 15.93 24 12 24 12s0-3.93-.502-5.814zM9.545 15.568V8.432L15.818 12l-6.273 3.568z",
};

/** [catalogue id, simple-icons slug, tile colour, mark colour] */
const MARKS = [
  ["netflix", "netflix", "#141414", "#E50914"],
  ["max", "hbomax", "#002BE7", "#FFFFFF"],
  ["hbo-max", "hbomax", "#3A1A8C", "#FFFFFF"],
  ["paramount", "paramountplus", "#0064FF", "#FFFFFF"],
  ["apple-tv", "appletv", "#000000", "#FFFFFF"],
  ["crunchyroll", "crunchyroll", "#F47521", "#FFFFFF"],
  ["deezer", "deezer", "#A238FF", "#FFFFFF"],
  ["spotify", "spotify", "#191414", "#1ED760"],
  ["youtube-premium", "youtube", "#FF0000", "#FFFFFF"],
];

/** [catalogue id, lines of the name, font size, tile colour, text colour] */
const WORDMARKS = [
  ["disney", ["Disney+"], 10.5, "#0B1F5C", "#FFFFFF"],
  ["prime-video", ["prime", "video"], 11, "#1A98FF", "#FFFFFF"],
  ["globoplay", ["globoplay"], 8, "#E8003D", "#FFFFFF"],
  ["claro-tv", ["claro", "tv+"], 11.5, "#DA291C", "#FFFFFF"],
  ["discovery", ["discovery+"], 7.4, "#0F4DBC", "#FFFFFF"],
  ["funimation", ["funimation"], 7.4, "#5B0BB5", "#FFFFFF"],
  ["looke", ["looke"], 12.5, "#1E1B3A", "#FFFFFF"],
  ["pluto-tv", ["pluto", "tv"], 12, "#000000", "#FFF200"],
  ["premiere", ["Premiere"], 8.6, "#00843D", "#FFFFFF"],
  ["star-plus", ["Star+"], 13, "#14112B", "#FFFFFF"],
  ["telecine", ["Telecine"], 8.8, "#C8102E", "#FFFFFF"],
];

const tile = (bg) => `<rect width="48" height="48" rx="11" fill="${bg}"/>`;
mkdirSync("public/images/streaming", { recursive: true });
for (const [id, slug, bg, fg] of MARKS) {
  writeFileSync(
    `public/images/streaming/${id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><!-- Mark: simple-icons 16.37.0 "${slug}", CC0 1.0 (the drawing; the brand is its owner's trademark). -->${tile(bg)}<path transform="translate(11 11) scale(1.0833)" fill="${fg}" d="${SIMPLE_ICONS[slug]}"/></svg>\n`,
  );
}
for (const [id, lines, size, bg, fg] of WORDMARKS) {
  const lineHeight = size * 1.05;
  const first = 24 + size * 0.36 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="24" y="${(first + i * lineHeight).toFixed(2)}" text-anchor="middle">${line}</text>`,
    )
    .join("");
  writeFileSync(
    `public/images/streaming/${id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><!-- Wordmark: the service's name in type (no freely licensed mark exists). -->${tile(bg)}<g font-family="Roboto,Arial,Helvetica,sans-serif" font-size="${size}" font-weight="800" letter-spacing="-0.2" fill="${fg}">${text}</g></svg>\n`,
  );
}

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

// The demo's home banners, each selling one plan: a router on fibre, a family at the TV, a camera watching
// the front door. The motif sits on the right, where no caption covers it, and the art holds no text: the
// caption says what the offer is, with the plan's price from the catalogue.
const offerBanners = {
  "oferta-fibra": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#081a44"/><stop offset=".55" stop-color="#0f2f7a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
<linearGradient id="f1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#38bdf8" stop-opacity="0"/><stop offset=".6" stop-color="#38bdf8"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient>
<linearGradient id="f2" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#facc15" stop-opacity="0"/><stop offset=".6" stop-color="#facc15"/><stop offset="1" stop-color="#fef9c3"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#7dd3fc" stop-opacity=".55"/><stop offset="1" stop-color="#7dd3fc" stop-opacity="0"/></radialGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<g fill="none" stroke-linecap="round">
<path d="M-20 330 C 300 330, 520 250, 800 262" stroke="url(#f1)" stroke-width="5"/>
<path d="M-20 360 C 320 360, 560 290, 805 282" stroke="url(#f2)" stroke-width="4"/>
<path d="M-20 300 C 260 300, 480 220, 795 244" stroke="url(#f1)" stroke-width="3" stroke-opacity=".7"/>
<path d="M-20 385 C 360 385, 600 320, 810 300" stroke="url(#f1)" stroke-width="2" stroke-opacity=".5"/>
</g>
<g fill="#e0f2fe"><circle cx="640" cy="254" r="3"/><circle cx="700" cy="275" r="2.5"/><circle cx="560" cy="272" r="2"/></g>
<circle cx="915" cy="215" r="230" fill="url(#glow)"/>
<g fill="none" stroke="#e0f2fe" stroke-linecap="round">
<path d="M835 140 a110 110 0 0 1 160 0" stroke-width="12" stroke-opacity=".9"/>
<path d="M795 100 a165 165 0 0 1 240 0" stroke-width="12" stroke-opacity=".6"/>
<path d="M755 60 a220 220 0 0 1 320 0" stroke-width="12" stroke-opacity=".35"/>
</g>
<circle cx="915" cy="168" r="13" fill="#e0f2fe"/>
<g stroke="#cbd5e1" stroke-width="10" stroke-linecap="round"><path d="M830 235 L810 175"/><path d="M1000 235 L1020 175"/></g>
<rect x="790" y="230" width="250" height="78" rx="22" fill="url(#body)"/>
<rect x="790" y="292" width="250" height="16" rx="8" fill="#94a3b8"/>
<g fill="#22c55e"><circle cx="840" cy="266" r="6"/><circle cx="866" cy="266" r="6"/><circle cx="892" cy="266" r="6"/></g>
<circle cx="918" cy="266" r="6" fill="#38bdf8"/>
<rect x="960" y="258" width="56" height="16" rx="8" fill="#1e3a8a" fill-opacity=".25"/>
<rect x="700" y="318" width="440" height="14" rx="7" fill="#020617" fill-opacity=".35"/>
</svg>`,
  "oferta-streaming": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b0764"/><stop offset=".6" stop-color="#6d28d9"/><stop offset="1" stop-color="#c026d3"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="#fb923c"/><stop offset="1" stop-color="#db2777"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fde68a" stop-opacity=".45"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<ellipse cx="900" cy="170" rx="330" ry="220" fill="url(#glow)"/>
<rect x="735" y="40" width="330" height="190" rx="14" fill="#0f172a"/>
<rect x="749" y="54" width="302" height="162" rx="6" fill="url(#screen)"/>
<path d="M878 100 L878 170 L936 135 Z" fill="#fff" fill-opacity=".92"/>
<rect x="885" y="230" width="30" height="22" fill="#0f172a"/>
<rect x="840" y="250" width="120" height="10" rx="5" fill="#0f172a"/>
<g fill="#1e1b4b">
<circle cx="805" cy="278" r="24"/><path d="M768 372 q0 -72 37 -72 q37 0 37 72 z"/>
<circle cx="905" cy="266" r="28"/><path d="M862 372 q0 -84 43 -84 q43 0 43 84 z"/>
<circle cx="1000" cy="292" r="19"/><path d="M970 372 q0 -58 30 -58 q30 0 30 58 z"/>
</g>
<path d="M720 330 q0 -24 24 -24 h312 q24 0 24 24 v52 h-360 z" fill="#4c1d95"/>
<rect x="700" y="320" width="40" height="70" rx="16" fill="#5b21b6"/>
<rect x="1060" y="320" width="40" height="70" rx="16" fill="#5b21b6"/>
<rect x="700" y="370" width="400" height="30" fill="#2e1065"/>
<g fill="#fde68a" fill-opacity=".8"><circle cx="640" cy="80" r="4"/><circle cx="600" cy="150" r="3"/><circle cx="1140" cy="60" r="4"/><circle cx="1160" cy="200" r="3"/></g>
</svg>`,
  "oferta-cameras": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#042f2e"/><stop offset=".55" stop-color="#0f766e"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>
<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#0369a1"/></linearGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<path d="M700 400 V210 L840 110 L980 210 V400 Z" fill="url(#wall)"/>
<path d="M680 218 L840 100 L1000 218" fill="none" stroke="#0f172a" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/>
<rect x="805" y="290" width="70" height="110" rx="6" fill="#0f766e"/>
<rect x="730" y="250" width="52" height="52" rx="6" fill="#bae6fd"/>
<rect x="898" y="250" width="52" height="52" rx="6" fill="#bae6fd"/>
<path d="M912 238 L770 340 L880 372 Z" fill="#fef08a" fill-opacity=".22"/>
<rect x="966" y="222" width="14" height="34" rx="3" fill="#334155"/>
<g transform="translate(950 232) rotate(24)"><rect x="-52" y="-17" width="72" height="32" rx="10" fill="#f8fafc" stroke="#334155" stroke-width="4"/><circle cx="-40" cy="-1" r="10" fill="#0f172a"/><circle cx="-40" cy="-1" r="4.5" fill="#38bdf8"/></g>
<g fill="none" stroke="#e0f2fe" stroke-linecap="round" stroke-width="8"><path d="M1000 130 a40 40 0 0 1 40 -40" stroke-opacity=".8"/><path d="M1000 110 a60 60 0 0 1 60 -60" stroke-opacity=".5"/></g>
<rect x="1040" y="120" width="120" height="230" rx="22" fill="#0f172a"/>
<rect x="1050" y="140" width="100" height="180" rx="8" fill="url(#view)"/>
<path d="M1050 320 V270 L1085 245 L1120 270 V320 Z" fill="#e2e8f0"/>
<rect x="1093" y="290" width="14" height="30" fill="#0f766e"/>
<circle cx="1136" cy="152" r="5" fill="#ef4444"/>
<rect x="1085" y="330" width="30" height="6" rx="3" fill="#475569"/>
</svg>`,
};
// Drawn into WebP in the widths an uploaded 1200 px banner is stored in (src/domain/images.ts, with the
// encoding of src/server/images/process-image.ts), so the demo's home sends what a provider's sends: a
// phone fetches the 640 px file, and no banner is an SVG (whose drawing holds the main thread at paint).
for (const [id, svg] of Object.entries(offerBanners)) {
  rmSync(`public/images/banners/${id}.svg`, { force: true });
  for (const width of [640, 1024, 1200]) {
    await sharp(Buffer.from(svg), { density: 72 * (width / 1200) * 2 })
      .resize({ width })
      .webp({ quality: 80, effort: 6 })
      .toFile(`public/images/banners/${id}-${width}.webp`);
  }
}

writeFileSync(
  "public/favicon.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2d4fc4"/><path d="M6 13a14 14 0 0 1 20 0M9.5 16.5a9 9 0 0 1 13 0M13 20a4 4 0 0 1 6 0" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="16" cy="24" r="1.8" fill="#fff"/></svg>\n`,
);
