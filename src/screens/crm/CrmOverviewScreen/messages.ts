import type { MessageShape } from '@/i18n/shape';

const eng = {
  computed: 'Numbers from %{date}',
  refresh: 'Count again',
  totals: { guests: 'Guests', newGuests: 'New in 30 days', referred: 'Came by referral', open: 'Open conversations', unassigned: 'Without an assignee', unread: 'Unread messages' },
  country: {
    guests: '%{count} guests',
    anonymized: '%{count} anonymised',
    consents: 'Guests with each consent',
    months: 'New guests per month',
    month: '%{month}: %{count}',
    inbox: 'Inbox',
    messenger: '%{count} open in the messenger',
    email: '%{count} open in email',
  },
  empty: 'You cannot see the CRM numbers of any country.',
};

const dan: MessageShape<typeof eng> = {
  computed: 'Tal fra %{date}',
  refresh: 'Tæl igen',
  totals: { guests: 'Gæster', newGuests: 'Nye de seneste 30 dage', referred: 'Kom via anbefaling', open: 'Åbne samtaler', unassigned: 'Uden ansvarlig', unread: 'Ulæste beskeder' },
  country: { guests: '%{count} gæster', anonymized: '%{count} anonymiseret', consents: 'Gæster med hvert samtykke', months: 'Nye gæster pr. måned', month: '%{month}: %{count}', inbox: 'Indbakke', messenger: '%{count} åbne i messenger', email: '%{count} åbne i e-mail' },
  empty: 'Du kan ikke se CRM-tallene for noget land.',
};

const swe: MessageShape<typeof eng> = {
  computed: 'Siffror från %{date}',
  refresh: 'Räkna igen',
  totals: { guests: 'Gäster', newGuests: 'Nya senaste 30 dagarna', referred: 'Kom via värvning', open: 'Öppna konversationer', unassigned: 'Utan ansvarig', unread: 'Olästa meddelanden' },
  country: { guests: '%{count} gäster', anonymized: '%{count} anonymiserade', consents: 'Gäster med varje samtycke', months: 'Nya gäster per månad', month: '%{month}: %{count}', inbox: 'Inkorg', messenger: '%{count} öppna i messenger', email: '%{count} öppna i e-post' },
  empty: 'Du kan inte se CRM-siffrorna för något land.',
};

const nor: MessageShape<typeof eng> = {
  computed: 'Tall fra %{date}',
  refresh: 'Tell på nytt',
  totals: { guests: 'Gjester', newGuests: 'Nye siste 30 dager', referred: 'Kom via verving', open: 'Åpne samtaler', unassigned: 'Uten ansvarlig', unread: 'Uleste meldinger' },
  country: { guests: '%{count} gjester', anonymized: '%{count} anonymisert', consents: 'Gjester med hvert samtykke', months: 'Nye gjester per måned', month: '%{month}: %{count}', inbox: 'Innboks', messenger: '%{count} åpne i messenger', email: '%{count} åpne i e-post' },
  empty: 'Du kan ikke se CRM-tallene for noe land.',
};

const fin: MessageShape<typeof eng> = {
  computed: 'Luvut ajalta %{date}',
  refresh: 'Laske uudelleen',
  totals: { guests: 'Asiakkaat', newGuests: 'Uudet 30 päivän aikana', referred: 'Suosittelun kautta', open: 'Avoimet keskustelut', unassigned: 'Ilman vastuuhenkilöä', unread: 'Lukemattomat viestit' },
  country: { guests: '%{count} asiakasta', anonymized: '%{count} anonymisoitu', consents: 'Asiakkaat suostumuksittain', months: 'Uudet asiakkaat kuukausittain', month: '%{month}: %{count}', inbox: 'Saapuneet', messenger: '%{count} avointa messengerissä', email: '%{count} avointa sähköpostissa' },
  empty: 'Et voi nähdä minkään maan CRM-lukuja.',
};

export default { eng, dan, swe, nor, fin };
