import { sql } from 'kysely';
import { clock } from '@/shared/clock';
import type { Db } from '../../db/connect';
import type { AdapterPayload, OidcAdapter } from './oidc';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface AdapterOptions {
  /**
   * Per model, how long after its consumption a record still reads as unused. oidc-provider treats a consumed refresh
   * token presented again as stolen; tabs sharing one token may present it at nearly the same moment.
   */
  consumedGraceMs?: Partial<Record<string, number>>;
}

/**
 * Every model of the provider in `oidc_store`, so sessions survive restarts and instances share them: oidc-provider's
 * adapter contract over one table. The payload is read back as text: the database's camel-case plugin would otherwise
 * rename the snake_case keys inside it (`redirect_uri`, `code_challenge`...).
 */
export function createAdapter(db: Db, options: AdapterOptions = {}): new (model: string) => OidcAdapter {
  let lastSweep = 0;
  async function sweepExpired(): Promise<void> {
    const now = clock.now();
    if (Math.abs(now.getTime() - lastSweep) < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    await db.deleteFrom('oidcStore').where('expiresAt', '<', now).execute();
  }

  const selectPayload = (model: string) =>
    db.selectFrom('oidcStore').select([sql<string>`payload::text`.as('payloadText'), 'expiresAt', 'consumedAt']).where('model', '=', model);

  function present(row: { payloadText: string; expiresAt: Date | null; consumedAt: Date | null } | undefined, graceMs: number): AdapterPayload | undefined {
    const now = clock.now().getTime();
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= now)) return undefined;
    const payload = JSON.parse(row.payloadText) as AdapterPayload;
    const consumed = row.consumedAt && row.consumedAt.getTime() + graceMs <= now;
    return consumed ? { ...payload, consumed: Math.floor(row.consumedAt!.getTime() / 1000) } : payload;
  }

  return class DbAdapter implements OidcAdapter {
    private readonly graceMs: number;

    constructor(private readonly model: string) {
      this.graceMs = options.consumedGraceMs?.[model] ?? 0;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await sweepExpired();
      const row = {
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(clock.now().getTime() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insertInto('oidcStore')
        .values({ model: this.model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return present(await selectPayload(this.model).where('id', '=', id).executeTakeFirst(), this.graceMs);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return present(await selectPayload(this.model).where('userCode', '=', userCode).executeTakeFirst(), this.graceMs);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return present(await selectPayload(this.model).where('uid', '=', uid).executeTakeFirst(), this.graceMs);
    }

    // The first consumption counts: presenting the record again within the grace must not extend it.
    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidcStore')
        .set((eb) => ({ consumedAt: eb.fn.coalesce('consumedAt', eb.val(clock.now())) }))
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidcStore').where('model', '=', this.model).where('id', '=', id).execute();
    }

    // Revokes every model of the grant (tokens, codes), not only this adapter's model: that is what the contract asks.
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidcStore').where('grantId', '=', grantId).execute();
    }
  };
}
