import { defineResource } from '../dsl';

/** Company news from head office, in a category (the company news category is fixed), with likes and comments. */
export default defineResource({
  name: 'newsArticles',
  label: { eng: 'News article', dan: 'Nyhed', swe: 'Nyhet', nor: 'Nyhet', fin: 'Uutinen' },
  labelPlural: { eng: 'News', dan: 'Nyheder', swe: 'Nyheter', nor: 'Nyheter', fin: 'Uutiset' },
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'publishedAt', order: 'DESC' },
  indexes: [{ fields: ['categoryId', 'publishedAt'] }],
  fields: {
    categoryId: { type: 'text', required: true, maxLength: 60, label: { eng: 'Category', dan: 'Kategori', swe: 'Kategori', nor: 'Kategori', fin: 'Luokka' } },
    title: { type: 'text', required: true, maxLength: 200, search: 'prefix', label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
    summary: { type: 'text', multiline: true, maxLength: 500, label: { eng: 'Summary', dan: 'Resumé', swe: 'Sammanfattning', nor: 'Sammendrag', fin: 'Tiivistelmä' } },
    body: { type: 'richText', label: { eng: 'Text', dan: 'Tekst', swe: 'Text', nor: 'Tekst', fin: 'Teksti' } },
    author: { type: 'text', maxLength: 200, label: { eng: 'Author', dan: 'Forfatter', swe: 'Författare', nor: 'Forfatter', fin: 'Kirjoittaja' } },
    publishedAt: { type: 'datetime', required: true, label: { eng: 'Published', dan: 'Udgivet', swe: 'Publicerad', nor: 'Publisert', fin: 'Julkaistu' } },
    likeCount: { type: 'number', integer: true, readOnly: true, default: 0, label: { eng: 'Likes', dan: 'Synes godt om', swe: 'Gillamarkeringar', nor: 'Liker', fin: 'Tykkäykset' } },
    commentCount: { type: 'number', integer: true, readOnly: true, default: 0, label: { eng: 'Comments', dan: 'Kommentarer', swe: 'Kommentarer', nor: 'Kommentarer', fin: 'Kommentit' } },
  },
  actions: {
    listCategory: { description: 'Published articles of a category, newest first, with whether the user likes each; `query` matches titles starting with it (`*`: all); paged.' },
    like: { description: 'Likes an article for the user, or takes the like back (`liked: false`, or a second like without a body).' },
  },
  endpoints: {
    listCategory: {
      method: 'GET',
      path: '/ArticleCategoriesConsumer/{id}/list',
      params: { id: { in: 'path', type: 'string' }, query: { in: 'query', type: 'string' }, page: { in: 'query', type: 'integer' }, perPage: { in: 'query', type: 'integer' } },
      permission: null,
      action: 'listCategory',
      error: 'Unable to get LIFE news',
    },
    like: {
      method: 'PUT',
      path: '/ArticleCategoriesConsumer/{id}/like',
      body: { fields: { liked: { type: 'boolean', label: { eng: 'Liked', dan: 'Synes godt om', swe: 'Gillad', nor: 'Liker', fin: 'Tykätty' } } } },
      permission: null,
      action: 'like',
      error: 'Unable to like the article',
    },
  },
  routes: [
    {
      path: '/vp/news',
      service: 'venue',
      menuGroup: 0,
      title: { eng: 'News', dan: 'Nyheder', swe: 'Nyheter', nor: 'Nyheter', fin: 'Uutiset' },
      sidebar: { group: 'operations', order: 95, icon: 'Newspaper' },
      permission: null,
      screen: 'NewsScreen',
    },
  ],
});
