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
    "bookings": {
      "arrivalState": {
        "0": "Ikke ankommet",
        "5": "Afvist ved ankomst",
        "10": "Ankommet",
        "12": "Delvist ankommet",
        "15": "Placeret",
        "80": "Forsinket",
        "90": "Udeblevet"
      },
      "bookingState": {
        "1": "Reserveret",
        "2": "Bekræftet af gæst",
        "3": "Bekræftet af venue",
        "4": "Aflyst af venue",
        "5": "Aflyst af gæst",
        "7": "Forespurgt",
        "8": "Forespørgsel afvist"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Kernerapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "guestListItems": {
      "guestListArrivalState": {
        "0": "Ikke ankommet",
        "10": "Ankommet",
        "20": "Afvist ved døren",
        "40": "Delvist ankommet"
      },
      "guestListRequestState": {
        "0": "Godkendt",
        "10": "Forespurgt",
        "20": "Afvist"
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
    "venueDetails": {
      "bookingHoursTarget": {
        "0": "Åbningstid",
        "1": "Lukketid"
      },
      "limitType": {
        "1": "Hård",
        "2": "Blød",
        "3": "Advarsel"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Opsætning",
        "20": "Sektion",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bookingtider",
        "MinimumSpendPolicy": "Minimumsforbrug",
        "OpeningHoursPolicy": "Åbningstider",
        "TableBookingPolicy": "Bordbooking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Skån bookede borde",
        "SeatingStrategyPreferFullTables": "Foretræk fulde borde",
        "SeatingStrategyPreferHighTableCapacityUsage": "Foretræk høj udnyttelse",
        "SeatingStrategyPreferredSeating": "Foretrukne pladser"
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
    "venueSections": {
      "bookingHoursTarget": {
        "0": "Åbningstid",
        "1": "Lukketid"
      },
      "limitType": {
        "1": "Hård",
        "2": "Blød",
        "3": "Advarsel"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Opsætning",
        "20": "Sektion",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bookingtider",
        "MinimumSpendPolicy": "Minimumsforbrug",
        "OpeningHoursPolicy": "Åbningstider",
        "TableBookingPolicy": "Bordbooking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Skån bookede borde",
        "SeatingStrategyPreferFullTables": "Foretræk fulde borde",
        "SeatingStrategyPreferHighTableCapacityUsage": "Foretræk høj udnyttelse",
        "SeatingStrategyPreferredSeating": "Foretrukne pladser"
      }
    },
    "venueSetupCalendarEntries": {
      "repeatIntervalType": {
        "MonthlyRepeatInterval": "Månedlig",
        "WeeklyRepeatInterval": "Ugentlig",
        "YearlyRepeatInterval": "Årlig"
      }
    },
    "venueSetups": {
      "bookingHoursTarget": {
        "0": "Åbningstid",
        "1": "Lukketid"
      },
      "limitType": {
        "1": "Hård",
        "2": "Blød",
        "3": "Advarsel"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Opsætning",
        "20": "Sektion",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bookingtider",
        "MinimumSpendPolicy": "Minimumsforbrug",
        "OpeningHoursPolicy": "Åbningstider",
        "TableBookingPolicy": "Bordbooking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Skån bookede borde",
        "SeatingStrategyPreferFullTables": "Foretræk fulde borde",
        "SeatingStrategyPreferHighTableCapacityUsage": "Foretræk høj udnyttelse",
        "SeatingStrategyPreferredSeating": "Foretrukne pladser"
      },
      "venueTableType": {
        "1": "Lavt bord",
        "2": "Højt bord"
      }
    },
    "venueTables": {
      "bookingHoursTarget": {
        "0": "Åbningstid",
        "1": "Lukketid"
      },
      "limitType": {
        "1": "Hård",
        "2": "Blød",
        "3": "Advarsel"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Opsætning",
        "20": "Sektion",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bookingtider",
        "MinimumSpendPolicy": "Minimumsforbrug",
        "OpeningHoursPolicy": "Åbningstider",
        "TableBookingPolicy": "Bordbooking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Skån bookede borde",
        "SeatingStrategyPreferFullTables": "Foretræk fulde borde",
        "SeatingStrategyPreferHighTableCapacityUsage": "Foretræk høj udnyttelse",
        "SeatingStrategyPreferredSeating": "Foretrukne pladser"
      },
      "venueTableType": {
        "1": "Lavt bord",
        "2": "Højt bord"
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
    "bookingCustomers": {
      "fields": {
        "companyName": "Firma",
        "deleted": "Slettet",
        "email": "E-mail",
        "id": "Id",
        "name": "Navn",
        "phoneNumber": "Telefon",
        "type": "Type",
        "vatNo": "CVR-nummer",
        "venueDetailsId": "Venue"
      },
      "name": "Kunde |||| Kunder"
    },
    "bookingEvents": {
      "fields": {
        "deleted": "Slettet",
        "description": "Beskrivelse",
        "eventEnd": "Slutter",
        "eventName": "Navn",
        "eventStart": "Starter",
        "id": "Id",
        "imageLink": "Billede",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venueSectionId": "Sektion",
        "venueSetupId": "Opsætning"
      },
      "name": "Event |||| Events"
    },
    "bookingLocations": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Område |||| Områder"
    },
    "bookingTags": {
      "fields": {
        "id": "Id",
        "isFreeText": "Fritekst",
        "sortOrder": "Rækkefølge",
        "tag": "Tag",
        "translations": "Oversættelser"
      },
      "name": "Bookingtag |||| Bookingtags"
    },
    "bookings": {
      "fields": {
        "arrival": "Ankomsttid",
        "arrivalState": "Ankomst",
        "arrivals": "Ankomster",
        "bookingCustomerId": "Kunde",
        "bookingMessages": "Beskeder",
        "bookingState": "Bookingstatus",
        "caseworker": "Sagsbehandler",
        "changeLog": "Historik",
        "customerMessage": "Gæstens besked",
        "deleted": "Slettet",
        "departure": "Afgangstid",
        "eventId": "Event",
        "guestCount": "Gæster",
        "host": "Vært",
        "id": "Id",
        "minimumSpend": "Minimumsforbrug",
        "notes": "Noter",
        "notifyCaseworker": "Giv sagsbehandler besked",
        "orderLines": "Forudbestillinger",
        "paymentReceived": "Betaling modtaget",
        "tags": "Tags",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venueSectionId": "Sektion",
        "venueSetupId": "Opsætning",
        "venueTableId": "Bord"
      },
      "name": "Booking |||| Bookinger"
    },
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
    "guestListItems": {
      "fields": {
        "arrivalState": "Ankomst",
        "arrivals": "Ankomster",
        "date": "Aften",
        "deleted": "Slettet",
        "email": "E-mail",
        "fullName": "Fulde navn",
        "guestCount": "Gæster",
        "guestProfileId": "Gæsteprofil",
        "id": "Id",
        "note": "Note",
        "phoneNumber": "Telefon",
        "rejectionNote": "Årsag til afvisning",
        "requestState": "Forespørgsel",
        "type": "Type",
        "venueDetailsId": "Venue"
      },
      "name": "Gæstelistepost |||| Gæsteliste"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Adgang |||| Adgang"
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
    "reservationsDocument": {
      "fields": {
        "bookingIds": "Bookinger",
        "id": "Id"
      },
      "name": "Reservationer |||| Reservationer"
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
    "setupProducts": {
      "fields": {
        "category": "Kategori",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Tilgængelig",
        "name": "Navn",
        "sortOrder": "Rækkefølge",
        "unitPrice": "Pris",
        "venueDetailsId": "Venue",
        "venueSetupId": "Opsætning"
      },
      "name": "Produkt |||| Produkter"
    },
    "setupTimeZones": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Tidszone |||| Tidszoner"
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
    "venueDetails": {
      "fields": {
        "address": "Adresse",
        "bookingOnRequestOnly": "Booking kun efter forespørgsel",
        "currencyInfo": {
          "_label": "Valuta",
          "code": "Code",
          "symbol": "Symbol"
        },
        "deleted": "Slettet",
        "description": "Beskrivelse",
        "id": "Id",
        "image": "Billede",
        "images": "Billeder",
        "iso3166CountryCode": "Landekode",
        "legalDocuments": "Juridiske dokumenter",
        "locationId": {
          "_label": "Område",
          "id": "Id"
        },
        "logo": "Logo",
        "name": "Navn",
        "obsInfo": "Noter til personalet",
        "seatingStrategies": "Placeringsstrategier",
        "shortName": "Kort navn",
        "startTimeOfDay": "Døgnet starter kl.",
        "tags": "Tags",
        "timeZoneCode": "Tidszone",
        "timeZoneInfo": {
          "_label": "Tidszone",
          "displayName": "Navn",
          "id": "Id",
          "utcOffset": "UTC"
        },
        "type": "Type",
        "venuePolicies": "Regler",
        "venuePortalId": "Venue"
      },
      "name": "Venuedetaljer |||| Venuedetaljer"
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
    "venueNotes": {
      "fields": {
        "bookingClosed": "Onlinebooking lukket",
        "date": "Aften",
        "deleted": "Slettet",
        "id": "Id",
        "message": "Besked",
        "type": "Type",
        "venueDetailsId": "Venue"
      },
      "name": "Venuenote |||| Venuenoter"
    },
    "venueSections": {
      "fields": {
        "bookingOnRequestOnly": "Booking kun efter forespørgsel",
        "deleted": "Slettet",
        "description": "Beskrivelse",
        "id": "Id",
        "image": "Billede",
        "name": "Navn",
        "seatingStrategies": "Placeringsstrategier",
        "sortOrder": "Rækkefølge",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler",
        "venueSetupId": "Opsætning"
      },
      "name": "Sektion |||| Sektioner"
    },
    "venueSetupCalendarEntries": {
      "fields": {
        "calendarRepeatInterval": {
          "_label": "Gentagelse",
          "endDate": "Til dato",
          "repeatDaysOfTheMonth": "Dage i måneden",
          "repeatEveryCount": "Gentag hver",
          "repeatMonthlyOnEvery": "På den n-te ugedag",
          "repeatOnDates": "Datoer",
          "repeatOnDays": "Ugedage",
          "startDate": "Fra dato",
          "type": "Type"
        },
        "dates": "Datoer",
        "deleted": "Slettet",
        "fromDate": "Fra dato",
        "fromTime": "Fra kl.",
        "id": "Id",
        "inActiveDates": "Inaktive datoer",
        "isActive": "Aktiv",
        "priority": "Prioritet",
        "toDate": "Til dato",
        "toTime": "Til kl.",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venueSetupId": "Opsætning"
      },
      "name": "Kalenderpost |||| Opsætningskalender"
    },
    "venueSetups": {
      "fields": {
        "bookingOnRequestOnly": "Booking kun efter forespørgsel",
        "deleted": "Slettet",
        "floorplan": {
          "_label": "Plantegning",
          "backgroundImage": "Billede",
          "height": "Højde",
          "tables": "Borde",
          "width": "Bredde"
        },
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "seatingStrategies": "Placeringsstrategier",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler"
      },
      "name": "Opsætning |||| Opsætninger"
    },
    "venueTables": {
      "fields": {
        "bookingOnRequestOnly": "Booking kun efter forespørgsel",
        "combinationTablePartIds": "Sammensat af borde",
        "deleted": "Slettet",
        "floorplanTable": {
          "_label": "Placering på plantegningen",
          "height": "Højde",
          "rotation": "Rotation",
          "width": "Bredde",
          "x": "X",
          "y": "Y"
        },
        "id": "Id",
        "isActive": "Aktiv",
        "isRoundTable": "Rundt bord",
        "name": "Navn",
        "note": "Note",
        "seatCount": "Pladser",
        "seatingStrategies": "Placeringsstrategier",
        "sortOrder": "Rækkefølge",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler",
        "venueSectionId": "Sektion",
        "venueSetupId": "Opsætning",
        "venueTableType": "Bordtype"
      },
      "name": "Bord |||| Borde"
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
    "life/operationlinks": "Driftslinks",
    "marcom/guest-relations": "Bookingoversigt",
    "marcom/marcom": "Bordbooking",
    "marcom/marcom/calendar": "Opsætningskalender",
    "marcom/marcom/events": "Events",
    "marcom/marcom/guest-list": "Gæsteliste",
    "marcom/marcom/setup": "Venueopsætning",
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
    "life/operationlinks": "Driftslinks",
    "marcom/guest-relations": "Bookingoversigt",
    "marcom/marcom": "Bordbooking",
    "marcom/marcom/calendar": "Opsætningskalender",
    "marcom/marcom/events": "Events",
    "marcom/marcom/guest-list": "Gæsteliste",
    "marcom/marcom/setup": "Venueopsætning",
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
