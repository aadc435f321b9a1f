// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Assisterende Venue Manager",
    "cd": "Landedirektør",
    "cma": "Channel Marketing Associate",
    "cmm": "Channel Marketing Manager",
    "fla": "FL-administrator",
    "gr": "Gæsteservice",
    "ncnp": "Channel Marketing-trainee",
    "rd": "Regionsdirektør",
    "rm": "Regionschef",
    "scmm": "Senior Channel Marketing Manager",
    "sm": "Vagtleder",
    "sma": "Site Manager",
    "smt": "Vagtleder-trainee",
    "svm": "Senior Venue Manager",
    "vm": "Venue Manager"
  },
  "countries": {
    "dk": "Danmark",
    "fi": "Finland",
    "no": "Norge",
    "uk": "Storbritannien"
  },
  "enums": {
    "cockpitReports": {
      "category": {
        "coreReporting": "Kernerapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "cookiePopupSettings": {
      "popupPosition": {
        "bottom": "Bjælke nederst",
        "bottomLeft": "Boks nederst til venstre",
        "center": "Dialog i midten"
      }
    },
    "cookies": {
      "cookieCategory": {
        "Analytics": "Statistik",
        "Marketing": "Marketing",
        "Nessecary": "Nødvendige",
        "Preferences": "Præferencer",
        "Unclassified": "Ikke klassificerede"
      },
      "cookieMethod": {
        "Cookie": "Cookie",
        "LocalStorage": "Lokalt lager",
        "SessionStorage": "Sessionslager"
      },
      "cookieType": {
        "Persistent": "Vedvarende",
        "Session": "Session"
      }
    },
    "emailConversations": {
      "mailFolder": {
        "inbox": "Indbakke",
        "spam": "Spam"
      }
    },
    "emailSyncAccounts": {
      "syncState": {
        "Error": "Synkronisering fejlede",
        "Pending": "Venter på første synkronisering",
        "Synced": "Synkroniseret"
      }
    },
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idé",
        "Other": "Andet",
        "Praise": "Ros",
        "Problem": "Problem"
      }
    },
    "guestProfiles": {
      "consentType": {
        "Analytics": "Analyse",
        "Email": "E-mail",
        "Enrichment": "Berigelse",
        "Marketing": "Markedsføring",
        "PersonalData": "Persondata",
        "Phone": "Telefon",
        "SnailMail": "Brevpost",
        "SoMe": "Sociale medier"
      },
      "fieldSource": {
        "BookingForm": "Bookingformular",
        "DynamicForm": "Dynamisk formular",
        "Email": "E-mail",
        "Import": "Import",
        "Manual": "Indtastet af personale",
        "Messenger": "Messenger",
        "Referral": "Anbefaling",
        "WifiLogin": "Wi-Fi-login"
      },
      "personalDataField": {
        "GuestBirthDate": "Fødselsdato",
        "GuestEmail": "E-mail",
        "GuestFirstName": "Fornavn",
        "GuestLastName": "Efternavn",
        "GuestPhone": "Telefon",
        "ProfileImageUrl": "Profilbillede",
        "SocialsFacebook": "Facebook",
        "SocialsInstagram": "Instagram"
      }
    },
    "guestSegments": {
      "segmentKind": {
        "interest": "Interesse",
        "label": "Label"
      }
    },
    "legalDocuments": {
      "legalDocumentType": {
        "CookiePolicy": "Cookiepolitik",
        "MarketingConsent": "Markedsføringssamtykke",
        "Other": "Andet",
        "PrivacyPolicy": "Privatlivspolitik",
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
        "other": "Andet",
        "people": "Medarbejdere",
        "suppliers": "Leverandører"
      }
    },
    "shared": {
      "country": {
        "dk": "Danmark",
        "fi": "Finland",
        "no": "Norge",
        "uk": "Storbritannien"
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
        "none": "Gentages ikke",
        "weekly": "Hver uge"
      },
      "roleType": {
        "_": "Anden opgave",
        "hq": "Marketingopgave",
        "sm": "Vagtlederopgave",
        "vm": "Venue Manager-opgave"
      }
    }
  },
  "menuGroups": {
    "cockpit": "Cockpit og rapporter",
    "crm": "CRM",
    "guests": "Gæsteprofiler",
    "life": "LIFE",
    "procurement": "Indkøb",
    "procurementReports": "Indkøbsrapporter",
    "venue": "Venue"
  },
  "resources": {
    "cockpitReports": {
      "fields": {
        "category": "Kategori",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "permission": "Rettighed",
        "reportId": "Power BI-rapport-id",
        "sortOrder": "Sortering",
        "workspaceId": "Power BI-workspace-id"
      },
      "name": "Cockpitrapport |||| Cockpitrapporter"
    },
    "cookiePopupSettings": {
      "fields": {
        "acceptAllLabel": "Accepter-knap",
        "consentLifetimeDays": "Spørg igen efter (dage)",
        "cookiePolicyDocumentId": "Cookiepolitik",
        "id": "Id",
        "position": "Placering",
        "primaryColor": "Knapfarve",
        "rejectAllLabel": "Afvis-knap",
        "settingsLabel": "Indstillinger-knap",
        "showRejectAll": "Vis afvis-knappen",
        "text": "Tekst",
        "title": "Titel"
      },
      "name": "Indstillinger for cookie-popup |||| Indstillinger for cookie-popup"
    },
    "cookies": {
      "fields": {
        "category": "Kategori",
        "domain": "Domæne",
        "expiryDays": "Udløber efter (dage)",
        "id": "Id",
        "method": "Metode",
        "name": "Navn",
        "provider": "Udbyder",
        "purpose": "Formål",
        "type": "Type"
      },
      "name": "Cookie |||| Cookies"
    },
    "crmStatistics": {
      "fields": {
        "computedAt": "Beregnet",
        "countries": {
          "_label": "Tal pr. land"
        },
        "id": "Id"
      },
      "name": "CRM-statistik |||| CRM-statistik"
    },
    "dataController": {
      "fields": {
        "city": "By",
        "companyName": "Virksomhed",
        "country": "Land",
        "dpoEmail": "DPO e-mail",
        "dpoName": "Databeskyttelsesrådgiver",
        "email": "E-mail",
        "id": "Id",
        "phone": "Telefon",
        "postalCode": "Postnummer",
        "registrationNumber": "CVR-nummer",
        "street": "Gade"
      },
      "name": "Dataansvarlig |||| Dataansvarlig"
    },
    "dataProcessors": {
      "fields": {
        "agreementSignedOn": "Aftale underskrevet",
        "contactEmail": "Kontaktmail",
        "dataCategories": "Datakategorier",
        "id": "Id",
        "location": "Hvor data behandles",
        "name": "Navn",
        "purpose": "Formål",
        "website": "Hjemmeside"
      },
      "name": "Databehandler |||| Databehandlere"
    },
    "emailConversations": {
      "fields": {
        "assignee": "Ansvarlig",
        "contactEmail": "Fra",
        "contactName": "Navn",
        "guestId": "Gæst",
        "id": "Id",
        "isOpen": "Åben",
        "labels": "Labels",
        "lastMessageAt": "Seneste besked",
        "mailFolder": "Mappe",
        "messages": "Beskeder",
        "status": "Status",
        "subject": "Emne",
        "syncEmail": "Postkasse",
        "threadId": "Tråd",
        "topics": "Emner",
        "unreadCount": "Ulæste",
        "venueId": "Venue"
      },
      "name": "E-mailsamtale |||| E-mail"
    },
    "emailSignatures": {
      "fields": {
        "html": "Signatur",
        "id": "Id",
        "venueId": "Venue"
      },
      "name": "E-mailsignatur |||| E-mailsignaturer"
    },
    "emailSyncAccounts": {
      "fields": {
        "aliases": "Aliasser",
        "id": "Id",
        "lastSyncAt": "Senest synkroniseret",
        "status": "Status",
        "syncEmail": "Postkasse",
        "venueId": "Venue"
      },
      "name": "E-mailsynkronisering |||| E-mailsynkroniseringer"
    },
    "feedback": {
      "fields": {
        "category": "Type",
        "id": "Id",
        "message": "Din feedback",
        "page": "Side",
        "rating": "Bedømmelse"
      },
      "name": "Feedback |||| Feedback"
    },
    "globalLogs": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "guestId": "Gæst",
        "id": "Id",
        "message": "Besked",
        "system": "System",
        "venueId": "Venue"
      },
      "name": "Global logpost |||| Globale logs"
    },
    "guestConsents": {
      "fields": {
        "consent": "Samtykke",
        "country": "Land",
        "guestId": "Gæst",
        "id": "Id",
        "source": "Kilde",
        "venueId": "Venue"
      },
      "name": "Gæstesamtykke |||| Gæstesamtykker"
    },
    "guestLogs": {
      "fields": {
        "action": "Handling",
        "consent": "Samtykke",
        "field": "Felt",
        "guestId": "Gæst",
        "id": "Id",
        "newValue": "Ny værdi",
        "oldValue": "Gammel værdi",
        "source": "Kilde",
        "venueId": "Venue"
      },
      "name": "Gæstelogpost |||| Gæstelog"
    },
    "guestNotes": {
      "fields": {
        "guestId": "Gæst",
        "id": "Id",
        "text": "Note",
        "venueId": "Venue"
      },
      "name": "Gæstenote |||| Gæstenoter"
    },
    "guestProfiles": {
      "fields": {
        "anonymizedAt": "Anonymiseret",
        "anonymizedBy": "Anonymiseret af",
        "birthDate": "Fødselsdato",
        "country": "Land",
        "email": "E-mail",
        "emailKey": "E-mail (søgning)",
        "fieldSources": "Feltkilder",
        "firstName": "Fornavn",
        "firstNameKey": "Navn (fornavn, efternavn)",
        "id": "Id",
        "interests": "Interesser",
        "labels": "Labels",
        "lastName": "Efternavn",
        "lastVisitAt": "Seneste besøg",
        "nameKey": "Navn (efternavn, fornavn)",
        "phone": "Telefon",
        "phoneKey": "Telefon (søgning)",
        "points": "Point",
        "profileImageUrl": "Profilbillede",
        "referralCode": "Anbefalingskode",
        "referredByGuestId": "Anbefalet af gæst",
        "referredByUserId": "Anbefalet af medarbejder",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "source": "Oprettet via",
        "totalSpend": "Samlet forbrug",
        "venueId": "Hjemmevenue",
        "visitCount": "Besøg"
      },
      "name": "Gæsteprofil |||| Gæsteprofiler"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Type",
        "name": "Navn"
      },
      "name": "Gæstesegment |||| Gæstesegmentering"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Adgang |||| Adgang"
    },
    "legalDocuments": {
      "fields": {
        "country": "Land",
        "currentRevision": "Revision",
        "id": "Id",
        "isEnabled": "Aktiveret",
        "language": "Sprog",
        "name": "Navn",
        "revisions": "Revisioner",
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
        "sortOrder": "Sortering",
        "title": "Titel",
        "url": "Link"
      },
      "name": "Driftslink |||| Driftslinks"
    },
    "media": {
      "fields": {
        "contentType": "Indholdstype",
        "folder": "Mappe",
        "id": "Id",
        "name": "Navn",
        "size": "Størrelse (bytes)",
        "type": "Type",
        "venueId": "Venue"
      },
      "name": "Fil |||| Filer"
    },
    "messengerConversations": {
      "fields": {
        "assignee": "Ansvarlig",
        "contactName": "Navn",
        "guestId": "Gæst",
        "id": "Id",
        "identityId": "Side",
        "isOpen": "Åben",
        "lastMessageAt": "Seneste besked",
        "messages": "Beskeder",
        "psid": "Afsender-id",
        "status": "Status",
        "topics": "Emner",
        "unreadCount": "Ulæste",
        "venueId": "Venue"
      },
      "name": "Messenger-samtale |||| Messenger"
    },
    "messengerIdentities": {
      "fields": {
        "id": "Id",
        "pageId": "Side-id",
        "pageName": "Sidenavn",
        "platform": "Platform",
        "venueId": "Venue"
      },
      "name": "Messenger-identitet |||| Messenger-identiteter"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Læst",
        "link": "Link",
        "message": "Besked",
        "title": "Titel",
        "userId": "Bruger",
        "venueId": "Venue"
      },
      "name": "Notifikation |||| Notifikationer"
    },
    "operationLinks": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "sortOrder": "Sortering",
        "title": "Titel",
        "url": "Link"
      },
      "name": "Driftslink |||| Driftslinks"
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
        "isDeactivated": "Deaktiveret",
        "roleId": "Rolle",
        "userId": "Bruger",
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
        "permissions": "Rettigheder",
        "roleId": "Rollekode"
      },
      "name": "Rolle |||| Roller"
    },
    "shortLinks": {
      "fields": {
        "clicks": "Klik",
        "code": "Kode",
        "guestId": "Gæst",
        "id": "Id",
        "url": "Link",
        "venueId": "Venue"
      },
      "name": "Kort link |||| Korte links"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Omtale |||| Omtaler"
    },
    "users": {
      "fields": {
        "email": "E-mail",
        "firstName": "Fornavn",
        "id": "Id",
        "lastName": "Efternavn",
        "locale": "Sprog",
        "name": "Navn",
        "phone": "Telefon",
        "tags": "Tags",
        "userName": "Brugernavn"
      },
      "name": "Bruger |||| Brugere"
    },
    "venueInfo": {
      "fields": {
        "address": {
          "_label": "Adresse",
          "city": "By",
          "country": "Land",
          "postalCode": "Postnummer",
          "street": "Gade"
        },
        "general": {
          "_label": "Generel info",
          "ageLimit": "Aldersgrænse",
          "capacity": "Kapacitet (gæster)",
          "description": "Beskrivelse",
          "email": "E-mail",
          "phone": "Telefon",
          "website": "Hjemmeside"
        },
        "id": "Id",
        "openingHours": "Åbningstider",
        "venueId": "Venue"
      },
      "name": "Venueinfo |||| Venueinfo"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Afkrydset af",
        "date": "Dato",
        "id": "Id",
        "taskId": "Opgave",
        "venueId": "Venue"
      },
      "name": "Afkrydsning |||| Afkrydsninger"
    },
    "venueTasks": {
      "fields": {
        "date": "Dato",
        "description": "Beskrivelse",
        "id": "Id",
        "repeat": "Gentag",
        "roleTypeId": "Opgavetype",
        "skippedDates": "Flyttede forekomster",
        "title": "Titel",
        "venueId": "Venue"
      },
      "name": "Venueopgave |||| Venueopgaver"
    },
    "venues": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "logoUrl": "Logo",
        "name": "Navn",
        "regionId": "Region",
        "shortName": "Kort navn",
        "timeZone": "Tidszone"
      },
      "name": "Venue |||| Venues"
    },
    "vp/operationLinks": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "sortOrder": "Sortering",
        "title": "Titel",
        "url": "Link"
      },
      "name": "Driftslink |||| Driftslinks"
    }
  },
  "routes": {
    "crm/engage/configuration": "Indbakkeopsætning",
    "crm/engage/email": "E-mail",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Gæsteprofil",
    "crm/guest-segmentation": "Gæstesegmentering",
    "crm/guests": "Gæster",
    "crm/legaldocument": "Juridisk dokument",
    "crm/legaldocuments": "Compliance",
    "crm/overview": "CRM-overblik",
    "life/operationlinks": "Driftslinks",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslinks",
    "vp/tasks": "Venueopgaver"
  },
  "services": {
    "crm": "CRM",
    "guests": "Gæster",
    "life": "LIFE",
    "overview": "Overblik",
    "reports": "Rapporter",
    "upkeep": "Upkeep",
    "venue": "Venue"
  },
  "sidebar": {
    "crm/engage/configuration": "Opsætning",
    "crm/engage/email": "E-mail",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Gæstesegmentering",
    "crm/guests": "Gæster",
    "crm/legaldocuments": "Compliance",
    "crm/overview": "Overblik",
    "life/operationlinks": "Driftslinks",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslinks",
    "vp/tasks": "Venueopgaver"
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
      "meetings": "Møder"
    },
    "overview": {},
    "reports": {
      "coreReporting": "Kernerapportering",
      "fuelReporting": "Fuel-rapportering",
      "management": "Administration"
    },
    "upkeep": {
      "countrySetup": "Landeopsætning",
      "products": "Produkter",
      "requests": "Anmodninger",
      "stock": "Lager",
      "venueManagement": "Venuestyring"
    },
    "venue": {
      "booking": "Booking",
      "marketing": "Marketing",
      "operations": "Drift",
      "pos": "Kasse",
      "stock": "Lager"
    }
  }
};
