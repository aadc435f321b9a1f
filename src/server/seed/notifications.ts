import type { SeedContext } from './context';
import { DEMO_USERS } from './demoUsers';

const MESSAGES = [
  { title: 'New task assigned', message: 'Service the ice machine before Friday.', link: '/vp/tasks' },
  { title: 'Operation links updated', message: 'The supplier ordering link has moved to the new portal.', link: '/vp/operationLinks' },
  { title: 'Opening hours changed', message: 'Saturday now closes at 04:00.', link: '/vp/info' },
  { title: 'Weekly tasks due', message: 'Three tasks from last week are still open.', link: '/vp/tasks' },
  { title: 'Welcome to Venue Portal', message: 'Star the pages you use most to find them quickly.', link: null },
  { title: 'Rota reminder', message: 'Next week’s rota must be published by Thursday.', link: null },
];

/** A handful of notifications per demo user over the last two weeks, the older ones read. */
export async function seedNotifications({ db, today, random }: SeedContext): Promise<void> {
  const rows = DEMO_USERS.flatMap((user) =>
    MESSAGES.map((m, i) => {
      const at = today.subtract(i * 2 + random.int(0, 1), 'day').subtract(random.int(0, 8), 'hour').toDate();
      return { ...m, userId: user.id, isRead: i >= 3, createdAt: at, updatedAt: at, createdBy: 'user-hq' };
    }),
  );
  await db.insertInto('notifications').values(rows).execute();
}
