// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Apulaisravintolapäällikkö",
    "cd": "Maajohtaja",
    "cma": "Kanavamarkkinoinnin asiantuntija",
    "cmm": "Kanavamarkkinointipäällikkö",
    "fla": "FL-ylläpitäjä",
    "gr": "Asiakassuhteet",
    "ncnp": "Kanavamarkkinoinnin harjoittelija",
    "rd": "Aluejohtaja",
    "rm": "Aluepäällikkö",
    "scmm": "Vanhempi kanavamarkkinointipäällikkö",
    "sm": "Vuoropäällikkö",
    "sma": "Toimipaikan päällikkö",
    "smt": "Vuoropäällikköharjoittelija",
    "svm": "Vanhempi ravintolapäällikkö",
    "vm": "Ravintolapäällikkö"
  },
  "countries": {
    "dk": "Tanska",
    "fi": "Suomi",
    "no": "Norja",
    "uk": "Yhdistynyt kuningaskunta"
  },
  "enums": {
    "bookings": {
      "arrivalState": {
        "0": "Ei saapunut",
        "5": "Käännytetty ovelta",
        "10": "Saapunut",
        "12": "Osittain saapunut",
        "15": "Istumassa",
        "80": "Myöhässä",
        "90": "Ei saapunut paikalle"
      },
      "bookingState": {
        "1": "Varattu",
        "2": "Vieras vahvistanut",
        "3": "Ravintola vahvistanut",
        "4": "Ravintola perunut",
        "5": "Vieras perunut",
        "7": "Pyydetty",
        "8": "Pyyntö hylätty"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Ydinraportointi",
        "fuelReporting": "Fuel-raportointi"
      }
    },
    "guestListItems": {
      "guestListArrivalState": {
        "0": "Ei saapunut",
        "10": "Saapunut",
        "20": "Käännytetty ovelta",
        "40": "Osittain saapunut"
      },
      "guestListRequestState": {
        "0": "Hyväksytty",
        "10": "Pyydetty",
        "20": "Hylätty"
      }
    },
    "operationLinks": {
      "category": {
        "finance": "Talous",
        "operations": "Toiminta",
        "other": "Muu",
        "people": "Henkilöstö",
        "suppliers": "Toimittajat"
      }
    },
    "shared": {
      "country": {
        "dk": "Tanska",
        "fi": "Suomi",
        "no": "Norja",
        "uk": "Yhdistynyt kuningaskunta"
      },
      "locale": {
        "dan": "Tanska",
        "eng": "Englanti",
        "fin": "Suomi",
        "nor": "Norja",
        "swe": "Ruotsi"
      }
    },
    "venueDetails": {
      "bookingHoursTarget": {
        "0": "Avautumisaika",
        "1": "Sulkemisaika"
      },
      "limitType": {
        "1": "Ehdoton",
        "2": "Pehmeä",
        "3": "Varoitus"
      },
      "policyLevel": {
        "0": "Ravintola",
        "10": "Kokoonpano",
        "20": "Osasto",
        "30": "Pöytä"
      },
      "policyType": {
        "BookingHoursPolicy": "Varausajat",
        "MinimumSpendPolicy": "Vähimmäisostos",
        "OpeningHoursPolicy": "Aukioloajat",
        "TableBookingPolicy": "Pöytävaraus"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Vältä varattuja pöytiä",
        "SeatingStrategyPreferFullTables": "Suosi täysiä pöytiä",
        "SeatingStrategyPreferHighTableCapacityUsage": "Suosi korkeaa käyttöastetta",
        "SeatingStrategyPreferredSeating": "Suositut paikat"
      }
    },
    "venueInfo": {
      "weekday": {
        "1": "Maanantai",
        "2": "Tiistai",
        "3": "Keskiviikko",
        "4": "Torstai",
        "5": "Perjantai",
        "6": "Lauantai",
        "7": "Sunnuntai"
      }
    },
    "venueSections": {
      "bookingHoursTarget": {
        "0": "Avautumisaika",
        "1": "Sulkemisaika"
      },
      "limitType": {
        "1": "Ehdoton",
        "2": "Pehmeä",
        "3": "Varoitus"
      },
      "policyLevel": {
        "0": "Ravintola",
        "10": "Kokoonpano",
        "20": "Osasto",
        "30": "Pöytä"
      },
      "policyType": {
        "BookingHoursPolicy": "Varausajat",
        "MinimumSpendPolicy": "Vähimmäisostos",
        "OpeningHoursPolicy": "Aukioloajat",
        "TableBookingPolicy": "Pöytävaraus"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Vältä varattuja pöytiä",
        "SeatingStrategyPreferFullTables": "Suosi täysiä pöytiä",
        "SeatingStrategyPreferHighTableCapacityUsage": "Suosi korkeaa käyttöastetta",
        "SeatingStrategyPreferredSeating": "Suositut paikat"
      }
    },
    "venueSetupCalendarEntries": {
      "repeatIntervalType": {
        "MonthlyRepeatInterval": "Kuukausittain",
        "WeeklyRepeatInterval": "Viikoittain",
        "YearlyRepeatInterval": "Vuosittain"
      }
    },
    "venueSetups": {
      "bookingHoursTarget": {
        "0": "Avautumisaika",
        "1": "Sulkemisaika"
      },
      "limitType": {
        "1": "Ehdoton",
        "2": "Pehmeä",
        "3": "Varoitus"
      },
      "policyLevel": {
        "0": "Ravintola",
        "10": "Kokoonpano",
        "20": "Osasto",
        "30": "Pöytä"
      },
      "policyType": {
        "BookingHoursPolicy": "Varausajat",
        "MinimumSpendPolicy": "Vähimmäisostos",
        "OpeningHoursPolicy": "Aukioloajat",
        "TableBookingPolicy": "Pöytävaraus"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Vältä varattuja pöytiä",
        "SeatingStrategyPreferFullTables": "Suosi täysiä pöytiä",
        "SeatingStrategyPreferHighTableCapacityUsage": "Suosi korkeaa käyttöastetta",
        "SeatingStrategyPreferredSeating": "Suositut paikat"
      },
      "venueTableType": {
        "1": "Matala pöytä",
        "2": "Korkea pöytä"
      }
    },
    "venueTables": {
      "bookingHoursTarget": {
        "0": "Avautumisaika",
        "1": "Sulkemisaika"
      },
      "limitType": {
        "1": "Ehdoton",
        "2": "Pehmeä",
        "3": "Varoitus"
      },
      "policyLevel": {
        "0": "Ravintola",
        "10": "Kokoonpano",
        "20": "Osasto",
        "30": "Pöytä"
      },
      "policyType": {
        "BookingHoursPolicy": "Varausajat",
        "MinimumSpendPolicy": "Vähimmäisostos",
        "OpeningHoursPolicy": "Aukioloajat",
        "TableBookingPolicy": "Pöytävaraus"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Vältä varattuja pöytiä",
        "SeatingStrategyPreferFullTables": "Suosi täysiä pöytiä",
        "SeatingStrategyPreferHighTableCapacityUsage": "Suosi korkeaa käyttöastetta",
        "SeatingStrategyPreferredSeating": "Suositut paikat"
      },
      "venueTableType": {
        "1": "Matala pöytä",
        "2": "Korkea pöytä"
      }
    },
    "venueTasks": {
      "repeat": {
        "daily": "Joka päivä",
        "none": "Ei toistu",
        "weekly": "Joka viikko"
      },
      "roleType": {
        "_": "Muu tehtävä",
        "hq": "Markkinointitehtävä",
        "sm": "Vuoropäällikön tehtävä",
        "vm": "Ravintolapäällikön tehtävä"
      }
    }
  },
  "menuGroups": {
    "cockpit": "Cockpit ja raportit",
    "crm": "CRM",
    "guests": "Asiakasprofiilit",
    "life": "LIFE",
    "procurement": "Hankinta",
    "procurementReports": "Hankintaraportit",
    "venue": "Ravintola"
  },
  "resources": {
    "bookingCustomers": {
      "fields": {
        "companyName": "Yritys",
        "deleted": "Poistettu",
        "email": "Sähköposti",
        "id": "Id",
        "name": "Nimi",
        "phoneNumber": "Puhelin",
        "type": "Tyyppi",
        "vatNo": "ALV-numero",
        "venueDetailsId": "Ravintola"
      },
      "name": "Asiakas |||| Asiakkaat"
    },
    "bookingEvents": {
      "fields": {
        "deleted": "Poistettu",
        "description": "Kuvaus",
        "eventEnd": "Päättyy",
        "eventName": "Nimi",
        "eventStart": "Alkaa",
        "id": "Id",
        "imageLink": "Kuva",
        "type": "Tyyppi",
        "venueDetailsId": "Ravintola",
        "venueSectionId": "Osasto",
        "venueSetupId": "Kokoonpano"
      },
      "name": "Tapahtuma |||| Tapahtumat"
    },
    "bookingLocations": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Alue |||| Alueet"
    },
    "bookingTags": {
      "fields": {
        "id": "Id",
        "isFreeText": "Vapaa teksti",
        "sortOrder": "Järjestys",
        "tag": "Tag",
        "translations": "Käännökset"
      },
      "name": "Varaustunniste |||| Varaustunnisteet"
    },
    "bookings": {
      "fields": {
        "arrival": "Saapumisaika",
        "arrivalState": "Saapuminen",
        "arrivals": "Saapumiset",
        "bookingCustomerId": "Asiakas",
        "bookingMessages": "Viestit",
        "bookingState": "Varauksen tila",
        "caseworker": "Käsittelijä",
        "changeLog": "Historia",
        "customerMessage": "Vieraan viesti",
        "deleted": "Poistettu",
        "departure": "Lähtöaika",
        "eventId": "Tapahtuma",
        "guestCount": "Vieraat",
        "host": "Isäntä",
        "id": "Id",
        "minimumSpend": "Vähimmäisostos",
        "notes": "Muistiinpanot",
        "notifyCaseworker": "Ilmoita käsittelijälle",
        "orderLines": "Ennakkotilaukset",
        "paymentReceived": "Maksu vastaanotettu",
        "tags": "Tunnisteet",
        "type": "Tyyppi",
        "venueDetailsId": "Ravintola",
        "venueSectionId": "Osasto",
        "venueSetupId": "Kokoonpano",
        "venueTableId": "Pöytä"
      },
      "name": "Varaus |||| Varaukset"
    },
    "cockpitReports": {
      "fields": {
        "category": "Luokka",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "permission": "Oikeus",
        "reportId": "Power BI -raportin tunnus",
        "sortOrder": "Järjestys",
        "workspaceId": "Power BI -työtilan tunnus"
      },
      "name": "Cockpit-raportti |||| Cockpit-raportit"
    },
    "guestListItems": {
      "fields": {
        "arrivalState": "Saapuminen",
        "arrivals": "Saapumiset",
        "date": "Ilta",
        "deleted": "Poistettu",
        "email": "Sähköposti",
        "fullName": "Koko nimi",
        "guestCount": "Vieraat",
        "guestProfileId": "Asiakasprofiili",
        "id": "Id",
        "note": "Muistiinpano",
        "phoneNumber": "Puhelin",
        "rejectionNote": "Hylkäyksen syy",
        "requestState": "Pyyntö",
        "type": "Tyyppi",
        "venueDetailsId": "Ravintola"
      },
      "name": "Vieraslistan rivi |||| Vieraslista"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Käyttöoikeus |||| Käyttöoikeudet"
    },
    "life/operationlinks": {
      "fields": {
        "category": "Luokka",
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "sortOrder": "Järjestys",
        "title": "Otsikko",
        "url": "Linkki"
      },
      "name": "Toimintalinkki |||| Toimintalinkit"
    },
    "media": {
      "fields": {
        "contentType": "Sisältötyyppi",
        "folder": "Kansio",
        "id": "Id",
        "name": "Nimi",
        "size": "Koko (tavua)",
        "type": "Laji",
        "venueId": "Ravintola"
      },
      "name": "Tiedosto |||| Tiedostot"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Luettu",
        "link": "Linkki",
        "message": "Viesti",
        "title": "Otsikko",
        "userId": "Käyttäjä",
        "venueId": "Ravintola"
      },
      "name": "Ilmoitus |||| Ilmoitukset"
    },
    "operationLinks": {
      "fields": {
        "category": "Luokka",
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "sortOrder": "Järjestys",
        "title": "Otsikko",
        "url": "Linkki"
      },
      "name": "Toimintalinkki |||| Toimintalinkit"
    },
    "regions": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Alue |||| Alueet"
    },
    "reservationsDocument": {
      "fields": {
        "bookingIds": "Varaukset",
        "id": "Id"
      },
      "name": "Varaukset |||| Varaukset"
    },
    "roleInstances": {
      "fields": {
        "id": "Id",
        "isDeactivated": "Poistettu käytöstä",
        "roleId": "Rooli",
        "userId": "Käyttäjä",
        "validFromDate": "Voimassa alkaen",
        "validToDate": "Voimassa asti",
        "venueId": "Ravintola"
      },
      "name": "Roolimääritys |||| Roolimääritykset"
    },
    "roles": {
      "fields": {
        "id": "Id",
        "name": "Nimi",
        "permissions": "Oikeudet",
        "roleId": "Roolikoodi"
      },
      "name": "Rooli |||| Roolit"
    },
    "setupProducts": {
      "fields": {
        "category": "Luokka",
        "description": "Kuvaus",
        "id": "Id",
        "isActive": "Saatavilla",
        "name": "Nimi",
        "sortOrder": "Järjestys",
        "unitPrice": "Hinta",
        "venueDetailsId": "Ravintola",
        "venueSetupId": "Kokoonpano"
      },
      "name": "Tuote |||| Tuotteet"
    },
    "setupTimeZones": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Aikavyöhyke |||| Aikavyöhykkeet"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Maininta |||| Maininnat"
    },
    "users": {
      "fields": {
        "email": "Sähköposti",
        "firstName": "Etunimi",
        "id": "Id",
        "lastName": "Sukunimi",
        "locale": "Kieli",
        "name": "Nimi",
        "phone": "Puhelin",
        "tags": "Tunnisteet",
        "userName": "Käyttäjätunnus"
      },
      "name": "Käyttäjä |||| Käyttäjät"
    },
    "venueDetails": {
      "fields": {
        "address": "Osoite",
        "bookingOnRequestOnly": "Varaus vain pyynnöstä",
        "currencyInfo": {
          "_label": "Valuutta",
          "code": "Code",
          "symbol": "Symbol"
        },
        "deleted": "Poistettu",
        "description": "Kuvaus",
        "id": "Id",
        "image": "Kuva",
        "images": "Kuvat",
        "iso3166CountryCode": "Maakoodi",
        "legalDocuments": "Oikeudelliset asiakirjat",
        "locationId": {
          "_label": "Alue",
          "id": "Id"
        },
        "logo": "Logo",
        "name": "Nimi",
        "obsInfo": "Huomiot henkilökunnalle",
        "seatingStrategies": "Sijoitusstrategiat",
        "shortName": "Lyhyt nimi",
        "startTimeOfDay": "Vuorokausi alkaa klo",
        "tags": "Tunnisteet",
        "timeZoneCode": "Aikavyöhyke",
        "timeZoneInfo": {
          "_label": "Aikavyöhyke",
          "displayName": "Nimi",
          "id": "Id",
          "utcOffset": "UTC"
        },
        "type": "Tyyppi",
        "venuePolicies": "Säännöt",
        "venuePortalId": "Ravintola"
      },
      "name": "Ravintolan tiedot |||| Ravintolan tiedot"
    },
    "venueInfo": {
      "fields": {
        "address": {
          "_label": "Osoite",
          "city": "Kaupunki",
          "country": "Maa",
          "postalCode": "Postinumero",
          "street": "Katuosoite"
        },
        "general": {
          "_label": "Yleiset tiedot",
          "ageLimit": "Ikäraja",
          "capacity": "Kapasiteetti (asiakasta)",
          "description": "Kuvaus",
          "email": "Sähköposti",
          "phone": "Puhelin",
          "website": "Verkkosivu"
        },
        "id": "Id",
        "openingHours": "Aukioloajat",
        "venueId": "Ravintola"
      },
      "name": "Ravintolan tiedot |||| Ravintolan tiedot"
    },
    "venueNotes": {
      "fields": {
        "bookingClosed": "Verkkovaraus suljettu",
        "date": "Ilta",
        "deleted": "Poistettu",
        "id": "Id",
        "message": "Viesti",
        "type": "Tyyppi",
        "venueDetailsId": "Ravintola"
      },
      "name": "Ravintolan muistiinpano |||| Ravintolan muistiinpanot"
    },
    "venueSections": {
      "fields": {
        "bookingOnRequestOnly": "Varaus vain pyynnöstä",
        "deleted": "Poistettu",
        "description": "Kuvaus",
        "id": "Id",
        "image": "Kuva",
        "name": "Nimi",
        "seatingStrategies": "Sijoitusstrategiat",
        "sortOrder": "Järjestys",
        "venueDetailsId": "Ravintola",
        "venuePolicies": "Säännöt",
        "venueSetupId": "Kokoonpano"
      },
      "name": "Osasto |||| Osastot"
    },
    "venueSetupCalendarEntries": {
      "fields": {
        "calendarRepeatInterval": {
          "_label": "Toisto",
          "endDate": "Loppupäivä",
          "repeatDaysOfTheMonth": "Kuukauden päivät",
          "repeatEveryCount": "Toista joka",
          "repeatMonthlyOnEvery": "Kuukauden n:s viikonpäivä",
          "repeatOnDates": "Päivämäärät",
          "repeatOnDays": "Viikonpäivät",
          "startDate": "Alkupäivä",
          "type": "Tyyppi"
        },
        "dates": "Päivämäärät",
        "deleted": "Poistettu",
        "fromDate": "Alkupäivä",
        "fromTime": "Alkaen klo",
        "id": "Id",
        "inActiveDates": "Ei käytössä -päivät",
        "isActive": "Aktiivinen",
        "priority": "Prioriteetti",
        "toDate": "Loppupäivä",
        "toTime": "Asti klo",
        "type": "Tyyppi",
        "venueDetailsId": "Ravintola",
        "venueSetupId": "Kokoonpano"
      },
      "name": "Kalenterimerkintä |||| Kokoonpanokalenteri"
    },
    "venueSetups": {
      "fields": {
        "bookingOnRequestOnly": "Varaus vain pyynnöstä",
        "deleted": "Poistettu",
        "floorplan": {
          "_label": "Pohjapiirros",
          "backgroundImage": "Kuva",
          "height": "Korkeus",
          "tables": "Pöydät",
          "width": "Leveys"
        },
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "seatingStrategies": "Sijoitusstrategiat",
        "type": "Tyyppi",
        "venueDetailsId": "Ravintola",
        "venuePolicies": "Säännöt"
      },
      "name": "Kokoonpano |||| Kokoonpanot"
    },
    "venueTables": {
      "fields": {
        "bookingOnRequestOnly": "Varaus vain pyynnöstä",
        "combinationTablePartIds": "Yhdistetty pöydistä",
        "deleted": "Poistettu",
        "floorplanTable": {
          "_label": "Sijainti pohjapiirroksessa",
          "height": "Korkeus",
          "rotation": "Kierto",
          "width": "Leveys",
          "x": "X",
          "y": "Y"
        },
        "id": "Id",
        "isActive": "Aktiivinen",
        "isRoundTable": "Pyöreä pöytä",
        "name": "Nimi",
        "note": "Muistiinpano",
        "seatCount": "Paikat",
        "seatingStrategies": "Sijoitusstrategiat",
        "sortOrder": "Järjestys",
        "venueDetailsId": "Ravintola",
        "venuePolicies": "Säännöt",
        "venueSectionId": "Osasto",
        "venueSetupId": "Kokoonpano",
        "venueTableType": "Pöydän tyyppi"
      },
      "name": "Pöytä |||| Pöydät"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Kuittaaja",
        "date": "Päivämäärä",
        "id": "Id",
        "taskId": "Tehtävä",
        "venueId": "Ravintola"
      },
      "name": "Kuittaus |||| Kuittaukset"
    },
    "venueTasks": {
      "fields": {
        "date": "Päivämäärä",
        "description": "Kuvaus",
        "id": "Id",
        "repeat": "Toisto",
        "roleTypeId": "Tehtävätyyppi",
        "skippedDates": "Siirretyt kerrat",
        "title": "Otsikko",
        "venueId": "Ravintola"
      },
      "name": "Ravintolan tehtävä |||| Ravintolan tehtävät"
    },
    "venues": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "logoUrl": "Logo",
        "name": "Nimi",
        "regionId": "Alue",
        "shortName": "Lyhyt nimi",
        "timeZone": "Aikavyöhyke"
      },
      "name": "Ravintola |||| Ravintolat"
    },
    "vp/operationLinks": {
      "fields": {
        "category": "Luokka",
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "sortOrder": "Järjestys",
        "title": "Otsikko",
        "url": "Linkki"
      },
      "name": "Toimintalinkki |||| Toimintalinkit"
    }
  },
  "routes": {
    "life/operationlinks": "Toimintalinkit",
    "marcom/guest-relations": "Varausten yleiskatsaus",
    "marcom/marcom": "Pöytävaraukset",
    "marcom/marcom/calendar": "Kokoonpanokalenteri",
    "marcom/marcom/events": "Tapahtumat",
    "marcom/marcom/guest-list": "Vieraslista",
    "marcom/marcom/setup": "Ravintolan asetukset",
    "vp/info": "Ravintolan tiedot",
    "vp/operationLinks": "Toimintalinkit",
    "vp/tasks": "Ravintolan tehtävät"
  },
  "services": {
    "crm": "CRM",
    "guests": "Asiakkaat",
    "life": "LIFE",
    "overview": "Yleiskatsaus",
    "reports": "Raportit",
    "upkeep": "Upkeep",
    "venue": "Ravintola"
  },
  "sidebar": {
    "life/operationlinks": "Toimintalinkit",
    "marcom/guest-relations": "Varausten yleiskatsaus",
    "marcom/marcom": "Pöytävaraukset",
    "marcom/marcom/calendar": "Kokoonpanokalenteri",
    "marcom/marcom/events": "Tapahtumat",
    "marcom/marcom/guest-list": "Vieraslista",
    "marcom/marcom/setup": "Ravintolan asetukset",
    "vp/info": "Ravintolan tiedot",
    "vp/operationLinks": "Toimintalinkit",
    "vp/tasks": "Ravintolan tehtävät"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Aktivointi",
      "booking": "Varaukset",
      "engage": "Engage"
    },
    "guests": {},
    "life": {
      "general": "Yleiset",
      "lists": "Listat",
      "meetings": "Kokoukset"
    },
    "overview": {},
    "reports": {
      "coreReporting": "Ydinraportointi",
      "fuelReporting": "Fuel-raportointi",
      "management": "Hallinta"
    },
    "upkeep": {
      "countrySetup": "Maa-asetukset",
      "products": "Tuotteet",
      "requests": "Pyynnöt",
      "stock": "Varasto",
      "venueManagement": "Ravintoloiden hallinta"
    },
    "venue": {
      "booking": "Varaukset",
      "marketing": "Markkinointi",
      "operations": "Toiminta",
      "pos": "Kassa",
      "stock": "Varasto"
    }
  }
};
