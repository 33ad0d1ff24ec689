import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Text encrypted at rest (AES-256-GCM) with a key derived from DATA_ENCRYPTION_KEY, for the few
 * fields a database leak must not reveal (UPI ids, bank accounts). Sealed text reads
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), so a future key or algorithm can sit beside it.
 */

const VERSION = 'v1';

export type Sealer = { seal: (plain: string) => string; open: (sealed: string) => string };

export function sealer(secret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'creatorscope sealed text v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not sealed text');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

const sealers = new Map<string, Sealer>();

/** The sealer of `secret`, derived once (HKDF) and kept for the process. */
export function sealerFor(secret: string): Sealer {
  let found = sealers.get(secret);
  if (!found) {
    found = sealer(secret);
    sealers.set(secret, found);
  }
  return found;
}
