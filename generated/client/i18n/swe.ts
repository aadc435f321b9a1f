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
    "bookings": {
      "arrivalState": {
        "0": "Inte anlänt",
        "5": "Avvisad vid ankomst",
        "10": "Anlänt",
        "12": "Delvis anlänt",
        "15": "Placerad",
        "80": "Försenad",
        "90": "Uteblev"
      },
      "bookingState": {
        "1": "Reserverad",
        "2": "Bekräftad av gäst",
        "3": "Bekräftad av venue",
        "4": "Avbokad av venue",
        "5": "Avbokad av gäst",
        "7": "Förfrågad",
        "8": "Förfrågan avvisad"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Kärnrapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "guestListItems": {
      "guestListArrivalState": {
        "0": "Inte anlänt",
        "10": "Anlänt",
        "20": "Avvisad i dörren",
        "40": "Delvis anlänt"
      },
      "guestListRequestState": {
        "0": "Godkänd",
        "10": "Förfrågad",
        "20": "Avvisad"
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
    "venueDetails": {
      "bookingHoursTarget": {
        "0": "Öppningstid",
        "1": "Stängningstid"
      },
      "limitType": {
        "1": "Hård",
        "2": "Mjuk",
        "3": "Varning"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Uppställning",
        "20": "Sektion",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bokningstider",
        "MinimumSpendPolicy": "Minimiköp",
        "OpeningHoursPolicy": "Öppettider",
        "TableBookingPolicy": "Bordsbokning"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Undvik bokade bord",
        "SeatingStrategyPreferFullTables": "Föredra fulla bord",
        "SeatingStrategyPreferHighTableCapacityUsage": "Föredra hög beläggning",
        "SeatingStrategyPreferredSeating": "Föredragna platser"
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
    "venueSections": {
      "bookingHoursTarget": {
        "0": "Öppningstid",
        "1": "Stängningstid"
      },
      "limitType": {
        "1": "Hård",
        "2": "Mjuk",
        "3": "Varning"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Uppställning",
        "20": "Sektion",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bokningstider",
        "MinimumSpendPolicy": "Minimiköp",
        "OpeningHoursPolicy": "Öppettider",
        "TableBookingPolicy": "Bordsbokning"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Undvik bokade bord",
        "SeatingStrategyPreferFullTables": "Föredra fulla bord",
        "SeatingStrategyPreferHighTableCapacityUsage": "Föredra hög beläggning",
        "SeatingStrategyPreferredSeating": "Föredragna platser"
      }
    },
    "venueSetupCalendarEntries": {
      "repeatIntervalType": {
        "MonthlyRepeatInterval": "Månadsvis",
        "WeeklyRepeatInterval": "Veckovis",
        "YearlyRepeatInterval": "Årlig"
      }
    },
    "venueSetups": {
      "bookingHoursTarget": {
        "0": "Öppningstid",
        "1": "Stängningstid"
      },
      "limitType": {
        "1": "Hård",
        "2": "Mjuk",
        "3": "Varning"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Uppställning",
        "20": "Sektion",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bokningstider",
        "MinimumSpendPolicy": "Minimiköp",
        "OpeningHoursPolicy": "Öppettider",
        "TableBookingPolicy": "Bordsbokning"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Undvik bokade bord",
        "SeatingStrategyPreferFullTables": "Föredra fulla bord",
        "SeatingStrategyPreferHighTableCapacityUsage": "Föredra hög beläggning",
        "SeatingStrategyPreferredSeating": "Föredragna platser"
      },
      "venueTableType": {
        "1": "Lågt bord",
        "2": "Högt bord"
      }
    },
    "venueTables": {
      "bookingHoursTarget": {
        "0": "Öppningstid",
        "1": "Stängningstid"
      },
      "limitType": {
        "1": "Hård",
        "2": "Mjuk",
        "3": "Varning"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Uppställning",
        "20": "Sektion",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bokningstider",
        "MinimumSpendPolicy": "Minimiköp",
        "OpeningHoursPolicy": "Öppettider",
        "TableBookingPolicy": "Bordsbokning"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Undvik bokade bord",
        "SeatingStrategyPreferFullTables": "Föredra fulla bord",
        "SeatingStrategyPreferHighTableCapacityUsage": "Föredra hög beläggning",
        "SeatingStrategyPreferredSeating": "Föredragna platser"
      },
      "venueTableType": {
        "1": "Lågt bord",
        "2": "Högt bord"
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
    "bookingCustomers": {
      "fields": {
        "companyName": "Företag",
        "deleted": "Borttagen",
        "email": "E-post",
        "id": "Id",
        "name": "Namn",
        "phoneNumber": "Telefon",
        "type": "Typ",
        "vatNo": "Momsnummer",
        "venueDetailsId": "Venue"
      },
      "name": "Kund |||| Kunder"
    },
    "bookingEvents": {
      "fields": {
        "deleted": "Borttagen",
        "description": "Beskrivning",
        "eventEnd": "Slutar",
        "eventName": "Namn",
        "eventStart": "Börjar",
        "id": "Id",
        "imageLink": "Bild",
        "type": "Typ",
        "venueDetailsId": "Venue",
        "venueSectionId": "Sektion",
        "venueSetupId": "Uppställning"
      },
      "name": "Evenemang |||| Evenemang"
    },
    "bookingLocations": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Område |||| Områden"
    },
    "bookingTags": {
      "fields": {
        "id": "Id",
        "isFreeText": "Fritext",
        "sortOrder": "Ordning",
        "tag": "Tag",
        "translations": "Översättningar"
      },
      "name": "Bokningstagg |||| Bokningstaggar"
    },
    "bookings": {
      "fields": {
        "arrival": "Ankomsttid",
        "arrivalState": "Ankomst",
        "arrivals": "Ankomster",
        "bookingCustomerId": "Kund",
        "bookingMessages": "Meddelanden",
        "bookingState": "Bokningsstatus",
        "caseworker": "Handläggare",
        "changeLog": "Historik",
        "customerMessage": "Gästens meddelande",
        "deleted": "Borttagen",
        "departure": "Avgångstid",
        "eventId": "Evenemang",
        "guestCount": "Gäster",
        "host": "Värd",
        "id": "Id",
        "minimumSpend": "Minimiköp",
        "notes": "Anteckningar",
        "notifyCaseworker": "Meddela handläggaren",
        "orderLines": "Förbeställningar",
        "paymentReceived": "Betalning mottagen",
        "tags": "Taggar",
        "type": "Typ",
        "venueDetailsId": "Venue",
        "venueSectionId": "Sektion",
        "venueSetupId": "Uppställning",
        "venueTableId": "Bord"
      },
      "name": "Bokning |||| Bokningar"
    },
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
    "guestListItems": {
      "fields": {
        "arrivalState": "Ankomst",
        "arrivals": "Ankomster",
        "date": "Kväll",
        "deleted": "Borttagen",
        "email": "E-post",
        "fullName": "Fullständigt namn",
        "guestCount": "Gäster",
        "guestProfileId": "Gästprofil",
        "id": "Id",
        "note": "Anteckning",
        "phoneNumber": "Telefon",
        "rejectionNote": "Skäl till avvisning",
        "requestState": "Förfrågan",
        "type": "Typ",
        "venueDetailsId": "Venue"
      },
      "name": "Gästlistepost |||| Gästlista"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Åtkomst |||| Åtkomst"
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
    "reservationsDocument": {
      "fields": {
        "bookingIds": "Bokningar",
        "id": "Id"
      },
      "name": "Reservationer |||| Reservationer"
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
    "setupProducts": {
      "fields": {
        "category": "Kategori",
        "description": "Beskrivning",
        "id": "Id",
        "isActive": "Tillgänglig",
        "name": "Namn",
        "sortOrder": "Ordning",
        "unitPrice": "Pris",
        "venueDetailsId": "Venue",
        "venueSetupId": "Uppställning"
      },
      "name": "Produkt |||| Produkter"
    },
    "setupTimeZones": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Tidszon |||| Tidszoner"
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
    "venueDetails": {
      "fields": {
        "address": "Adress",
        "bookingOnRequestOnly": "Bokning endast på förfrågan",
        "currencyInfo": {
          "_label": "Valuta",
          "code": "Code",
          "symbol": "Symbol"
        },
        "deleted": "Borttagen",
        "description": "Beskrivning",
        "id": "Id",
        "image": "Bild",
        "images": "Bilder",
        "iso3166CountryCode": "Landskod",
        "legalDocuments": "Juridiska dokument",
        "locationId": {
          "_label": "Område",
          "id": "Id"
        },
        "logo": "Logo",
        "name": "Namn",
        "obsInfo": "Anteckningar för personalen",
        "seatingStrategies": "Placeringsstrategier",
        "shortName": "Kortnamn",
        "startTimeOfDay": "Dygnet börjar kl.",
        "tags": "Taggar",
        "timeZoneCode": "Tidszon",
        "timeZoneInfo": {
          "_label": "Tidszon",
          "displayName": "Namn",
          "id": "Id",
          "utcOffset": "UTC"
        },
        "type": "Typ",
        "venuePolicies": "Regler",
        "venuePortalId": "Venue"
      },
      "name": "Venuedetaljer |||| Venuedetaljer"
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
    "venueNotes": {
      "fields": {
        "bookingClosed": "Onlinebokning stängd",
        "date": "Kväll",
        "deleted": "Borttagen",
        "id": "Id",
        "message": "Meddelande",
        "type": "Typ",
        "venueDetailsId": "Venue"
      },
      "name": "Venueanteckning |||| Venueanteckningar"
    },
    "venueSections": {
      "fields": {
        "bookingOnRequestOnly": "Bokning endast på förfrågan",
        "deleted": "Borttagen",
        "description": "Beskrivning",
        "id": "Id",
        "image": "Bild",
        "name": "Namn",
        "seatingStrategies": "Placeringsstrategier",
        "sortOrder": "Ordning",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler",
        "venueSetupId": "Uppställning"
      },
      "name": "Sektion |||| Sektioner"
    },
    "venueSetupCalendarEntries": {
      "fields": {
        "calendarRepeatInterval": {
          "_label": "Upprepning",
          "endDate": "Till datum",
          "repeatDaysOfTheMonth": "Dagar i månaden",
          "repeatEveryCount": "Upprepa var",
          "repeatMonthlyOnEvery": "På den n:te veckodagen",
          "repeatOnDates": "Datum",
          "repeatOnDays": "Veckodagar",
          "startDate": "Från datum",
          "type": "Typ"
        },
        "dates": "Datum",
        "deleted": "Borttagen",
        "fromDate": "Från datum",
        "fromTime": "Från kl.",
        "id": "Id",
        "inActiveDates": "Inaktiva datum",
        "isActive": "Aktiv",
        "priority": "Prioritet",
        "toDate": "Till datum",
        "toTime": "Till kl.",
        "type": "Typ",
        "venueDetailsId": "Venue",
        "venueSetupId": "Uppställning"
      },
      "name": "Kalenderpost |||| Uppställningskalender"
    },
    "venueSetups": {
      "fields": {
        "bookingOnRequestOnly": "Bokning endast på förfrågan",
        "deleted": "Borttagen",
        "floorplan": {
          "_label": "Planritning",
          "backgroundImage": "Bild",
          "height": "Höjd",
          "tables": "Bord",
          "width": "Bredd"
        },
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "seatingStrategies": "Placeringsstrategier",
        "type": "Typ",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler"
      },
      "name": "Uppställning |||| Uppställningar"
    },
    "venueTables": {
      "fields": {
        "bookingOnRequestOnly": "Bokning endast på förfrågan",
        "combinationTablePartIds": "Sammansatt av bord",
        "deleted": "Borttagen",
        "floorplanTable": {
          "_label": "Placering på planritningen",
          "height": "Höjd",
          "rotation": "Rotation",
          "width": "Bredd",
          "x": "X",
          "y": "Y"
        },
        "id": "Id",
        "isActive": "Aktiv",
        "isRoundTable": "Runt bord",
        "name": "Namn",
        "note": "Anteckning",
        "seatCount": "Platser",
        "seatingStrategies": "Placeringsstrategier",
        "sortOrder": "Ordning",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler",
        "venueSectionId": "Sektion",
        "venueSetupId": "Uppställning",
        "venueTableType": "Bordstyp"
      },
      "name": "Bord |||| Bord"
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
    "life/operationlinks": "Driftslänkar",
    "marcom/guest-relations": "Bokningsöversikt",
    "marcom/marcom": "Bordsbokning",
    "marcom/marcom/calendar": "Uppställningskalender",
    "marcom/marcom/events": "Evenemang",
    "marcom/marcom/guest-list": "Gästlista",
    "marcom/marcom/setup": "Venueinställningar",
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
    "life/operationlinks": "Driftslänkar",
    "marcom/guest-relations": "Bokningsöversikt",
    "marcom/marcom": "Bordsbokning",
    "marcom/marcom/calendar": "Uppställningskalender",
    "marcom/marcom/events": "Evenemang",
    "marcom/marcom/guest-list": "Gästlista",
    "marcom/marcom/setup": "Venueinställningar",
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
