import { NEWS_CATEGORY_ID } from '../domain/life/newsArticles';
import type { SeedContext } from './context';

const ARTICLES = [
  { title: 'Summer spritz campaign starts Monday', summary: 'Every venue gets menu inserts and posters this week.', body: '<p>The national <strong>summer spritz</strong> offer runs for six weeks. Posters and menu inserts arrive by courier; put them up before Monday.</p>' },
  { title: 'New Campus level 3 programme', summary: 'A new path for senior bartenders, with a pay step at the end.', body: '<p>Campus level 3 now includes a cocktail competition module. Talk to your venue manager to sign up.</p><ul><li>Six evenings</li><li>One exam night</li></ul>' },
  { title: 'Welcome to Tampere Tavern', summary: 'Our newest venue opened last weekend.', body: '<p>A warm welcome to the team in Tampere! Opening weekend beat the budget by 18%.</p>' },
  { title: 'Guest score of the quarter', summary: 'Nørrebro Social tops the guest satisfaction list.', body: '<p>Congratulations to <em>Nørrebro Social</em> with an average of 4.7. Shoreditch Social and Kallio Bar follow closely.</p>' },
  { title: 'Payroll: new export of pay rate changes', summary: 'Head office can now download pay rate changes as a spreadsheet.', body: '<p>Find it under Reports → Payroll changes. The file has the same rows as the screen.</p>' },
  { title: 'Responsible serving refresher', summary: 'All bar staff must complete the refresher guide before the summer.', body: '<p>The guide takes about 40 minutes. Managers can follow progress under Reports → Guides.</p>' },
  { title: 'Christmas party bookings are open', summary: 'Group menus are live on every venue page.', body: '<p>Push the group menus to companies near you. Fridays in December are for groups of 20 or more.</p>' },
  { title: 'Fire safety week', summary: 'Check extinguishers and exits; the procedure is in the venue drive.', body: '<p>Every venue runs a drill this week. The procedure is shared in the venue drive under <strong>Safety</strong>.</p>' },
];
const COMMENTS = ['Great news!', 'Posters arrived today, thanks.', 'Can we get the Danish version of the menu insert?', 'Congrats to the team 🎉', 'Signed up three of ours already.', 'Where do we find the guide?'];
const COMMENTERS = [
  { id: 'user-vm', name: 'Lars Nielsen' },
  { id: 'user-sm', name: 'Sofie Larsen' },
  { id: 'user-rm', name: 'Ingrid Berg' },
  { id: 'user-cd', name: 'Mads Kjær' },
  { id: 'user-cm', name: 'Emma Virtanen' },
  { id: 'user-gr', name: 'Oliver Smith' },
];

/** Company news of the last two months (and one scheduled for next week), with comments and likes. */
export async function seedNews({ db, random, today, past }: SeedContext): Promise<void> {
  for (const [i, a] of ARTICLES.entries()) {
    const publishedAt = past(today.subtract(i * 7 + random.int(0, 4), 'day').hour(9));
    const comments = COMMENTERS.filter(() => random.chance(0.35)).map((u) => ({ u, content: random.pick(COMMENTS) }));
    const likers = COMMENTERS.filter(() => random.chance(0.5));
    const [article] = await db
      .insertInto('newsArticles')
      .values({ categoryId: NEWS_CATEGORY_ID, title: a.title, summary: a.summary, body: a.body, author: 'Anna Holm, head office', publishedAt: publishedAt.toDate(), likeCount: likers.length, commentCount: comments.length, createdBy: 'user-hq' })
      .returning('id')
      .execute();
    if (comments.length) {
      await db
        .insertInto('newsComments')
        .values(comments.map(({ u, content }, j) => ({ articleId: article.id, content, userName: u.name, createdBy: u.id, createdAt: past(publishedAt.add(j + 1, 'hour')).toDate() })))
        .execute();
    }
    if (likers.length) await db.insertInto('newsLikes').values(likers.map((u) => ({ articleId: article.id, userId: u.id }))).execute();
  }
  await db
    .insertInto('newsArticles')
    .values({ categoryId: NEWS_CATEGORY_ID, title: 'Autumn menu preview (scheduled)', summary: 'Published next week.', body: '<p>Coming soon.</p>', author: 'Anna Holm, head office', publishedAt: today.add(7, 'day').hour(9).toDate(), likeCount: 0, commentCount: 0, createdBy: 'user-hq' })
    .execute();
}
