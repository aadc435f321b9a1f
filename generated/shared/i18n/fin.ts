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
    "activationPlanCampaigns": {
      "channel": {
        "email": "Sähköposti",
        "inVenue": "Ravintolassa",
        "print": "Painettu",
        "social": "Sosiaalinen media"
      }
    },
    "activationPlanChangeLog": {
      "change": {
        "created": "Lisätty",
        "deleted": "Poistettu",
        "imported": "Tuotu",
        "moved": "Siirretty",
        "updated": "Muutettu"
      },
      "entity": {
        "budget": "Budjetti",
        "campaign": "Kampanja",
        "comment": "Kommentti",
        "event": "Tapahtuma"
      }
    },
    "activationPlanEvents": {
      "category": {
        "holiday": "Juhlapyhä",
        "music": "Musiikki",
        "other": "Muu",
        "promotion": "Kampanja",
        "sports": "Urheilu",
        "theme": "Teemailta"
      }
    },
    "automations": {
      "actionType": {
        "AddLabelAction": "Lisää tunniste",
        "AddPointsAction": "Lisää pisteitä",
        "SendMailAction": "Lähetä sähköposti",
        "SendSmsAction": "Lähetä tekstiviesti"
      },
      "conditionType": {
        "HasClickedMailCondition": "On klikannut sähköpostin linkkiä",
        "HasLabelCondition": "On tunniste",
        "HasReadMailCondition": "On lukenut sähköpostin",
        "IsDynamicFormCondition": "On lähettänyt dynaamisen lomakkeen"
      },
      "trigger": {
        "0": "Varaus luotu",
        "1": "Varaus vahvistettu",
        "2": "Varaus: ei saapunut",
        "3": "Varaus: saapunut",
        "4": "Varaus hylätty",
        "5": "30 päivää ennen asiakkaan syntymäpäivää",
        "6": "Asiakkaan syntymäpäivä",
        "7": "Dynaaminen lomake lähetetty",
        "8": "Asiakas luotu",
        "9": "Scratcher-liidi luotu",
        "10": "Fixr-lippu myyty"
      }
    },
    "bookingForms": {
      "bookingFieldType": {
        "ArrivalDate": "Saapumispäivä",
        "DynamicDropdown": "Dynaaminen pudotusvalikko",
        "DynamicText": "Dynaaminen teksti",
        "GeneralComments": "Yleiset kommentit",
        "GuestBirthdate": "Asiakkaan syntymäpäivä",
        "GuestEmail": "Asiakkaan sähköposti",
        "GuestFullName": "Asiakkaan nimi",
        "GuestPhone": "Asiakkaan puhelin",
        "NumGuests": "Vierasmäärä",
        "Products": "Tuotteiden valinta",
        "ProductsSingle": "Yhden tuotteen valinta"
      }
    },
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
    "campaignOutbox": {
      "channel": {
        "Email": "Sähköposti",
        "Sms": "Tekstiviesti"
      }
    },
    "campusEmployees": {
      "level": {
        "0": "Ei aloitettu",
        "1": "Taso 1",
        "2": "Taso 2",
        "3": "Taso 3"
      },
      "position": {
        "bartender": "Baarimikko",
        "chef": "Kokki",
        "doorman": "Ovimies",
        "host": "Hovimestari",
        "shiftManager": "Vuoropäällikkö",
        "venueManager": "Ravintolapäällikkö",
        "waiter": "Tarjoilija"
      }
    },
    "campusLevelChanges": {
      "level": {
        "1": "Taso 1",
        "2": "Taso 2",
        "3": "Taso 3"
      }
    },
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
    "dynamicForms": {
      "formFieldType": {
        "Checkbox": "Valintaruutu",
        "Date": "Päivämäärä",
        "Dropdown": "Pudotusvalikko",
        "Email": "Sähköposti",
        "Number": "Numero",
        "Phone": "Puhelin",
        "Text": "Lyhyt teksti",
        "Textarea": "Pitkä teksti"
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
    "emailTemplates": {
      "templateType": {
        "Automation": "Automaatio",
        "Campaign": "Kampanja"
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
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idea",
        "Other": "Muu",
        "Praise": "Kiitos",
        "Problem": "Ongelma"
      }
    },
    "guestDuplicates": {
      "mergeField": {
        "birthDate": "Syntymäaika",
        "email": "Sähköposti",
        "firstName": "Etunimi",
        "lastName": "Sukunimi",
        "phone": "Puhelin",
        "profileImageUrl": "Profiilikuva",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "venueId": "Kotiravintola"
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
      "guestExportFormat": {
        "json": "JSON (koneluettava)",
        "pdf": "PDF (luettava)"
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
    "guestRequests": {
      "guestRequestStatus": {
        "Done": "Valmis",
        "InProgress": "Käsittelyssä",
        "Open": "Avoin",
        "Refused": "Hylätty"
      },
      "guestRequestType": {
        "Access": "Tarkastus",
        "Correction": "Oikaisu",
        "Erasure": "Poistaminen"
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
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Aktiivinen",
        "ApprovedForSending": "Hyväksytty lähetettäväksi",
        "Draft": "Luonnos"
      }
    },
    "meetingInstances": {
      "actionKind": {
        "task": "Ravintolan tehtävä",
        "todo": "Henkilökohtainen tehtävä"
      },
      "status": {
        "created": "Ei aloitettu",
        "ended": "Päättynyt",
        "started": "Käynnissä"
      },
      "stepType": {
        "employeesReport": "Henkilöstöraportti",
        "finalReview": "Loppukatselmus",
        "powerBi": "Power BI",
        "summary": "Yhteenveto",
        "venueTaskReview": "Ravintolan tehtävien katselmus"
      }
    },
    "meetingNotificationRules": {
      "inactivityInterval": {
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
      "recipientRole": {
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
        "meetingEnded": "Kokous päättyi"
      }
    },
    "meetings": {
      "meetingType": {
        "Annually": "Vuosittainen",
        "BiAnnually": "Puolivuosittainen",
        "BiWeekly": "Joka toinen viikko",
        "Monthly": "Kuukausittainen",
        "Quarterly": "Neljännesvuosittainen",
        "Weekly": "Viikoittainen"
      },
      "stepType": {
        "employeesReport": "Henkilöstöraportti",
        "finalReview": "Loppukatselmus",
        "powerBi": "Power BI",
        "summary": "Yhteenveto",
        "venueTaskReview": "Ravintolan tehtävien katselmus"
      }
    },
    "messageTemplates": {
      "messageTemplateType": {
        "Html": "HTML",
        "Plain": "Pelkkä teksti"
      }
    },
    "messengerIdentities": {
      "messengerPlatform": {
        "Facebook": "Facebook Messenger",
        "Instagram": "Instagram"
      }
    },
    "notifications": {
      "kind": {
        "mention": "Maininta"
      },
      "place": {
        "activationPlan": "Aktivointisuunnitelma",
        "meeting": "Kokous",
        "news": "Uutiset"
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
    "plandayPayrateChanges": {
      "reason": {
        "1": "Tason muutos",
        "2": "Yhdistetty",
        "3": "Palkankorotus"
      }
    },
    "posFloorplans": {
      "shape": {
        "rect": "Suorakulmio",
        "round": "Pyöreä"
      }
    },
    "priceShiftWindows": {
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
    "purchaseOrders": {
      "state": {
        "Cancelled": "Peruttu",
        "Draft": "Luonnos",
        "FullyReceived": "Kokonaan vastaanotettu",
        "PartiallyReceived": "Osittain vastaanotettu",
        "Submitted": "Lähetetty",
        "Unknown": "Tuntematon"
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
    "stockCounts": {
      "state": {
        "Active": "Käynnissä",
        "Cancelled": "Peruttu",
        "Completed": "Valmis",
        "Draft": "Luonnos",
        "Unknown": "Tuntematon"
      }
    },
    "stockMovements": {
      "kind": {
        "counted": "Laskennan korjaus",
        "received": "Vastaanotettu",
        "sale": "Myyty",
        "transferIn": "Siirretty sisään",
        "transferOut": "Siirretty pois",
        "waste": "Hävikki"
      }
    },
    "stockProductRequests": {
      "contentUnit": {
        "cl": "Senttilitrat (cl)",
        "g": "Grammat (g)",
        "kg": "Kilogrammat (kg)",
        "l": "Litrat (l)",
        "pcs": "Kpl"
      },
      "state": {
        "Approved": "Hyväksytty",
        "Pending": "Odottaa",
        "Rejected": "Hylätty"
      }
    },
    "stockProducts": {
      "contentUnit": {
        "cl": "Senttilitrat (cl)",
        "g": "Grammat (g)",
        "kg": "Kilogrammat (kg)",
        "l": "Litrat (l)",
        "pcs": "Kpl"
      }
    },
    "stockTransfers": {
      "state": {
        "Cancelled": "Peruttu",
        "Draft": "Luonnos",
        "Received": "Vastaanotettu",
        "Sent": "Lähetetty"
      }
    },
    "venueCampaigns": {
      "mediaType": {
        "Email": "Sähköposti",
        "Push": "Push-ilmoitus",
        "Sms": "Tekstiviesti"
      },
      "venueCampaignStatus": {
        "Approved": "Hyväksytty",
        "Archived": "Arkistoitu",
        "Cancelled": "Peruttu",
        "ErrorSending": "Lähetysvirhe",
        "PartiallySent": "Osittain lähetetty",
        "ReadyToFillOut": "Valmis täytettäväksi",
        "Rejected": "Hylätty",
        "Sent": "Lähetetty",
        "SubmittedForApproval": "Lähetetty hyväksyttäväksi"
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
    "venueDrive": {
      "domainPermission": {
        "country": "Maan ravintolat",
        "group": "Konsernin kaikki ravintolat",
        "region": "Alueen ravintolat",
        "venue": "Tämä ravintola"
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
    },
    "venueTrainingSessions": {
      "status": {
        "cancelled": "Peruttu",
        "completed": "Pidetty",
        "planned": "Suunniteltu"
      }
    },
    "waiterLists": {
      "role": {
        "bartender": "Baarimikko",
        "manager": "Vuoropäällikkö",
        "runner": "Lähetti",
        "waiter": "Tarjoilija"
      }
    },
    "wizardInstances": {
      "status": {
        "abandoned": "Keskeytetty",
        "completed": "Valmis",
        "inProgress": "Kesken"
      },
      "wizard": {
        "onboarding": "Uuden työntekijän perehdytys",
        "responsibleServing": "Vastuullinen anniskelu",
        "shiftManager": "Vuoropäällikkökoulutus",
        "venueOpening": "Ravintolan avaaminen"
      }
    },
    "zReports": {
      "paymentMethod": {
        "card": "Kortti",
        "cash": "Käteinen",
        "invoice": "Lasku",
        "mobile": "Mobiilimaksu",
        "voucher": "Lahjakortti"
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
    "activationPlanBudgets": {
      "fields": {
        "amount": "Budjetti",
        "id": "Id",
        "month": "Kuukausi",
        "note": "Huomautus",
        "venueId": "Ravintola",
        "year": "Vuosi"
      },
      "name": "Budjetti |||| Budjetit"
    },
    "activationPlanCampaigns": {
      "fields": {
        "channel": "Kanava",
        "description": "Kuvaus",
        "id": "Id",
        "isHQ": "Pääkonttorin kampanja",
        "month": "Kuukausi",
        "plannedCost": "Suunniteltu kustannus",
        "templateId": "Mallista",
        "templateKey": "Mallin rivi",
        "title": "Otsikko",
        "venueId": "Ravintola",
        "year": "Vuosi"
      },
      "name": "Kampanja |||| Kampanjat"
    },
    "activationPlanChangeLog": {
      "fields": {
        "at": "Milloin",
        "change": "Muutos",
        "details": {
          "_label": "Tiedot",
          "changes": "Muutokset",
          "count": "Määrä",
          "headOffice": "Pääkonttori",
          "name": "Nimi",
          "place": {
            "_label": "Arvo",
            "currency": "Valuutta",
            "enum": "Arvolista",
            "flag": "Kyllä tai ei",
            "minor": "Summa",
            "month": "Kuukausi",
            "type": "Tyyppi",
            "value": "Arvo",
            "year": "Vuosi"
          },
          "year": "Vuosi"
        },
        "entity": "Mitä",
        "entityId": "Tietue",
        "id": "Id",
        "summary": "Yhteenveto",
        "userName": "Tekijä",
        "venueId": "Ravintola"
      },
      "name": "Muutos |||| Muutosloki"
    },
    "activationPlanComments": {
      "fields": {
        "content": "Kommentti",
        "id": "Id",
        "mentions": "Mainitut",
        "month": "Kuukausi",
        "templateId": "Mallista",
        "templateKey": "Mallin rivi",
        "venueId": "Ravintola",
        "year": "Vuosi"
      },
      "name": "Kommentti |||| Kommentit"
    },
    "activationPlanEvents": {
      "fields": {
        "category": "Luokka",
        "date": "Päivämäärä",
        "description": "Kuvaus",
        "id": "Id",
        "plannedCost": "Suunniteltu kustannus",
        "startTime": "Alkaa",
        "templateId": "Mallista",
        "templateKey": "Mallin rivi",
        "title": "Otsikko",
        "venueId": "Ravintola"
      },
      "name": "Tapahtuma |||| Tapahtumat"
    },
    "activationPlanTemplates": {
      "fields": {
        "campaigns": "Kampanjat",
        "comments": "Kommentit",
        "country": "Maa",
        "description": "Kuvaus",
        "events": "Tapahtumat",
        "id": "Id",
        "name": "Nimi"
      },
      "listItems": {
        "campaigns": {
          "channel": "Kanava",
          "description": "Kuvaus",
          "key": "Avain",
          "month": "Kuukausi",
          "title": "Otsikko"
        },
        "comments": {
          "content": "Kommentti",
          "key": "Avain",
          "month": "Kuukausi"
        },
        "events": {
          "category": "Luokka",
          "day": "Päivä",
          "description": "Kuvaus",
          "key": "Avain",
          "month": "Kuukausi",
          "title": "Otsikko"
        }
      },
      "name": "Aktivointisuunnitelman malli |||| Aktivointisuunnitelman mallit"
    },
    "allergies": {
      "fields": {
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Allergeeni |||| Allergeenit"
    },
    "assignedSalesProducts": {
      "fields": {
        "id": "Id",
        "isActive": "Aktiivinen",
        "prices": "Tämän ravintolan hinnat",
        "salesProductId": "Myyntituote",
        "venueId": "Ravintola"
      },
      "listItems": {
        "prices": {
          "price": "Hinta sis. ALV",
          "priceGroupId": "Hintaryhmä"
        }
      },
      "name": "Määritetty myyntituote |||| Määritetyt myyntituotteet"
    },
    "assignedStockProducts": {
      "fields": {
        "costPrice": "Tämän ravintolan ostohinta",
        "id": "Id",
        "isActive": "Aktiivinen",
        "stockProductId": "Varastotuote",
        "storageId": "Oletusvarasto",
        "vendorId": "Tämän ravintolan toimittaja",
        "venueId": "Ravintola"
      },
      "name": "Määritetty varastotuote |||| Määritetyt varastotuotteet"
    },
    "automations": {
      "fields": {
        "actions": "Toiminnot",
        "conditions": "Ehdot",
        "description": "Kuvaus",
        "enabled": "Käytössä",
        "id": "Id",
        "name": "Nimi",
        "triggers": "Käynnistimet"
      },
      "listItems": {
        "actions": {
          "delayDays": "Viive (päivää)",
          "emailTemplateId": "Sähköpostipohja",
          "id": "Tunnus",
          "label": "Tunniste",
          "points": "Pisteet",
          "smsText": "Tekstiviesti",
          "type": "Toiminto"
        },
        "conditions": {
          "dynamicFormId": "Dynaaminen lomake",
          "emailTemplateId": "Sähköpostipohja",
          "label": "Tunniste",
          "negate": "Ei",
          "type": "Ehto"
        },
        "triggers": {
          "type": "Käynnistin"
        }
      },
      "name": "Automaatio |||| Automaatiot"
    },
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
    "bookingFormSubmissions": {
      "fields": {
        "arrivalDate": "Saapumispäivä",
        "formId": "Varauslomake",
        "formName": "Lomake",
        "guestEmail": "Sähköposti",
        "guestName": "Asiakas",
        "guestPhone": "Puhelin",
        "id": "Id",
        "numGuests": "Asiakkaita",
        "submittedAt": "Lähetetty",
        "values": "Vastaukset",
        "venueId": "Ravintola"
      },
      "listItems": {
        "values": {
          "fieldId": "Kenttä",
          "label": "Kysymys",
          "technicalType": "Kentän tyyppi",
          "value": "Vastaus"
        }
      },
      "name": "Lähetetty varauslomake |||| Lähetetyt varauslomakkeet"
    },
    "bookingForms": {
      "fields": {
        "fields": "Kentät",
        "formName": "Lomakkeen nimi",
        "id": "Id",
        "isActive": "Aktiivinen"
      },
      "listItems": {
        "fields": {
          "availableOptions": "Vaihtoehdot",
          "id": "Tunnus",
          "label": "Nimike",
          "productIds": "Tuotteet",
          "required": "Pakollinen",
          "technicalType": "Kentän tyyppi"
        }
      },
      "name": "Varauslomake |||| Varauslomakkeet"
    },
    "bookingLocations": {
      "fields": {
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Alue |||| Alueet"
    },
    "bookingProducts": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "price": "Hinta",
        "productName": "Tuotteen nimi"
      },
      "name": "Varaustuote |||| Varaustuotteet"
    },
    "bookingTags": {
      "fields": {
        "id": "Id",
        "isFreeText": "Vapaa teksti",
        "sortOrder": "Järjestys",
        "tag": "Tunniste",
        "translations": "Käännökset"
      },
      "listItems": {
        "translations": {
          "languageCode": "Kieli",
          "translation": "Käännös"
        }
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
      "listItems": {
        "arrivals": {
          "created": "Luotu",
          "createdBy": "Kirjoittaja",
          "id": "Id",
          "note": "Muistiinpano",
          "numberOfGuests": "Vieraat"
        },
        "bookingMessages": {
          "author": "Kirjoittaja",
          "created": "Luotu",
          "message": "Viesti"
        },
        "changeLog": {
          "changeFlags": "Mitä muuttui",
          "changes": "Muutokset",
          "created": "Luotu",
          "message": "Viesti",
          "user": "Kirjoittaja",
          "userId": "Käyttäjätunnus"
        },
        "notes": {
          "created": "Luotu",
          "createdBy": "Kirjoittaja",
          "message": "Viesti"
        },
        "orderLines": {
          "category": "Luokka",
          "description": "Kuvaus",
          "name": "Nimi",
          "quantity": "Määrä",
          "unitPrice": "Yksikköhinta"
        }
      },
      "name": "Varaus |||| Varaukset"
    },
    "campaignOutbox": {
      "fields": {
        "body": "Teksti",
        "channel": "Kanava",
        "id": "Id",
        "recipient": "Vastaanottaja",
        "subject": "Aihe",
        "venueCampaignId": "Ravintolan kampanja",
        "venueId": "Ravintola"
      },
      "name": "Testiviesti |||| Testiviestit"
    },
    "campusEmployees": {
      "fields": {
        "campusLevel": "Campus-taso",
        "employeeNumber": "Henkilönro",
        "hiredOn": "Palkattu",
        "id": "Id",
        "lastTrainingOn": "Viimeisin koulutus",
        "name": "Nimi",
        "position": "Tehtävä",
        "trainingsCompleted": "Koulutukset",
        "venueId": "Ravintola"
      },
      "name": "Työntekijä |||| Työntekijät"
    },
    "campusLevelChanges": {
      "fields": {
        "approvedBy": "Hyväksyjä",
        "changedOn": "Voimassa alkaen",
        "employeeName": "Työntekijä",
        "employeeNumber": "Henkilönro",
        "id": "Id",
        "levelFrom": "Tasolta",
        "levelTo": "Tasolle",
        "venueId": "Ravintola"
      },
      "name": "Campus-tason muutos |||| Campus-tason muutokset"
    },
    "cockpit/employees": {
      "fields": {
        "campusLevel": "Campus-taso",
        "employeeNumber": "Henkilönro",
        "hiredOn": "Palkattu",
        "id": "Id",
        "lastTrainingOn": "Viimeisin koulutus",
        "name": "Nimi",
        "position": "Tehtävä",
        "trainingsCompleted": "Koulutukset",
        "venueId": "Ravintola"
      },
      "name": "Työntekijä |||| Työntekijät"
    },
    "cockpit/training-sessions": {
      "fields": {
        "date": "Päivämäärä",
        "durationMinutes": "Minuutit",
        "id": "Id",
        "participants": "Osallistujat",
        "startTime": "Alkaa",
        "status": "Tila",
        "title": "Koulutus",
        "trainer": "Kouluttaja",
        "venueId": "Ravintola"
      },
      "name": "Koulutustilaisuus |||| Koulutustilaisuudet"
    },
    "cockpit/wizard-instances": {
      "fields": {
        "completedAt": "Valmis",
        "currentStep": "Vaihe",
        "employeeName": "Henkilö",
        "id": "Id",
        "startedAt": "Aloitettu",
        "status": "Tila",
        "totalSteps": "Vaiheita",
        "venueId": "Ravintola",
        "wizard": "Polku"
      },
      "name": "Ohjattu polku |||| Ohjatut polut"
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
    "countrySettings": {
      "fields": {
        "allergies": "Allergeenit",
        "country": "Maa",
        "id": "Id",
        "pouringCategories": "Annostelukategoriat",
        "priceGroups": "Hintaryhmät",
        "productCategories": "Tuotekategoriat",
        "productUnits": "Tuoteyksiköt",
        "salesProductGroups": "Myyntituoteryhmät",
        "stockContainerTypes": "Pakkaustyypit",
        "taxGroups": "Veroryhmät",
        "tipPercentages": "Juomarahaprosentit"
      },
      "listItems": {
        "allergies": {
          "allergyId": {
            "_label": "Allergeeni",
            "id": "Tunniste"
          },
          "name": "Nimi"
        },
        "pouringCategories": {
          "name": "Nimi",
          "pourSize": "Annoskoko (cl)",
          "pouringCategoryId": {
            "_label": "Annostelukategoria",
            "id": "Tunniste"
          },
          "wastePercentage": "Sallittu hävikki (%)"
        },
        "priceGroups": {
          "isDefault": "Oletus",
          "name": "Nimi",
          "priceGroupId": {
            "_label": "Hintaryhmä",
            "id": "Tunniste"
          }
        },
        "productCategories": {
          "color": "Väri",
          "name": "Nimi",
          "productCategoryId": {
            "_label": "Tuotekategoria",
            "id": "Tunniste"
          },
          "tags": "Tunnisteet",
          "validProductGroups": "Tuoteryhmät"
        },
        "productUnits": {
          "abbreviation": "Lyhenne",
          "name": "Nimi",
          "productUnitId": {
            "_label": "Yksikkö",
            "id": "Tunniste"
          }
        },
        "salesProductGroups": {
          "color": "Väri",
          "name": "Nimi",
          "salesProductGroupId": {
            "_label": "Myyntiryhmä",
            "id": "Tunniste"
          },
          "validSubGroups": "Alaryhmät"
        },
        "stockContainerTypes": {
          "name": "Nimi",
          "stockContainerTypeId": {
            "_label": "Pakkaustyyppi",
            "id": "Tunniste"
          },
          "tareWeight": "Tyhjäpaino (g)"
        },
        "taxGroups": {
          "code": "Koodi",
          "taxGroupId": {
            "_label": "Veroryhmä",
            "id": "Tunniste"
          },
          "taxRate": "Verokanta",
          "taxRatePercentage": "Verokanta (%)"
        }
      },
      "name": "Maa-asetukset |||| Maa-asetukset"
    },
    "cp/reports": {
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
    "crm/booking-form-submissions": {
      "fields": {
        "arrivalDate": "Saapumispäivä",
        "formId": "Varauslomake",
        "formName": "Lomake",
        "guestEmail": "Sähköposti",
        "guestName": "Asiakas",
        "guestPhone": "Puhelin",
        "id": "Id",
        "numGuests": "Asiakkaita",
        "submittedAt": "Lähetetty",
        "values": "Vastaukset",
        "venueId": "Ravintola"
      },
      "listItems": {
        "values": {
          "fieldId": "Kenttä",
          "label": "Kysymys",
          "technicalType": "Kentän tyyppi",
          "value": "Vastaus"
        }
      },
      "name": "Lähetetty varauslomake |||| Lähetetyt varauslomakkeet"
    },
    "crm/booking-products": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "price": "Hinta",
        "productName": "Tuotteen nimi"
      },
      "name": "Varaustuote |||| Varaustuotteet"
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
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Tavoitetaso",
        "reorderPoint": "Tilauspiste",
        "stockProductId": "Varastotuote",
        "venueId": "Ravintola"
      },
      "name": "Tavoitetaso |||| Tavoitevarasto"
    },
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Vastaukset",
        "formId": "Dynaaminen lomake",
        "id": "Id",
        "submittedAt": "Lähetetty",
        "venueId": "Ravintola"
      },
      "listItems": {
        "answers": {
          "key": "Avain",
          "value": "Vastaus"
        }
      },
      "name": "Lomakkeen lähetys |||| Lomakkeen lähetykset"
    },
    "dynamicForms": {
      "fields": {
        "description": "Johdanto",
        "fields": "Kysymykset",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "submitButtonText": "Painikkeen teksti",
        "successMessage": "Kiitosviesti",
        "title": "Lomakkeen otsikko",
        "venueIds": "Julkaistu"
      },
      "listItems": {
        "fields": {
          "key": "Avain",
          "label": "Kysymys",
          "options": "Vaihtoehdot",
          "required": "Pakollinen",
          "type": "Vastaustyyppi"
        }
      },
      "name": "Dynaaminen lomake |||| Dynaamiset lomakkeet"
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
      "listItems": {
        "messages": {
          "attachments": "Liitteet",
          "cc": "Kopio",
          "from": "Lähettäjä",
          "fromGuest": "Asiakkaalta",
          "html": "Teksti",
          "id": "Viestin tunnus",
          "isSystemMessage": "Järjestelmäviesti",
          "senderUserId": "Lähettäjä",
          "sentAt": "Lähetetty",
          "subject": "Aihe",
          "to": "Vastaanottaja"
        }
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
    "emailTemplates": {
      "fields": {
        "description": "Kuvaus",
        "enabled": "Käytössä",
        "html": "HTML",
        "id": "Id",
        "name": "Nimi",
        "subject": "Aihe",
        "type": "Tyyppi"
      },
      "name": "Sähköpostipohja |||| Sähköpostipohjat"
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
    "guestAccessLogs": {
      "fields": {
        "action": "Toiminto",
        "actorUserId": "Tekijä",
        "guestId": "Asiakas",
        "id": "Id",
        "job": "Ajo",
        "reason": "Syy"
      },
      "name": "Käyttölokin merkintä |||| Käyttöloki"
    },
    "guestConsentConfirmations": {
      "fields": {
        "closedAt": "Suljettu",
        "consent": "Suostumus",
        "country": "Maa",
        "email": "Lähetetty osoitteeseen",
        "expiresAt": "Vanhenee",
        "guestId": "Asiakas",
        "id": "Id",
        "language": "Kieli",
        "legalDocumentId": "Juridinen asiakirja",
        "legalDocumentRevision": "Versio",
        "outcome": "Tulos",
        "tokenHash": "Tunnisteen tiiviste",
        "venueId": "Ravintola"
      },
      "name": "Suostumuksen vahvistus |||| Suostumusten vahvistukset"
    },
    "guestConsentEvidence": {
      "fields": {
        "action": "Muutos",
        "actorJob": "Tekijä (lomake tai ajo)",
        "actorUserId": "Tekijä",
        "at": "Milloin",
        "consent": "Suostumus",
        "country": "Maa",
        "guestId": "Asiakas",
        "id": "Id",
        "legalDocumentId": "Juridinen asiakirja",
        "legalDocumentRevision": "Versio",
        "source": "Lähde",
        "venueId": "Ravintola"
      },
      "name": "Suostumuksen todiste |||| Suostumusten todisteet"
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
    "guestDuplicateDismissals": {
      "fields": {
        "country": "Maa",
        "guestId": "Asiakas",
        "id": "Id",
        "otherGuestId": "Toinen asiakas"
      },
      "name": "Hylätty kaksoiskappale |||| Hylätyt kaksoiskappaleet"
    },
    "guestDuplicateRuns": {
      "fields": {
        "active": "Jonossa tai käynnissä",
        "country": "Maa",
        "done": "Valmiina",
        "durationMs": "Kesto (ms)",
        "error": "Virhe",
        "finishedAt": "Valmis",
        "heartbeatAt": "Viimeisin elonmerkki",
        "id": "Id",
        "pairs": "Löydetyt parit",
        "phase": "Vaihe",
        "startedAt": "Alkoi",
        "status": "Tila",
        "total": "Yhteensä",
        "trigger": "Käynnistäjä"
      },
      "name": "Kaksoiskappaleiden haku |||| Kaksoiskappaleiden haut"
    },
    "guestDuplicates": {
      "fields": {
        "country": "Maa",
        "guestId": "Asiakas",
        "id": "Id",
        "otherGuestId": "Toinen asiakas",
        "reasons": {
          "_label": "Perusteet"
        },
        "runId": "Löytänyt",
        "score": "Pisteet"
      },
      "name": "Mahdollinen kaksoiskappale |||| Mahdolliset kaksoiskappaleet"
    },
    "guestImports": {
      "fields": {
        "appliedAt": "Otettu käyttöön",
        "appliedBy": "Käyttöönottaja",
        "country": "Maa",
        "fileName": "Tiedosto",
        "id": "Id",
        "result": {
          "_label": "Tulos"
        },
        "rows": "Rivit",
        "status": "Tila"
      },
      "listItems": {
        "rows": {}
      },
      "name": "Asiakastuonti |||| Asiakastuonnit"
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
      "listItems": {
        "arrivals": {
          "created": "Luotu",
          "createdBy": "Kirjaaja",
          "id": "Id",
          "note": "Muistiinpano",
          "numberOfGuests": "Vieraat"
        }
      },
      "name": "Vieraslistan rivi |||| Vieraslista"
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
    "guestMailOutbox": {
      "fields": {
        "body": "Teksti",
        "guestId": "Asiakas",
        "id": "Id",
        "kind": "Laji",
        "recipient": "Vastaanottaja",
        "subject": "Aihe",
        "transport": "Lähetystapa",
        "venueId": "Ravintola"
      },
      "name": "Sähköposti asiakkaalle |||| Sähköpostit asiakkaille"
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
    "guestProfileMerges": {
      "fields": {
        "country": "Maa",
        "fieldsFromRemoved": "Yhdistetyltä asiakkaalta otetut kentät",
        "id": "Id",
        "keptGuestId": "Säilytetty asiakas",
        "keptVersionAfter": "Versio yhdistämisen jälkeen",
        "removedGuestId": "Yhdistetty asiakas",
        "undo": {
          "_label": "Mitä kumoaminen tarvitsee"
        },
        "undoneAt": "Kumottu",
        "undoneBy": "Kumoaja"
      },
      "name": "Asiakkaiden yhdistäminen |||| Asiakkaiden yhdistämiset"
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
      "listItems": {
        "fieldSources": {
          "field": "Kenttä",
          "source": "Lähde",
          "updatedAt": "Päivitetty",
          "updatedBy": "Päivittäjä"
        }
      },
      "name": "Asiakasprofiili |||| Asiakasprofiilit"
    },
    "guestRequests": {
      "fields": {
        "country": "Maa",
        "dueOn": "Määräpäivä",
        "guestId": "Asiakas",
        "handledBy": "Käsittelijä",
        "id": "Id",
        "notes": "Muistiinpanot",
        "receivedOn": "Vastaanotettu",
        "refusalReason": "Hylkäyksen syy",
        "status": "Tila",
        "type": "Pyyntö"
      },
      "name": "Rekisteröidyn pyyntö |||| Rekisteröityjen pyynnöt"
    },
    "guestRetention": {
      "fields": {
        "country": "Maa",
        "enabled": "Anonymisoi passiiviset asiakkaat",
        "id": "Id",
        "months": "Kuukautta ilman toimintaa"
      },
      "name": "Säilytysaikataulu |||| Säilytysaikataulut"
    },
    "guestRetentionRuns": {
      "fields": {
        "anonymized": "Anonymisoidut asiakkaat",
        "country": "Maa",
        "cutoff": "Passiivinen alkaen",
        "durationMs": "Kesto (ms)",
        "id": "Id",
        "months": "Kuukaudet",
        "startedAt": "Alkoi"
      },
      "name": "Säilytysajo |||| Säilytysajot"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Laji",
        "name": "Nimi"
      },
      "name": "Asiakassegmentti |||| Asiakassegmentointi"
    },
    "handlebars": {
      "fields": {
        "id": "Id"
      },
      "name": "Paikkamerkki |||| Paikkamerkit"
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
      "listItems": {
        "revisions": {
          "changeNote": "Mitä muutettiin",
          "content": "Teksti",
          "publishedAt": "Julkaistu",
          "publishedBy": "Julkaisija",
          "revision": "Versio"
        }
      },
      "name": "Juridinen asiakirja |||| Juridiset asiakirjat"
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
    "life/meeting-rules": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "inactivitySeconds": "Passiivinen (passiivisuussäännöt)",
        "isActive": "Aktiivinen",
        "meetingId": "Kokous (tyhjä: kaikki kokoukset)",
        "message": "Ilmoituksen teksti",
        "name": "Nimi",
        "recipientRoles": "Ilmoita ravintolan",
        "title": "Ilmoituksen otsikko",
        "type": "Laukeaa kun"
      },
      "name": "Kokoussääntö |||| Kokoussäännöt"
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
    "listRuleFirings": {
      "fields": {
        "firedAt": "Ilmoitettu",
        "id": "Id",
        "ruleId": "Sääntö",
        "venueId": "Ravintola"
      },
      "name": "Listasäännön laukeaminen |||| Listasäännön laukeamiset"
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
      "listItems": {
        "answers": {
          "categoryId": "Kategoria",
          "comment": "Kommentti",
          "kind": "Laji",
          "media": "Kuvat ja videot",
          "questionId": "Tunniste",
          "text": "Kysymys",
          "value": "Vastaus",
          "weight": "Painoarvo"
        },
        "categories": {
          "id": "Tunniste",
          "name": "Nimi"
        }
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
      "listItems": {
        "areas": {
          "id": "Tunniste",
          "name": "Nimi"
        },
        "categories": {
          "id": "Tunniste",
          "name": "Nimi"
        },
        "questions": {
          "areaId": "Alue",
          "categoryId": "Kategoria",
          "help": "Ohje",
          "id": "Tunniste",
          "kind": "Laji",
          "required": "Pakollinen",
          "text": "Kysymys",
          "weight": "Painoarvo"
        }
      },
      "name": "Lista |||| Listat"
    },
    "masterCampaigns": {
      "fields": {
        "activatedAt": "Aktivoitu",
        "activationComment": "Kommentti",
        "approvedForSendingAt": "Hyväksytty lähetettäväksi",
        "description": "Kuvaus",
        "emailDate": "Sähköpostin lähetyspäivä",
        "emailHtml": "Sähköpostin sisältö",
        "emailSubject": "Sähköpostin aihe",
        "emailTemplateId": "Sähköpostipohja",
        "history": "Historia",
        "id": "Id",
        "name": "Nimi",
        "npPushBody": "Push-teksti",
        "npPushCtaName": "Push-painikkeen teksti",
        "npPushCtaUrl": "Push-painikkeen linkki",
        "npPushTitle": "Push-otsikko",
        "pushDate": "Push-viestin lähetyspäivä",
        "smsDate": "Tekstiviestin lähetyspäivä",
        "smsText": "Tekstiviesti",
        "status": "Tila",
        "venueIds": "Ravintolat"
      },
      "listItems": {
        "history": {
          "action": "Toiminto",
          "at": "Milloin",
          "comment": "Kommentti",
          "fromStatus": "Aiempi tila",
          "toStatus": "Uusi tila",
          "userId": "Tekijä",
          "userName": "Tekijä"
        }
      },
      "name": "Pääkampanja |||| Pääkampanjat"
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
    "mediaLibrary": {
      "fields": {
        "id": "Id"
      },
      "name": "Mediakirjasto |||| Mediakirjasto"
    },
    "meetingInstances": {
      "fields": {
        "actionItems": "Toimenpiteet",
        "attendees": "Osallistujat",
        "currentStep": "Nykyinen vaihe",
        "decisions": "Päätökset",
        "endedAt": "Päättynyt",
        "facilitator": "Puheenjohtaja",
        "id": "Id",
        "meeting": {
          "_label": "Kokous pidettynä",
          "powerBi": {
            "_label": "Power BI -raportti",
            "name": "Raportti",
            "reportId": "Power BI -raportin tunnus",
            "workspaceId": "Power BI -työtilan tunnus"
          },
          "steps": "Vaiheet",
          "title": "Otsikko",
          "type": "Tyyppi"
        },
        "meetingId": "Kokous",
        "mentions": "Mainitut",
        "notes": "Muistiinpanot",
        "period": "Jakso",
        "startedAt": "Aloitettu",
        "status": "Tila",
        "stepNotes": "Vaiheiden muistiinpanot",
        "venueId": "Ravintola",
        "when": "Milloin",
        "whenYear": "Vuosi"
      },
      "listItems": {
        "actionItems": {
          "assigneeId": "Osallistuja",
          "createdId": "Luotu",
          "dueDate": "Määräpäivä",
          "kind": "Muuttuu",
          "title": "Toimenpide"
        },
        "stepNotes": {
          "note": "Muistiinpano",
          "step": "Vaihe"
        }
      },
      "name": "Kokous |||| Kokoukset"
    },
    "meetingNotificationRules": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "inactivitySeconds": "Passiivinen (passiivisuussäännöt)",
        "isActive": "Aktiivinen",
        "meetingId": "Kokous (tyhjä: kaikki kokoukset)",
        "message": "Ilmoituksen teksti",
        "name": "Nimi",
        "recipientRoles": "Ilmoita ravintolan",
        "title": "Ilmoituksen otsikko",
        "type": "Laukeaa kun"
      },
      "name": "Kokoussääntö |||| Kokoussäännöt"
    },
    "meetingRuleFirings": {
      "fields": {
        "firedAt": "Ilmoitettu",
        "id": "Id",
        "ruleId": "Sääntö",
        "venueId": "Ravintola"
      },
      "name": "Säännön laukeaminen |||| Säännön laukeamiset"
    },
    "meetings": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "powerBiReportId": "Power BI -raportti (Power BI -vaiheeseen)",
        "steps": "Vaiheet",
        "title": "Otsikko",
        "type": "Tyyppi",
        "venueId": "Ravintola (tyhjä: maan kaikki ravintolat)"
      },
      "name": "Kokous |||| Kokoukset"
    },
    "messageTemplates": {
      "fields": {
        "enabled": "Käytössä",
        "id": "Id",
        "name": "Nimi",
        "template": {
          "_label": "Pohja",
          "body": "Teksti",
          "subject": "Aihe",
          "templateType": "Muoto"
        },
        "venueId": "Ravintola"
      },
      "name": "Viestipohja |||| Viestipohjat"
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
      "listItems": {
        "messages": {
          "fromGuest": "Asiakkaalta",
          "id": "Tunnus",
          "isSystemMessage": "Järjestelmäviesti",
          "senderName": "Lähettäjä",
          "senderUserId": "Lähettäjä",
          "sentAt": "Lähetetty",
          "text": "Teksti"
        }
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
    "newsArticles": {
      "fields": {
        "author": "Kirjoittaja",
        "body": "Teksti",
        "categoryId": "Luokka",
        "commentCount": "Kommentit",
        "id": "Id",
        "likeCount": "Tykkäykset",
        "publishedAt": "Julkaistu",
        "summary": "Tiivistelmä",
        "title": "Otsikko"
      },
      "name": "Uutinen |||| Uutiset"
    },
    "newsComments": {
      "fields": {
        "articleId": "Artikkeli",
        "content": "Kommentti",
        "id": "Id",
        "mentions": "Mainitut",
        "userName": "Kirjoittaja"
      },
      "name": "Kommentti |||| Kommentit"
    },
    "newsLikes": {
      "fields": {
        "articleId": "Artikkeli",
        "id": "Id",
        "userId": "Käyttäjä"
      },
      "name": "Tykkäys |||| Tykkäykset"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Luettu",
        "kind": "Tyyppi",
        "link": "Linkki",
        "message": "Viesti",
        "params": {
          "_label": "Tiedot",
          "author": "Kirjoittaja",
          "name": "Nimi",
          "place": "Missä"
        },
        "sourceKey": "Lähde",
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
    "packages": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "items": "Sisältö",
        "name": "Nimi",
        "price": "Paketin hinta sis. ALV",
        "validFrom": "Voimassa alkaen",
        "validTo": "Voimassa asti"
      },
      "listItems": {
        "items": {
          "quantity": "Määrä",
          "salesProductId": "Myyntituote"
        }
      },
      "name": "Paketti |||| Paketit"
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
        "meetingInstanceId": "Kokouksesta",
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
    "plandayPayrateChanges": {
      "fields": {
        "effectiveDate": "Voimassa alkaen",
        "employeeName": "Työntekijä",
        "employeeNumber": "Henkilönro",
        "errorMessage": "Virhe",
        "hasError": "Siirto epäonnistui",
        "id": "Id",
        "newRate": "Uusi tuntipalkka",
        "oldRate": "Vanha tuntipalkka",
        "reason": "Syy",
        "venueId": "Ravintola"
      },
      "name": "Palkkatason muutos |||| Palkkatason muutokset"
    },
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Sijainti",
        "mustRequestTip": "Pyydettävä juomarahaa",
        "name": "Nimi",
        "venueId": "Ravintola"
      },
      "name": "Pääte |||| Päätteet"
    },
    "posFloorplans": {
      "fields": {
        "height": "Korkeus",
        "id": "Id",
        "locationId": "Sijainti",
        "name": "Nimi",
        "tables": "Pöydät",
        "venueId": "Ravintola",
        "width": "Leveys"
      },
      "listItems": {
        "tables": {
          "height": "Korkeus",
          "name": "Nimi",
          "seats": "Paikat",
          "shape": "Muoto",
          "tableId": "Tunniste",
          "width": "Leveys",
          "x": "Vasen",
          "y": "Ylä"
        }
      },
      "name": "Pohjapiirros |||| Pohjapiirrokset"
    },
    "posReports": {
      "fields": {
        "country": "Maa",
        "id": "Id"
      },
      "name": "Hankintaraportti |||| Hankintaraportit"
    },
    "posVenues": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "locations": "Sijainnit",
        "name": "Nimi",
        "settings": {
          "_label": "Ravintolan asetukset",
          "businessDayStartsAt": "Liiketoimintapäivä alkaa",
          "defaultPriceGroupId": "Hintaryhmä",
          "receiptFooter": "Kuitin alatunniste",
          "receiptHeader": "Kuitin ylätunniste",
          "receivingStorageId": "Vastaanottovarasto",
          "serviceChargePercentage": "Palvelumaksu (%)",
          "tipsEnabled": "Juomarahat käytössä",
          "zReportEmail": "Z-raportin sähköposti"
        },
        "storages": "Varastot",
        "venueId": "Ravintola"
      },
      "listItems": {
        "locations": {
          "locationId": "Tunniste",
          "name": "Nimi",
          "storageId": "Varasto"
        },
        "storages": {
          "storageId": "Tunniste",
          "storageName": "Varaston nimi"
        }
      },
      "name": "Kassaravintola |||| Kassaravintolat"
    },
    "pouringCategories": {
      "fields": {
        "id": "Id",
        "name": "Nimi",
        "pourSize": "Annoskoko (cl)",
        "wastePercentage": "Sallittu hävikki (%)"
      },
      "name": "Annostelukategoria |||| Annostelukategoriat"
    },
    "powerBi": {
      "fields": {
        "id": "Id"
      },
      "name": "Power BI -raportti |||| Power BI -raportit"
    },
    "priceGroups": {
      "fields": {
        "id": "Id",
        "isDefault": "Oletus",
        "name": "Nimi"
      },
      "name": "Hintaryhmä |||| Hintaryhmät"
    },
    "priceShiftWindows": {
      "fields": {
        "fromTime": "Alkaen",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "priceGroupId": "Hintaryhmä",
        "toTime": "Asti",
        "validFrom": "Voimassa alkaen",
        "validTo": "Voimassa asti",
        "venueId": "Ravintola",
        "weekdays": "Viikonpäivät"
      },
      "name": "Hinnanmuutosikkuna |||| Hinnanmuutosikkunat"
    },
    "procurement/poc/packages": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "items": "Sisältö",
        "name": "Nimi",
        "price": "Paketin hinta sis. ALV",
        "validFrom": "Voimassa alkaen",
        "validTo": "Voimassa asti"
      },
      "listItems": {
        "items": {
          "quantity": "Määrä",
          "salesProductId": "Myyntituote"
        }
      },
      "name": "Paketti |||| Paketit"
    },
    "procurement/poc/sales-products": {
      "fields": {
        "allergyIds": "Allergeenit",
        "color": "Painikkeen väri",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "PLU",
        "prices": "Hinnat",
        "recipeId": "Resepti",
        "salesProductGroupId": "Myyntiryhmä",
        "salesProductSubGroupId": "Myynnin alaryhmä",
        "taxGroupId": "Veroryhmä"
      },
      "listItems": {
        "prices": {
          "price": "Hinta sis. ALV",
          "priceGroupId": "Hintaryhmä"
        }
      },
      "name": "Myyntituote |||| Myyntituotteet"
    },
    "procurement/poc/stock-products": {
      "fields": {
        "barcode": "Viivakoodi",
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "costPrice": "Ostohinta yksiköltä",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "Tuotenumero",
        "pouringCategoryId": "Annostelukategoria",
        "productUnitId": "Yksikkö",
        "stockContainerTypeId": "Pakkaustyyppi",
        "stockProductGroupId": "Tuoteryhmä",
        "vendorId": "Toimittaja"
      },
      "name": "Varastotuote |||| Varastotuotteet"
    },
    "procurement/poc/vendors": {
      "fields": {
        "contactName": "Yhteyshenkilö",
        "country": "Maa",
        "email": "Tilaussähköposti",
        "id": "Id",
        "isActive": "Aktiivinen",
        "leadTimeDays": "Toimitusaika (päivää)",
        "minimumOrder": "Vähimmäistilaus",
        "name": "Nimi",
        "phone": "Puhelin",
        "vendorNumber": "Toimittajanumero"
      },
      "name": "Toimittaja |||| Toimittajat"
    },
    "procurement/product-specs": {
      "fields": {
        "costPerPortion": "Annoksen kustannus",
        "country": "Maa",
        "description": "Valmistusohje",
        "id": "Id",
        "lines": "Ainesosat",
        "name": "Nimi",
        "portions": "Annokset"
      },
      "listItems": {
        "lines": {
          "amount": "Määrä (tuotteen sisällön yksikössä)",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Resepti |||| Reseptit"
    },
    "procurement/stock-products": {
      "fields": {
        "barcode": "Viivakoodi",
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "costPrice": "Ostohinta yksiköltä",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "Tuotenumero",
        "pouringCategoryId": "Annostelukategoria",
        "productUnitId": "Yksikkö",
        "stockContainerTypeId": "Pakkaustyyppi",
        "stockProductGroupId": "Tuoteryhmä",
        "vendorId": "Toimittaja"
      },
      "name": "Varastotuote |||| Varastotuotteet"
    },
    "procurement/stocking-templates": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "lines": "Tuotteet ja tavoitetasot",
        "name": "Nimi"
      },
      "listItems": {
        "lines": {
          "parLevel": "Tavoitetaso",
          "reorderPoint": "Tilauspiste",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Varastopohja |||| Varastopohjat"
    },
    "productUnits": {
      "fields": {
        "abbreviation": "Lyhenne",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Tuoteyksikkö |||| Tuoteyksiköt"
    },
    "purchaseOrders": {
      "fields": {
        "cancelledAt": "Peruttu",
        "country": "Maa",
        "currency": "Valuutta",
        "expectedDeliveryDate": "Odotettu toimitus",
        "id": "Id",
        "lines": "Rivit",
        "note": "Huomautus",
        "orderNumber": "Tilausnumero",
        "receipts": "Vastaanotot",
        "receivedAt": "Viimeksi vastaanotettu",
        "state": "Tila",
        "submittedAt": "Lähetetty",
        "total": "Yhteensä",
        "vendorId": "Toimittaja",
        "venueId": "Ravintola"
      },
      "listItems": {
        "lines": {
          "lineId": "Rivin tunniste",
          "quantity": "Tilattu",
          "receivedQuantity": "Vastaanotettu",
          "stockProductId": "Varastotuote",
          "unitCost": "Yksikköhinta"
        },
        "receipts": {
          "lines": "Rivit",
          "note": "Huomautus",
          "receivedAt": "Päivämäärä",
          "receivedBy": "Vastaanottaja",
          "storageId": "Varasto"
        }
      },
      "name": "Ostotilaus |||| Ostotilaukset"
    },
    "recipes": {
      "fields": {
        "costPerPortion": "Annoksen kustannus",
        "country": "Maa",
        "description": "Valmistusohje",
        "id": "Id",
        "lines": "Ainesosat",
        "name": "Nimi",
        "portions": "Annokset"
      },
      "listItems": {
        "lines": {
          "amount": "Määrä (tuotteen sisällön yksikössä)",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Resepti |||| Reseptit"
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
    "salesProductGroups": {
      "fields": {
        "color": "Väri",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Myyntiryhmä |||| Myyntiryhmät"
    },
    "salesProductSubGroups": {
      "fields": {
        "color": "Väri",
        "id": "Id",
        "name": "Nimi",
        "salesProductGroupId": "Myyntiryhmä",
        "salesProductGroupName": "Myyntiryhmä"
      },
      "name": "Myynnin alaryhmä |||| Myynnin alaryhmät"
    },
    "salesProducts": {
      "fields": {
        "allergyIds": "Allergeenit",
        "color": "Painikkeen väri",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "PLU",
        "prices": "Hinnat",
        "recipeId": "Resepti",
        "salesProductGroupId": "Myyntiryhmä",
        "salesProductSubGroupId": "Myynnin alaryhmä",
        "taxGroupId": "Veroryhmä"
      },
      "listItems": {
        "prices": {
          "price": "Hinta sis. ALV",
          "priceGroupId": "Hintaryhmä"
        }
      },
      "name": "Myyntituote |||| Myyntituotteet"
    },
    "salesWasteReasons": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Myyntihävikin syy |||| Myyntihävikin syyt"
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
        "name": "Nimi"
      },
      "name": "Aikavyöhyke |||| Aikavyöhykkeet"
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
    "stockContainerTypes": {
      "fields": {
        "id": "Id",
        "name": "Nimi",
        "tareWeight": "Tyhjäpaino (g)"
      },
      "name": "Pakkaustyyppi |||| Pakkaustyypit"
    },
    "stockCounts": {
      "fields": {
        "activatedAt": "Aloitettu",
        "cancelledAt": "Peruttu",
        "completedAt": "Valmis",
        "countDate": "Laskentapäivä",
        "country": "Maa",
        "currency": "Valuutta",
        "id": "Id",
        "lines": "Rivit",
        "name": "Nimi",
        "note": "Huomautus",
        "state": "Tila",
        "storageId": "Varasto (tyhjä: koko ravintola)",
        "varianceValue": "Eron arvo",
        "venueId": "Ravintola"
      },
      "listItems": {
        "lines": {
          "countedQuantity": "Laskettu",
          "expectedQuantity": "Odotettu",
          "lineId": "Rivin tunniste",
          "locationId": "Sijainti",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Varastolaskenta |||| Varastolaskennat"
    },
    "stockMovements": {
      "fields": {
        "id": "Id",
        "kind": "Laji",
        "note": "Huomautus",
        "occurredAt": "Päivämäärä",
        "quantity": "Määrä",
        "sourceId": "Lähde",
        "stockProductId": "Varastotuote",
        "storageId": "Varasto",
        "venueId": "Ravintola",
        "wasteReasonId": "Hävikin syy"
      },
      "name": "Varastotapahtuma |||| Varastotapahtumat"
    },
    "stockProductGroups": {
      "fields": {
        "color": "Väri",
        "id": "Id",
        "name": "Nimi",
        "productCategoryId": "Tuotekategoria",
        "productCategoryName": "Tuotekategoria"
      },
      "name": "Tuoteryhmä |||| Tuoteryhmät"
    },
    "stockProductRequests": {
      "fields": {
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "country": "Maa",
        "decidedAt": "Päätetty",
        "decidedBy": "Päättäjä",
        "decisionNote": "Vastaus",
        "estimatedCost": "Arvioitu yksikköhinta",
        "id": "Id",
        "name": "Tuotteen nimi",
        "reason": "Miksi ravintola tarvitsee sen",
        "state": "Tila",
        "stockProductId": "Varastotuote",
        "vendorName": "Toimittaja",
        "venueId": "Ravintola"
      },
      "name": "Varastotuotepyyntö |||| Varastotuotepyynnöt"
    },
    "stockProducts": {
      "fields": {
        "barcode": "Viivakoodi",
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "costPrice": "Ostohinta yksiköltä",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "Tuotenumero",
        "pouringCategoryId": "Annostelukategoria",
        "productUnitId": "Yksikkö",
        "stockContainerTypeId": "Pakkaustyyppi",
        "stockProductGroupId": "Tuoteryhmä",
        "vendorId": "Toimittaja"
      },
      "name": "Varastotuote |||| Varastotuotteet"
    },
    "stockSettings": {
      "fields": {
        "countIntervalDays": "Laskenta joka (päivä)",
        "country": "Maa",
        "defaultLeadTimeDays": "Oletustoimitusaika (päivää)",
        "id": "Id",
        "purchaseOrderPrefix": "Tilausnumeron etuliite",
        "varianceTolerancePercentage": "Hyväksytty laskentapoikkeama (%)"
      },
      "name": "Varastoasetukset |||| Varastoasetukset"
    },
    "stockTransfers": {
      "fields": {
        "cancelledAt": "Peruttu",
        "country": "Maa",
        "id": "Id",
        "lines": "Rivit",
        "note": "Huomautus",
        "receivedAt": "Vastaanotettu",
        "sentAt": "Lähetetty",
        "state": "Tila",
        "toVenueId": "Vastaanottava ravintola",
        "transferNumber": "Numero",
        "venueId": "Lähettävä ravintola"
      },
      "listItems": {
        "lines": {
          "quantity": "Määrä",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Varastosiirto |||| Varastosiirrot"
    },
    "stockWasteReasons": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Varastohävikin syy |||| Varastohävikin syyt"
    },
    "stockingTemplates": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "lines": "Tuotteet ja tavoitetasot",
        "name": "Nimi"
      },
      "listItems": {
        "lines": {
          "parLevel": "Tavoitetaso",
          "reorderPoint": "Tilauspiste",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Varastopohja |||| Varastopohjat"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Maininta |||| Maininnat"
    },
    "taxGroups": {
      "fields": {
        "code": "Koodi",
        "id": "Id",
        "name": "Nimi",
        "taxRatePercentage": "Verokanta (%)"
      },
      "name": "Veroryhmä |||| Veroryhmät"
    },
    "tonightAcrossVenues": {
      "fields": {
        "date": "Päivämäärä",
        "id": "Id"
      },
      "name": "Tänä iltana kaikissa ravintoloissa |||| Tänä iltana kaikissa ravintoloissa"
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
    "vendors": {
      "fields": {
        "contactName": "Yhteyshenkilö",
        "country": "Maa",
        "email": "Tilaussähköposti",
        "id": "Id",
        "isActive": "Aktiivinen",
        "leadTimeDays": "Toimitusaika (päivää)",
        "minimumOrder": "Vähimmäistilaus",
        "name": "Nimi",
        "phone": "Puhelin",
        "vendorNumber": "Toimittajanumero"
      },
      "name": "Toimittaja |||| Toimittajat"
    },
    "venueCampaigns": {
      "fields": {
        "approvalComment": "Hyväksynnän kommentti",
        "description": "Kuvaus",
        "emailDate": "Sähköpostin lähetyspäivä",
        "emailHtml": "Sähköpostin sisältö",
        "emailSubject": "Sähköpostin aihe",
        "emailTemplateId": "Sähköpostipohja",
        "history": "Historia",
        "id": "Id",
        "masterId": "Pääkampanja",
        "npPushBody": "Push-teksti",
        "npPushCtaName": "Push-painikkeen teksti",
        "npPushCtaUrl": "Push-painikkeen linkki",
        "npPushTitle": "Push-otsikko",
        "pushDate": "Push-viestin lähetyspäivä",
        "rejectedComment": "Hylkäyksen kommentti",
        "smsDate": "Tekstiviestin lähetyspäivä",
        "smsText": "Tekstiviesti",
        "statistics": {
          "_label": "Tilastot",
          "emailsBounced": "Palautuneet sähköpostit",
          "emailsClicked": "Klikatut sähköpostit",
          "emailsDelivered": "Toimitetut sähköpostit",
          "emailsOpened": "Avatut sähköpostit",
          "emailsSent": "Lähetetyt sähköpostit",
          "pushOpened": "Avatut push-viestit",
          "pushSent": "Lähetetyt push-viestit",
          "recipients": "Vastaanottajat",
          "smsDelivered": "Toimitetut tekstiviestit",
          "smsSent": "Lähetetyt tekstiviestit",
          "unsubscribed": "Peruneet tilauksen"
        },
        "status": "Tila",
        "statusBeforeMasterApproval": "Tila ennen pääkampanjan hyväksyntää",
        "submitComment": "Lähetyksen kommentti",
        "submittedAt": "Lähetetty",
        "title": "Otsikko",
        "venueId": "Ravintola"
      },
      "listItems": {
        "history": {
          "action": "Toiminto",
          "at": "Milloin",
          "comment": "Kommentti",
          "fromStatus": "Aiempi tila",
          "toStatus": "Uusi tila",
          "userId": "Tekijä",
          "userName": "Tekijä"
        }
      },
      "name": "Ravintolan kampanja |||| Ravintolan kampanjat"
    },
    "venueCockpit": {
      "fields": {
        "id": "Id"
      },
      "name": "Cockpit |||| Cockpit"
    },
    "venueDetails": {
      "fields": {
        "address": "Osoite",
        "bookingOnRequestOnly": "Varaus vain pyynnöstä",
        "currencyInfo": {
          "_label": "Valuutta",
          "code": "Koodi",
          "symbol": "Symboli"
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
      "listItems": {
        "legalDocuments": {
          "name": "Nimi",
          "url": "URL"
        },
        "seatingStrategies": {
          "level": "Taso",
          "matchScoreModifier": "Pisteet osuessa",
          "scorePerUnusedSeatMultiplier": "Pisteet per vapaa paikka",
          "seatingStrategyType": "Strategia",
          "unmatchedScoreModifier": "Pisteet muuten"
        },
        "venuePolicies": {
          "identifier": "Tunniste",
          "limits": "Rajat",
          "policyConfigurationId": "Id",
          "policyLevel": "Taso",
          "policyType": "Säännön tyyppi"
        }
      },
      "name": "Ravintolan tiedot |||| Ravintolan tiedot"
    },
    "venueDrive": {
      "fields": {
        "id": "Id",
        "path": "Kansio",
        "venueId": "Ravintola"
      },
      "name": "Kansio |||| Ravintolan asema"
    },
    "venueDriveFiles": {
      "fields": {
        "domainPermission": "Kuka näkee sen",
        "id": "Id",
        "venueId": "Ravintola"
      },
      "name": "Aseman tiedosto |||| Aseman tiedostot"
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
        "addressVersion": "Osoitteen versio",
        "general": {
          "_label": "Yleiset tiedot",
          "ageLimit": "Ikäraja",
          "capacity": "Kapasiteetti (asiakasta)",
          "description": "Kuvaus",
          "email": "Sähköposti",
          "phone": "Puhelin",
          "website": "Verkkosivu"
        },
        "generalVersion": "Yleisten tietojen versio",
        "id": "Id",
        "openingHours": "Aukioloajat",
        "openingHoursVersion": "Aukioloaikojen versio",
        "venueId": "Ravintola"
      },
      "listItems": {
        "openingHours": {
          "closed": "Suljettu",
          "closes": "Sulkeutuu",
          "opens": "Avautuu",
          "weekday": "Päivä"
        }
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
    "venueRecipes": {
      "fields": {
        "costPerPortion": "Annoksen kustannus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "lines": "Ainesosat",
        "name": "Nimi",
        "portions": "Annokset",
        "recipeId": "Maan reseptin pohjalta",
        "venueId": "Ravintola"
      },
      "listItems": {
        "lines": {
          "amount": "Määrä (tuotteen sisällön yksikössä)",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Ravintolan resepti |||| Ravintoloiden reseptit"
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
      "listItems": {
        "seatingStrategies": {
          "level": "Taso",
          "matchScoreModifier": "Pisteet osuessa",
          "scorePerUnusedSeatMultiplier": "Pisteet per vapaa paikka",
          "seatingStrategyType": "Strategia",
          "unmatchedScoreModifier": "Pisteet muuten"
        },
        "venuePolicies": {
          "identifier": "Tunniste",
          "limits": "Rajat",
          "policyConfigurationId": "Id",
          "policyLevel": "Taso",
          "policyType": "Säännön tyyppi"
        }
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
          "sections": "Osioiden alueet",
          "tables": "Pöydät",
          "width": "Leveys"
        },
        "floorplanVersion": "Pohjapiirroksen versio",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "seatingStrategies": "Sijoitusstrategiat",
        "type": "Tyyppi",
        "venueDetailsId": "Ravintola",
        "venuePolicies": "Säännöt"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Taso",
          "matchScoreModifier": "Pisteet osuessa",
          "scorePerUnusedSeatMultiplier": "Pisteet per vapaa paikka",
          "seatingStrategyType": "Strategia",
          "unmatchedScoreModifier": "Pisteet muuten"
        },
        "venuePolicies": {
          "identifier": "Tunniste",
          "limits": "Rajat",
          "policyConfigurationId": "Id",
          "policyLevel": "Taso",
          "policyType": "Säännön tyyppi"
        }
      },
      "name": "Kokoonpano |||| Kokoonpanot"
    },
    "venueStocks": {
      "fields": {
        "id": "Id",
        "venueId": "Ravintola"
      },
      "name": "Ravintolan varasto |||| Ravintoloiden varastot"
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
      "listItems": {
        "seatingStrategies": {
          "level": "Taso",
          "matchScoreModifier": "Pisteet osuessa",
          "scorePerUnusedSeatMultiplier": "Pisteet per vapaa paikka",
          "seatingStrategyType": "Strategia",
          "unmatchedScoreModifier": "Pisteet muuten"
        },
        "venuePolicies": {
          "identifier": "Tunniste",
          "limits": "Rajat",
          "policyConfigurationId": "Id",
          "policyLevel": "Taso",
          "policyType": "Säännön tyyppi"
        }
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
        "listSessionId": "Käynniltä tai katselmukselta",
        "meetingInstanceId": "Kokouksesta",
        "questionId": "Kysymys",
        "repeat": "Toisto",
        "roleTypeId": "Tehtävätyyppi",
        "skippedDates": "Siirretyt kerrat",
        "title": "Otsikko",
        "venueId": "Ravintola"
      },
      "name": "Ravintolan tehtävä |||| Ravintolan tehtävät"
    },
    "venueTrainingSessions": {
      "fields": {
        "date": "Päivämäärä",
        "durationMinutes": "Minuutit",
        "id": "Id",
        "participants": "Osallistujat",
        "startTime": "Alkaa",
        "status": "Tila",
        "title": "Koulutus",
        "trainer": "Kouluttaja",
        "venueId": "Ravintola"
      },
      "name": "Koulutustilaisuus |||| Koulutustilaisuudet"
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
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Tavoitetaso",
        "reorderPoint": "Tilauspiste",
        "stockProductId": "Varastotuote",
        "venueId": "Ravintola"
      },
      "name": "Tavoitetaso |||| Tavoitevarasto"
    },
    "vp/pim/product-specs": {
      "fields": {
        "costPerPortion": "Annoksen kustannus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "lines": "Ainesosat",
        "name": "Nimi",
        "portions": "Annokset",
        "recipeId": "Maan reseptin pohjalta",
        "venueId": "Ravintola"
      },
      "listItems": {
        "lines": {
          "amount": "Määrä (tuotteen sisällön yksikössä)",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Ravintolan resepti |||| Ravintoloiden reseptit"
    },
    "vp/pim/stock-product-requests": {
      "fields": {
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "country": "Maa",
        "decidedAt": "Päätetty",
        "decidedBy": "Päättäjä",
        "decisionNote": "Vastaus",
        "estimatedCost": "Arvioitu yksikköhinta",
        "id": "Id",
        "name": "Tuotteen nimi",
        "reason": "Miksi ravintola tarvitsee sen",
        "state": "Tila",
        "stockProductId": "Varastotuote",
        "vendorName": "Toimittaja",
        "venueId": "Ravintola"
      },
      "name": "Varastotuotepyyntö |||| Varastotuotepyynnöt"
    },
    "waiterLists": {
      "fields": {
        "date": "Päivämäärä",
        "id": "Id",
        "venueId": "Ravintola",
        "waiters": "Vuorossa"
      },
      "listItems": {
        "waiters": {
          "endTime": "Päättyy",
          "name": "Nimi",
          "role": "Rooli",
          "startTime": "Alkaa",
          "terminalIds": "Päätteet",
          "userId": "Portaalin käyttäjä"
        }
      },
      "name": "Tarjoilijalista |||| Tarjoilijalistat"
    },
    "wizardInstances": {
      "fields": {
        "completedAt": "Valmis",
        "currentStep": "Vaihe",
        "employeeName": "Henkilö",
        "id": "Id",
        "startedAt": "Aloitettu",
        "status": "Tila",
        "totalSteps": "Vaiheita",
        "venueId": "Ravintola",
        "wizard": "Polku"
      },
      "name": "Ohjattu polku |||| Ohjatut polut"
    },
    "zReports": {
      "fields": {
        "businessDate": "Liiketoimintapäivä",
        "closedAt": "Suljettu",
        "country": "Maa",
        "currency": "Valuutta",
        "discounts": "Alennukset",
        "grossSales": "Bruttomyynti",
        "guestCount": "Asiakkaat",
        "id": "Id",
        "netSales": "Nettomyynti",
        "openedAt": "Avattu",
        "payments": "Maksut",
        "refunds": "Palautukset",
        "reportNumber": "Raporttinumero",
        "salesByGroup": "Myynti ryhmittäin",
        "taxTotal": "ALV",
        "taxes": "ALV ryhmittäin",
        "terminalId": "Pääte",
        "tips": "Juomarahat",
        "transactionCount": "Tapahtumat",
        "venueId": "Ravintola"
      },
      "listItems": {
        "payments": {
          "amount": "Määrä",
          "method": "Nimi"
        },
        "salesByGroup": {
          "amount": "Määrä",
          "name": "Nimi",
          "quantity": "Määrä",
          "salesProductGroupId": "Tunniste"
        },
        "taxes": {
          "code": "Nimi",
          "net": "Määrä",
          "tax": "Määrä",
          "taxGroupId": "Tunniste",
          "taxRatePercentage": "Veroryhmä"
        }
      },
      "name": "Z-raportti |||| Z-raportit"
    }
  },
  "routes": {
    "cockpit/employees": "Työntekijät",
    "cockpit/payroll-changes": "Palkkamuutokset",
    "cockpit/tonight": "Ravintolat tänään",
    "cockpit/training-sessions": "Koulutustilaisuudet",
    "cockpit/wizard-instances": "Ohjatut polut",
    "cp/powerbitester": "Power BI -testaus",
    "cp/report": "Raportti",
    "cp/reports": "Raporttilista",
    "crm/automations": "Automaatiot",
    "crm/booking-form-submissions": "Lähetetyt varauslomakkeet",
    "crm/booking-forms": "Varauslomakkeet",
    "crm/booking-products": "Varaustuotteet",
    "crm/campaigns": "Kampanjat",
    "crm/dynamicforms": "Dynaamiset lomakkeet",
    "crm/email-templates": "Sähköpostipohjat",
    "crm/engage/configuration": "Saapuneiden asetukset",
    "crm/engage/email": "Sähköposti",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Asiakasprofiili",
    "crm/guest-segmentation": "Asiakassegmentointi",
    "crm/guests": "Asiakkaat",
    "crm/guests/duplicates": "Kaksoiskappaleet",
    "crm/guests/import": "Tuo asiakkaita",
    "crm/guests/requests": "Rekisteröityjen pyynnöt",
    "crm/guests/retention": "Tietojen säilytys",
    "crm/legaldocument": "Juridinen asiakirja",
    "crm/legaldocuments": "Vaatimustenmukaisuus",
    "crm/overview": "CRM-yleiskatsaus",
    "crm/templates": "Automaatio",
    "life/eod": "Päiväraportit",
    "life/list-rules": "Listojen säännöt",
    "life/lists": "Listat",
    "life/lists/id": "Listan versio",
    "life/meeting-rules": "Kokoussäännöt",
    "life/meetings": "Kokoukset",
    "life/operationlinks": "Toimintalinkit",
    "marcom/guest-relations": "Varausten yleiskatsaus",
    "marcom/marcom": "Pöytävaraukset",
    "marcom/marcom/calendar": "Kokoonpanokalenteri",
    "marcom/marcom/events": "Tapahtumat",
    "marcom/marcom/floorplan": "Kokoonpanon pohjapiirros",
    "marcom/marcom/guest-list": "Vieraslista",
    "marcom/marcom/setup": "Ravintolan asetukset",
    "procurement-reports/report": "Myyntikatsaus",
    "procurement-reports/stock-products-report": "Varastotuoteraportti",
    "procurement/poc/assigned-sales-products": "Määritetyt myyntituotteet",
    "procurement/poc/assigned-stock-products": "Määritetyt varastotuotteet",
    "procurement/poc/configuration": "Maa-asetukset",
    "procurement/poc/packages": "Paketit",
    "procurement/poc/priceShiftWindows": "Hinnanmuutosikkunat",
    "procurement/poc/purchase-orders": "Ostotilaukset",
    "procurement/poc/sales-groups": "Myyntiryhmät",
    "procurement/poc/sales-products": "Myyntituotteet",
    "procurement/poc/stock-counts": "Varastolaskennat",
    "procurement/poc/stock-products": "Varastotuotteet",
    "procurement/poc/vendors": "Toimittajat",
    "procurement/poc/venue-tables": "Pohjapiirros",
    "procurement/poc/venues": "Kassaravintolat",
    "procurement/poc/waiterlist": "Tarjoilijalista",
    "procurement/poc/z-reports": "Z-raportit",
    "procurement/product-groups": "Tuoteryhmät",
    "procurement/product-specs": "Reseptit",
    "procurement/settings": "Varastoasetukset",
    "procurement/stock-locations": "Varastosijainnit",
    "procurement/stock-product-requests": "Varastotuotepyynnöt",
    "procurement/stock-products": "Varastotuotteet",
    "procurement/stocking-templates": "Varastopohjat",
    "procurement/venue-recipes": "Ravintoloiden reseptit",
    "procurement/venue-stocks": "Ravintoloiden varastot",
    "vp/activationplan": "Aktivointisuunnitelma",
    "vp/cockpit": "Cockpit",
    "vp/info": "Ravintolan tiedot",
    "vp/lists": "Käynnit ja katselmukset",
    "vp/lists/eodReport": "Päiväraportti",
    "vp/lists/eodReports": "Päiväraportit",
    "vp/lists/oldmaintenancereview": "Kunnossapitokatselmukset",
    "vp/lists/oldvenuevisit": "Ravintolakäynnit",
    "vp/lists/submissions/listId": "Lähetykset",
    "vp/lists/submissions/type/id": "Katselmus",
    "vp/medialibrary": "Mediakirjasto",
    "vp/meetings": "Kokoukset",
    "vp/news": "Uutiset",
    "vp/old-lists": "Aiemmat käynnit ja katselmukset",
    "vp/operationLinks": "Toimintalinkit",
    "vp/pim/desired-stock": "Tavoitevarasto",
    "vp/pim/orders": "Tilaukset",
    "vp/pim/pouring-categories": "Annostelukategoriat",
    "vp/pim/product-specs": "Reseptit",
    "vp/pim/stock": "Varasto",
    "vp/pim/stock-product-requests": "Varastotuotepyynnöt",
    "vp/pim/stock-transfers": "Varastosiirrot",
    "vp/pim/stocktake": "Inventaario",
    "vp/poc/assigned-sales-products": "Määritetyt myyntituotteet",
    "vp/poc/assigned-stock-products": "Määritetyt varastotuotteet",
    "vp/poc/priceShiftWindows": "Hinnanmuutosikkunat",
    "vp/poc/purchase-orders": "Ostotilaukset",
    "vp/poc/stock-counts": "Varastolaskennat",
    "vp/poc/venue-tables": "Pohjapiirros",
    "vp/poc/waiterlist": "Tarjoilijalista",
    "vp/tasks": "Ravintolan tehtävät",
    "vp/todos": "Tehtävät",
    "vp/venuecampaigns": "Ravintolan kampanjat",
    "vp/venuedrive": "Ravintolan asema",
    "vp/visits/visit": "Ravintolakäynti"
  },
  "services": {
    "crm": "CRM",
    "guests": "Asiakkaat",
    "life": "LIFE",
    "overview": "Yleiskatsaus",
    "reports": "Raportit",
    "upkeep": "Ylläpito",
    "venue": "Ravintola"
  },
  "sidebar": {
    "cockpit/employees": "Työntekijät",
    "cockpit/payroll-changes": "Palkkamuutokset",
    "cockpit/tonight": "Ravintolat tänään",
    "cockpit/training-sessions": "Koulutustilaisuudet",
    "cockpit/wizard-instances": "Ohjatut polut",
    "cp/powerbitester": "Power BI -testaus",
    "cp/reports": "Raporttilista",
    "crm/automations": "Automaatiot",
    "crm/booking-forms": "Varauslomakkeet",
    "crm/campaigns": "Kampanjat",
    "crm/dynamicforms": "Dynaamiset lomakkeet",
    "crm/email-templates": "Sähköpostipohjat",
    "crm/engage/configuration": "Asetukset",
    "crm/engage/email": "Sähköposti",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Asiakassegmentointi",
    "crm/guests": "Asiakkaat",
    "crm/guests/duplicates": "Kaksoiskappaleet",
    "crm/guests/import": "Tuo asiakkaita",
    "crm/guests/requests": "Rekisteröityjen pyynnöt",
    "crm/guests/retention": "Tietojen säilytys",
    "crm/legaldocuments": "Vaatimustenmukaisuus",
    "crm/overview": "Yleiskatsaus",
    "life/eod": "Päiväraportit",
    "life/list-rules": "Listojen säännöt",
    "life/lists": "Listat",
    "life/meeting-rules": "Kokoussäännöt",
    "life/meetings": "Kokoukset",
    "life/operationlinks": "Toimintalinkit",
    "marcom/guest-relations": "Varausten yleiskatsaus",
    "marcom/marcom": "Pöytävaraukset",
    "marcom/marcom/calendar": "Kokoonpanokalenteri",
    "marcom/marcom/events": "Tapahtumat",
    "marcom/marcom/floorplan": "Kokoonpanon pohjapiirros",
    "marcom/marcom/guest-list": "Vieraslista",
    "marcom/marcom/setup": "Ravintolan asetukset",
    "procurement-reports/report": "Myyntikatsaus",
    "procurement-reports/stock-products-report": "Varastotuoteraportti",
    "procurement/poc/assigned-sales-products": "Määritetyt myyntituotteet",
    "procurement/poc/assigned-stock-products": "Määritetyt varastotuotteet",
    "procurement/poc/configuration": "Maa-asetukset",
    "procurement/poc/packages": "Paketit",
    "procurement/poc/priceShiftWindows": "Hinnanmuutosikkunat",
    "procurement/poc/purchase-orders": "Ostotilaukset",
    "procurement/poc/sales-groups": "Myyntiryhmät",
    "procurement/poc/sales-products": "Myyntituotteet",
    "procurement/poc/stock-counts": "Varastolaskennat",
    "procurement/poc/stock-products": "Varastotuotteet",
    "procurement/poc/vendors": "Toimittajat",
    "procurement/poc/venue-tables": "Pohjapiirros",
    "procurement/poc/venues": "Kassaravintolat",
    "procurement/poc/waiterlist": "Tarjoilijalista",
    "procurement/poc/z-reports": "Z-raportit",
    "procurement/product-groups": "Tuoteryhmät",
    "procurement/product-specs": "Reseptit",
    "procurement/settings": "Varastoasetukset",
    "procurement/stock-locations": "Varastosijainnit",
    "procurement/stock-product-requests": "Varastotuotepyynnöt",
    "procurement/stock-products": "Varastotuotteet",
    "procurement/stocking-templates": "Varastopohjat",
    "procurement/venue-recipes": "Ravintoloiden reseptit",
    "procurement/venue-stocks": "Ravintoloiden varastot",
    "vp/activationplan": "Aktivointisuunnitelma",
    "vp/cockpit": "Cockpit",
    "vp/info": "Ravintolan tiedot",
    "vp/lists": "Käynnit ja katselmukset",
    "vp/lists/eodReports": "Päiväraportit",
    "vp/medialibrary": "Mediakirjasto",
    "vp/meetings": "Kokoukset",
    "vp/news": "Uutiset",
    "vp/operationLinks": "Toimintalinkit",
    "vp/pim/desired-stock": "Tavoitevarasto",
    "vp/pim/orders": "Tilaukset",
    "vp/pim/pouring-categories": "Annostelukategoriat",
    "vp/pim/product-specs": "Reseptit",
    "vp/pim/stock": "Varasto",
    "vp/pim/stock-product-requests": "Varastotuotepyynnöt",
    "vp/pim/stock-transfers": "Varastosiirrot",
    "vp/pim/stocktake": "Inventaario",
    "vp/poc/assigned-sales-products": "Määritetyt myyntituotteet",
    "vp/poc/assigned-stock-products": "Määritetyt varastotuotteet",
    "vp/poc/priceShiftWindows": "Hinnanmuutosikkunat",
    "vp/poc/purchase-orders": "Ostotilaukset",
    "vp/poc/stock-counts": "Varastolaskennat",
    "vp/poc/venue-tables": "Pohjapiirros",
    "vp/poc/waiterlist": "Tarjoilijalista",
    "vp/tasks": "Ravintolan tehtävät",
    "vp/todos": "Tehtävät",
    "vp/venuecampaigns": "Ravintolan kampanjat",
    "vp/venuedrive": "Ravintolan asema"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Aktivointi",
      "booking": "Varaukset",
      "engage": "Asiakasviestintä"
    },
    "guests": {},
    "life": {
      "general": "Yleiset",
      "lists": "Listat",
      "meetings": "Kokoukset"
    },
    "overview": {
      "procurement": "Hankinta"
    },
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
