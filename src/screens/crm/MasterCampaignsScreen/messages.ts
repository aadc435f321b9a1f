import type { MessageShape } from '@/i18n/shape';

const eng = {
  list: {
    new: 'New master campaign',
    newTitle: 'New master campaign',
    newText: 'Start with a name; choose venues and content on the next page.',
    create: 'Create',
    empty: 'No master campaigns yet.',
    venues: 'Venues',
    readOnly: 'Only head office can change master campaigns; you can follow them here.',
  },
  detail: {
    activated: 'Activated on %{date}.',
    tabs: 'Master campaign sections',
    actions: 'Master campaign actions',
  },
  tabs: { content: 'Content', venues: 'Venues', statistics: 'Statistics', history: 'History' },
  actions: {
    activate: 'Activate',
    approveForSending: 'Approve for sending',
    retractApproval: 'Retract approval',
    applyEmailTemplate: 'Apply email template',
    duplicate: 'Duplicate',
    delete: 'Delete',
  },
  dialogs: {
    activateTitle: 'Activate "%{name}"',
    activateText: 'Its venue gets a campaign to fill out. |||| Each of its %{smart_count} venues gets a campaign to fill out.',
    comment: 'Comment to the venues (optional)',
    approveTitle: 'Approve for sending?',
    approveText: 'Venue campaigns still ready to fill out or waiting for approval are approved with the master campaign. Rejected and archived ones stay as they are.',
    retractTitle: 'Retract the approval?',
    retractText: 'Venue campaigns approved with the master go back to their status before; those approved one by one stay approved.',
    deleteText: 'The master campaign and its venue campaigns that are not planned or sent are deleted.',
  },
  done: {
    activated: 'Master campaign activated',
    approved: 'Master campaign approved for sending',
    retracted: 'Approval retracted',
  },
  form: {
    venuesHelp: 'The venues that get a venue campaign when the master is activated.',
    activeNote: 'The campaign is active: changes here do not reach venue campaigns until a venue resets from the master. Venues can be added, not removed.',
    email: 'Email',
    sms: 'SMS',
    push: 'Push notification',
  },
  venues: {
    empty: 'No venue campaigns yet: they are created when the master is activated.',
    sendDates: 'Send dates',
  },
  statistics: { venues: '%{smart_count} venue campaign |||| %{smart_count} venue campaigns' },
};

const dan: MessageShape<typeof eng> = {
  list: {
    new: 'Ny masterkampagne',
    newTitle: 'Ny masterkampagne',
    newText: 'Start med et navn; vælg venues og indhold på næste side.',
    create: 'Opret',
    empty: 'Ingen masterkampagner endnu.',
    venues: 'Venues',
    readOnly: 'Kun hovedkontoret kan ændre masterkampagner; du kan følge dem her.',
  },
  detail: {
    activated: 'Aktiveret den %{date}.',
    tabs: 'Masterkampagnens afsnit',
    actions: 'Handlinger for masterkampagnen',
  },
  tabs: { content: 'Indhold', venues: 'Venues', statistics: 'Statistik', history: 'Historik' },
  actions: {
    activate: 'Aktiver',
    approveForSending: 'Godkend til afsendelse',
    retractApproval: 'Træk godkendelse tilbage',
    applyEmailTemplate: 'Anvend e-mailskabelon',
    duplicate: 'Dupliker',
    delete: 'Slet',
  },
  dialogs: {
    activateTitle: 'Aktiver "%{name}"',
    activateText: 'Dens venue får en kampagne at udfylde. |||| Hver af dens %{smart_count} venues får en kampagne at udfylde.',
    comment: 'Kommentar til venues (valgfri)',
    approveTitle: 'Godkend til afsendelse?',
    approveText: 'Venuekampagner, der stadig er klar til udfyldning eller afventer godkendelse, godkendes med masterkampagnen. Afviste og arkiverede forbliver uændrede.',
    retractTitle: 'Træk godkendelsen tilbage?',
    retractText: 'Venuekampagner, der blev godkendt med masteren, vender tilbage til deres tidligere status; dem, der er godkendt enkeltvis, forbliver godkendt.',
    deleteText: 'Masterkampagnen og dens venuekampagner, der ikke er planlagt eller sendt, slettes.',
  },
  done: {
    activated: 'Masterkampagnen er aktiveret',
    approved: 'Masterkampagnen er godkendt til afsendelse',
    retracted: 'Godkendelsen er trukket tilbage',
  },
  form: {
    venuesHelp: 'De venues, der får en venuekampagne, når masteren aktiveres.',
    activeNote: 'Kampagnen er aktiv: ændringer her når ikke venuekampagnerne, før en venue nulstiller fra masteren. Venues kan tilføjes, ikke fjernes.',
    email: 'E-mail',
    sms: 'SMS',
    push: 'Pushnotifikation',
  },
  venues: {
    empty: 'Ingen venuekampagner endnu: de oprettes, når masteren aktiveres.',
    sendDates: 'Afsendelsesdatoer',
  },
  statistics: { venues: '%{smart_count} venuekampagne |||| %{smart_count} venuekampagner' },
};

