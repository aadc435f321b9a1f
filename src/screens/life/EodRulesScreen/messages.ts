import type { MessageShape } from '@/i18n/shape';

const eng = {
  intro: 'How end-of-day reports work in %{country}: what a report must hold before a venue can send it, by when it is due, and who hears of it.',
  sections: {
    required: 'Required before sending',
    deadline: 'Deadline',
    deadlineHelp: 'A report sent after this time on the day after its business day is marked late. Empty: no deadline.',
    notify: 'Who hears of a sent report',
    notifyHelp: 'People holding these roles at the venue get a notification in the portal; the email recipients are recorded on the report for the mail gateway.',
  },
  save: 'Save',
  saved: 'The rules of %{country} were saved',
  notSaved: 'No rules are saved for %{country} yet; these are the defaults.',
  stale: 'Someone else changed these rules. Reload them to see their version.',
  reload: 'Reload',
  loading: 'Loading the rules',
  noCountry: 'Choose a country to see its rules.',
  retry: 'Try again',
};

const dan: MessageShape<typeof eng> = {
  intro: 'Sådan fungerer dagsrapporter i %{country}: hvad en rapport skal indeholde, før et sted kan sende den, hvornår den skal sendes, og hvem der får besked.',
  sections: {
    required: 'Påkrævet før afsendelse',
    deadline: 'Frist',
    deadlineHelp: 'En rapport sendt efter dette tidspunkt dagen efter forretningsdagen markeres som for sen. Tom: ingen frist.',
    notify: 'Hvem får besked om en sendt rapport',
    notifyHelp: 'Personer med disse roller på stedet får en notifikation i portalen; e-mailmodtagerne registreres på rapporten til mailgatewayen.',
  },
  save: 'Gem',
  saved: 'Reglerne for %{country} blev gemt',
  notSaved: 'Der er endnu ingen regler gemt for %{country}; dette er standardværdierne.',
  stale: 'En anden har ændret reglerne. Genindlæs dem for at se deres version.',
  reload: 'Genindlæs',
  loading: 'Henter reglerne',
  noCountry: 'Vælg et land for at se dets regler.',
  retry: 'Prøv igen',
};

const swe: MessageShape<typeof eng> = {
  intro: 'Så fungerar dagsrapporter i %{country}: vad en rapport måste innehålla innan en restaurang kan skicka den, när den ska skickas och vem som meddelas.',
  sections: {
    required: 'Krävs före sändning',
    deadline: 'Tidsgräns',
    deadlineHelp: 'En rapport som skickas efter denna tid dagen efter affärsdagen markeras som sen. Tom: ingen tidsgräns.',
    notify: 'Vem som meddelas om en skickad rapport',
    notifyHelp: 'Personer med dessa roller på restaurangen får en avisering i portalen; e-postmottagarna registreras på rapporten för e-postgatewayen.',
  },
  save: 'Spara',
  saved: 'Reglerna för %{country} sparades',
  notSaved: 'Inga regler är sparade för %{country} ännu; detta är standardvärdena.',
  stale: 'Någon annan har ändrat reglerna. Ladda om dem för att se deras version.',
  reload: 'Ladda om',
  loading: 'Hämtar reglerna',
  noCountry: 'Välj ett land för att se dess regler.',
  retry: 'Försök igen',
};

const nor: MessageShape<typeof eng> = {
  intro: 'Slik fungerer dagsrapporter i %{country}: hva en rapport må inneholde før et sted kan sende den, når den skal sendes, og hvem som får beskjed.',
  sections: {
    required: 'Påkrevd før sending',
    deadline: 'Frist',
    deadlineHelp: 'En rapport sendt etter dette tidspunktet dagen etter forretningsdagen markeres som for sen. Tom: ingen frist.',
    notify: 'Hvem som får beskjed om en sendt rapport',
    notifyHelp: 'Personer med disse rollene på stedet får et varsel i portalen; e-postmottakerne registreres på rapporten for e-postgatewayen.',
  },
  save: 'Lagre',
  saved: 'Reglene for %{country} ble lagret',
  notSaved: 'Ingen regler er lagret for %{country} ennå; dette er standardverdiene.',
  stale: 'Noen andre har endret reglene. Last dem inn på nytt for å se deres versjon.',
  reload: 'Last inn på nytt',
  loading: 'Henter reglene',
  noCountry: 'Velg et land for å se reglene.',
  retry: 'Prøv igjen',
};

const fin: MessageShape<typeof eng> = {
  intro: 'Päiväraporttien säännöt maassa %{country}: mitä raportissa on oltava ennen kuin ravintola voi lähettää sen, milloin se on lähetettävä ja kenelle siitä ilmoitetaan.',
  sections: {
    required: 'Vaaditaan ennen lähettämistä',
    deadline: 'Määräaika',
    deadlineHelp: 'Liiketoimintapäivää seuraavana päivänä tämän kellonajan jälkeen lähetetty raportti merkitään myöhästyneeksi. Tyhjä: ei määräaikaa.',
    notify: 'Kenelle lähetetystä raportista ilmoitetaan',
    notifyHelp: 'Näissä rooleissa ravintolassa toimivat saavat ilmoituksen portaaliin; sähköpostin vastaanottajat tallennetaan raporttiin sähköpostiyhdyskäytävää varten.',
  },
  save: 'Tallenna',
  saved: 'Maan %{country} säännöt tallennettiin',
  notSaved: 'Maalle %{country} ei ole vielä tallennettu sääntöjä; nämä ovat oletusarvot.',
  stale: 'Joku muu on muuttanut sääntöjä. Lataa ne uudelleen nähdäksesi hänen versionsa.',
  reload: 'Lataa uudelleen',
  loading: 'Ladataan sääntöjä',
  noCountry: 'Valitse maa nähdäksesi sen säännöt.',
  retry: 'Yritä uudelleen',
};

export default { eng, dan, swe, nor, fin };
