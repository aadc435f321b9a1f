import { defineResource } from '../dsl';

/** Who likes which news article; one row per article and user. */
export default defineResource({
  name: 'newsLikes',
  label: { eng: 'Like', dan: 'Synes godt om', swe: 'Gillamarkering', nor: 'Liker', fin: 'Tykkäys' },
  labelPlural: { eng: 'Likes', dan: 'Synes godt om', swe: 'Gillamarkeringar', nor: 'Liker', fin: 'Tykkäykset' },
  api: 'main',
  internal: true,
  versioned: false,
  indexes: [{ fields: ['articleId', 'userId'], unique: true }],
  fields: {
    articleId: { type: 'reference', reference: 'newsArticles', required: true, label: { eng: 'Article', dan: 'Artikel', swe: 'Artikel', nor: 'Artikkel', fin: 'Artikkeli' } },
    userId: { type: 'reference', reference: 'users', required: true, label: { eng: 'User', dan: 'Bruger', swe: 'Användare', nor: 'Bruker', fin: 'Käyttäjä' } },
  },
});
