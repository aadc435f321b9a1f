import { defineResource } from '../dsl';

/** People who sign in to the portal (staff records). Credentials live with the identity provider, never in this resource. */
export default defineResource({
  name: 'users',
  label: { eng: 'User', dan: 'Bruger', swe: 'Användare', nor: 'Bruker', fin: 'Käyttäjä' },
  labelPlural: { eng: 'Users', dan: 'Brugere', swe: 'Användare', nor: 'Brukere', fin: 'Käyttäjät' },
  api: 'main',
  recordRepresentation: 'name',
  fields: {
    userName: { type: 'text', required: true, maxLength: 120, index: true, label: { eng: 'User name', dan: 'Brugernavn', swe: 'Användarnamn', nor: 'Brukernavn', fin: 'Käyttäjätunnus' } },
    name: { type: 'text', required: true, maxLength: 200, search: 'prefix', label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    firstName: { type: 'text', maxLength: 100, label: { eng: 'First name', dan: 'Fornavn', swe: 'Förnamn', nor: 'Fornavn', fin: 'Etunimi' } },
    lastName: { type: 'text', maxLength: 100, label: { eng: 'Last name', dan: 'Efternavn', swe: 'Efternamn', nor: 'Etternavn', fin: 'Sukunimi' } },
    email: { type: 'text', format: 'email', maxLength: 200, label: { eng: 'Email', dan: 'E-mail', swe: 'E-post', nor: 'E-post', fin: 'Sähköposti' } },
    phone: { type: 'text', format: 'phone', label: { eng: 'Phone', dan: 'Telefon', swe: 'Telefon', nor: 'Telefon', fin: 'Puhelin' } },
    tags: {
      type: 'list',
      of: { type: 'text', label: { eng: 'Tag', dan: 'Tag', swe: 'Tagg', nor: 'Tagg', fin: 'Tunniste' } },
      label: { eng: 'Tags', dan: 'Tags', swe: 'Taggar', nor: 'Tagger', fin: 'Tunnisteet' },
      help: { eng: 'Level tags such as level:cm, level:rm, hq or hqdk', dan: 'Niveau-tags som level:cm, level:rm, hq eller hqdk', swe: 'Nivåtaggar som level:cm, level:rm, hq eller hqdk', nor: 'Nivåtagger som level:cm, level:rm, hq eller hqdk', fin: 'Tasotunnisteet kuten level:cm, level:rm, hq tai hqdk' },
    },
    locale: { type: 'enum', enum: 'locale', label: { eng: 'Language', dan: 'Sprog', swe: 'Språk', nor: 'Språk', fin: 'Kieli' } },
  },
  actions: {
    getOne: { description: "One's own staff record, whole; another person's, with vp.idam.users.show, only what a colleague is shown (name and work email)." },
  },
  endpoints: {
    getOne: { method: 'GET', path: '/Users/{userId}', permission: null, action: 'getOne', error: 'Unable to get User Account.' },
  },
});
