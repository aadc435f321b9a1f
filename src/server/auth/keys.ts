import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connect';

/** The private signing key of the embedded identity provider; made once and kept in the database. */
export async function loadSigningKey(db: Db): Promise<JWK> {
  const existing = await db.selectFrom('signingKeys').select(['privateJwk']).orderBy('createdAt', 'desc').executeTakeFirst();
  if (existing) return existing.privateJwk;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await db.insertInto('signingKeys').values({ kid: jwk.kid!, privateJwk: JSON.stringify(jwk) }).onConflict((oc) => oc.doNothing()).execute();
  return jwk;
}

/** The public half of a private JWK. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use, crv, x, y } = jwk;
  return Object.fromEntries(Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined)) as JWK;
}
