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
for (const [id, svg] of Object.entries(offerBanners)) {
  writeFileSync(`public/images/banners/${id}.svg`, `${svg.replace(/\n/g, "")}\n`);
}

writeFileSync(
  "public/favicon.svg",
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2d4fc4"/><path d="M6 13a14 14 0 0 1 20 0M9.5 16.5a9 9 0 0 1 13 0M13 20a4 4 0 0 1 6 0" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="16" cy="24" r="1.8" fill="#fff"/></svg>\n`,
);
