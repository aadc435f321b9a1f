import { isRoleInstanceActive, type RoleInstance } from '@/shared/permissions';
import { DATE_FORMAT } from '@/shared/dayjs';
import { TODO_ROLES } from '../domain/venue/todoRoles';
import type { SeedContext } from './context';

interface CategorySeed {
  name: string;
  icon: 'List' | 'People' | 'ShoppingCart' | 'Lightbulb' | 'LocalBar' | 'CleaningServices' | 'Inventory';
  color: string;
  todos: string[];
}

const MANAGER: CategorySeed[] = [
  { name: 'Admin', icon: 'List', color: '#1b5e20', todos: ['Approve last week’s timesheets', 'Send the monthly budget to the regional manager', 'Renew the music licence', 'Check the alcohol licence display', 'Sign the new cleaning contract'] },
  { name: 'People', icon: 'People', color: '#1565c0', todos: ['One-to-one with the new shift manager', 'Plan the summer rota', 'Book first-aid training for two bartenders', 'Write a reference for Jonas', 'Follow up on sick leave'] },
  { name: 'Suppliers', icon: 'ShoppingCart', color: '#ef6c00', todos: ['Call the brewery about the missing kegs', 'Compare glassware offers', 'Order new bar mats', 'Ask for a tasting of the new gin range'] },
  { name: 'Ideas', icon: 'Lightbulb', color: '#6a1b9a', todos: ['Quiz night on Tuesdays?', 'Happy hour menu with local snacks', 'Terrace heaters for spring', 'Student discount on Thursdays'] },
];

const SHIFT: CategorySeed[] = [
  { name: 'Tonight', icon: 'LocalBar', color: '#c62828', todos: ['Brief the door team about the private party', 'Set up the back room for 40', 'Check the float in both tills', 'Prepare the cocktail of the week garnish'] },
  { name: 'Cleaning', icon: 'CleaningServices', color: '#00838f', todos: ['Deep clean the ice machine', 'Descale the coffee machine', 'Clean behind the bar fridges', 'Wipe down the menu boards'] },
  { name: 'Stock', icon: 'Inventory', color: '#5d4037', todos: ['Count the spirits shelf', 'Move the new kegs to the cold room', 'Report broken glasses', 'Refill the napkins and straws'] },
];

const NOTES = ['Ask the venue manager first.', 'See the email from Tuesday.', 'Needs to be done before the weekend.', 'Call back on 40 12 34 56.', 'Check with the regional manager.'];

/** Categories and several weeks of to-dos for everyone holding a to-do role at a venue now (the demo users included). */
export async function seedPersonalTodos({ db, random, today, past }: SeedContext): Promise<void> {
  const now = today.toDate();
  const holders = (await db.selectFrom('roleInstances').select(['userId', 'roleId', 'venueId', 'validFromDate', 'validToDate', 'isDeactivated']).where('roleId', 'in', [...TODO_ROLES]).where('venueId', 'is not', null).orderBy('userId').orderBy('venueId').orderBy('roleId').execute()).filter(
    (r) => isRoleInstanceActive(r as RoleInstance, now),
  );
  for (const holder of holders) {
    const bank = holder.roleId === 'sm' || holder.roleId === 'sm-test' ? SHIFT : MANAGER;
    const isDemoUser = holder.userId === 'user-vm' || holder.userId === 'user-sm';
    const categories = isDemoUser ? bank : bank.slice(0, 2);
    for (const [ci, c] of categories.entries()) {
      const category = await db
        .insertInto('personalTodoCategories')
        .values({ ownerId: holder.userId, venueId: holder.venueId, role: holder.roleId as (typeof TODO_ROLES)[number], name: c.name, icon: c.icon, color: c.color, createdBy: holder.userId, createdAt: today.subtract(60 - ci, 'day').toDate() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const todos = c.todos.map((title, position) => {
        const hasDueDate = random.chance(0.75);
        const offset = random.int(-21, 21);
        const due = today.add(offset, 'day');
        const completed = hasDueDate ? (offset < 0 ? random.chance(0.75) : offset === 0 ? random.chance(0.3) : random.chance(0.05)) : random.chance(0.2);
        return {
          ownerId: holder.userId,
          venueId: holder.venueId,
          categoryId: category.id,
          role: holder.roleId as (typeof TODO_ROLES)[number],
          title,
          note: random.chance(0.4) ? random.pick(NOTES) : null,
          flagged: random.chance(0.2),
          hasDueDate,
          startDate: hasDueDate ? due.format(DATE_FORMAT) : null,
          completed,
          completedAt: completed ? past((hasDueDate && offset <= 0 ? due : today.subtract(random.int(1, 10), 'day')).hour(random.int(10, 22))).toDate() : null,
          position,
          createdBy: holder.userId,
        };
      });
      await db.insertInto('personalTodos').values(todos).execute();
    }
  }
}
