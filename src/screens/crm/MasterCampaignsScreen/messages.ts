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
    newText: 'Start med et navn; vælg steder og indhold på næste side.',
    create: 'Opret',
    empty: 'Ingen masterkampagner endnu.',
    venues: 'Steder',
    readOnly: 'Kun hovedkontoret kan ændre masterkampagner; du kan følge dem her.',
  },
  detail: {
    activated: 'Aktiveret den %{date}.',
    tabs: 'Masterkampagnens afsnit',
    actions: 'Handlinger for masterkampagnen',
  },
  tabs: { content: 'Indhold', venues: 'Steder', statistics: 'Statistik', history: 'Historik' },
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
    activateText: 'Dens sted får en kampagne at udfylde. |||| Hver af dens %{smart_count} steder får en kampagne at udfylde.',
    comment: 'Kommentar til steder (valgfri)',
    approveTitle: 'Godkend til afsendelse?',
    approveText: 'Stedskampagner, der stadig er klar til udfyldning eller afventer godkendelse, godkendes med masterkampagnen. Afviste og arkiverede forbliver uændrede.',
    retractTitle: 'Træk godkendelsen tilbage?',
    retractText: 'Stedskampagner, der blev godkendt med masteren, vender tilbage til deres tidligere status; dem, der er godkendt enkeltvis, forbliver godkendt.',
    deleteText: 'Masterkampagnen og dens stedskampagner, der ikke er planlagt eller sendt, slettes.',
  },
  done: {
    activated: 'Masterkampagnen er aktiveret',
    approved: 'Masterkampagnen er godkendt til afsendelse',
    retracted: 'Godkendelsen er trukket tilbage',
  },
  form: {
    venuesHelp: 'De steder, der får en stedskampagne, når masteren aktiveres.',
    activeNote: 'Kampagnen er aktiv: ændringer her når ikke stedskampagnerne, før et sted nulstiller fra masteren. Steder kan tilføjes, ikke fjernes.',
    email: 'E-mail',
    sms: 'SMS',
    push: 'Pushnotifikation',
  },
  venues: {
    empty: 'Ingen stedskampagner endnu: de oprettes, når masteren aktiveres.',
    sendDates: 'Afsendelsesdatoer',
  },
  statistics: { venues: '%{smart_count} stedskampagne |||| %{smart_count} stedskampagner' },
};

const swe: MessageShape<typeof eng> = {
  list: {
    new: 'Ny masterkampanj',
    newTitle: 'Ny masterkampanj',
    newText: 'Börja med ett namn; välj restauranger och innehåll på nästa sida.',
    create: 'Skapa',
    empty: 'Inga masterkampanjer ännu.',
    venues: 'Restauranger',
    readOnly: 'Endast huvudkontoret kan ändra masterkampanjer; du kan följa dem här.',
  },
  detail: {
    activated: 'Aktiverad %{date}.',
    tabs: 'Masterkampanjens avsnitt',
    actions: 'Åtgärder för masterkampanjen',
  },
  tabs: { content: 'Innehåll', venues: 'Restauranger', statistics: 'Statistik', history: 'Historik' },
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
    activateText: 'Dess restaurang får en kampanj att fylla i. |||| Var och en av dess %{smart_count} restauranger får en kampanj att fylla i.',
    comment: 'Kommentar till restauranger (valfri)',
    approveTitle: 'Godkänna för utskick?',
    approveText: 'Restaurangkampanjer som fortfarande är redo att fyllas i eller väntar på godkännande godkänns med masterkampanjen. Avvisade och arkiverade förblir som de är.',
    retractTitle: 'Dra tillbaka godkännandet?',
    retractText: 'Restaurangkampanjer som godkändes med mastern återgår till sin tidigare status; de som godkänts var för sig förblir godkända.',
    deleteText: 'Masterkampanjen och dess restaurangkampanjer som inte är planerade eller skickade tas bort.',
  },
  done: {
    activated: 'Masterkampanjen är aktiverad',
    approved: 'Masterkampanjen är godkänd för utskick',
    retracted: 'Godkännandet är tillbakadraget',
  },
  form: {
    venuesHelp: 'De restauranger som får en restaurangkampanj när mastern aktiveras.',
    activeNote: 'Kampanjen är aktiv: ändringar här når inte restaurangkampanjerna förrän en restaurang återställer från mastern. Restauranger kan läggas till, inte tas bort.',
    email: 'E-post',
    sms: 'SMS',
    push: 'Pushnotis',
  },
  venues: {
    empty: 'Inga restaurangkampanjer ännu: de skapas när mastern aktiveras.',
    sendDates: 'Utskicksdatum',
  },
  statistics: { venues: '%{smart_count} restaurangkampanj |||| %{smart_count} restaurangkampanjer' },
};

const nor: MessageShape<typeof eng> = {
  list: {
    new: 'Ny masterkampanje',
    newTitle: 'Ny masterkampanje',
    newText: 'Start med et navn; velg steder og innhold på neste side.',
    create: 'Opprett',
    empty: 'Ingen masterkampanjer ennå.',
    venues: 'Steder',
    readOnly: 'Bare hovedkontoret kan endre masterkampanjer; du kan følge dem her.',
  },
  detail: {
    activated: 'Aktivert %{date}.',
    tabs: 'Masterkampanjens deler',
    actions: 'Handlinger for masterkampanjen',
  },
  tabs: { content: 'Innhold', venues: 'Steder', statistics: 'Statistikk', history: 'Historikk' },
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
    activateText: 'Stedet får en kampanje å fylle ut. |||| Hver av de %{smart_count} stedene får en kampanje å fylle ut.',
    comment: 'Kommentar til stedene (valgfri)',
    approveTitle: 'Godkjenne for utsending?',
    approveText: 'Stedskampanjer som fortsatt er klare til utfylling eller venter på godkjenning, godkjennes med masterkampanjen. Avviste og arkiverte forblir som de er.',
    retractTitle: 'Trekke tilbake godkjenningen?',
    retractText: 'Stedskampanjer som ble godkjent med masteren, går tilbake til tidligere status; de som er godkjent enkeltvis, forblir godkjent.',
    deleteText: 'Masterkampanjen og stedskampanjene som ikke er planlagt eller sendt, slettes.',
  },
  done: {
    activated: 'Masterkampanjen er aktivert',
    approved: 'Masterkampanjen er godkjent for utsending',
    retracted: 'Godkjenningen er trukket tilbake',
  },
  form: {
    venuesHelp: 'Stedene som får en stedskampanje når masteren aktiveres.',
    activeNote: 'Kampanjen er aktiv: endringer her når ikke stedskampanjene før et sted tilbakestiller fra masteren. Steder kan legges til, ikke fjernes.',
    email: 'E-post',
    sms: 'SMS',
    push: 'Pushvarsel',
  },
  venues: {
    empty: 'Ingen stedskampanjer ennå: de opprettes når masteren aktiveres.',
    sendDates: 'Sendedatoer',
  },
  statistics: { venues: '%{smart_count} stedskampanje |||| %{smart_count} stedskampanjer' },
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
