import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSigningKey, SigningKeyError } from '@/server/auth/keys';
import { openSignInState, TEST_DATABASE_URL } from '../support/signInStateDatabase';
import { openTemplateCopy } from '../support/testServer';

const SECRET = 'a-secret-of-more-than-thirty-two-characters';

let handle: Awaited<ReturnType<typeof openTemplateCopy>>;

// One copy of the migrated database for the file (a new PGlite costs seconds); each test starts without a stored key.
beforeAll(async () => {
  handle = await openTemplateCopy('empty');
});
beforeEach(async () => {
  await handle.db.deleteFrom('signingKeys').execute();
});
afterAll(async () => {
  await handle.close();
});

const stored = () => handle.db.selectFrom('signingKeys').select(['kid', 'privateJwk', 'sealedJwk']).execute();

describe('the signing key at rest', () => {
  it('is encrypted with SIGNING_KEY_SECRET: the database holds no private part, and the same secret opens it again', async () => {
    const key = await loadSigningKey(handle.db, { secret: SECRET, demo: false });
    const [row] = await stored();
    expect(row.privateJwk).toBeNull();
    expect(row.sealedJwk!.split('.')).toHaveLength(5);
    expect(decodeProtectedHeader(row.sealedJwk!)).toMatchObject({ alg: 'PBES2-HS512+A256KW', enc: 'A256GCM', kid: key.kid });
    expect(row.sealedJwk).not.toContain(key.d!);

    const again = await loadSigningKey(handle.db, { secret: SECRET, demo: false });
    expect(again).toEqual(key);
  });

  it('refuses to start outside the demo without a secret, and with a short, wrong or missing one', async () => {
    await expect(loadSigningKey(handle.db, { demo: false })).rejects.toThrow(/Set SIGNING_KEY_SECRET to a secret of at least 32 characters.*or SEED=demo/);
    await expect(loadSigningKey(handle.db, { secret: 'too short', demo: false })).rejects.toThrow('SIGNING_KEY_SECRET must be at least 32 characters long');
    expect(await stored()).toEqual([]);

    await loadSigningKey(handle.db, { secret: SECRET, demo: false });
    await expect(loadSigningKey(handle.db, { secret: `${SECRET}-but-another`, demo: false })).rejects.toThrow('SIGNING_KEY_SECRET does not open the stored signing key');
    // Even the demo cannot use an encrypted key without its secret.
    await expect(loadSigningKey(handle.db, { demo: true })).rejects.toBeInstanceOf(SigningKeyError);
  });

  it('may stay unencrypted in the demo, and is encrypted once a secret is set', async () => {
    const key = await loadSigningKey(handle.db, { demo: true });
    expect(await stored()).toEqual([{ kid: key.kid, privateJwk: key, sealedJwk: null }]);

    expect(await loadSigningKey(handle.db, { secret: SECRET, demo: true })).toEqual(key);
    const [row] = await stored();
    expect(row).toMatchObject({ kid: key.kid, privateJwk: null });
    expect(await loadSigningKey(handle.db, { secret: SECRET, demo: false })).toEqual(key);
  });

});

describe.runIf(Boolean(TEST_DATABASE_URL))('the signing key on PostgreSQL', () => {
  it('is one key for instances that start together', async () => {
    const pg = await openSignInState('postgres', 'signing_key_test');
    try {
      const keys = await Promise.all(Array.from({ length: 4 }, () => loadSigningKey(pg.db, { secret: SECRET, demo: false })));
      expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
      expect(await pg.db.selectFrom('signingKeys').select('kid').execute()).toHaveLength(1);
    } finally {
      await pg.close();
    }
  });
});
