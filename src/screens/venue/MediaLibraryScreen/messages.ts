import type { MessageShape } from '@/i18n/shape';

const eng = {
  intro: 'The venue\'s pictures for marketing: logos, the room, drinks and events, ready for social media and print. PNG, JPEG, GIF or WebP up to 10 MB.',
  search: 'Name starts with',
  upload: 'Upload pictures',
  download: 'Download %{name}',
  delete: 'Delete %{name}',
  deleteTitle: 'Delete picture',
  deleteContent: 'Delete "%{name}" from the media library?',
  by: '%{date} by %{name}',
  done: { uploaded: '"%{name}" uploaded', deleted: '"%{name}" deleted' },
  paging: { page: 'Page %{page}', first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' },
  states: { loading: 'Loading the media library', empty: 'No pictures yet. Upload the venue\'s logo and photos.', noVenue: 'Choose a venue to see its media library.', retry: 'Try again', picture: 'Picture could not be shown' },
};
const dan: MessageShape<typeof eng> = {
  intro: 'Stedets billeder til marketing: logoer, lokalet, drinks og arrangementer, klar til sociale medier og tryk. PNG, JPEG, GIF eller WebP op til 10 MB.',
  search: 'Navnet begynder med',
  upload: 'Upload billeder',
  download: 'Hent %{name}',
  delete: 'Slet %{name}',
  deleteTitle: 'Slet billede',
  deleteContent: 'Slet "%{name}" fra mediebiblioteket?',
  by: '%{date} af %{name}',
  done: { uploaded: '"%{name}" er uploadet', deleted: '"%{name}" er slettet' },
  paging: { page: 'Side %{page}', first: 'Første side', last: 'Sidste side', next: 'Næste side', previous: 'Forrige side' },
  states: { loading: 'Henter mediebiblioteket', empty: 'Ingen billeder endnu. Upload stedets logo og fotos.', noVenue: 'Vælg et sted for at se dets mediebibliotek.', retry: 'Prøv igen', picture: 'Billedet kunne ikke vises' },
};
const swe: MessageShape<typeof eng> = {
  intro: 'Restaurangens bilder för marknadsföring: logotyper, lokalen, drinkar och evenemang, redo för sociala medier och tryck. PNG, JPEG, GIF eller WebP upp till 10 MB.',
  search: 'Namnet börjar med',
  upload: 'Ladda upp bilder',
  download: 'Hämta %{name}',
  delete: 'Ta bort %{name}',
  deleteTitle: 'Ta bort bild',
  deleteContent: 'Ta bort "%{name}" från mediebiblioteket?',
  by: '%{date} av %{name}',
  done: { uploaded: '"%{name}" har laddats upp', deleted: '"%{name}" har tagits bort' },
  paging: { page: 'Sida %{page}', first: 'Första sidan', last: 'Sista sidan', next: 'Nästa sida', previous: 'Föregående sida' },
  states: { loading: 'Hämtar mediebiblioteket', empty: 'Inga bilder ännu. Ladda upp restaurangens logotyp och foton.', noVenue: 'Välj en restaurang för att se dess mediebibliotek.', retry: 'Försök igen', picture: 'Bilden kunde inte visas' },
};
const nor: MessageShape<typeof eng> = {
  intro: 'Stedets bilder til markedsføring: logoer, lokalet, drinker og arrangementer, klare for sosiale medier og trykk. PNG, JPEG, GIF eller WebP opptil 10 MB.',
  search: 'Navnet begynner med',
  upload: 'Last opp bilder',
  download: 'Last ned %{name}',
  delete: 'Slett %{name}',
  deleteTitle: 'Slett bilde',
  deleteContent: 'Slette "%{name}" fra mediebiblioteket?',
  by: '%{date} av %{name}',
  done: { uploaded: '"%{name}" er lastet opp', deleted: '"%{name}" er slettet' },
  paging: { page: 'Side %{page}', first: 'Første side', last: 'Siste side', next: 'Neste side', previous: 'Forrige side' },
  states: { loading: 'Henter mediebiblioteket', empty: 'Ingen bilder ennå. Last opp stedets logo og bilder.', noVenue: 'Velg et sted for å se mediebiblioteket dets.', retry: 'Prøv igjen', picture: 'Bildet kunne ikke vises' },
};
const fin: MessageShape<typeof eng> = {
  intro: 'Ravintolan markkinointikuvat: logot, tilat, juomat ja tapahtumat valmiina sosiaaliseen mediaan ja painotuotteisiin. PNG, JPEG, GIF tai WebP, enintään 10 Mt.',
  search: 'Nimi alkaa',
  upload: 'Lataa kuvia',
  download: 'Lataa %{name}',
  delete: 'Poista %{name}',
  deleteTitle: 'Poista kuva',
  deleteContent: 'Poistetaanko "%{name}" mediakirjastosta?',
  by: '%{date}, %{name}',
  done: { uploaded: '"%{name}" ladattu', deleted: '"%{name}" poistettu' },
  paging: { page: 'Sivu %{page}', first: 'Ensimmäinen sivu', last: 'Viimeinen sivu', next: 'Seuraava sivu', previous: 'Edellinen sivu' },
  states: { loading: 'Ladataan mediakirjastoa', empty: 'Ei vielä kuvia. Lataa ravintolan logo ja kuvat.', noVenue: 'Valitse ravintola nähdäksesi sen mediakirjaston.', retry: 'Yritä uudelleen', picture: 'Kuvaa ei voitu näyttää' },
};
export default { eng, dan, swe, nor, fin };
