// Compresses the build's hashed text assets once, at build time: the server sends these .br/.gz files
// instead of compressing the same bytes on every request (src/server/http/compression.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// The site's (Astro's /_astro/, the icon sprite) and the console's (React Router's /assets/) hashed files.
const dirs =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ["build/site/client/_astro", "build/site/client/assets", "build/console/client/assets"];
const TEXT = /\.(js|mjs|css|svg|json|map)$/;
let count = 0;
for (const dir of dirs.map((name) => path.resolve(name)))
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    // Every text file, however small: a page of islands loads dozens of small modules, and the budget counts
    // what is sent (scripts/check-bundles.ts).
    if (!TEXT.test(name) || statSync(file).size === 0) continue;
    const source = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
  }
console.log(`Precompressed ${count} assets (brotli, gzip).`);
