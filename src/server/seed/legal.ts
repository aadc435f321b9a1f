import type { CountryCode } from '@generated/shared/shell';
import type { SeedContext } from './context';

type DocType = 'PrivacyPolicy' | 'TermsAndConditions' | 'CookiePolicy' | 'MarketingConsent';
const LANGUAGE: Record<CountryCode, 'dan' | 'nor' | 'fin' | 'eng'> = { dk: 'dan', no: 'nor', fi: 'fin', uk: 'eng' };

/** Document names and paragraphs in the country's language; later revisions add a paragraph. */
const TEXTS: Record<'dan' | 'nor' | 'fin' | 'eng', Record<DocType, { name: string; paragraphs: string[] }>> = {
  dan: {
    PrivacyPolicy: {
      name: 'Privatlivspolitik',
      paragraphs: [
        '<h2>Hvem er vi</h2><p>Nightlife Group A/S er dataansvarlig for de oplysninger, du giver os på vores venues og hjemmesider.</p>',
        '<h2>Hvad vi gemmer</h2><p>Navn, e-mail, telefonnummer og fødselsdato, når du booker bord, logger på vores wi-fi eller tilmelder dig vores nyhedsbrev.</p>',
        '<h2>Dine rettigheder</h2><p>Du kan altid få indsigt i, rette eller slette dine oplysninger ved at skrive til <a href="mailto:privacy@nightlife-group.example">privacy@nightlife-group.example</a>.</p>',
        '<h2>Opbevaring</h2><p>Vi sletter profiler, der ikke har været aktive i 36 måneder.</p>',
      ],
    },
    TermsAndConditions: {
      name: 'Vilkår for booking',
      paragraphs: ['<p>Bookinger holdes i 15 minutter efter det aftalte tidspunkt.</p>', '<p>Afbud skal ske senest 24 timer før ved grupper over 8 personer.</p>', '<p>Aldersgrænsen er 18 år; husk gyldigt ID.</p>'],
    },
    CookiePolicy: {
      name: 'Cookiepolitik',
      paragraphs: ['<p>Vi bruger nødvendige cookies for at hjemmesiden virker, og – med dit samtykke – cookies til statistik og marketing.</p>', '<p>Du kan til enhver tid ændre dit samtykke via linket i bunden af siden.</p>'],
    },
    MarketingConsent: {
      name: 'Samtykke til markedsføring',
      paragraphs: ['<p>Jeg giver samtykke til at modtage nyheder, tilbud og invitationer fra Nightlife Group på e-mail og sms.</p>', '<p>Samtykket kan trækkes tilbage når som helst.</p>'],
    },
  },
  nor: {
    PrivacyPolicy: {
      name: 'Personvernerklæring',
      paragraphs: [
        '<h2>Hvem vi er</h2><p>Nightlife Group A/S er behandlingsansvarlig for opplysningene du gir oss på våre venues og nettsider.</p>',
        '<h2>Hva vi lagrer</h2><p>Navn, e-post, telefonnummer og fødselsdato når du bestiller bord, logger på wifi eller melder deg på nyhetsbrevet.</p>',
        '<h2>Dine rettigheter</h2><p>Du kan be om innsyn, retting eller sletting ved å skrive til <a href="mailto:privacy@nightlife-group.example">privacy@nightlife-group.example</a>.</p>',
        '<h2>Lagringstid</h2><p>Profiler som ikke har vært aktive på 36 måneder, slettes.</p>',
      ],
    },
    TermsAndConditions: {
      name: 'Vilkår for bestilling',
      paragraphs: ['<p>Bordet holdes i 15 minutter etter avtalt tid.</p>', '<p>Avbestilling for grupper over 8 personer må skje senest 24 timer før.</p>', '<p>Aldersgrensen er 20 år; ta med gyldig legitimasjon.</p>'],
    },
    CookiePolicy: {
      name: 'Retningslinjer for informasjonskapsler',
      paragraphs: ['<p>Vi bruker nødvendige informasjonskapsler for at nettsiden skal fungere, og – med ditt samtykke – til statistikk og markedsføring.</p>', '<p>Du kan endre samtykket når som helst via lenken nederst på siden.</p>'],
    },
    MarketingConsent: {
      name: 'Samtykke til markedsføring',
      paragraphs: ['<p>Jeg samtykker til å motta nyheter, tilbud og invitasjoner fra Nightlife Group på e-post og SMS.</p>', '<p>Samtykket kan trekkes tilbake når som helst.</p>'],
    },
  },
  fin: {
    PrivacyPolicy: {
      name: 'Tietosuojaseloste',
      paragraphs: [
        '<h2>Keitä olemme</h2><p>Nightlife Group A/S on rekisterinpitäjä tiedoille, jotka annat meille ravintoloissamme ja verkkosivuillamme.</p>',
        '<h2>Mitä tallennamme</h2><p>Nimen, sähköpostin, puhelinnumeron ja syntymäajan, kun varaat pöydän, kirjaudut wifiin tai tilaat uutiskirjeen.</p>',
        '<h2>Oikeutesi</h2><p>Voit pyytää tietojesi tarkastamista, korjaamista tai poistamista osoitteesta <a href="mailto:privacy@nightlife-group.example">privacy@nightlife-group.example</a>.</p>',
        '<h2>Säilytysaika</h2><p>Poistamme profiilit, jotka eivät ole olleet aktiivisia 36 kuukauteen.</p>',
      ],
    },
    TermsAndConditions: {
      name: 'Varausehdot',
      paragraphs: ['<p>Pöytää pidetään 15 minuuttia sovitun ajan jälkeen.</p>', '<p>Yli 8 hengen ryhmien peruutus viimeistään 24 tuntia etukäteen.</p>', '<p>Ikäraja on 18 vuotta; ota mukaan henkilöllisyystodistus.</p>'],
    },
    CookiePolicy: {
      name: 'Evästekäytäntö',
      paragraphs: ['<p>Käytämme välttämättömiä evästeitä sivuston toimintaan ja suostumuksellasi evästeitä tilastointiin ja markkinointiin.</p>', '<p>Voit muuttaa suostumustasi milloin tahansa sivun alareunan linkistä.</p>'],
    },
    MarketingConsent: {
      name: 'Markkinointisuostumus',
      paragraphs: ['<p>Annan suostumuksen vastaanottaa Nightlife Groupin uutisia, tarjouksia ja kutsuja sähköpostilla ja tekstiviestillä.</p>', '<p>Suostumuksen voi perua milloin tahansa.</p>'],
    },
  },
  eng: {
    PrivacyPolicy: {
      name: 'Privacy policy',
      paragraphs: [
        '<h2>Who we are</h2><p>Nightlife Group A/S is the data controller for the information you give us at our venues and on our websites.</p>',
        '<h2>What we keep</h2><p>Your name, email, phone number and date of birth when you book a table, log in to our Wi-Fi or sign up for our newsletter.</p>',
        '<h2>Your rights</h2><p>You can ask to see, correct or delete your data by writing to <a href="mailto:privacy@nightlife-group.example">privacy@nightlife-group.example</a>.</p>',
        '<h2>How long we keep it</h2><p>We delete profiles that have not been active for 36 months.</p>',
      ],
    },
    TermsAndConditions: {
      name: 'Booking terms',
      paragraphs: ['<p>Tables are held for 15 minutes after the booked time.</p>', '<p>Groups of more than 8 must cancel at least 24 hours ahead.</p>', '<p>Over 18s only; Challenge 25 applies, so bring photo ID.</p>'],
    },
    CookiePolicy: {
      name: 'Cookie policy',
      paragraphs: ['<p>We use necessary cookies to make the site work and, with your consent, cookies for statistics and marketing.</p>', '<p>You can change your consent at any time from the link at the bottom of the page.</p>'],
    },
    MarketingConsent: {
      name: 'Marketing consent',
      paragraphs: ['<p>I agree to receive news, offers and invitations from Nightlife Group by email and text message.</p>', '<p>I can withdraw this consent at any time.</p>'],
    },
  },
};

