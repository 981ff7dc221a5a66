// Compresses the build's hashed text assets once, at build time: the server sends these .br/.gz files
// instead of compressing the same bytes on every request (src/server/http/compression.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "build/web/client/assets");
const TEXT = /\.(js|mjs|css|svg|json|map)$/;
let count = 0;
for (const name of readdirSync(dir)) {
  const file = path.join(dir, name);
  if (!TEXT.test(name) || statSync(file).size < 1024) continue;
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
