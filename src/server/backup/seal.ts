import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  type Hmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { PassThrough, type Readable, Transform } from "node:stream";

// How a backup file is sealed (issue 55, L-BK): a backup taken before could be edited ('comercial' made
// 'administrador') and restored without complaint, and it held the keys that sign sessions. Now:
// - every backup ends with an HMAC-SHA-256 of all its lines, so a restore refuses a file changed since it
//   was written (not a checksum: computing it needs a key the file does not hold);
// - a backup without keys (the default) is sealed with a key derived from the site's referral key, which
//   the operator keeps apart from the backups anyway (the CPFs need it);
// - a backup with the data directory's key files (`--with-keys`) is sealed with a passphrase, and the
//   whole file is encrypted with it (AES-256-GCM, key from scrypt): whoever holds the file without the
//   passphrase holds neither the keys nor the data.

/** A passphrase shorter than this is refused: it guards the keys that sign staff sessions. */
export const MIN_PASSPHRASE_LENGTH = 16;

/** scrypt's cost (OWASP's minimum for scrypt): about 128 MiB and a fraction of a second, once per file. */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
export const ENCRYPTED_FORMAT = "vitrine-backup-encrypted";
const TAG_BYTES = 16;
/** The encrypted file's first line (its parameters) is at most this long. */
const MAX_HEADER_BYTES = 4096;

export class SealError extends Error {
  override name = "SealError";
}

/** The MAC key of a backup sealed with the referral key (a key of its own, derived from it). */
export function referralSealKey(referralKey: Buffer): Buffer {
  return createHmac("sha256", referralKey).update("vitrine backup seal").digest();
}

/** A fingerprint of the referral key a backup was sealed with: tells two keys apart, reveals neither. */
export function referralKeyFingerprint(referralKey: Buffer): string {
  return createHmac("sha256", referralKey).update("vitrine backup key fingerprint").digest("base64url");
}

/** The encryption key and the MAC key a passphrase gives with this salt. */
export async function passphraseKeys(
  passphrase: string,
  salt: Buffer,
): Promise<{ key: Buffer; mac: Buffer }> {
  const derived = await new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase, salt, 64, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
  return { key: derived.subarray(0, 32), mac: derived.subarray(32) };
}

/** The running HMAC of a backup's lines; `line` is each line as written, without its newline. */
export function lineMac(key: Buffer): { add(line: string): void; digest(): Buffer } {
  const hmac: Hmac = createHmac("sha256", key);
  return {
    add: (line) => {
      hmac.update(line);
      hmac.update("\n");
    },
    digest: () => hmac.digest(),
  };
}

/** Whether two MACs are the same, in constant time. */
export function sameMac(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

type EncryptedHeader = {
  format: typeof ENCRYPTED_FORMAT;
  formatVersion: 1;
  kdf: { name: "scrypt"; salt: string; N: number; r: number; p: number };
  cipher: "aes-256-gcm";
  iv: string;
};

/**
 * Encrypts `gzipped` (the backup's gzip stream) with the passphrase: the file is one JSON line of
 * parameters (authenticated as the cipher's additional data), the ciphertext, then GCM's 16-byte tag.
 * Returns the stream and the MAC key the lines inside are sealed with.
 */
export async function encryptBackup(passphrase: string): Promise<{ mac: Buffer; encrypt: Transform }> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const { key, mac } = await passphraseKeys(passphrase, salt);
  const header: EncryptedHeader = {
    format: ENCRYPTED_FORMAT,
    formatVersion: 1,
    kdf: { name: "scrypt", salt: salt.toString("base64url"), N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p },
    cipher: "aes-256-gcm",
    iv: iv.toString("base64url"),
  };
  const headerLine = Buffer.from(`${JSON.stringify(header)}\n`);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(headerLine);
  let started = false;
  const encrypt = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(headerLine);
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(headerLine);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
  return { mac, encrypt };
}

/** Whether `file` is an encrypted backup (a JSON line), rather than a gzip stream. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(1), 0, 1, 0);
    return bytesRead === 1 && buffer[0] === "{".charCodeAt(0);
  } finally {
    await handle.close();
  }
}

/**
 * The gzip stream inside an encrypted backup, decrypted with the passphrase, and the MAC key of its lines.
 * A wrong passphrase or a changed byte anywhere fails the stream at its end (GCM's tag), with a SealError.
 */
export async function decryptBackup(
  file: string,
  passphrase: string,
): Promise<{ mac: Buffer; plain: Readable }> {
  const size = (await stat(file)).size;
  const handle = await open(file, "r");
  let headerLine: Buffer;
  let tag: Buffer;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(MAX_HEADER_BYTES), 0, MAX_HEADER_BYTES, 0);
    const newline = buffer.subarray(0, bytesRead).indexOf(10);
    if (newline < 0) throw new SealError(`${file} is not a Vitrine backup`);
    headerLine = Buffer.from(buffer.subarray(0, newline + 1));
    if (size < headerLine.length + TAG_BYTES) throw new SealError(`${file} is cut short`);
    tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  let header: EncryptedHeader;
  try {
    header = JSON.parse(headerLine.toString("utf8")) as EncryptedHeader;
  } catch {
    throw new SealError(`${file} is not a Vitrine backup`);
  }
  if (header.format !== ENCRYPTED_FORMAT || header.formatVersion !== 1 || header.kdf?.name !== "scrypt")
    throw new SealError(`${file} is not a Vitrine backup this version reads`);
  if (header.kdf.N !== SCRYPT.N || header.kdf.r !== SCRYPT.r || header.kdf.p !== SCRYPT.p)
    throw new SealError(`${file} asks for key derivation settings this version does not use`);
  const { key, mac } = await passphraseKeys(passphrase, Buffer.from(header.kdf.salt, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(header.iv, "base64url"));
  decipher.setAAD(headerLine);
  decipher.setAuthTag(tag);
  const plain = new PassThrough();
  const source = createReadStream(file, { start: headerLine.length, end: size - TAG_BYTES - 1 });
  const refused = () =>
    new SealError(
      `${file} was changed since it was written, or the passphrase is not the one it was written with: nothing was restored`,
    );
  source.on("error", (error) => plain.destroy(error));
  source.on("data", (chunk: Buffer | string) => {
    if (!plain.write(decipher.update(Buffer.from(chunk)))) source.pause();
  });
  plain.on("drain", () => source.resume());
  source.on("end", () => {
    try {
      plain.end(decipher.final());
    } catch {
      plain.destroy(refused());
    }
  });
  plain.on("close", () => source.destroy());
  return { mac, plain };
}
