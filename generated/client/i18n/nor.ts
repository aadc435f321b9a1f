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
    "cookiePopupSettings": {
      "popupPosition": {
        "bottom": "Felt nederst",
        "bottomLeft": "Boks nederst til venstre",
        "center": "Dialog i midten"
      }
    },
    "cookies": {
      "cookieCategory": {
        "Analytics": "Statistikk",
        "Marketing": "Markedsføring",
        "Nessecary": "Nødvendige",
        "Preferences": "Preferanser",
        "Unclassified": "Uklassifiserte"
      },
      "cookieMethod": {
        "Cookie": "Informasjonskapsel",
        "LocalStorage": "Lokal lagring",
        "SessionStorage": "Øktlagring"
      },
      "cookieType": {
        "Persistent": "Varig",
        "Session": "Økt"
      }
    },
    "emailConversations": {
      "mailFolder": {
        "inbox": "Innboks",
        "spam": "Søppelpost"
      }
    },
    "emailSyncAccounts": {
      "syncState": {
        "Error": "Synkronisering feilet",
        "Pending": "Venter på første synkronisering",
        "Synced": "Synkronisert"
      }
    },
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idé",
        "Other": "Annet",
        "Praise": "Ros",
        "Problem": "Problem"
      }
    },
    "guestProfiles": {
      "consentType": {
        "Analytics": "Analyse",
        "Email": "E-post",
        "Enrichment": "Beriking",
        "Marketing": "Markedsføring",
        "PersonalData": "Personopplysninger",
        "Phone": "Telefon",
        "SnailMail": "Brevpost",
        "SoMe": "Sosiale medier"
      },
      "fieldSource": {
        "BookingForm": "Bookingskjema",
        "DynamicForm": "Dynamisk skjema",
        "Email": "E-post",
        "Import": "Import",
        "Manual": "Registrert av ansatte",
        "Messenger": "Messenger",
        "Referral": "Verving",
        "WifiLogin": "Wi-Fi-innlogging"
      },
      "personalDataField": {
        "GuestBirthDate": "Fødselsdato",
        "GuestEmail": "E-post",
        "GuestFirstName": "Fornavn",
        "GuestLastName": "Etternavn",
        "GuestPhone": "Telefon",
        "ProfileImageUrl": "Profilbilde",
        "SocialsFacebook": "Facebook",
        "SocialsInstagram": "Instagram"
      }
    },
    "guestSegments": {
      "segmentKind": {
        "interest": "Interesse",
        "label": "Etikett"
      }
    },
    "legalDocuments": {
      "legalDocumentType": {
        "CookiePolicy": "Retningslinjer for informasjonskapsler",
        "MarketingConsent": "Samtykke til markedsføring",
        "Other": "Annet",
        "PrivacyPolicy": "Personvernerklæring",
        "TermsAndConditions": "Vilkår og betingelser"
      }
    },
    "messengerIdentities": {
      "messengerPlatform": {
        "Facebook": "Facebook Messenger",
        "Instagram": "Instagram"
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
    "cookiePopupSettings": {
      "fields": {
        "acceptAllLabel": "Godta-knapp",
        "consentLifetimeDays": "Spør igjen etter (dager)",
        "cookiePolicyDocumentId": "Retningslinjer for informasjonskapsler",
        "id": "Id",
        "position": "Plassering",
        "primaryColor": "Knappefarge",
        "rejectAllLabel": "Avvis-knapp",
        "settingsLabel": "Innstillinger-knapp",
        "showRejectAll": "Vis avvis-knappen",
        "text": "Tekst",
        "title": "Tittel"
      },
      "name": "Innstillinger for cookie-popup |||| Innstillinger for cookie-popup"
    },
    "cookies": {
      "fields": {
        "category": "Kategori",
        "domain": "Domene",
        "expiryDays": "Utløper etter (dager)",
        "id": "Id",
        "method": "Metode",
        "name": "Navn",
        "provider": "Leverandør",
        "purpose": "Formål",
        "type": "Type"
      },
      "name": "Informasjonskapsel |||| Informasjonskapsler"
    },
    "crmStatistics": {
      "fields": {
        "computedAt": "Beregnet",
        "countries": {
          "_label": "Tall per land"
        },
        "id": "Id"
      },
      "name": "CRM-statistikk |||| CRM-statistikk"
    },
    "dataController": {
      "fields": {
        "city": "Sted",
        "companyName": "Selskap",
        "country": "Land",
        "dpoEmail": "Personvernombudets e-post",
        "dpoName": "Personvernombud",
        "email": "E-post",
        "id": "Id",
        "phone": "Telefon",
        "postalCode": "Postnummer",
        "registrationNumber": "Organisasjonsnummer",
        "street": "Gate"
      },
      "name": "Behandlingsansvarlig |||| Behandlingsansvarlig"
    },
    "dataProcessors": {
      "fields": {
        "agreementSignedOn": "Avtale signert",
        "contactEmail": "Kontakt-e-post",
        "dataCategories": "Datakategorier",
        "id": "Id",
        "location": "Hvor data behandles",
        "name": "Navn",
        "purpose": "Formål",
        "website": "Nettside"
      },
      "name": "Databehandler |||| Databehandlere"
    },
    "emailConversations": {
      "fields": {
        "assignee": "Ansvarlig",
        "contactEmail": "Fra",
        "contactName": "Navn",
        "guestId": "Gjest",
        "id": "Id",
        "isOpen": "Åpen",
        "labels": "Etiketter",
        "lastMessageAt": "Siste melding",
        "mailFolder": "Mappe",
        "messages": "Meldinger",
        "status": "Status",
        "subject": "Emne",
        "syncEmail": "Postkasse",
        "threadId": "Tråd",
        "topics": "Emner",
        "unreadCount": "Uleste",
        "venueId": "Venue"
      },
      "name": "E-postsamtale |||| E-post"
    },
    "emailSignatures": {
      "fields": {
        "html": "Signatur",
        "id": "Id",
        "venueId": "Venue"
      },
      "name": "E-postsignatur |||| E-postsignaturer"
    },
    "emailSyncAccounts": {
      "fields": {
        "aliases": "Aliaser",
        "id": "Id",
        "lastSyncAt": "Sist synkronisert",
        "status": "Status",
        "syncEmail": "Postkasse",
        "venueId": "Venue"
      },
      "name": "E-postsynkronisering |||| E-postsynkroniseringer"
    },
    "feedback": {
      "fields": {
        "category": "Type",
        "id": "Id",
        "message": "Din tilbakemelding",
        "page": "Side",
        "rating": "Vurdering"
      },
      "name": "Tilbakemelding |||| Tilbakemeldinger"
    },
    "globalLogs": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "guestId": "Gjest",
        "id": "Id",
        "message": "Melding",
        "system": "System",
        "venueId": "Venue"
      },
      "name": "Globalt logginnslag |||| Globale logger"
    },
    "guestConsents": {
      "fields": {
        "consent": "Samtykke",
        "country": "Land",
        "guestId": "Gjest",
        "id": "Id",
        "source": "Kilde",
        "venueId": "Venue"
      },
      "name": "Gjestesamtykke |||| Gjestesamtykker"
    },
    "guestLogs": {
      "fields": {
        "action": "Handling",
        "consent": "Samtykke",
        "field": "Felt",
        "guestId": "Gjest",
        "id": "Id",
        "newValue": "Ny verdi",
        "oldValue": "Gammel verdi",
        "source": "Kilde",
        "venueId": "Venue"
      },
      "name": "Gjestelogginnslag |||| Gjestelogg"
    },
    "guestNotes": {
      "fields": {
        "guestId": "Gjest",
        "id": "Id",
        "text": "Notat",
        "venueId": "Venue"
      },
      "name": "Gjestenotat |||| Gjestenotater"
    },
    "guestProfiles": {
      "fields": {
        "anonymizedAt": "Anonymisert",
        "anonymizedBy": "Anonymisert av",
        "birthDate": "Fødselsdato",
        "country": "Land",
        "email": "E-post",
        "emailKey": "E-post (søk)",
        "fieldSources": "Feltkilder",
        "firstName": "Fornavn",
        "firstNameKey": "Navn (fornavn, etternavn)",
        "id": "Id",
        "interests": "Interesser",
        "labels": "Etiketter",
        "lastName": "Etternavn",
        "lastVisitAt": "Siste besøk",
        "nameKey": "Navn (etternavn, fornavn)",
        "phone": "Telefon",
        "phoneKey": "Telefon (søk)",
        "points": "Poeng",
        "profileImageUrl": "Profilbilde",
        "referralCode": "Vervekode",
        "referredByGuestId": "Vervet av gjest",
        "referredByUserId": "Vervet av ansatt",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "source": "Opprettet via",
        "totalSpend": "Totalt forbruk",
        "venueId": "Hjemmevenue",
        "visitCount": "Besøk"
      },
      "name": "Gjesteprofil |||| Gjesteprofiler"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Type",
        "name": "Navn"
      },
      "name": "Gjestesegment |||| Gjestesegmentering"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Tilgang |||| Tilgang"
    },
    "legalDocuments": {
      "fields": {
        "country": "Land",
        "currentRevision": "Revisjon",
        "id": "Id",
        "isEnabled": "Aktivert",
        "language": "Språk",
        "name": "Navn",
        "revisions": "Revisjoner",
        "type": "Type"
      },
      "name": "Juridisk dokument |||| Juridiske dokumenter"
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
    "messengerConversations": {
      "fields": {
        "assignee": "Ansvarlig",
        "contactName": "Navn",
        "guestId": "Gjest",
        "id": "Id",
        "identityId": "Side",
        "isOpen": "Åpen",
        "lastMessageAt": "Siste melding",
        "messages": "Meldinger",
        "psid": "Avsender-id",
        "status": "Status",
        "topics": "Emner",
        "unreadCount": "Uleste",
        "venueId": "Venue"
      },
      "name": "Messenger-samtale |||| Messenger"
    },
    "messengerIdentities": {
      "fields": {
        "id": "Id",
        "pageId": "Side-id",
        "pageName": "Sidenavn",
        "platform": "Plattform",
        "venueId": "Venue"
      },
      "name": "Messenger-identitet |||| Messenger-identiteter"
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
    "shortLinks": {
      "fields": {
        "clicks": "Klikk",
        "code": "Kode",
        "guestId": "Gjest",
        "id": "Id",
        "url": "Lenke",
        "venueId": "Venue"
      },
      "name": "Kort lenke |||| Korte lenker"
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
    "crm/engage/configuration": "Innboksoppsett",
    "crm/engage/email": "E-post",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Gjesteprofil",
    "crm/guest-segmentation": "Gjestesegmentering",
    "crm/guests": "Gjester",
    "crm/legaldocument": "Juridisk dokument",
    "crm/legaldocuments": "Compliance",
    "crm/overview": "CRM-oversikt",
    "life/operationlinks": "Driftslenker",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslenker",
    "vp/tasks": "Venueoppgaver"
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
    "crm/engage/configuration": "Oppsett",
    "crm/engage/email": "E-post",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Gjestesegmentering",
    "crm/guests": "Gjester",
    "crm/legaldocuments": "Compliance",
    "crm/overview": "Oversikt",
    "life/operationlinks": "Driftslenker",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslenker",
    "vp/tasks": "Venueoppgaver"
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
