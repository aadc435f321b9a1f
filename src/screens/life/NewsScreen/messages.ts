import type { MessageShape } from '@/i18n/shape';

const eng = {
  search: 'Search the news',
  published: '%{date} · %{author}',
  like: 'Like',
  unlike: 'Remove like',
  likes: '%{smart_count} like |||| %{smart_count} likes',
  comments: '%{smart_count} comment |||| %{smart_count} comments',
  comment: { label: 'Write a comment', send: 'Comment', by: '%{name} · %{date}', none: 'No comments yet. Be the first.' },
  more: 'Show older news',
  states: { loading: 'Loading the news', empty: 'No news.', retry: 'Try again' },
};
const dan: MessageShape<typeof eng> = {
  search: 'Søg i nyhederne',
  published: '%{date} · %{author}',
  like: 'Synes godt om',
  unlike: 'Fjern synes godt om',
  likes: '%{smart_count} synes godt om |||| %{smart_count} synes godt om',
  comments: '%{smart_count} kommentar |||| %{smart_count} kommentarer',
  comment: { label: 'Skriv en kommentar', send: 'Kommentér', by: '%{name} · %{date}', none: 'Ingen kommentarer endnu. Vær den første.' },
  more: 'Vis ældre nyheder',
  states: { loading: 'Henter nyheder', empty: 'Ingen nyheder.', retry: 'Prøv igen' },
};
const swe: MessageShape<typeof eng> = {
  search: 'Sök i nyheterna',
  published: '%{date} · %{author}',
  like: 'Gilla',
  unlike: 'Sluta gilla',
  likes: '%{smart_count} gillar |||| %{smart_count} gillar',
  comments: '%{smart_count} kommentar |||| %{smart_count} kommentarer',
  comment: { label: 'Skriv en kommentar', send: 'Kommentera', by: '%{name} · %{date}', none: 'Inga kommentarer ännu. Bli den första.' },
  more: 'Visa äldre nyheter',
  states: { loading: 'Hämtar nyheter', empty: 'Inga nyheter.', retry: 'Försök igen' },
};
const nor: MessageShape<typeof eng> = {
  search: 'Søk i nyhetene',
  published: '%{date} · %{author}',
  like: 'Lik',
  unlike: 'Fjern liker',
  likes: '%{smart_count} liker |||| %{smart_count} liker',
  comments: '%{smart_count} kommentar |||| %{smart_count} kommentarer',
  comment: { label: 'Skriv en kommentar', send: 'Kommenter', by: '%{name} · %{date}', none: 'Ingen kommentarer ennå. Bli den første.' },
  more: 'Vis eldre nyheter',
  states: { loading: 'Henter nyheter', empty: 'Ingen nyheter.', retry: 'Prøv igjen' },
};
const fin: MessageShape<typeof eng> = {
  search: 'Hae uutisista',
  published: '%{date} · %{author}',
  like: 'Tykkää',
  unlike: 'Poista tykkäys',
  likes: '%{smart_count} tykkäys |||| %{smart_count} tykkäystä',
  comments: '%{smart_count} kommentti |||| %{smart_count} kommenttia',
  comment: { label: 'Kirjoita kommentti', send: 'Kommentoi', by: '%{name} · %{date}', none: 'Ei vielä kommentteja. Ole ensimmäinen.' },
  more: 'Näytä vanhemmat uutiset',
  states: { loading: 'Ladataan uutisia', empty: 'Ei uutisia.', retry: 'Yritä uudelleen' },
};
export default { eng, dan, swe, nor, fin };
