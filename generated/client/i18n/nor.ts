// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Assisterende Venue Manager",
    "cd": "Landsdirektør",
    "cma": "Channel Marketing Associate",
    "cmm": "Channel Marketing Manager",
    "fla": "FL-administrator",
    "gr": "Gjesteservice",
    "ncnp": "Channel Marketing-trainee",
    "rd": "Regiondirektør",
    "rm": "Regionsjef",
    "scmm": "Senior Channel Marketing Manager",
    "sm": "Skiftleder",
    "sma": "Stedsansvarlig",
    "smt": "Skiftleder-trainee",
    "svm": "Senior Venue Manager",
    "vm": "Venue Manager"
  },
  "countries": {
    "dk": "Danmark",
    "fi": "Finland",
    "no": "Norge",
    "uk": "Storbritannia"
  },
  "enums": {
    "cockpitReports": {
      "category": {
        "coreReporting": "Kjernerapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "eodReportRules": {
      "notifyRole": {
        "avm": "Assisterende Venue Manager",
        "cd": "Landsdirektør",
        "rd": "Regiondirektør",
        "rm": "Regionsjef",
        "sm": "Skiftleder",
        "svm": "Senior Venue Manager",
        "vm": "Venue Manager"
      }
    },
    "eodReports": {
      "status": {
        "draft": "Utkast",
        "sent": "Sendt"
      }
    },
    "listNotificationRules": {
      "inactivity": {
        "86400": "1 dag",
        "172800": "2 dager",
        "259200": "3 dager",
        "604800": "1 uke",
        "1209600": "2 uker",
        "1814400": "3 uker",
        "2629743": "1 måned",
        "5259486": "2 måneder",
        "7889229": "3 måneder",
        "10518972": "4 måneder",
        "13148715": "5 måneder",
        "15778458": "6 måneder",
        "31556926": "1 år"
      },
      "listType": {
        "BarsAndNightclubsThorough": "Barer og nattklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøk",
        "FireProtectionMeasures": "Brannvern",
        "MaintenanceReviewLight": "Vedlikeholdsgjennomgang (lett)",
        "MaintenanceReviewThorough": "Vedlikeholdsgjennomgang (grundig)",
        "VenueVisitLight": "Venuebesøk (lett)"
      },
      "notifyRole": {
        "avm": "Assisterende Venue Manager",
        "cd": "Landsdirektør",
        "rd": "Regiondirektør",
        "rm": "Regionsjef",
        "sm": "Skiftleder",
        "svm": "Senior Venue Manager",
        "vm": "Venue Manager"
      },
      "ruleType": {
        "inactivity": "Inaktivitet",
        "score": "Lav poengsum"
      }
    },
    "listSessions": {
      "listType": {
        "BarsAndNightclubsThorough": "Barer og nattklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøk",
        "FireProtectionMeasures": "Brannvern",
        "MaintenanceReviewLight": "Vedlikeholdsgjennomgang (lett)",
        "MaintenanceReviewThorough": "Vedlikeholdsgjennomgang (grundig)",
        "VenueVisitLight": "Venuebesøk (lett)"
      },
      "questionKind": {
        "number": "Tall",
        "photoMultipleUpload": "Bilder",
        "rating": "Vurdering (1-5)",
        "text": "Tekst",
        "videoMultipleUpload": "Videoer",
        "yesNo": "Ja / nei",
        "yesNoCritical": "Ja / nei (kritisk)"
      },
      "surveyType": {
        "0": "Undersøkelse",
        "1": "Quiz",
        "2": "Sjekkliste",
        "3": "Venuebesøk",
        "4": "Nettkurs"
      }
    },
    "lists": {
      "listType": {
        "BarsAndNightclubsThorough": "Barer og nattklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøk",
        "FireProtectionMeasures": "Brannvern",
        "MaintenanceReviewLight": "Vedlikeholdsgjennomgang (lett)",
        "MaintenanceReviewThorough": "Vedlikeholdsgjennomgang (grundig)",
        "VenueVisitLight": "Venuebesøk (lett)"
      },
      "questionKind": {
        "number": "Tall",
        "photoMultipleUpload": "Bilder",
        "rating": "Vurdering (1-5)",
        "text": "Tekst",
        "videoMultipleUpload": "Videoer",
        "yesNo": "Ja / nei",
        "yesNoCritical": "Ja / nei (kritisk)"
      },
      "status": {
        "archived": "Arkivert",
        "draft": "Utkast",
        "published": "Publisert"
      }
    },
    "operationLinks": {
      "category": {
        "finance": "Økonomi",
        "operations": "Drift",
        "other": "Annet",
        "people": "Ansatte",
        "suppliers": "Leverandører"
      }
    },
    "personalTodoCategories": {
      "icon": {
        "Build": "Vedlikehold",
        "Campaign": "Markedsføring",
        "CleaningServices": "Rengjøring",
        "Event": "Arrangementer",
        "Inventory": "Lager",
        "Lightbulb": "Ideer",
        "List": "Liste",
        "LocalBar": "Bar",
        "People": "Ansatte",
        "Restaurant": "Kjøkken",
        "ShoppingCart": "Innkjøp",
        "Star": "Stjerne"
      },
      "todoRole": {
        "avm": "Assisterende Venue Manager",
        "sm": "Skiftleder",
        "sm-test": "Skiftleder (test)",
        "svm": "Senior Venue Manager",
        "vm": "Venue Manager",
        "vm-test": "Venue Manager (test)"
      }
    },
    "personalTodos": {
      "todoRole": {
        "avm": "Assisterende Venue Manager",
        "sm": "Skiftleder",
        "sm-test": "Skiftleder (test)",
        "svm": "Senior Venue Manager",
        "vm": "Venue Manager",
        "vm-test": "Venue Manager (test)"
      }
    },
    "pimStockLocations": {
      "pimStockLocationType": {
        "backBar": "Bakbar",
        "bar": "Bar",
        "cellar": "Kjeller",
        "coldRoom": "Kjølerom",
        "kitchen": "Kjøkken",
        "storage": "Lagerrom"
      }
    },
    "shared": {
      "country": {
        "dk": "Danmark",
        "fi": "Finland",
        "no": "Norge",
        "uk": "Storbritannia"
      },
      "locale": {
        "dan": "Dansk",
        "eng": "Engelsk",
        "fin": "Finsk",
        "nor": "Norsk",
        "swe": "Svensk"
      }
    },
    "venueInfo": {
      "weekday": {
        "1": "Mandag",
        "2": "Tirsdag",
        "3": "Onsdag",
        "4": "Torsdag",
        "5": "Fredag",
        "6": "Lørdag",
        "7": "Søndag"
      }
    },
    "venueTasks": {
      "repeat": {
        "daily": "Hver dag",
        "none": "Gjentas ikke",
        "weekly": "Hver uke"
      },
      "roleType": {
        "_": "Annen oppgave",
        "hq": "Markedsføringsoppgave",
        "sm": "Skiftlederoppgave",
        "vm": "Venue Manager-oppgave"
      }
    }
  },
  "menuGroups": {
    "cockpit": "Cockpit og rapporter",
    "crm": "CRM",
    "guests": "Gjesteprofiler",
    "life": "LIFE",
    "procurement": "Innkjøp",
    "procurementReports": "Innkjøpsrapporter",
    "venue": "Venue"
  },
  "resources": {
    "cockpitReports": {
      "fields": {
        "category": "Kategori",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "permission": "Tillatelse",
        "reportId": "Power BI-rapport-id",
        "sortOrder": "Sorteringsrekkefølge",
        "workspaceId": "Power BI-arbeidsområde-id"
      },
      "name": "Cockpitrapport |||| Cockpitrapporter"
    },
    "eodReportRules": {
      "fields": {
        "country": "Land",
        "deadline": "Sendes senest (neste dag, venuens tid)",
        "id": "Id",
        "notifyRoles": "Varsle disse rollene på venuen",
        "recipients": "E-postmottakere",
        "requireBiImage": "BI-bilde er påkrevd",
        "requireRevenue": "Omsetning er påkrevd",
        "requireSummary": "Oppsummering av dagen er påkrevd"
      },
      "name": "Regler for dagsrapporter |||| Regler for dagsrapporter"
    },
    "eodReports": {
      "fields": {
        "biImageId": "BI-bilde",
        "date": "Forretningsdag",
        "guests": "Gjester",
        "id": "Id",
        "incidents": "Hendelser",
        "late": "Sendt for sent",
        "maintenanceNotes": "Vedlikehold",
        "revenue": "Omsetning",
        "sentAt": "Sendt",
        "sentBy": "Sendt av",
        "sentTo": "Mottakere",
        "staffNotes": "Ansatte",
        "status": "Status",
        "summary": "Slik gikk dagen",
        "venueId": "Venue"
      },
      "name": "Dagsrapport |||| Dagsrapporter"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Tilgang |||| Tilgang"
    },
    "life/list-rules": {
      "fields": {
        "active": "Aktiv",
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Ingen gjennomgang på",
        "listType": "Listetype",
        "message": "Melding",
        "questionCategory": "Spørsmålskategori",
        "recipientRoles": "Varsle disse rollene på venuen",
        "threshold": "Poengsum under",
        "type": "Utløses av"
      },
      "name": "Listeregel |||| Listeregler"
    },
    "life/operationlinks": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "sortOrder": "Sorteringsrekkefølge",
        "title": "Tittel",
        "url": "Lenke"
      },
      "name": "Driftslenke |||| Driftslenker"
    },
    "listNotificationRules": {
      "fields": {
        "active": "Aktiv",
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Ingen gjennomgang på",
        "listType": "Listetype",
        "message": "Melding",
        "questionCategory": "Spørsmålskategori",
        "recipientRoles": "Varsle disse rollene på venuen",
        "threshold": "Poengsum under",
        "type": "Utløses av"
      },
      "name": "Listeregel |||| Listeregler"
    },
    "listSessions": {
      "fields": {
        "answers": "Svar",
        "categories": "Kategorier",
        "completedOn": "Fullført",
        "hasCriticalFailure": "Kritisk feil",
        "id": "Id",
        "listId": "Liste",
        "listType": "Listetype",
        "listVersion": "Listeversjon",
        "score": "Poengsum",
        "startedOn": "Startet",
        "surveyType": "Undersøkelsestype",
        "title": "Tittel",
        "userId": "Utført av",
        "venueId": "Venue"
      },
      "name": "Gjennomgang |||| Besøk og gjennomganger"
    },
    "lists": {
      "fields": {
        "areas": "Områder",
        "categories": "Kategorier",
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "listVersion": "Versjon",
        "publishedAt": "Publisert",
        "publishedBy": "Publisert av",
        "questions": "Spørsmål",
        "status": "Status",
        "title": "Tittel",
        "type": "Listetype"
      },
      "name": "Liste |||| Lister"
    },
    "media": {
      "fields": {
        "contentType": "Innholdstype",
        "folder": "Mappe",
        "id": "Id",
        "name": "Navn",
        "size": "Størrelse (byte)",
        "type": "Type",
        "venueId": "Venue"
      },
      "name": "Fil |||| Filer"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Lest",
        "link": "Lenke",
        "message": "Melding",
        "title": "Tittel",
        "userId": "Bruker",
        "venueId": "Venue"
      },
      "name": "Varsel |||| Varsler"
    },
    "operationLinks": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "sortOrder": "Sorteringsrekkefølge",
        "title": "Tittel",
        "url": "Lenke"
      },
      "name": "Driftslenke |||| Driftslenker"
    },
    "personalTodoCategories": {
      "fields": {
        "color": "Farge",
        "icon": "Ikon",
        "id": "Id",
        "name": "Navn",
        "ownerId": "Eier",
        "role": "Rolle",
        "venueId": "Venue"
      },
      "name": "Gjøremålskategori |||| Gjøremålskategorier"
    },
    "personalTodos": {
      "fields": {
        "categoryId": "Kategori",
        "completed": "Fullført",
        "completedAt": "Fullført",
        "flagged": "Flagget",
        "hasDueDate": "Har en frist",
        "id": "Id",
        "note": "Notat",
        "ownerId": "Eier",
        "position": "Plassering",
        "role": "Rolle",
        "startDate": "Frist",
        "title": "Tittel",
        "venueId": "Venue"
      },
      "name": "Gjøremål |||| Gjøremål"
    },
    "pimStockLocations": {
      "fields": {
        "id": "Id",
        "name": "Navn",
        "pimStockLocationType": "Plassering",
        "venueId": "Venue"
      },
      "name": "Lagerplassering |||| Lagerplasseringer"
    },
    "regions": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "name": "Navn"
      },
      "name": "Region |||| Regioner"
    },
    "roleInstances": {
      "fields": {
        "id": "Id",
        "isDeactivated": "Deaktivert",
        "roleId": "Rolle",
        "userId": "Bruker",
        "validFromDate": "Gyldig fra",
        "validToDate": "Gyldig til",
        "venueId": "Venue"
      },
      "name": "Rolletildeling |||| Rolletildelinger"
    },
    "roles": {
      "fields": {
        "id": "Id",
        "name": "Navn",
        "permissions": "Tillatelser",
        "roleId": "Rollekode"
      },
      "name": "Rolle |||| Roller"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Omtale |||| Omtaler"
    },
    "users": {
      "fields": {
        "email": "E-post",
        "firstName": "Fornavn",
        "id": "Id",
        "lastName": "Etternavn",
        "locale": "Språk",
        "name": "Navn",
        "phone": "Telefon",
        "tags": "Tagger",
        "userName": "Brukernavn"
      },
      "name": "Bruker |||| Brukere"
    },
    "venueInfo": {
      "fields": {
        "address": {
          "_label": "Adresse",
          "city": "Sted",
          "country": "Land",
          "postalCode": "Postnummer",
          "street": "Gate"
        },
        "general": {
          "_label": "Generell info",
          "ageLimit": "Aldersgrense",
          "capacity": "Kapasitet (gjester)",
          "description": "Beskrivelse",
          "email": "E-post",
          "phone": "Telefon",
          "website": "Nettside"
        },
        "id": "Id",
        "openingHours": "Åpningstider",
        "venueId": "Venue"
      },
      "name": "Venueinfo |||| Venueinfo"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Avkrysset av",
        "date": "Dato",
        "id": "Id",
        "taskId": "Oppgave",
        "venueId": "Venue"
      },
      "name": "Avkryssing |||| Avkryssinger"
    },
    "venueTasks": {
      "fields": {
        "date": "Dato",
        "description": "Beskrivelse",
        "id": "Id",
        "repeat": "Gjenta",
        "roleTypeId": "Oppgavetype",
        "skippedDates": "Flyttede forekomster",
        "title": "Tittel",
        "venueId": "Venue"
      },
      "name": "Venueoppgave |||| Venueoppgaver"
    },
    "venues": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "logoUrl": "Logo",
        "name": "Navn",
        "regionId": "Region",
        "shortName": "Kortnavn",
        "timeZone": "Tidssone"
      },
      "name": "Venue |||| Venues"
    },
    "vp/operationLinks": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "sortOrder": "Sorteringsrekkefølge",
        "title": "Tittel",
        "url": "Lenke"
      },
      "name": "Driftslenke |||| Driftslenker"
    }
  },
  "routes": {
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listeregler",
    "life/lists": "Lister",
    "life/lists/id": "Listeversjon",
    "life/operationlinks": "Driftslenker",
    "vp/info": "Venueinfo",
    "vp/lists": "Besøk og gjennomganger",
    "vp/lists/eodReport": "Dagsrapport",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/lists/oldmaintenancereview": "Vedlikeholdsgjennomganger",
    "vp/lists/oldvenuevisit": "Venuebesøk",
    "vp/lists/submissions/listId": "Innsendinger",
    "vp/lists/submissions/type/id": "Gjennomgang",
    "vp/old-lists": "Tidligere besøk og gjennomganger",
    "vp/operationLinks": "Driftslenker",
    "vp/tasks": "Venueoppgaver",
    "vp/todos": "Gjøremål",
    "vp/visits/visit": "Venuebesøk"
  },
  "services": {
    "crm": "CRM",
    "guests": "Gjester",
    "life": "LIFE",
    "overview": "Oversikt",
    "reports": "Rapporter",
    "upkeep": "Upkeep",
    "venue": "Venue"
  },
  "sidebar": {
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listeregler",
    "life/lists": "Lister",
    "life/operationlinks": "Driftslenker",
    "vp/info": "Venueinfo",
    "vp/lists": "Besøk og gjennomganger",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/operationLinks": "Driftslenker",
    "vp/tasks": "Venueoppgaver",
    "vp/todos": "Gjøremål"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Aktivering",
      "booking": "Booking",
      "engage": "Engage"
    },
    "guests": {},
    "life": {
      "general": "Generelt",
      "lists": "Lister",
      "meetings": "Møter"
    },
    "overview": {},
    "reports": {
      "coreReporting": "Kjernerapportering",
      "fuelReporting": "Fuel-rapportering",
      "management": "Administrasjon"
    },
    "upkeep": {
      "countrySetup": "Landsoppsett",
      "products": "Produkter",
      "requests": "Forespørsler",
      "stock": "Lager",
      "venueManagement": "Venuestyring"
    },
    "venue": {
      "booking": "Booking",
      "marketing": "Markedsføring",
      "operations": "Drift",
      "pos": "Kasse",
      "stock": "Lager"
    }
  }
};
