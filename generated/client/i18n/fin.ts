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
    "cockpitReports": {
      "category": {
        "coreReporting": "Ydinraportointi",
        "fuelReporting": "Fuel-raportointi"
      }
    },
    "eodReportRules": {
      "notifyRole": {
        "avm": "Apulaisravintolapäällikkö",
        "cd": "Maajohtaja",
        "rd": "Aluejohtaja",
        "rm": "Aluepäällikkö",
        "sm": "Vuoropäällikkö",
        "svm": "Vanhempi ravintolapäällikkö",
        "vm": "Ravintolapäällikkö"
      }
    },
    "eodReports": {
      "status": {
        "draft": "Luonnos",
        "sent": "Lähetetty"
      }
    },
    "listNotificationRules": {
      "inactivity": {
        "86400": "1 päivä",
        "172800": "2 päivää",
        "259200": "3 päivää",
        "604800": "1 viikko",
        "1209600": "2 viikkoa",
        "1814400": "3 viikkoa",
        "2629743": "1 kuukausi",
        "5259486": "2 kuukautta",
        "7889229": "3 kuukautta",
        "10518972": "4 kuukautta",
        "13148715": "5 kuukautta",
        "15778458": "6 kuukautta",
        "31556926": "1 vuosi"
      },
      "listType": {
        "BarsAndNightclubsThorough": "Baarit ja yökerhot (perusteellinen)",
        "BarsWithRestaurantsThorough": "Baarit ravintolalla (perusteellinen)",
        "CompetitorVisit": "Kilpailijakäynti",
        "FireProtectionMeasures": "Paloturvallisuus",
        "MaintenanceReviewLight": "Kunnossapitokatselmus (kevyt)",
        "MaintenanceReviewThorough": "Kunnossapitokatselmus (perusteellinen)",
        "VenueVisitLight": "Ravintolakäynti (kevyt)"
      },
      "notifyRole": {
        "avm": "Apulaisravintolapäällikkö",
        "cd": "Maajohtaja",
        "rd": "Aluejohtaja",
        "rm": "Aluepäällikkö",
        "sm": "Vuoropäällikkö",
        "svm": "Vanhempi ravintolapäällikkö",
        "vm": "Ravintolapäällikkö"
      },
      "ruleType": {
        "inactivity": "Passiivisuus",
        "score": "Matalat pisteet"
      }
    },
    "listSessions": {
      "listType": {
        "BarsAndNightclubsThorough": "Baarit ja yökerhot (perusteellinen)",
        "BarsWithRestaurantsThorough": "Baarit ravintolalla (perusteellinen)",
        "CompetitorVisit": "Kilpailijakäynti",
        "FireProtectionMeasures": "Paloturvallisuus",
        "MaintenanceReviewLight": "Kunnossapitokatselmus (kevyt)",
        "MaintenanceReviewThorough": "Kunnossapitokatselmus (perusteellinen)",
        "VenueVisitLight": "Ravintolakäynti (kevyt)"
      },
      "questionKind": {
        "number": "Numero",
        "photoMultipleUpload": "Kuvat",
        "rating": "Arvio (1-5)",
        "text": "Teksti",
        "videoMultipleUpload": "Videot",
        "yesNo": "Kyllä / ei",
        "yesNoCritical": "Kyllä / ei (kriittinen)"
      },
      "surveyType": {
        "0": "Kysely",
        "1": "Tietovisa",
        "2": "Tarkistuslista",
        "3": "Ravintolakäynti",
        "4": "Verkkokoulutus"
      }
    },
    "lists": {
      "listType": {
        "BarsAndNightclubsThorough": "Baarit ja yökerhot (perusteellinen)",
        "BarsWithRestaurantsThorough": "Baarit ravintolalla (perusteellinen)",
        "CompetitorVisit": "Kilpailijakäynti",
        "FireProtectionMeasures": "Paloturvallisuus",
        "MaintenanceReviewLight": "Kunnossapitokatselmus (kevyt)",
        "MaintenanceReviewThorough": "Kunnossapitokatselmus (perusteellinen)",
        "VenueVisitLight": "Ravintolakäynti (kevyt)"
      },
      "questionKind": {
        "number": "Numero",
        "photoMultipleUpload": "Kuvat",
        "rating": "Arvio (1-5)",
        "text": "Teksti",
        "videoMultipleUpload": "Videot",
        "yesNo": "Kyllä / ei",
        "yesNoCritical": "Kyllä / ei (kriittinen)"
      },
      "status": {
        "archived": "Arkistoitu",
        "draft": "Luonnos",
        "published": "Julkaistu"
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
    "personalTodoCategories": {
      "icon": {
        "Build": "Kunnossapito",
        "Campaign": "Markkinointi",
        "CleaningServices": "Siivous",
        "Event": "Tapahtumat",
        "Inventory": "Varasto",
        "Lightbulb": "Ideat",
        "List": "Lista",
        "LocalBar": "Baari",
        "People": "Henkilökunta",
        "Restaurant": "Keittiö",
        "ShoppingCart": "Ostokset",
        "Star": "Tähti"
      },
      "todoRole": {
        "avm": "Apulaisravintolapäällikkö",
        "sm": "Vuoropäällikkö",
        "sm-test": "Vuoropäällikkö (testi)",
        "svm": "Vanhempi ravintolapäällikkö",
        "vm": "Ravintolapäällikkö",
        "vm-test": "Ravintolapäällikkö (testi)"
      }
    },
    "personalTodos": {
      "todoRole": {
        "avm": "Apulaisravintolapäällikkö",
        "sm": "Vuoropäällikkö",
        "sm-test": "Vuoropäällikkö (testi)",
        "svm": "Vanhempi ravintolapäällikkö",
        "vm": "Ravintolapäällikkö",
        "vm-test": "Ravintolapäällikkö (testi)"
      }
    },
    "pimStockLocations": {
      "pimStockLocationType": {
        "backBar": "Takabaari",
        "bar": "Baari",
        "cellar": "Kellari",
        "coldRoom": "Kylmähuone",
        "kitchen": "Keittiö",
        "storage": "Varastohuone"
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
    "eodReportRules": {
      "fields": {
        "country": "Maa",
        "deadline": "Lähetettävä viimeistään (seuraavana päivänä, ravintolan aikaa)",
        "id": "Id",
        "notifyRoles": "Ilmoita näille ravintolan rooleille",
        "recipients": "Sähköpostin vastaanottajat",
        "requireBiImage": "BI-kuva vaaditaan",
        "requireRevenue": "Liikevaihto vaaditaan",
        "requireSummary": "Päivän yhteenveto vaaditaan"
      },
      "name": "Päiväraporttien säännöt |||| Päiväraporttien säännöt"
    },
    "eodReports": {
      "fields": {
        "biImageId": "BI-kuva",
        "date": "Liiketoimintapäivä",
        "guests": "Asiakkaat",
        "id": "Id",
        "incidents": "Poikkeamat",
        "late": "Lähetetty myöhässä",
        "maintenanceNotes": "Kunnossapito",
        "revenue": "Liikevaihto",
        "sentAt": "Lähetetty",
        "sentBy": "Lähettäjä",
        "sentTo": "Vastaanottajat",
        "staffNotes": "Henkilökunta",
        "status": "Tila",
        "summary": "Miten päivä meni",
        "venueId": "Ravintola"
      },
      "name": "Päiväraportti |||| Päiväraportit"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Käyttöoikeus |||| Käyttöoikeudet"
    },
    "life/list-rules": {
      "fields": {
        "active": "Käytössä",
        "country": "Maa",
        "id": "Id",
        "inactivitySeconds": "Ei katselmusta",
        "listType": "Listan tyyppi",
        "message": "Viesti",
        "questionCategory": "Kysymysluokka",
        "recipientRoles": "Ilmoita näille ravintolan rooleille",
        "threshold": "Pisteet alle",
        "type": "Laukaisija"
      },
      "name": "Listan sääntö |||| Listojen säännöt"
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
    "listNotificationRules": {
      "fields": {
        "active": "Käytössä",
        "country": "Maa",
        "id": "Id",
        "inactivitySeconds": "Ei katselmusta",
        "listType": "Listan tyyppi",
        "message": "Viesti",
        "questionCategory": "Kysymysluokka",
        "recipientRoles": "Ilmoita näille ravintolan rooleille",
        "threshold": "Pisteet alle",
        "type": "Laukaisija"
      },
      "name": "Listan sääntö |||| Listojen säännöt"
    },
    "listSessions": {
      "fields": {
        "answers": "Vastaukset",
        "categories": "Kategoriat",
        "completedOn": "Valmistunut",
        "hasCriticalFailure": "Kriittinen puute",
        "id": "Id",
        "listId": "Lista",
        "listType": "Listan tyyppi",
        "listVersion": "Listan versio",
        "score": "Pisteet",
        "startedOn": "Aloitettu",
        "surveyType": "Kyselyn tyyppi",
        "title": "Otsikko",
        "userId": "Tekijä",
        "venueId": "Ravintola"
      },
      "name": "Katselmus |||| Käynnit ja katselmukset"
    },
    "lists": {
      "fields": {
        "areas": "Alueet",
        "categories": "Kategoriat",
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "listVersion": "Versio",
        "publishedAt": "Julkaistu",
        "publishedBy": "Julkaisija",
        "questions": "Kysymykset",
        "status": "Tila",
        "title": "Otsikko",
        "type": "Listan tyyppi"
      },
      "name": "Lista |||| Listat"
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
    "personalTodoCategories": {
      "fields": {
        "color": "Väri",
        "icon": "Kuvake",
        "id": "Id",
        "name": "Nimi",
        "ownerId": "Omistaja",
        "role": "Rooli",
        "venueId": "Ravintola"
      },
      "name": "Tehtäväluokka |||| Tehtäväluokat"
    },
    "personalTodos": {
      "fields": {
        "categoryId": "Kategoria",
        "completed": "Valmis",
        "completedAt": "Valmistunut",
        "flagged": "Liputettu",
        "hasDueDate": "Määräpäivä",
        "id": "Id",
        "note": "Muistiinpano",
        "ownerId": "Omistaja",
        "position": "Sijainti",
        "role": "Rooli",
        "startDate": "Määräpäivä",
        "title": "Otsikko",
        "venueId": "Ravintola"
      },
      "name": "Tehtävä |||| Tehtävät"
    },
    "pimStockLocations": {
      "fields": {
        "id": "Id",
        "name": "Nimi",
        "pimStockLocationType": "Sijainti",
        "venueId": "Ravintola"
      },
      "name": "Varastosijainti |||| Varastosijainnit"
    },
    "regions": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Alue |||| Alueet"
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
    "life/eod": "Päiväraportit",
    "life/list-rules": "Listojen säännöt",
    "life/lists": "Listat",
    "life/lists/id": "Listan versio",
    "life/operationlinks": "Toimintalinkit",
    "vp/info": "Ravintolan tiedot",
    "vp/lists": "Käynnit ja katselmukset",
    "vp/lists/eodReport": "Päiväraportti",
    "vp/lists/eodReports": "Päiväraportit",
    "vp/lists/oldmaintenancereview": "Kunnossapitokatselmukset",
    "vp/lists/oldvenuevisit": "Ravintolakäynnit",
    "vp/lists/submissions/listId": "Lähetykset",
    "vp/lists/submissions/type/id": "Katselmus",
    "vp/old-lists": "Aiemmat käynnit ja katselmukset",
    "vp/operationLinks": "Toimintalinkit",
    "vp/tasks": "Ravintolan tehtävät",
    "vp/todos": "Tehtävät",
    "vp/visits/visit": "Ravintolakäynti"
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
    "life/eod": "Päiväraportit",
    "life/list-rules": "Listojen säännöt",
    "life/lists": "Listat",
    "life/operationlinks": "Toimintalinkit",
    "vp/info": "Ravintolan tiedot",
    "vp/lists": "Käynnit ja katselmukset",
    "vp/lists/eodReports": "Päiväraportit",
    "vp/operationLinks": "Toimintalinkit",
    "vp/tasks": "Ravintolan tehtävät",
    "vp/todos": "Tehtävät"
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
