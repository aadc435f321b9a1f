import type { JWK } from 'jose';
import type { ColumnType, Generated } from 'kysely';
import type { GeneratedDatabase } from '@generated/server/database';

/** The platform tables of `migrations/*.sql`. */
export interface PlatformTables {
  authCredentials: { userId: string; userName: string; passwordHash: string; updatedAt: Generated<Date> };
  oidcStore: {
    model: string;
    id: string;
    payload: ColumnType<Record<string, unknown>, string, string>;
    grantId: string | null;
    userCode: string | null;
    uid: string | null;
    expiresAt: ColumnType<Date, Date | string, Date | string> | null;
    consumedAt: ColumnType<Date, Date | string, Date | string> | null;
  };
  signingKeys: { kid: string; privateJwk: ColumnType<JWK | null, string | null, string | null>; sealedJwk: string | null; createdAt: Generated<Date> };
  fileContents: { id: string; data: Buffer };
  passwordResetCodes: { userId: string; codeHash: string; expiresAt: ColumnType<Date, Date | string, Date | string>; attempts: Generated<number> };
  endedSessions: { sessionKey: string; endedAt: ColumnType<Date, Date | string, Date | string>; reason: string; keepUntil: ColumnType<Date, Date | string, Date | string> };
  signInFailures: { key: string; failures: number; lastFailureAt: ColumnType<Date, Date | string, Date | string> };
  schemaMigrations: { name: string; hash: string; appliedAt: Generated<Date> };
}

export type Database = GeneratedDatabase & PlatformTables;
