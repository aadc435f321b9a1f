import { defineResource } from '../dsl';

/** A comment on a news article, in plain text (markup is removed on save). */
export default defineResource({
  name: 'newsComments',
  label: { eng: 'Comment', dan: 'Kommentar', swe: 'Kommentar', nor: 'Kommentar', fin: 'Kommentti' },
  labelPlural: { eng: 'Comments', dan: 'Kommentarer', swe: 'Kommentarer', nor: 'Kommentarer', fin: 'Kommentit' },
  api: 'main',
  versioned: false,
  defaultSort: { field: 'articleId', order: 'ASC' },
  indexes: [{ fields: ['articleId'] }],
  fields: {
    articleId: { type: 'reference', reference: 'newsArticles', required: true, label: { eng: 'Article', dan: 'Artikel', swe: 'Artikel', nor: 'Artikkel', fin: 'Artikkeli' } },
    content: { type: 'text', multiline: true, required: true, maxLength: 2000, label: { eng: 'Comment', dan: 'Kommentar', swe: 'Kommentar', nor: 'Kommentar', fin: 'Kommentti' } },
    /** The people the comment mentions, by user id: their names are written into the text when it is read. */
    mentions: { type: 'list', maxItems: 20, of: { type: 'text', maxLength: 100, label: { eng: 'Person', dan: 'Person', swe: 'Person', nor: 'Person', fin: 'Henkilö' } }, label: { eng: 'Mentioned', dan: 'Nævnt', swe: 'Nämnda', nor: 'Nevnt', fin: 'Mainitut' } },
    userName: { type: 'text', readOnly: true, label: { eng: 'By', dan: 'Af', swe: 'Av', nor: 'Av', fin: 'Kirjoittaja' } },
  },
  actions: {
    listForArticle: { description: "An article's comments, oldest first, with their authors." },
    add: { description: 'Adds a comment by the user to an article; markup is removed and an empty comment refused.' },
  },
  endpoints: {
    listForArticle: { method: 'GET', path: '/ArticleCategoriesConsumer/{id}/comments', permission: null, action: 'listForArticle', error: 'Unable to get comments' },
    add: {
      method: 'PUT',
      path: '/ArticleCategoriesConsumer/{articleId}/comments',
      body: {
        fields: {
          content: { type: 'text', multiline: true, required: true, maxLength: 2000, label: { eng: 'Comment', dan: 'Kommentar', swe: 'Kommentar', nor: 'Kommentar', fin: 'Kommentti' } },
          mentions: { type: 'list', maxItems: 20, of: { type: 'text', maxLength: 100, label: { eng: 'Person', dan: 'Person', swe: 'Person', nor: 'Person', fin: 'Henkilö' } }, label: { eng: 'Mentioned', dan: 'Nævnt', swe: 'Nämnda', nor: 'Nevnt', fin: 'Mainitut' } },
        },
      },
      permission: null,
      action: 'add',
      error: 'Unable to add comment',
    },
  },
});
