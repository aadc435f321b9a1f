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
    "cookiePopupSettings": {
      "popupPosition": {
        "bottom": "Palkki alareunassa",
        "bottomLeft": "Laatikko vasemmassa alakulmassa",
        "center": "Valintaikkuna keskellä"
      }
    },
    "cookies": {
      "cookieCategory": {
        "Analytics": "Tilastot",
        "Marketing": "Markkinointi",
        "Nessecary": "Välttämättömät",
        "Preferences": "Asetukset",
        "Unclassified": "Luokittelemattomat"
      },
      "cookieMethod": {
        "Cookie": "Eväste",
        "LocalStorage": "Paikallinen tallennus",
        "SessionStorage": "Istuntotallennus"
      },
      "cookieType": {
        "Persistent": "Pysyvä",
        "Session": "Istunto"
      }
    },
    "emailConversations": {
      "mailFolder": {
        "inbox": "Saapuneet",
        "spam": "Roskaposti"
      }
    },
    "emailSyncAccounts": {
      "syncState": {
        "Error": "Synkronointi epäonnistui",
        "Pending": "Odottaa ensimmäistä synkronointia",
        "Synced": "Synkronoitu"
      }
    },
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idea",
        "Other": "Muu",
        "Praise": "Kiitos",
        "Problem": "Ongelma"
      }
    },
    "guestProfiles": {
      "consentType": {
        "Analytics": "Analytiikka",
        "Email": "Sähköposti",
        "Enrichment": "Rikastaminen",
        "Marketing": "Markkinointi",
        "PersonalData": "Henkilötiedot",
        "Phone": "Puhelin",
        "SnailMail": "Kirjeposti",
        "SoMe": "Sosiaalinen media"
      },
      "fieldSource": {
        "BookingForm": "Varauslomake",
        "DynamicForm": "Dynaaminen lomake",
        "Email": "Sähköposti",
        "Import": "Tuonti",
        "Manual": "Henkilökunnan syöttämä",
        "Messenger": "Messenger",
        "Referral": "Suosittelu",
        "WifiLogin": "Wi-Fi-kirjautuminen"
      },
      "personalDataField": {
        "GuestBirthDate": "Syntymäaika",
        "GuestEmail": "Sähköposti",
        "GuestFirstName": "Etunimi",
        "GuestLastName": "Sukunimi",
        "GuestPhone": "Puhelin",
        "ProfileImageUrl": "Profiilikuva",
        "SocialsFacebook": "Facebook",
        "SocialsInstagram": "Instagram"
      }
    },
    "guestSegments": {
      "segmentKind": {
        "interest": "Kiinnostuksen kohde",
        "label": "Tunniste"
      }
    },
    "legalDocuments": {
      "legalDocumentType": {
        "CookiePolicy": "Evästekäytäntö",
        "MarketingConsent": "Markkinointisuostumus",
        "Other": "Muu",
        "PrivacyPolicy": "Tietosuojaseloste",
        "TermsAndConditions": "Käyttöehdot"
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
    "cookiePopupSettings": {
      "fields": {
        "acceptAllLabel": "Hyväksy-painike",
        "consentLifetimeDays": "Kysy uudelleen (päivän kuluttua)",
        "cookiePolicyDocumentId": "Evästekäytäntö",
        "id": "Id",
        "position": "Sijainti",
        "primaryColor": "Painikkeen väri",
        "rejectAllLabel": "Hylkää-painike",
        "settingsLabel": "Asetukset-painike",
        "showRejectAll": "Näytä hylkää-painike",
        "text": "Teksti",
        "title": "Otsikko"
      },
      "name": "Evästeponnahdusikkunan asetukset |||| Evästeponnahdusikkunan asetukset"
    },
    "cookies": {
      "fields": {
        "category": "Luokka",
        "domain": "Verkkotunnus",
        "expiryDays": "Vanhenee (päivän kuluttua)",
        "id": "Id",
        "method": "Menetelmä",
        "name": "Nimi",
        "provider": "Tarjoaja",
        "purpose": "Käyttötarkoitus",
        "type": "Tyyppi"
      },
      "name": "Eväste |||| Evästeet"
    },
    "crmStatistics": {
      "fields": {
        "computedAt": "Laskettu",
        "countries": {
          "_label": "Luvut maittain"
        },
        "id": "Id"
      },
      "name": "CRM-tilastot |||| CRM-tilastot"
    },
    "dataController": {
      "fields": {
        "city": "Kaupunki",
        "companyName": "Yritys",
        "country": "Maa",
        "dpoEmail": "Tietosuojavastaavan sähköposti",
        "dpoName": "Tietosuojavastaava",
        "email": "Sähköposti",
        "id": "Id",
        "phone": "Puhelin",
        "postalCode": "Postinumero",
        "registrationNumber": "Y-tunnus",
        "street": "Katuosoite"
      },
      "name": "Rekisterinpitäjä |||| Rekisterinpitäjä"
    },
    "dataProcessors": {
      "fields": {
        "agreementSignedOn": "Sopimus allekirjoitettu",
        "contactEmail": "Yhteyssähköposti",
        "dataCategories": "Tietoluokat",
        "id": "Id",
        "location": "Käsittelypaikka",
        "name": "Nimi",
        "purpose": "Käyttötarkoitus",
        "website": "Verkkosivu"
      },
      "name": "Henkilötietojen käsittelijä |||| Henkilötietojen käsittelijät"
    },
    "emailConversations": {
      "fields": {
        "assignee": "Vastuuhenkilö",
        "contactEmail": "Lähettäjä",
        "contactName": "Nimi",
        "guestId": "Asiakas",
        "id": "Id",
        "isOpen": "Avoin",
        "labels": "Tunnisteet",
        "lastMessageAt": "Viimeisin viesti",
        "mailFolder": "Kansio",
        "messages": "Viestit",
        "status": "Tila",
        "subject": "Aihe",
        "syncEmail": "Postilaatikko",
        "threadId": "Ketju",
        "topics": "Aiheet",
        "unreadCount": "Lukemattomat",
        "venueId": "Ravintola"
      },
      "name": "Sähköpostikeskustelu |||| Sähköposti"
    },
    "emailSignatures": {
      "fields": {
        "html": "Allekirjoitus",
        "id": "Id",
        "venueId": "Ravintola"
      },
      "name": "Sähköpostin allekirjoitus |||| Sähköpostin allekirjoitukset"
    },
    "emailSyncAccounts": {
      "fields": {
        "aliases": "Aliakset",
        "id": "Id",
        "lastSyncAt": "Viimeksi synkronoitu",
        "status": "Tila",
        "syncEmail": "Postilaatikko",
        "venueId": "Ravintola"
      },
      "name": "Sähköpostin synkronointi |||| Sähköpostin synkronoinnit"
    },
    "feedback": {
      "fields": {
        "category": "Laji",
        "id": "Id",
        "message": "Palautteesi",
        "page": "Sivu",
        "rating": "Arvio"
      },
      "name": "Palaute |||| Palautteet"
    },
    "globalLogs": {
      "fields": {
        "category": "Luokka",
        "country": "Maa",
        "guestId": "Asiakas",
        "id": "Id",
        "message": "Viesti",
        "system": "Järjestelmä",
        "venueId": "Ravintola"
      },
      "name": "Yleislokin merkintä |||| Yleislokit"
    },
    "guestConsents": {
      "fields": {
        "consent": "Suostumus",
        "country": "Maa",
        "guestId": "Asiakas",
        "id": "Id",
        "source": "Lähde",
        "venueId": "Ravintola"
      },
      "name": "Asiakkaan suostumus |||| Asiakkaiden suostumukset"
    },
    "guestLogs": {
      "fields": {
        "action": "Toiminto",
        "consent": "Suostumus",
        "field": "Kenttä",
        "guestId": "Asiakas",
        "id": "Id",
        "newValue": "Uusi arvo",
        "oldValue": "Vanha arvo",
        "source": "Lähde",
        "venueId": "Ravintola"
      },
      "name": "Asiakaslokin merkintä |||| Asiakasloki"
    },
    "guestNotes": {
      "fields": {
        "guestId": "Asiakas",
        "id": "Id",
        "text": "Muistiinpano",
        "venueId": "Ravintola"
      },
      "name": "Asiakasmuistiinpano |||| Asiakasmuistiinpanot"
    },
    "guestProfiles": {
      "fields": {
        "anonymizedAt": "Anonymisoitu",
        "anonymizedBy": "Anonymisoija",
        "birthDate": "Syntymäaika",
        "country": "Maa",
        "email": "Sähköposti",
        "emailKey": "Sähköposti (haku)",
        "fieldSources": "Kenttien lähteet",
        "firstName": "Etunimi",
        "firstNameKey": "Nimi (etu, suku)",
        "id": "Id",
        "interests": "Kiinnostuksen kohteet",
        "labels": "Tunnisteet",
        "lastName": "Sukunimi",
        "lastVisitAt": "Viimeisin käynti",
        "nameKey": "Nimi (suku, etu)",
        "phone": "Puhelin",
        "phoneKey": "Puhelin (haku)",
        "points": "Pisteet",
        "profileImageUrl": "Profiilikuva",
        "referralCode": "Suosittelukoodi",
        "referredByGuestId": "Suosittelija (asiakas)",
        "referredByUserId": "Suosittelija (henkilökunta)",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "source": "Luotu lähteestä",
        "totalSpend": "Kokonaisostot",
        "venueId": "Kotiravintola",
        "visitCount": "Käynnit"
      },
      "name": "Asiakasprofiili |||| Asiakasprofiilit"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Laji",
        "name": "Nimi"
      },
      "name": "Asiakassegmentti |||| Asiakassegmentointi"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Käyttöoikeus |||| Käyttöoikeudet"
    },
    "legalDocuments": {
      "fields": {
        "country": "Maa",
        "currentRevision": "Versio",
        "id": "Id",
        "isEnabled": "Käytössä",
        "language": "Kieli",
        "name": "Nimi",
        "revisions": "Versiot",
        "type": "Tyyppi"
      },
      "name": "Juridinen asiakirja |||| Juridiset asiakirjat"
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
    "messengerConversations": {
      "fields": {
        "assignee": "Vastuuhenkilö",
        "contactName": "Nimi",
        "guestId": "Asiakas",
        "id": "Id",
        "identityId": "Sivu",
        "isOpen": "Avoin",
        "lastMessageAt": "Viimeisin viesti",
        "messages": "Viestit",
        "psid": "Lähettäjän tunnus",
        "status": "Tila",
        "topics": "Aiheet",
        "unreadCount": "Lukemattomat",
        "venueId": "Ravintola"
      },
      "name": "Messenger-keskustelu |||| Messenger"
    },
    "messengerIdentities": {
      "fields": {
        "id": "Id",
        "pageId": "Sivun tunnus",
        "pageName": "Sivun nimi",
        "platform": "Alusta",
        "venueId": "Ravintola"
      },
      "name": "Messenger-identiteetti |||| Messenger-identiteetit"
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
    "shortLinks": {
      "fields": {
        "clicks": "Klikkaukset",
        "code": "Koodi",
        "guestId": "Asiakas",
        "id": "Id",
        "url": "Linkki",
        "venueId": "Ravintola"
      },
      "name": "Lyhytlinkki |||| Lyhytlinkit"
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
    "crm/engage/configuration": "Saapuneiden asetukset",
    "crm/engage/email": "Sähköposti",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Asiakasprofiili",
    "crm/guest-segmentation": "Asiakassegmentointi",
    "crm/guests": "Asiakkaat",
    "crm/legaldocument": "Juridinen asiakirja",
    "crm/legaldocuments": "Vaatimustenmukaisuus",
    "crm/overview": "CRM-yleiskatsaus",
    "life/operationlinks": "Toimintalinkit",
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
    "crm/engage/configuration": "Asetukset",
    "crm/engage/email": "Sähköposti",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Asiakassegmentointi",
    "crm/guests": "Asiakkaat",
    "crm/legaldocuments": "Vaatimustenmukaisuus",
    "crm/overview": "Yleiskatsaus",
    "life/operationlinks": "Toimintalinkit",
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