const swe: MessageShape<typeof eng> = {
  list: {
    new: 'Ny masterkampanj',
    newTitle: 'Ny masterkampanj',
    newText: 'Börja med ett namn; välj venues och innehåll på nästa sida.',
    create: 'Skapa',
    empty: 'Inga masterkampanjer ännu.',
    venues: 'Venues',
    readOnly: 'Endast huvudkontoret kan ändra masterkampanjer; du kan följa dem här.',
  },
  detail: {
    activated: 'Aktiverad %{date}.',
    tabs: 'Masterkampanjens avsnitt',
    actions: 'Åtgärder för masterkampanjen',
  },
  tabs: { content: 'Innehåll', venues: 'Venues', statistics: 'Statistik', history: 'Historik' },
  actions: {
    activate: 'Aktivera',
    approveForSending: 'Godkänn för utskick',
    retractApproval: 'Dra tillbaka godkännandet',
    applyEmailTemplate: 'Använd e-postmall',
    duplicate: 'Duplicera',
    delete: 'Ta bort',
  },
  dialogs: {
    activateTitle: 'Aktivera "%{name}"',
    activateText: 'Dess venue får en kampanj att fylla i. |||| Var och en av dess %{smart_count} venues får en kampanj att fylla i.',
    comment: 'Kommentar till venues (valfri)',
    approveTitle: 'Godkänna för utskick?',
    approveText: 'Venuekampanjer som fortfarande är redo att fyllas i eller väntar på godkännande godkänns med masterkampanjen. Avvisade och arkiverade förblir som de är.',
    retractTitle: 'Dra tillbaka godkännandet?',
    retractText: 'Venuekampanjer som godkändes med mastern återgår till sin tidigare status; de som godkänts var för sig förblir godkända.',
    deleteText: 'Masterkampanjen och dess venuekampanjer som inte är planerade eller skickade tas bort.',
  },
  done: {
    activated: 'Masterkampanjen är aktiverad',
    approved: 'Masterkampanjen är godkänd för utskick',
    retracted: 'Godkännandet är tillbakadraget',
  },
  form: {
    venuesHelp: 'De venues som får en venuekampanj när mastern aktiveras.',
    activeNote: 'Kampanjen är aktiv: ändringar här når inte venuekampanjerna förrän en venue återställer från mastern. Venues kan läggas till, inte tas bort.',
    email: 'E-post',
    sms: 'SMS',
    push: 'Pushnotis',
  },
  venues: {
    empty: 'Inga venuekampanjer ännu: de skapas när mastern aktiveras.',
    sendDates: 'Utskicksdatum',
  },
  statistics: { venues: '%{smart_count} venuekampanj |||| %{smart_count} venuekampanjer' },
};

