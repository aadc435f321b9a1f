import type { Db } from '../../db/connect';

export interface Credentials {
  userId: string;
  userName: string;
  passwordHash: string;
}

/** User names are e-mail addresses: matched without regard to case or surrounding spaces. */
export async function findCredentials(db: Db, userName: string): Promise<Credentials | undefined> {
  return db
    .selectFrom('authCredentials')
    .select(['userId', 'userName', 'passwordHash'])
    .where((eb) => eb(eb.fn('lower', ['userName']), '=', userName.trim().toLowerCase()))
    .executeTakeFirst();
}

/** The claims MSAL reads from the id token (as Azure AD B2C puts them there whatever the scopes). */
export async function findAccount(db: Db, accountId: string) {
  const user = await db.selectFrom('users').select(['id', 'name', 'firstName', 'lastName', 'email']).where('id', '=', accountId).executeTakeFirst();
  if (!user) return undefined;
  const claims = { sub: user.id, name: user.name, given_name: user.firstName, family_name: user.lastName, email: user.email };
  return {
    accountId: user.id,
    claims: async () => Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== null && value !== undefined)),
  };
}
