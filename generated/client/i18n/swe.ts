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
    "eodReportRules": {
      "notifyRole": {
        "avm": "Biträdande Venue Manager",
        "cd": "Landsdirektör",
        "rd": "Regiondirektör",
        "rm": "Regionchef",
        "sm": "Skiftledare",
        "svm": "Senior Venue Manager",
        "vm": "Venue Manager"
      }
    },
    "eodReports": {
      "status": {
        "draft": "Utkast",
        "sent": "Skickad"
      }
    },
    "listNotificationRules": {
      "inactivity": {
        "86400": "1 dag",
        "172800": "2 dagar",
        "259200": "3 dagar",
        "604800": "1 vecka",
        "1209600": "2 veckor",
        "1814400": "3 veckor",
        "2629743": "1 månad",
        "5259486": "2 månader",
        "7889229": "3 månader",
        "10518972": "4 månader",
        "13148715": "5 månader",
        "15778458": "6 månader",
        "31556926": "1 år"
      },
      "listType": {
        "BarsAndNightclubsThorough": "Barer och nattklubbar (grundlig)",
        "BarsWithRestaurantsThorough": "Barer med restaurang (grundlig)",
        "CompetitorVisit": "Konkurrentbesök",
        "FireProtectionMeasures": "Brandskydd",
        "MaintenanceReviewLight": "Underhållsgenomgång (lätt)",
        "MaintenanceReviewThorough": "Underhållsgenomgång (grundlig)",
        "VenueVisitLight": "Venuebesök (lätt)"
      },
      "notifyRole": {
        "avm": "Biträdande Venue Manager",
        "cd": "Landsdirektör",
        "rd": "Regiondirektör",
        "rm": "Regionchef",
        "sm": "Skiftledare",
        "svm": "Senior Venue Manager",
        "vm": "Venue Manager"
      },
      "ruleType": {
        "inactivity": "Inaktivitet",
        "score": "Låg poäng"
      }
    },
    "listSessions": {
      "listType": {
        "BarsAndNightclubsThorough": "Barer och nattklubbar (grundlig)",
        "BarsWithRestaurantsThorough": "Barer med restaurang (grundlig)",
        "CompetitorVisit": "Konkurrentbesök",
        "FireProtectionMeasures": "Brandskydd",
        "MaintenanceReviewLight": "Underhållsgenomgång (lätt)",
        "MaintenanceReviewThorough": "Underhållsgenomgång (grundlig)",
        "VenueVisitLight": "Venuebesök (lätt)"
      },
      "questionKind": {
        "number": "Tal",
        "photoMultipleUpload": "Foton",
        "rating": "Betyg (1-5)",
        "text": "Text",
        "videoMultipleUpload": "Videor",
        "yesNo": "Ja / nej",
        "yesNoCritical": "Ja / nej (kritisk)"
      },
      "surveyType": {
        "0": "Enkät",
        "1": "Quiz",
        "2": "Checklista",
        "3": "Venuebesök",
        "4": "Onlineutbildning"
      }
    },
    "lists": {
      "listType": {
        "BarsAndNightclubsThorough": "Barer och nattklubbar (grundlig)",
        "BarsWithRestaurantsThorough": "Barer med restaurang (grundlig)",
        "CompetitorVisit": "Konkurrentbesök",
        "FireProtectionMeasures": "Brandskydd",
        "MaintenanceReviewLight": "Underhållsgenomgång (lätt)",
        "MaintenanceReviewThorough": "Underhållsgenomgång (grundlig)",
        "VenueVisitLight": "Venuebesök (lätt)"
      },
      "questionKind": {
        "number": "Tal",
        "photoMultipleUpload": "Foton",
        "rating": "Betyg (1-5)",
        "text": "Text",
        "videoMultipleUpload": "Videor",
        "yesNo": "Ja / nej",
        "yesNoCritical": "Ja / nej (kritisk)"
      },
      "status": {
        "archived": "Arkiverad",
        "draft": "Utkast",
        "published": "Publicerad"
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
    "personalTodoCategories": {
      "icon": {
        "Build": "Underhåll",
        "Campaign": "Marknadsföring",
        "CleaningServices": "Städning",
        "Event": "Evenemang",
        "Inventory": "Lager",
        "Lightbulb": "Idéer",
        "List": "Lista",
        "LocalBar": "Bar",
        "People": "Personal",
        "Restaurant": "Kök",
        "ShoppingCart": "Inköp",
        "Star": "Stjärna"
      },
      "todoRole": {
        "avm": "Biträdande Venue Manager",
        "sm": "Skiftledare",
        "sm-test": "Skiftledare (test)",
        "svm": "Senior Venue Manager",
        "vm": "Venue Manager",
        "vm-test": "Venue Manager (test)"
      }
    },
    "personalTodos": {
      "todoRole": {
        "avm": "Biträdande Venue Manager",
        "sm": "Skiftledare",
        "sm-test": "Skiftledare (test)",
        "svm": "Senior Venue Manager",
        "vm": "Venue Manager",
        "vm-test": "Venue Manager (test)"
      }
    },
    "pimStockLocations": {
      "pimStockLocationType": {
        "backBar": "Bakbar",
        "bar": "Bar",
        "cellar": "Källare",
        "coldRoom": "Kylrum",
        "kitchen": "Kök",
        "storage": "Lagerrum"
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
    "eodReportRules": {
      "fields": {
        "country": "Land",
        "deadline": "Skickas senast (nästa dag, venuens tid)",
        "id": "Id",
        "notifyRoles": "Meddela dessa roller på venuen",
        "recipients": "E-postmottagare",
        "requireBiImage": "BI-bild krävs",
        "requireRevenue": "Omsättning krävs",
        "requireSummary": "Sammanfattning av dagen krävs"
      },
      "name": "Regler för dagsrapporter |||| Regler för dagsrapporter"
    },
    "eodReports": {
      "fields": {
        "biImageId": "BI-bild",
        "date": "Affärsdag",
        "guests": "Gäster",
        "id": "Id",
        "incidents": "Händelser",
        "late": "Skickad för sent",
        "maintenanceNotes": "Underhåll",
        "revenue": "Omsättning",
        "sentAt": "Skickad",
        "sentBy": "Skickad av",
        "sentTo": "Mottagare",
        "staffNotes": "Personal",
        "status": "Status",
        "summary": "Så gick dagen",
        "venueId": "Venue"
      },
      "name": "Dagsrapport |||| Dagsrapporter"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Åtkomst |||| Åtkomst"
    },
    "life/list-rules": {
      "fields": {
        "active": "Aktiv",
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Ingen genomgång på",
        "listType": "Listtyp",
        "message": "Meddelande",
        "questionCategory": "Frågekategori",
        "recipientRoles": "Meddela dessa roller på venuen",
        "threshold": "Poäng under",
        "type": "Utlöses av"
      },
      "name": "Listregel |||| Listregler"
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
    "listNotificationRules": {
      "fields": {
        "active": "Aktiv",
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Ingen genomgång på",
        "listType": "Listtyp",
        "message": "Meddelande",
        "questionCategory": "Frågekategori",
        "recipientRoles": "Meddela dessa roller på venuen",
        "threshold": "Poäng under",
        "type": "Utlöses av"
      },
      "name": "Listregel |||| Listregler"
    },
    "listSessions": {
      "fields": {
        "answers": "Svar",
        "categories": "Kategorier",
        "completedOn": "Avslutad",
        "hasCriticalFailure": "Kritiskt fel",
        "id": "Id",
        "listId": "Lista",
        "listType": "Listtyp",
        "listVersion": "Listversion",
        "score": "Poäng",
        "startedOn": "Startad",
        "surveyType": "Enkättyp",
        "title": "Titel",
        "userId": "Utförd av",
        "venueId": "Venue"
      },
      "name": "Genomgång |||| Besök och granskningar"
    },
    "lists": {
      "fields": {
        "areas": "Områden",
        "categories": "Kategorier",
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "listVersion": "Version",
        "publishedAt": "Publicerad",
        "publishedBy": "Publicerad av",
        "questions": "Frågor",
        "status": "Status",
        "title": "Titel",
        "type": "Listtyp"
      },
      "name": "Lista |||| Listor"
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
    "personalTodoCategories": {
      "fields": {
        "color": "Färg",
        "icon": "Ikon",
        "id": "Id",
        "name": "Namn",
        "ownerId": "Ägare",
        "role": "Roll",
        "venueId": "Venue"
      },
      "name": "Att göra-kategori |||| Att göra-kategorier"
    },
    "personalTodos": {
      "fields": {
        "categoryId": "Kategori",
        "completed": "Klar",
        "completedAt": "Klar",
        "flagged": "Flaggad",
        "hasDueDate": "Har ett förfallodatum",
        "id": "Id",
        "note": "Anteckning",
        "ownerId": "Ägare",
        "position": "Position",
        "role": "Roll",
        "startDate": "Förfallodatum",
        "title": "Titel",
        "venueId": "Venue"
      },
      "name": "Att göra |||| Att göra"
    },
    "pimStockLocations": {
      "fields": {
        "id": "Id",
        "name": "Namn",
        "pimStockLocationType": "Plats",
        "venueId": "Venue"
      },
      "name": "Lagerplats |||| Lagerplatser"
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
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listregler",
    "life/lists": "Listor",
    "life/lists/id": "Listversion",
    "life/operationlinks": "Driftslänkar",
    "vp/info": "Venueinfo",
    "vp/lists": "Besök och granskningar",
    "vp/lists/eodReport": "Dagsrapport",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/lists/oldmaintenancereview": "Underhållsgenomgångar",
    "vp/lists/oldvenuevisit": "Venuebesök",
    "vp/lists/submissions/listId": "Inskickade",
    "vp/lists/submissions/type/id": "Genomgång",
    "vp/old-lists": "Tidigare besök och granskningar",
    "vp/operationLinks": "Driftslänkar",
    "vp/tasks": "Venueuppgifter",
    "vp/todos": "Att göra",
    "vp/visits/visit": "Venuebesök"
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
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listregler",
    "life/lists": "Listor",
    "life/operationlinks": "Driftslänkar",
    "vp/info": "Venueinfo",
    "vp/lists": "Besök och granskningar",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/operationLinks": "Driftslänkar",
    "vp/tasks": "Venueuppgifter",
    "vp/todos": "Att göra"
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
