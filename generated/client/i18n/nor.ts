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
    "bookings": {
      "arrivalState": {
        "0": "Ikke ankommet",
        "5": "Avvist ved ankomst",
        "10": "Ankommet",
        "12": "Delvis ankommet",
        "15": "Plassert",
        "80": "Forsinket",
        "90": "Uteble"
      },
      "bookingState": {
        "1": "Reservert",
        "2": "Bekreftet av gjest",
        "3": "Bekreftet av venue",
        "4": "Avlyst av venue",
        "5": "Avlyst av gjest",
        "7": "Forespurt",
        "8": "Forespørsel avvist"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Kjernerapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "guestListItems": {
      "guestListArrivalState": {
        "0": "Ikke ankommet",
        "10": "Ankommet",
        "20": "Avvist i døra",
        "40": "Delvis ankommet"
      },
      "guestListRequestState": {
        "0": "Godkjent",
        "10": "Forespurt",
        "20": "Avvist"
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
    "venueDetails": {
      "bookingHoursTarget": {
        "0": "Åpningstid",
        "1": "Stengetid"
      },
      "limitType": {
        "1": "Hard",
        "2": "Myk",
        "3": "Advarsel"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Oppsett",
        "20": "Seksjon",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bookingtider",
        "MinimumSpendPolicy": "Minimumsforbruk",
        "OpeningHoursPolicy": "Åpningstider",
        "TableBookingPolicy": "Bordbooking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Spar bookede bord",
        "SeatingStrategyPreferFullTables": "Foretrekk fulle bord",
        "SeatingStrategyPreferHighTableCapacityUsage": "Foretrekk høy utnyttelse",
        "SeatingStrategyPreferredSeating": "Foretrukne plasser"
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
        "0": "Åpningstid",
        "1": "Stengetid"
      },
      "limitType": {
        "1": "Hard",
        "2": "Myk",
        "3": "Advarsel"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Oppsett",
        "20": "Seksjon",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bookingtider",
        "MinimumSpendPolicy": "Minimumsforbruk",
        "OpeningHoursPolicy": "Åpningstider",
        "TableBookingPolicy": "Bordbooking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Spar bookede bord",
        "SeatingStrategyPreferFullTables": "Foretrekk fulle bord",
        "SeatingStrategyPreferHighTableCapacityUsage": "Foretrekk høy utnyttelse",
        "SeatingStrategyPreferredSeating": "Foretrukne plasser"
      }
    },
    "venueSetupCalendarEntries": {
      "repeatIntervalType": {
        "MonthlyRepeatInterval": "Månedlig",
        "WeeklyRepeatInterval": "Ukentlig",
        "YearlyRepeatInterval": "Årlig"
      }
    },
    "venueSetups": {
      "bookingHoursTarget": {
        "0": "Åpningstid",
        "1": "Stengetid"
      },
      "limitType": {
        "1": "Hard",
        "2": "Myk",
        "3": "Advarsel"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Oppsett",
        "20": "Seksjon",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bookingtider",
        "MinimumSpendPolicy": "Minimumsforbruk",
        "OpeningHoursPolicy": "Åpningstider",
        "TableBookingPolicy": "Bordbooking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Spar bookede bord",
        "SeatingStrategyPreferFullTables": "Foretrekk fulle bord",
        "SeatingStrategyPreferHighTableCapacityUsage": "Foretrekk høy utnyttelse",
        "SeatingStrategyPreferredSeating": "Foretrukne plasser"
      },
      "venueTableType": {
        "1": "Lavt bord",
        "2": "Høyt bord"
      }
    },
    "venueTables": {
      "bookingHoursTarget": {
        "0": "Åpningstid",
        "1": "Stengetid"
      },
      "limitType": {
        "1": "Hard",
        "2": "Myk",
        "3": "Advarsel"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Oppsett",
        "20": "Seksjon",
        "30": "Bord"
      },
      "policyType": {
        "BookingHoursPolicy": "Bookingtider",
        "MinimumSpendPolicy": "Minimumsforbruk",
        "OpeningHoursPolicy": "Åpningstider",
        "TableBookingPolicy": "Bordbooking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Spar bookede bord",
        "SeatingStrategyPreferFullTables": "Foretrekk fulle bord",
        "SeatingStrategyPreferHighTableCapacityUsage": "Foretrekk høy utnyttelse",
        "SeatingStrategyPreferredSeating": "Foretrukne plasser"
      },
      "venueTableType": {
        "1": "Lavt bord",
        "2": "Høyt bord"
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
    "bookingCustomers": {
      "fields": {
        "companyName": "Firma",
        "deleted": "Slettet",
        "email": "E-post",
        "id": "Id",
        "name": "Navn",
        "phoneNumber": "Telefon",
        "type": "Type",
        "vatNo": "MVA-nummer",
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
        "imageLink": "Bilde",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venueSectionId": "Seksjon",
        "venueSetupId": "Oppsett"
      },
      "name": "Arrangement |||| Arrangementer"
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
        "sortOrder": "Rekkefølge",
        "tag": "Tag",
        "translations": "Oversettelser"
      },
      "name": "Bookingtagg |||| Bookingtagger"
    },
    "bookings": {
      "fields": {
        "arrival": "Ankomsttid",
        "arrivalState": "Ankomst",
        "arrivals": "Ankomster",
        "bookingCustomerId": "Kunde",
        "bookingMessages": "Meldinger",
        "bookingState": "Bookingstatus",
        "caseworker": "Saksbehandler",
        "changeLog": "Historikk",
        "customerMessage": "Gjestens melding",
        "deleted": "Slettet",
        "departure": "Avreisetid",
        "eventId": "Arrangement",
        "guestCount": "Gjester",
        "host": "Vert",
        "id": "Id",
        "minimumSpend": "Minimumsforbruk",
        "notes": "Notater",
        "notifyCaseworker": "Varsle saksbehandler",
        "orderLines": "Forhåndsbestillinger",
        "paymentReceived": "Betaling mottatt",
        "tags": "Tagger",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venueSectionId": "Seksjon",
        "venueSetupId": "Oppsett",
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
        "permission": "Tillatelse",
        "reportId": "Power BI-rapport-id",
        "sortOrder": "Sorteringsrekkefølge",
        "workspaceId": "Power BI-arbeidsområde-id"
      },
      "name": "Cockpitrapport |||| Cockpitrapporter"
    },
    "guestListItems": {
      "fields": {
        "arrivalState": "Ankomst",
        "arrivals": "Ankomster",
        "date": "Kveld",
        "deleted": "Slettet",
        "email": "E-post",
        "fullName": "Fullt navn",
        "guestCount": "Gjester",
        "guestProfileId": "Gjesteprofil",
        "id": "Id",
        "note": "Notat",
        "phoneNumber": "Telefon",
        "rejectionNote": "Årsak til avvisning",
        "requestState": "Forespørsel",
        "type": "Type",
        "venueDetailsId": "Venue"
      },
      "name": "Gjestelisteoppføring |||| Gjesteliste"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Tilgang |||| Tilgang"
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
    "reservationsDocument": {
      "fields": {
        "bookingIds": "Bookinger",
        "id": "Id"
      },
      "name": "Reservasjoner |||| Reservasjoner"
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
    "setupProducts": {
      "fields": {
        "category": "Kategori",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Tilgjengelig",
        "name": "Navn",
        "sortOrder": "Rekkefølge",
        "unitPrice": "Pris",
        "venueDetailsId": "Venue",
        "venueSetupId": "Oppsett"
      },
      "name": "Produkt |||| Produkter"
    },
    "setupTimeZones": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Tidssone |||| Tidssoner"
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
    "venueDetails": {
      "fields": {
        "address": "Adresse",
        "bookingOnRequestOnly": "Booking kun på forespørsel",
        "currencyInfo": {
          "_label": "Valuta",
          "code": "Code",
          "symbol": "Symbol"
        },
        "deleted": "Slettet",
        "description": "Beskrivelse",
        "id": "Id",
        "image": "Bilde",
        "images": "Bilder",
        "iso3166CountryCode": "Landskode",
        "legalDocuments": "Juridiske dokumenter",
        "locationId": {
          "_label": "Område",
          "id": "Id"
        },
        "logo": "Logo",
        "name": "Navn",
        "obsInfo": "Notater til personalet",
        "seatingStrategies": "Plasseringsstrategier",
        "shortName": "Kortnavn",
        "startTimeOfDay": "Døgnet starter kl.",
        "tags": "Tagger",
        "timeZoneCode": "Tidssone",
        "timeZoneInfo": {
          "_label": "Tidssone",
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
    "venueNotes": {
      "fields": {
        "bookingClosed": "Nettbooking stengt",
        "date": "Kveld",
        "deleted": "Slettet",
        "id": "Id",
        "message": "Melding",
        "type": "Type",
        "venueDetailsId": "Venue"
      },
      "name": "Venuenotat |||| Venuenotater"
    },
    "venueSections": {
      "fields": {
        "bookingOnRequestOnly": "Booking kun på forespørsel",
        "deleted": "Slettet",
        "description": "Beskrivelse",
        "id": "Id",
        "image": "Bilde",
        "name": "Navn",
        "seatingStrategies": "Plasseringsstrategier",
        "sortOrder": "Rekkefølge",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler",
        "venueSetupId": "Oppsett"
      },
      "name": "Seksjon |||| Seksjoner"
    },
    "venueSetupCalendarEntries": {
      "fields": {
        "calendarRepeatInterval": {
          "_label": "Gjentakelse",
          "endDate": "Til dato",
          "repeatDaysOfTheMonth": "Dager i måneden",
          "repeatEveryCount": "Gjenta hver",
          "repeatMonthlyOnEvery": "På den n-te ukedagen",
          "repeatOnDates": "Datoer",
          "repeatOnDays": "Ukedager",
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
        "venueSetupId": "Oppsett"
      },
      "name": "Kalenderoppføring |||| Oppsettskalender"
    },
    "venueSetups": {
      "fields": {
        "bookingOnRequestOnly": "Booking kun på forespørsel",
        "deleted": "Slettet",
        "floorplan": {
          "_label": "Plantegning",
          "backgroundImage": "Bilde",
          "height": "Høyde",
          "tables": "Bord",
          "width": "Bredde"
        },
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "seatingStrategies": "Plasseringsstrategier",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler"
      },
      "name": "Oppsett |||| Oppsett"
    },
    "venueTables": {
      "fields": {
        "bookingOnRequestOnly": "Booking kun på forespørsel",
        "combinationTablePartIds": "Satt sammen av bord",
        "deleted": "Slettet",
        "floorplanTable": {
          "_label": "Plassering på plantegningen",
          "height": "Høyde",
          "rotation": "Rotasjon",
          "width": "Bredde",
          "x": "X",
          "y": "Y"
        },
        "id": "Id",
        "isActive": "Aktiv",
        "isRoundTable": "Rundt bord",
        "name": "Navn",
        "note": "Notat",
        "seatCount": "Plasser",
        "seatingStrategies": "Plasseringsstrategier",
        "sortOrder": "Rekkefølge",
        "venueDetailsId": "Venue",
        "venuePolicies": "Regler",
        "venueSectionId": "Seksjon",
        "venueSetupId": "Oppsett",
        "venueTableType": "Bordtype"
      },
      "name": "Bord |||| Bord"
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
    "life/operationlinks": "Driftslenker",
    "marcom/guest-relations": "Bookingoversikt",
    "marcom/marcom": "Bordbooking",
    "marcom/marcom/calendar": "Oppsettskalender",
    "marcom/marcom/events": "Arrangementer",
    "marcom/marcom/guest-list": "Gjesteliste",
    "marcom/marcom/setup": "Venueoppsett",
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
    "life/operationlinks": "Driftslenker",
    "marcom/guest-relations": "Bookingoversikt",
    "marcom/marcom": "Bordbooking",
    "marcom/marcom/calendar": "Oppsettskalender",
    "marcom/marcom/events": "Arrangementer",
    "marcom/marcom/guest-list": "Gjesteliste",
    "marcom/marcom/setup": "Venueoppsett",
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
