import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CompactEncrypt, compactDecrypt, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connect';

/** Password-based encryption of the key (RFC 7518 PBES2), so any secret of enough length serves. */
const SEAL = { alg: 'PBES2-HS512+A256KW', enc: 'A256GCM' } as const;
/** PBKDF2-HMAC-SHA512 rounds (OWASP's 2023 figure); paid once when a server starts. */
const SEAL_ROUNDS = 210_000;
export const MIN_SECRET_LENGTH = 32;

export interface SigningKeyOptions {
  /** `SIGNING_KEY_SECRET`: the key at rest is encrypted with it. */
  secret?: string;
  /** In the demo the key may be kept unencrypted when no secret is set. */
  demo: boolean;
}

export class SigningKeyError extends Error {}

const encoder = new TextEncoder();

async function seal(jwk: JWK, secret: string): Promise<string> {
  return new CompactEncrypt(encoder.encode(JSON.stringify(jwk)))
    .setProtectedHeader({ ...SEAL, kid: jwk.kid })
    .setKeyManagementParameters({ p2c: SEAL_ROUNDS })
    .encrypt(encoder.encode(secret));
}

async function unseal(sealed: string, secret: string): Promise<JWK> {
  try {
    const { plaintext } = await compactDecrypt(sealed, encoder.encode(secret), { keyManagementAlgorithms: [SEAL.alg], contentEncryptionAlgorithms: [SEAL.enc], maxPBES2Count: SEAL_ROUNDS });
    return JSON.parse(new TextDecoder().decode(plaintext)) as JWK;
  } catch {
    throw new SigningKeyError('Configuration error: SIGNING_KEY_SECRET does not open the stored signing key. Set it to the secret the key was stored with.');
  }
}

/** Refuses a configuration that could not keep the key safe: before anything starts, with what to set. */
export function checkSigningKeySecret({ secret, demo }: SigningKeyOptions): void {
  if (secret && secret.length < MIN_SECRET_LENGTH) {
    throw new SigningKeyError(`Configuration error: SIGNING_KEY_SECRET must be at least ${MIN_SECRET_LENGTH} characters long (for example the output of \`openssl rand -base64 32\`).`);
  }
  if (!secret && !demo) {
    throw new SigningKeyError(
      'Configuration error: outside the demo the embedded sign-in keeps its signing key encrypted. Set SIGNING_KEY_SECRET to a secret of at least ' +
        `${MIN_SECRET_LENGTH} characters (for example the output of \`openssl rand -base64 32\`), or SEED=demo to run the demo.`,
    );
  }
}

/**
 * The private signing key of the embedded identity provider: made once and kept in the database, encrypted with
 * `SIGNING_KEY_SECRET` when one is set (a key stored unencrypted by the demo is encrypted then). One server instance
 * at a time reads or makes it, so instances that start together share one key.
 */
export async function loadSigningKey(db: Db, options: SigningKeyOptions): Promise<JWK> {
  checkSigningKeySecret(options);
  const { secret } = options;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('venue-portal signing key'))`.execute(trx);
    const existing = await trx.selectFrom('signingKeys').select(['kid', 'privateJwk', 'sealedJwk']).orderBy('createdAt', 'desc').executeTakeFirst();
    if (existing?.sealedJwk) {
      if (!secret) throw new SigningKeyError('Configuration error: the stored signing key is encrypted. Set SIGNING_KEY_SECRET to the secret it was stored with.');
      return unseal(existing.sealedJwk, secret);
    }
    if (existing?.privateJwk) {
      if (secret) await trx.updateTable('signingKeys').set({ sealedJwk: await seal(existing.privateJwk, secret), privateJwk: null }).where('kid', '=', existing.kid).execute();
      return existing.privateJwk;
    }
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    const stored = secret ? { sealedJwk: await seal(jwk, secret), privateJwk: null } : { sealedJwk: null, privateJwk: JSON.stringify(jwk) };
    await trx.insertInto('signingKeys').values({ kid: jwk.kid!, ...stored }).execute();
    return jwk;
  });
}

/** The public half of a private JWK. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use, crv, x, y } = jwk;
  return Object.fromEntries(Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined)) as JWK;
}
