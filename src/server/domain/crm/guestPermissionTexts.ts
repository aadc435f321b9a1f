import type { MultilingualText } from '@/shared/types';
import type { DocumentType } from '@/shared/crm/legalDocuments';

/** What each of the eight consent types lets the group do, and the kind of legal document that governs it. */
export const GUEST_PERMISSIONS: { consent: string; governedBy: DocumentType; description: MultilingualText }[] = [
  {
    consent: 'PersonalData',
    governedBy: 'PrivacyPolicy',
    description: {
      eng: 'Keep the guest’s name and contact details to serve them at our venues.',
      dan: 'Opbevare gæstens navn og kontaktoplysninger for at betjene gæsten på vores steder.',
      swe: 'Spara gästens namn och kontaktuppgifter för att ta hand om gästen på våra restauranger.',
      nor: 'Lagre gjestens navn og kontaktinformasjon for å betjene gjesten på våre steder.',
      fin: 'Säilyttää asiakkaan nimen ja yhteystiedot asiakkaan palvelemiseksi ravintoloissamme.',
    },
  },
  {
    consent: 'Analytics',
    governedBy: 'PrivacyPolicy',
    description: {
      eng: 'Use visits and purchases in statistics that improve our venues.',
      dan: 'Bruge besøg og køb i statistik, der forbedrer vores steder.',
      swe: 'Använda besök och köp i statistik som förbättrar våra restauranger.',
      nor: 'Bruke besøk og kjøp i statistikk som forbedrer våre steder.',
      fin: 'Käyttää käyntejä ja ostoksia tilastoissa, joilla kehitämme ravintoloitamme.',
    },
  },
  {
    consent: 'Enrichment',
    governedBy: 'PrivacyPolicy',
    description: {
      eng: 'Add information from partners (for example age group or area) to the profile.',
      dan: 'Tilføje oplysninger fra samarbejdspartnere (for eksempel aldersgruppe eller område) til profilen.',
      swe: 'Lägga till uppgifter från partner (till exempel åldersgrupp eller område) i profilen.',
      nor: 'Legge til opplysninger fra samarbeidspartnere (for eksempel aldersgruppe eller område) i profilen.',
      fin: 'Lisätä profiiliin kumppaneilta saatuja tietoja (esimerkiksi ikäryhmä tai asuinalue).',
    },
  },
  {
    consent: 'Email',
    governedBy: 'MarketingConsent',
    description: {
      eng: 'Send news, offers and invitations by email.',
      dan: 'Sende nyheder, tilbud og invitationer på e-mail.',
      swe: 'Skicka nyheter, erbjudanden och inbjudningar via e-post.',
      nor: 'Sende nyheter, tilbud og invitasjoner på e-post.',
      fin: 'Lähettää uutisia, tarjouksia ja kutsuja sähköpostilla.',
    },
  },
  {
    consent: 'Phone',
    governedBy: 'MarketingConsent',
    description: {
      eng: 'Send offers by text message and call about bookings.',
      dan: 'Sende tilbud på sms og ringe om bookinger.',
      swe: 'Skicka erbjudanden via sms och ringa om bokningar.',
      nor: 'Sende tilbud på SMS og ringe om bestillinger.',
      fin: 'Lähettää tarjouksia tekstiviestillä ja soittaa varauksista.',
    },
  },
  {
    consent: 'SoMe',
    governedBy: 'MarketingConsent',
    description: {
      eng: 'Show the guest our offers on social media.',
      dan: 'Vise gæsten vores tilbud på sociale medier.',
      swe: 'Visa gästen våra erbjudanden i sociala medier.',
      nor: 'Vise gjesten våre tilbud på sosiale medier.',
      fin: 'Näyttää asiakkaalle tarjouksiamme sosiaalisessa mediassa.',
    },
  },
  {
    consent: 'SnailMail',
    governedBy: 'MarketingConsent',
    description: {
      eng: 'Send invitations and vouchers by post.',
      dan: 'Sende invitationer og vouchers med posten.',
      swe: 'Skicka inbjudningar och värdebevis med posten.',
      nor: 'Sende invitasjoner og verdikuponger i posten.',
      fin: 'Lähettää kutsuja ja lahjakortteja postitse.',
    },
  },
  {
    consent: 'Marketing',
    governedBy: 'MarketingConsent',
    description: {
      eng: 'Use the profile to choose which offers and campaigns the guest receives.',
      dan: 'Bruge profilen til at vælge, hvilke tilbud og kampagner gæsten modtager.',
      swe: 'Använda profilen för att välja vilka erbjudanden och kampanjer gästen får.',
      nor: 'Bruke profilen til å velge hvilke tilbud og kampanjer gjesten mottar.',
      fin: 'Käyttää profiilia sen valitsemiseen, mitä tarjouksia ja kampanjoita asiakas saa.',
    },
  },
];
