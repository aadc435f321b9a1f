// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Biträdande Venue Manager",
    "cd": "Landsdirektör",
    "cma": "Channel Marketing Associate",
    "cmm": "Channel Marketing Manager",
    "fla": "FL-administratör",
    "gr": "Gästrelationer",
    "ncnp": "Channel Marketing-trainee",
    "rd": "Regiondirektör",
    "rm": "Regionchef",
    "scmm": "Senior Channel Marketing Manager",
    "sm": "Skiftledare",
    "sma": "Platschef",
    "smt": "Skiftledartrainee",
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
        "coreReporting": "Kärnrapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "cookiePopupSettings": {
      "popupPosition": {
        "bottom": "Fält längst ned",
        "bottomLeft": "Ruta nere till vänster",
        "center": "Dialogruta i mitten"
      }
    },
    "cookies": {
      "cookieCategory": {
        "Analytics": "Statistik",
        "Marketing": "Marknadsföring",
        "Nessecary": "Nödvändiga",
        "Preferences": "Inställningar",
        "Unclassified": "Oklassificerade"
      },
      "cookieMethod": {
        "Cookie": "Cookie",
        "LocalStorage": "Lokal lagring",
        "SessionStorage": "Sessionslagring"
      },
      "cookieType": {
        "Persistent": "Beständig",
        "Session": "Session"
      }
    },
    "emailConversations": {
      "mailFolder": {
        "inbox": "Inkorg",
        "spam": "Skräppost"
      }
    },
    "emailSyncAccounts": {
      "syncState": {
        "Error": "Synkroniseringen misslyckades",
        "Pending": "Väntar på första synkroniseringen",
        "Synced": "Synkroniserad"
      }
    },
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idé",
        "Other": "Övrigt",
        "Praise": "Beröm",
        "Problem": "Problem"
      }
    },
    "guestProfiles": {
      "consentType": {
        "Analytics": "Analys",
        "Email": "E-post",
        "Enrichment": "Berikning",
        "Marketing": "Marknadsföring",
        "PersonalData": "Personuppgifter",
        "Phone": "Telefon",
        "SnailMail": "Brevpost",
        "SoMe": "Sociala medier"
      },
      "fieldSource": {
        "BookingForm": "Bokningsformulär",
        "DynamicForm": "Dynamiskt formulär",
        "Email": "E-post",
        "Import": "Import",
        "Manual": "Inmatat av personal",
        "Messenger": "Messenger",
        "Referral": "Värvning",
        "WifiLogin": "Wi-Fi-inloggning"
      },
      "personalDataField": {
        "GuestBirthDate": "Födelsedatum",
        "GuestEmail": "E-post",
        "GuestFirstName": "Förnamn",
        "GuestLastName": "Efternamn",
        "GuestPhone": "Telefon",
        "ProfileImageUrl": "Profilbild",
        "SocialsFacebook": "Facebook",
        "SocialsInstagram": "Instagram"
      }
    },
    "guestSegments": {
      "segmentKind": {
        "interest": "Intresse",
        "label": "Etikett"
      }
    },
    "legalDocuments": {
      "legalDocumentType": {
        "CookiePolicy": "Cookiepolicy",
        "MarketingConsent": "Samtycke till marknadsföring",
        "Other": "Övrigt",
        "PrivacyPolicy": "Integritetspolicy",
        "TermsAndConditions": "Allmänna villkor"
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
        "finance": "Ekonomi",
        "operations": "Drift",
        "other": "Övrigt",
        "people": "Personal",
        "suppliers": "Leverantörer"
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
        "dan": "Danska",
        "eng": "Engelska",
        "fin": "Finska",
        "nor": "Norska",
        "swe": "Svenska"
      }
    },
    "venueInfo": {
      "weekday": {
        "1": "Måndag",
        "2": "Tisdag",
        "3": "Onsdag",
        "4": "Torsdag",
        "5": "Fredag",
        "6": "Lördag",
        "7": "Söndag"
      }
    },
    "venueTasks": {
      "repeat": {
        "daily": "Varje dag",
        "none": "Upprepas inte",
        "weekly": "Varje vecka"
      },
      "roleType": {
        "_": "Annan uppgift",
        "hq": "Marknadsföringsuppgift",
        "sm": "Skiftledaruppgift",
        "vm": "Venue Manager-uppgift"
      }
    }
  },
  "menuGroups": {
    "cockpit": "Cockpit och rapporter",
    "crm": "CRM",
    "guests": "Gästprofiler",
    "life": "LIFE",
    "procurement": "Inköp",
    "procurementReports": "Inköpsrapporter",
    "venue": "Venue"
  },
  "resources": {
    "cockpitReports": {
      "fields": {
        "category": "Kategori",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "permission": "Behörighet",
        "reportId": "Power BI-rapport-id",
        "sortOrder": "Sorteringsordning",
        "workspaceId": "Power BI-arbetsyte-id"
      },
      "name": "Cockpitrapport |||| Cockpitrapporter"
    },
    "cookiePopupSettings": {
      "fields": {
        "acceptAllLabel": "Godkänn-knapp",
        "consentLifetimeDays": "Fråga igen efter (dagar)",
        "cookiePolicyDocumentId": "Cookiepolicy",
        "id": "Id",
        "position": "Placering",
        "primaryColor": "Knappfärg",
        "rejectAllLabel": "Avvisa-knapp",
        "settingsLabel": "Inställningar-knapp",
        "showRejectAll": "Visa avvisa-knappen",
        "text": "Text",
        "title": "Titel"
      },
      "name": "Inställningar för cookie-popup |||| Inställningar för cookie-popup"
    },
    "cookies": {
      "fields": {
        "category": "Kategori",
        "domain": "Domän",
        "expiryDays": "Upphör efter (dagar)",
        "id": "Id",
        "method": "Metod",
        "name": "Namn",
        "provider": "Leverantör",
        "purpose": "Syfte",
        "type": "Typ"
      },
      "name": "Cookie |||| Cookies"
    },
    "crmStatistics": {
      "fields": {
        "computedAt": "Beräknad",
        "countries": {
          "_label": "Siffror per land"
        },
        "id": "Id"
      },
      "name": "CRM-statistik |||| CRM-statistik"
    },
    "dataController": {
      "fields": {
        "city": "Ort",
        "companyName": "Företag",
        "country": "Land",
        "dpoEmail": "Dataskyddsombudets e-post",
        "dpoName": "Dataskyddsombud",
        "email": "E-post",
        "id": "Id",
        "phone": "Telefon",
        "postalCode": "Postnummer",
        "registrationNumber": "Organisationsnummer",
        "street": "Gata"
      },
      "name": "Personuppgiftsansvarig |||| Personuppgiftsansvarig"
    },
    "dataProcessors": {
      "fields": {
        "agreementSignedOn": "Avtal undertecknat",
        "contactEmail": "Kontakt-e-post",
        "dataCategories": "Uppgiftskategorier",
        "id": "Id",
        "location": "Var uppgifterna behandlas",
        "name": "Namn",
        "purpose": "Syfte",
        "website": "Webbplats"
      },
      "name": "Personuppgiftsbiträde |||| Personuppgiftsbiträden"
    },
    "emailConversations": {
      "fields": {
        "assignee": "Ansvarig",
        "contactEmail": "Från",
        "contactName": "Namn",
        "guestId": "Gäst",
        "id": "Id",
        "isOpen": "Öppen",
        "labels": "Etiketter",
        "lastMessageAt": "Senaste meddelande",
        "mailFolder": "Mapp",
        "messages": "Meddelanden",
        "status": "Status",
        "subject": "Ämne",
        "syncEmail": "Brevlåda",
        "threadId": "Tråd",
        "topics": "Ämnen",
        "unreadCount": "Olästa",
        "venueId": "Venue"
      },
      "name": "E-postkonversation |||| E-post"
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
        "aliases": "Alias",
        "id": "Id",
        "lastSyncAt": "Senast synkroniserad",
        "status": "Status",
        "syncEmail": "Brevlåda",
        "venueId": "Venue"
      },
      "name": "E-postsynkronisering |||| E-postsynkroniseringar"
    },
    "feedback": {
      "fields": {
        "category": "Typ",
        "id": "Id",
        "message": "Din feedback",
        "page": "Sida",
        "rating": "Betyg"
      },
      "name": "Feedback |||| Feedback"
    },
    "globalLogs": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "guestId": "Gäst",
        "id": "Id",
        "message": "Meddelande",
        "system": "System",
        "venueId": "Venue"
      },
      "name": "Global loggpost |||| Globala loggar"
    },
    "guestConsents": {
      "fields": {
        "consent": "Samtycke",
        "country": "Land",
        "guestId": "Gäst",
        "id": "Id",
        "source": "Källa",
        "venueId": "Venue"
      },
      "name": "Gästsamtycke |||| Gästsamtycken"
    },
    "guestLogs": {
      "fields": {
        "action": "Åtgärd",
        "consent": "Samtycke",
        "field": "Fält",
        "guestId": "Gäst",
        "id": "Id",
        "newValue": "Nytt värde",
        "oldValue": "Gammalt värde",
        "source": "Källa",
        "venueId": "Venue"
      },
      "name": "Gästloggpost |||| Gästlogg"
    },
    "guestNotes": {
      "fields": {
        "guestId": "Gäst",
        "id": "Id",
        "text": "Anteckning",
        "venueId": "Venue"
      },
      "name": "Gästanteckning |||| Gästanteckningar"
    },
    "guestProfiles": {
      "fields": {
        "anonymizedAt": "Anonymiserad",
        "anonymizedBy": "Anonymiserad av",
        "birthDate": "Födelsedatum",
        "country": "Land",
        "email": "E-post",
        "emailKey": "E-post (sökning)",
        "fieldSources": "Fältkällor",
        "firstName": "Förnamn",
        "firstNameKey": "Namn (förnamn, efternamn)",
        "id": "Id",
        "interests": "Intressen",
        "labels": "Etiketter",
        "lastName": "Efternamn",
        "lastVisitAt": "Senaste besök",
        "nameKey": "Namn (efternamn, förnamn)",
        "phone": "Telefon",
        "phoneKey": "Telefon (sökning)",
        "points": "Poäng",
        "profileImageUrl": "Profilbild",
        "referralCode": "Värvningskod",
        "referredByGuestId": "Värvad av gäst",
        "referredByUserId": "Värvad av personal",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "source": "Skapad via",
        "totalSpend": "Total konsumtion",
        "venueId": "Hemmavenue",
        "visitCount": "Besök"
      },
      "name": "Gästprofil |||| Gästprofiler"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Typ",
        "name": "Namn"
      },
      "name": "Gästsegment |||| Gästsegmentering"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Åtkomst |||| Åtkomst"
    },
    "legalDocuments": {
      "fields": {
        "country": "Land",
        "currentRevision": "Revision",
        "id": "Id",
        "isEnabled": "Aktiverad",
        "language": "Språk",
        "name": "Namn",
        "revisions": "Revisioner",
        "type": "Typ"
      },
      "name": "Juridiskt dokument |||| Juridiska dokument"
    },
    "life/operationlinks": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "sortOrder": "Sorteringsordning",
        "title": "Titel",
        "url": "Länk"
      },
      "name": "Driftslänk |||| Driftslänkar"
    },
    "media": {
      "fields": {
        "contentType": "Innehållstyp",
        "folder": "Mapp",
        "id": "Id",
        "name": "Namn",
        "size": "Storlek (byte)",
        "type": "Typ",
        "venueId": "Venue"
      },
      "name": "Fil |||| Filer"
    },
    "messengerConversations": {
      "fields": {
        "assignee": "Ansvarig",
        "contactName": "Namn",
        "guestId": "Gäst",
        "id": "Id",
        "identityId": "Sida",
        "isOpen": "Öppen",
        "lastMessageAt": "Senaste meddelande",
        "messages": "Meddelanden",
        "psid": "Avsändar-id",
        "status": "Status",
        "topics": "Ämnen",
        "unreadCount": "Olästa",
        "venueId": "Venue"
      },
      "name": "Messenger-konversation |||| Messenger"
    },
    "messengerIdentities": {
      "fields": {
        "id": "Id",
        "pageId": "Sid-id",
        "pageName": "Sidnamn",
        "platform": "Plattform",
        "venueId": "Venue"
      },
      "name": "Messenger-identitet |||| Messenger-identiteter"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Läst",
        "link": "Länk",
        "message": "Meddelande",
        "title": "Titel",
        "userId": "Användare",
        "venueId": "Venue"
      },
      "name": "Avisering |||| Aviseringar"
    },
    "operationLinks": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "sortOrder": "Sorteringsordning",
        "title": "Titel",
        "url": "Länk"
      },
      "name": "Driftslänk |||| Driftslänkar"
    },
    "regions": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "name": "Namn"
      },
      "name": "Region |||| Regioner"
    },
    "roleInstances": {
      "fields": {
        "id": "Id",
        "isDeactivated": "Inaktiverad",
        "roleId": "Roll",
        "userId": "Användare",
        "validFromDate": "Giltig från",
        "validToDate": "Giltig till",
        "venueId": "Venue"
      },
      "name": "Rolltilldelning |||| Rolltilldelningar"
    },
    "roles": {
      "fields": {
        "id": "Id",
        "name": "Namn",
        "permissions": "Behörigheter",
        "roleId": "Rollkod"
      },
      "name": "Roll |||| Roller"
    },
    "shortLinks": {
      "fields": {
        "clicks": "Klick",
        "code": "Kod",
        "guestId": "Gäst",
        "id": "Id",
        "url": "Länk",
        "venueId": "Venue"
      },
      "name": "Kort länk |||| Korta länkar"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Omnämnande |||| Omnämnanden"
    },
    "users": {
      "fields": {
        "email": "E-post",
        "firstName": "Förnamn",
        "id": "Id",
        "lastName": "Efternamn",
        "locale": "Språk",
        "name": "Namn",
        "phone": "Telefon",
        "tags": "Taggar",
        "userName": "Användarnamn"
      },
      "name": "Användare |||| Användare"
    },
    "venueInfo": {
      "fields": {
        "address": {
          "_label": "Adress",
          "city": "Ort",
          "country": "Land",
          "postalCode": "Postnummer",
          "street": "Gata"
        },
        "general": {
          "_label": "Allmän info",
          "ageLimit": "Åldersgräns",
          "capacity": "Kapacitet (gäster)",
          "description": "Beskrivning",
          "email": "E-post",
          "phone": "Telefon",
          "website": "Webbplats"
        },
        "id": "Id",
        "openingHours": "Öppettider",
        "venueId": "Venue"
      },
      "name": "Venueinfo |||| Venueinfo"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Avbockad av",
        "date": "Datum",
        "id": "Id",
        "taskId": "Uppgift",
        "venueId": "Venue"
      },
      "name": "Avbockning |||| Avbockningar"
    },
    "venueTasks": {
      "fields": {
        "date": "Datum",
        "description": "Beskrivning",
        "id": "Id",
        "repeat": "Upprepa",
        "roleTypeId": "Uppgiftstyp",
        "skippedDates": "Flyttade tillfällen",
        "title": "Titel",
        "venueId": "Venue"
      },
      "name": "Venueuppgift |||| Venueuppgifter"
    },
    "venues": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "logoUrl": "Logotyp",
        "name": "Namn",
        "regionId": "Region",
        "shortName": "Kortnamn",
        "timeZone": "Tidszon"
      },
      "name": "Venue |||| Venues"
    },
    "vp/operationLinks": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "sortOrder": "Sorteringsordning",
        "title": "Titel",
        "url": "Länk"
      },
      "name": "Driftslänk |||| Driftslänkar"
    }
  },
  "routes": {
    "crm/engage/configuration": "Inkorgsinställningar",
    "crm/engage/email": "E-post",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Gästprofil",
    "crm/guest-segmentation": "Gästsegmentering",
    "crm/guests": "Gäster",
    "crm/legaldocument": "Juridiskt dokument",
    "crm/legaldocuments": "Efterlevnad",
    "crm/overview": "CRM-översikt",
    "life/operationlinks": "Driftslänkar",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslänkar",
    "vp/tasks": "Venueuppgifter"
  },
  "services": {
    "crm": "CRM",
    "guests": "Gäster",
    "life": "LIFE",
    "overview": "Översikt",
    "reports": "Rapporter",
    "upkeep": "Upkeep",
    "venue": "Venue"
  },
  "sidebar": {
    "crm/engage/configuration": "Inställningar",
    "crm/engage/email": "E-post",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Gästsegmentering",
    "crm/guests": "Gäster",
    "crm/legaldocuments": "Efterlevnad",
    "crm/overview": "Översikt",
    "life/operationlinks": "Driftslänkar",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslänkar",
    "vp/tasks": "Venueuppgifter"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Aktivering",
      "booking": "Bokning",
      "engage": "Engage"
    },
    "guests": {},
    "life": {
      "general": "Allmänt",
      "lists": "Listor",
      "meetings": "Möten"
    },
    "overview": {},
    "reports": {
      "coreReporting": "Kärnrapportering",
      "fuelReporting": "Fuel-rapportering",
      "management": "Administration"
    },
    "upkeep": {
      "countrySetup": "Landsinställningar",
      "products": "Produkter",
      "requests": "Förfrågningar",
      "stock": "Lager",
      "venueManagement": "Venuehantering"
    },
    "venue": {
      "booking": "Bokning",
      "marketing": "Marknadsföring",
      "operations": "Drift",
      "pos": "Kassa",
      "stock": "Lager"
    }
  }
};
