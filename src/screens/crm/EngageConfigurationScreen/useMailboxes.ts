import { useQuery } from '@tanstack/react-query';
import { emailSyncAccountsApi } from '@generated/client/api/emailSyncAccounts';

export const MAILBOXES_KEY = ['emailSyncAccounts'];
export type Mailbox = Awaited<ReturnType<typeof emailSyncAccountsApi.getList>>[number];

/** The synchronised mailboxes of the venues the user may configure. */
export function useMailboxes() {
  return useQuery({ queryKey: MAILBOXES_KEY, queryFn: () => emailSyncAccountsApi.getList() });
}