const nor: MessageShape<typeof eng> = {
  list: {
    new: 'Ny masterkampanje',
    newTitle: 'Ny masterkampanje',
    newText: 'Start med et navn; velg venues og innhold på neste side.',
    create: 'Opprett',
    empty: 'Ingen masterkampanjer ennå.',
    venues: 'Venues',
    readOnly: 'Bare hovedkontoret kan endre masterkampanjer; du kan følge dem her.',
  },
  detail: {
    activated: 'Aktivert %{date}.',
    tabs: 'Masterkampanjens deler',
    actions: 'Handlinger for masterkampanjen',
  },
  tabs: { content: 'Innhold', venues: 'Venues', statistics: 'Statistikk', history: 'Historikk' },
  actions: {
    activate: 'Aktiver',
    approveForSending: 'Godkjenn for utsending',
    retractApproval: 'Trekk tilbake godkjenning',
    applyEmailTemplate: 'Bruk e-postmal',
    duplicate: 'Dupliser',
    delete: 'Slett',
  },
  dialogs: {
    activateTitle: 'Aktiver "%{name}"',
    activateText: 'Venuen får en kampanje å fylle ut. |||| Hver av de %{smart_count} venuene får en kampanje å fylle ut.',
    comment: 'Kommentar til venuene (valgfri)',
    approveTitle: 'Godkjenne for utsending?',
    approveText: 'Venuekampanjer som fortsatt er klare til utfylling eller venter på godkjenning, godkjennes med masterkampanjen. Avviste og arkiverte forblir som de er.',
    retractTitle: 'Trekke tilbake godkjenningen?',
    retractText: 'Venuekampanjer som ble godkjent med masteren, går tilbake til tidligere status; de som er godkjent enkeltvis, forblir godkjent.',
    deleteText: 'Masterkampanjen og venuekampanjene som ikke er planlagt eller sendt, slettes.',
  },
  done: {
    activated: 'Masterkampanjen er aktivert',
    approved: 'Masterkampanjen er godkjent for utsending',
    retracted: 'Godkjenningen er trukket tilbake',
  },
  form: {
    venuesHelp: 'Venuene som får en venuekampanje når masteren aktiveres.',
    activeNote: 'Kampanjen er aktiv: endringer her når ikke venuekampanjene før en venue tilbakestiller fra masteren. Venues kan legges til, ikke fjernes.',
    email: 'E-post',
    sms: 'SMS',
    push: 'Pushvarsel',
  },
  venues: {
    empty: 'Ingen venuekampanjer ennå: de opprettes når masteren aktiveres.',
    sendDates: 'Sendedatoer',
  },
  statistics: { venues: '%{smart_count} venuekampanje |||| %{smart_count} venuekampanjer' },
};

const fin: MessageShape<typeof eng> = {
  list: {
    new: 'Uusi pääkampanja',
    newTitle: 'Uusi pääkampanja',
    newText: 'Aloita nimestä; valitse ravintolat ja sisältö seuraavalla sivulla.',
    create: 'Luo',
    empty: 'Ei vielä pääkampanjoita.',
    venues: 'Ravintolat',
    readOnly: 'Vain pääkonttori voi muuttaa pääkampanjoita; voit seurata niitä täällä.',
  },
  detail: {
    activated: 'Aktivoitu %{date}.',
    tabs: 'Pääkampanjan osiot',
    actions: 'Pääkampanjan toiminnot',
  },
  tabs: { content: 'Sisältö', venues: 'Ravintolat', statistics: 'Tilastot', history: 'Historia' },
  actions: {
    activate: 'Aktivoi',
    approveForSending: 'Hyväksy lähetettäväksi',
    retractApproval: 'Peru hyväksyntä',
    applyEmailTemplate: 'Käytä sähköpostipohjaa',
    duplicate: 'Monista',
    delete: 'Poista',
  },
  dialogs: {
    activateTitle: 'Aktivoi "%{name}"',
    activateText: 'Sen ravintola saa täytettävän kampanjan. |||| Jokainen sen %{smart_count} ravintolasta saa täytettävän kampanjan.',
    comment: 'Kommentti ravintoloille (valinnainen)',
    approveTitle: 'Hyväksytäänkö lähetettäväksi?',
    approveText: 'Ravintoloiden kampanjat, jotka ovat yhä täytettävinä tai odottavat hyväksyntää, hyväksytään pääkampanjan mukana. Hylätyt ja arkistoidut pysyvät ennallaan.',
    retractTitle: 'Perutaanko hyväksyntä?',
    retractText: 'Pääkampanjan mukana hyväksytyt ravintoloiden kampanjat palaavat aiempaan tilaansa; erikseen hyväksytyt pysyvät hyväksyttyinä.',
    deleteText: 'Pääkampanja ja sen ravintolakampanjat, joita ei ole suunniteltu tai lähetetty, poistetaan.',
  },
  done: {
    activated: 'Pääkampanja aktivoitu',
    approved: 'Pääkampanja hyväksytty lähetettäväksi',
    retracted: 'Hyväksyntä peruttu',
  },
  form: {
    venuesHelp: 'Ravintolat, jotka saavat kampanjan, kun pääkampanja aktivoidaan.',
    activeNote: 'Kampanja on aktiivinen: muutokset eivät siirry ravintoloiden kampanjoihin ennen kuin ravintola palauttaa sisällön pääkampanjasta. Ravintoloita voi lisätä, ei poistaa.',
    email: 'Sähköposti',
    sms: 'Tekstiviesti',
    push: 'Push-ilmoitus',
  },
  venues: {
    empty: 'Ei vielä ravintoloiden kampanjoita: ne luodaan, kun pääkampanja aktivoidaan.',
    sendDates: 'Lähetyspäivät',
  },
  statistics: { venues: '%{smart_count} ravintolan kampanja |||| %{smart_count} ravintolan kampanjaa' },
};

export default { eng, dan, swe, nor, fin };
