/** What the guest reads about confirming an email consent: the mail and the confirmation page, in five languages. */

import type { Lang } from './guestFacingPage';

/** A guest has no language of their own: the language of their country. */
export const COUNTRY_LANGUAGE: Record<string, Lang> = { dk: 'dan', no: 'nor', fi: 'fin', uk: 'eng' };

export interface ConfirmationTexts {
  subject: string;
  /** %{venue}, %{link}, %{days} */
  mail: string;
  askTitle: string;
  /** %{venue}, %{email} */
  ask: string;
  button: string;
  doneTitle: string;
  /** %{venue} */
  done: string;
  expiredTitle: string;
  expired: string;
  usedTitle: string;
  used: string;
  closedTitle: string;
  closed: string;
  unknownTitle: string;
  unknown: string;
}

export const CONFIRMATION_TEXTS: Record<Lang, ConfirmationTexts> = {
  eng: {
    subject: 'Please confirm that we may email you',
    mail: 'Hello,\n\nYou have agreed that %{venue} may send you news and offers by email. Please confirm it by opening this link:\n\n%{link}\n\nThe link works for %{days} days. If you did not ask for this, ignore this email and we will not write to you.',
    askTitle: 'Confirm your email consent',
    ask: 'Confirm that %{venue} may send news and offers to %{email}.',
    button: 'Confirm',
    doneTitle: 'Thank you',
    done: 'You have confirmed that %{venue} may email you. You can withdraw your consent at any time.',
    expiredTitle: 'The link has expired',
    expired: 'This confirmation link is no longer valid. Ask the venue to send you a new one.',
    usedTitle: 'Already confirmed',
    used: 'This link has already been used: your consent is confirmed.',
    closedTitle: 'The link is no longer valid',
    closed: 'This consent was withdrawn or a newer link was sent. Use the latest email you received.',
    unknownTitle: 'Link not found',
    unknown: 'This confirmation link is not valid. Check that you opened the whole link from the email.',
  },
  dan: {
    subject: 'Bekræft venligst, at vi må sende dig e-mails',
    mail: 'Hej,\n\nDu har givet %{venue} lov til at sende dig nyheder og tilbud på e-mail. Bekræft det ved at åbne dette link:\n\n%{link}\n\nLinket virker i %{days} dage. Har du ikke bedt om dette, kan du se bort fra denne e-mail, så skriver vi ikke til dig.',
    askTitle: 'Bekræft dit samtykke til e-mails',
    ask: 'Bekræft, at %{venue} må sende nyheder og tilbud til %{email}.',
    button: 'Bekræft',
    doneTitle: 'Tak',
    done: 'Du har bekræftet, at %{venue} må sende dig e-mails. Du kan til enhver tid trække dit samtykke tilbage.',
    expiredTitle: 'Linket er udløbet',
    expired: 'Dette bekræftelseslink gælder ikke længere. Bed stedet om at sende dig et nyt.',
    usedTitle: 'Allerede bekræftet',
    used: 'Dette link er allerede brugt: dit samtykke er bekræftet.',
    closedTitle: 'Linket gælder ikke længere',
    closed: 'Samtykket er trukket tilbage, eller der er sendt et nyere link. Brug den seneste e-mail, du har fået.',
    unknownTitle: 'Linket findes ikke',
    unknown: 'Dette bekræftelseslink er ikke gyldigt. Tjek, at du har åbnet hele linket fra e-mailen.',
  },
  swe: {
    subject: 'Bekräfta att vi får skicka e-post till dig',
    mail: 'Hej,\n\nDu har godkänt att %{venue} skickar nyheter och erbjudanden till dig via e-post. Bekräfta det genom att öppna den här länken:\n\n%{link}\n\nLänken gäller i %{days} dagar. Om du inte har bett om detta kan du bortse från mejlet, så skriver vi inte till dig.',
    askTitle: 'Bekräfta ditt samtycke till e-post',
    ask: 'Bekräfta att %{venue} får skicka nyheter och erbjudanden till %{email}.',
    button: 'Bekräfta',
    doneTitle: 'Tack',
    done: 'Du har bekräftat att %{venue} får skicka e-post till dig. Du kan när som helst återkalla ditt samtycke.',
    expiredTitle: 'Länken har gått ut',
    expired: 'Den här bekräftelselänken gäller inte längre. Be restaurangen skicka en ny.',
    usedTitle: 'Redan bekräftat',
    used: 'Länken har redan använts: ditt samtycke är bekräftat.',
    closedTitle: 'Länken gäller inte längre',
    closed: 'Samtycket har återkallats eller en nyare länk har skickats. Använd det senaste mejlet du fick.',
    unknownTitle: 'Länken hittades inte',
    unknown: 'Den här bekräftelselänken är inte giltig. Kontrollera att du öppnade hela länken från mejlet.',
  },
  nor: {
    subject: 'Bekreft at vi kan sende deg e-post',
    mail: 'Hei,\n\nDu har gitt %{venue} lov til å sende deg nyheter og tilbud på e-post. Bekreft det ved å åpne denne lenken:\n\n%{link}\n\nLenken virker i %{days} dager. Har du ikke bedt om dette, kan du se bort fra e-posten, så skriver vi ikke til deg.',
    askTitle: 'Bekreft samtykket ditt til e-post',
    ask: 'Bekreft at %{venue} kan sende nyheter og tilbud til %{email}.',
    button: 'Bekreft',
    doneTitle: 'Takk',
    done: 'Du har bekreftet at %{venue} kan sende deg e-post. Du kan når som helst trekke samtykket tilbake.',
    expiredTitle: 'Lenken er utløpt',
    expired: 'Denne bekreftelseslenken gjelder ikke lenger. Be stedet sende deg en ny.',
    usedTitle: 'Allerede bekreftet',
    used: 'Denne lenken er allerede brukt: samtykket ditt er bekreftet.',
    closedTitle: 'Lenken gjelder ikke lenger',
    closed: 'Samtykket er trukket tilbake, eller en nyere lenke er sendt. Bruk den siste e-posten du fikk.',
    unknownTitle: 'Fant ikke lenken',
    unknown: 'Denne bekreftelseslenken er ikke gyldig. Sjekk at du åpnet hele lenken fra e-posten.',
  },
  fin: {
    subject: 'Vahvista, että saamme lähettää sinulle sähköpostia',
    mail: 'Hei,\n\nOlet antanut ravintolalle %{venue} luvan lähettää sinulle uutisia ja tarjouksia sähköpostilla. Vahvista lupa avaamalla tämä linkki:\n\n%{link}\n\nLinkki on voimassa %{days} päivää. Jos et pyytänyt tätä, voit jättää viestin huomiotta, emmekä kirjoita sinulle.',
    askTitle: 'Vahvista sähköpostisuostumuksesi',
    ask: 'Vahvista, että %{venue} saa lähettää uutisia ja tarjouksia osoitteeseen %{email}.',
    button: 'Vahvista',
    doneTitle: 'Kiitos',
    done: 'Olet vahvistanut, että %{venue} saa lähettää sinulle sähköpostia. Voit perua suostumuksesi milloin tahansa.',
    expiredTitle: 'Linkki on vanhentunut',
    expired: 'Tämä vahvistuslinkki ei ole enää voimassa. Pyydä ravintolaa lähettämään uusi.',
    usedTitle: 'Jo vahvistettu',
    used: 'Linkkiä on jo käytetty: suostumuksesi on vahvistettu.',
    closedTitle: 'Linkki ei ole enää voimassa',
    closed: 'Suostumus on peruttu tai uudempi linkki on lähetetty. Käytä viimeisintä saamaasi sähköpostia.',
    unknownTitle: 'Linkkiä ei löytynyt',
    unknown: 'Tämä vahvistuslinkki ei ole kelvollinen. Tarkista, että avasit koko linkin sähköpostista.',
  },
};

export const fill = (template: string, values: Record<string, string | number>) => template.replace(/%\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