const DOCUMENTS: { type: DocType; revisions: number }[] = [
  { type: 'PrivacyPolicy', revisions: 3 },
  { type: 'TermsAndConditions', revisions: 2 },
  { type: 'CookiePolicy', revisions: 2 },
  { type: 'MarketingConsent', revisions: 1 },
];
const CHANGE_NOTES = ['First version', 'Added how to ask for your data', 'Shorter retention period', 'Updated age limit'];

/** Legal documents per country with revisions, data processors, the data controller, the cookie popup and the cookie register. */
export async function seedLegal({ db, today }: SeedContext): Promise<void> {
  let cookiePolicyId: string | null = null;
  for (const country of ['dk', 'no', 'fi', 'uk'] as CountryCode[]) {
    const language = LANGUAGE[country];
    for (const doc of DOCUMENTS) {
      const text = TEXTS[language][doc.type];
      const revisions = Array.from({ length: doc.revisions }, (_, i) => {
        const paragraphs = text.paragraphs.slice(0, Math.max(1, text.paragraphs.length - (doc.revisions - 1 - i)));
        return { revision: i + 1, content: paragraphs.join(''), changeNote: CHANGE_NOTES[i], publishedAt: today.subtract(400 - i * 120, 'day').hour(10).toISOString(), publishedBy: 'user-hq' };
      });
      const inserted = await db
        .insertInto('legalDocuments')
        .values({ name: text.name, type: doc.type, country, language, isEnabled: true, currentRevision: doc.revisions, revisions: JSON.stringify(revisions), createdBy: 'user-hq', createdAt: today.subtract(400, 'day').toDate() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (country === 'uk' && doc.type === 'CookiePolicy') cookiePolicyId = inserted.id;
    }
    // An old policy kept for the record, no longer enabled.
    const old = TEXTS[language].PrivacyPolicy;
    await db
      .insertInto('legalDocuments')
      .values({
        name: `${old.name} (2022)`,
        type: 'PrivacyPolicy',
        country,
        language,
        isEnabled: false,
        currentRevision: 1,
        revisions: JSON.stringify([{ revision: 1, content: old.paragraphs.slice(0, 2).join(''), changeNote: CHANGE_NOTES[0], publishedAt: today.subtract(1000, 'day').toISOString(), publishedBy: 'user-hq' }]),
        createdBy: 'user-hq',
        createdAt: today.subtract(1000, 'day').toDate(),
      })
      .execute();
  }

  await db
    .insertInto('dataProcessors')
    .values([
      { name: 'Microsoft Ireland Operations Ltd', purpose: 'Hosting of the guest database and the portal (Azure).', location: 'EU (Ireland, Netherlands)', website: 'https://www.microsoft.com', contactEmail: 'privacy@microsoft.example', dataCategories: JSON.stringify(['Contact details', 'Consents', 'Visits']), agreementSignedOn: today.subtract(900, 'day').format('YYYY-MM-DD') },
      { name: 'The Rocket Science Group LLC (Mailchimp)', purpose: 'Sending campaign emails and measuring opens and clicks.', location: 'USA (EU standard contractual clauses)', website: 'https://mailchimp.com', contactEmail: 'privacy@mailchimp.example', dataCategories: JSON.stringify(['Name', 'Email', 'Email activity']), agreementSignedOn: today.subtract(700, 'day').format('YYYY-MM-DD') },
      { name: 'Twilio Ireland Ltd', purpose: 'Sending text messages for bookings and campaigns.', location: 'EU (Ireland)', website: 'https://www.twilio.com', contactEmail: 'privacy@twilio.example', dataCategories: JSON.stringify(['Phone number', 'Message content']), agreementSignedOn: today.subtract(650, 'day').format('YYYY-MM-DD') },
      { name: 'Meta Platforms Ireland Ltd', purpose: 'Messenger and Instagram conversations with guests.', location: 'EU (Ireland)', website: 'https://www.meta.com', contactEmail: 'privacy@meta.example', dataCategories: JSON.stringify(['Name', 'Messages']), agreementSignedOn: today.subtract(500, 'day').format('YYYY-MM-DD') },
      { name: 'Google Ireland Ltd', purpose: 'Website statistics (Google Analytics) when guests consent to analytics cookies.', location: 'EU (Ireland)', website: 'https://www.google.com', contactEmail: 'privacy@google.example', dataCategories: JSON.stringify(['Online identifiers', 'Usage']), agreementSignedOn: today.subtract(480, 'day').format('YYYY-MM-DD') },
      { name: 'Table Booking Nordic ApS', purpose: 'Table bookings and booking reminders.', location: 'EU (Denmark)', website: 'https://booking.example.com', contactEmail: 'dpo@booking.example.com', dataCategories: JSON.stringify(['Name', 'Email', 'Phone', 'Bookings']), agreementSignedOn: today.subtract(300, 'day').format('YYYY-MM-DD') },
    ])
    .execute();

  await db
    .insertInto('dataController')
    .values({
      id: 'singleton',
      companyName: 'Nightlife Group A/S',
      registrationNumber: 'DK 38 29 17 45',
      street: 'Vesterbrogade 149',
      postalCode: '1620',
      city: 'København V',
      country: 'dk',
      email: 'privacy@nightlife-group.example',
      phone: '+45 33 12 40 00',
      dpoName: 'Marianne Falk',
      dpoEmail: 'dpo@nightlife-group.example',
      createdBy: 'user-hq',
    })
    .execute();

  await db
    .insertInto('cookiePopupSettings')
    .values({
      id: 'singleton',
      title: JSON.stringify({ eng: 'We use cookies', dan: 'Vi bruger cookies', swe: 'Vi använder cookies', nor: 'Vi bruker informasjonskapsler', fin: 'Käytämme evästeitä' }),
      text: JSON.stringify({
        eng: 'We use cookies to make our site work and, if you agree, to understand how it is used and to show you relevant offers.',
        dan: 'Vi bruger cookies for at få siden til at virke og, hvis du accepterer, for at forstå hvordan den bruges og vise dig relevante tilbud.',
        swe: 'Vi använder cookies för att webbplatsen ska fungera och, om du godkänner, för att förstå hur den används och visa relevanta erbjudanden.',
        nor: 'Vi bruker informasjonskapsler for at siden skal fungere og, hvis du godtar, for å forstå hvordan den brukes og vise deg relevante tilbud.',
        fin: 'Käytämme evästeitä sivuston toimintaan ja suostumuksellasi sen käytön ymmärtämiseen ja osuvien tarjousten näyttämiseen.',
      }),
      acceptAllLabel: JSON.stringify({ eng: 'Accept all', dan: 'Accepter alle', swe: 'Godkänn alla', nor: 'Godta alle', fin: 'Hyväksy kaikki' }),
      rejectAllLabel: JSON.stringify({ eng: 'Only necessary', dan: 'Kun nødvendige', swe: 'Endast nödvändiga', nor: 'Kun nødvendige', fin: 'Vain välttämättömät' }),
      settingsLabel: JSON.stringify({ eng: 'Choose', dan: 'Vælg selv', swe: 'Välj själv', nor: 'Velg selv', fin: 'Valitse itse' }),
      showRejectAll: true,
      position: 'bottom',
      primaryColor: '#1b5e20',
      consentLifetimeDays: 365,
      cookiePolicyDocumentId: cookiePolicyId,
      createdBy: 'user-hq',
    })
    .execute();

  await db
    .insertInto('cookies')
    .values([
      { name: 'ng_session', provider: 'Nightlife Group', purpose: 'Keeps you signed in while you book.', method: 'Cookie', type: 'Session', category: 'Nessecary', expiryDays: null, domain: 'nightlife-group.example' },
      { name: 'ng_cookie_consent', provider: 'Nightlife Group', purpose: 'Remembers your cookie choices.', method: 'Cookie', type: 'Persistent', category: 'Nessecary', expiryDays: 365, domain: 'nightlife-group.example' },
      { name: 'booking_draft', provider: 'Nightlife Group', purpose: 'Keeps a booking you have started if you reload the page.', method: 'SessionStorage', type: 'Session', category: 'Nessecary', expiryDays: null, domain: 'nightlife-group.example' },
      { name: 'ng_language', provider: 'Nightlife Group', purpose: 'Remembers the language you chose.', method: 'LocalStorage', type: 'Persistent', category: 'Preferences', expiryDays: 365, domain: 'nightlife-group.example' },
      { name: 'ng_venue', provider: 'Nightlife Group', purpose: 'Remembers your favourite venue.', method: 'Cookie', type: 'Persistent', category: 'Preferences', expiryDays: 180, domain: 'nightlife-group.example' },
      { name: '_ga', provider: 'Google', purpose: 'Tells visitors apart in website statistics.', method: 'Cookie', type: 'Persistent', category: 'Analytics', expiryDays: 730, domain: '.nightlife-group.example' },
      { name: '_gid', provider: 'Google', purpose: 'Tells visitors apart for 24 hours.', method: 'Cookie', type: 'Persistent', category: 'Analytics', expiryDays: 1, domain: '.nightlife-group.example' },
      { name: '_fbp', provider: 'Meta', purpose: 'Measures and targets advertising on Facebook and Instagram.', method: 'Cookie', type: 'Persistent', category: 'Marketing', expiryDays: 90, domain: '.nightlife-group.example' },
      { name: 'mc_subscriber', provider: 'Mailchimp', purpose: 'Links newsletter clicks to your visit.', method: 'Cookie', type: 'Persistent', category: 'Marketing', expiryDays: 365, domain: '.nightlife-group.example' },
      { name: 'cf_widget_state', provider: 'Unknown', purpose: 'Found by the cookie scanner; not yet classified.', method: 'LocalStorage', type: 'Persistent', category: 'Unclassified', expiryDays: 30, domain: 'nightlife-group.example' },
    ])
    .execute();
}
