// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Assisterende daglig leder",
    "cd": "Landsdirektør",
    "cma": "Kanalmarkedsføringsmedarbeider",
    "cmm": "Kanalmarkedsføringssjef",
    "fla": "FL-administrator",
    "gr": "Gjesteservice",
    "ncnp": "Trainee i kanalmarkedsføring",
    "rd": "Regiondirektør",
    "rm": "Regionsjef",
    "scmm": "Senior kanalmarkedsføringssjef",
    "sm": "Skiftleder",
    "sma": "Stedsansvarlig",
    "smt": "Skiftleder-trainee",
    "svm": "Senior daglig leder",
    "vm": "Daglig leder"
  },
  "countries": {
    "dk": "Danmark",
    "fi": "Finland",
    "no": "Norge",
    "uk": "Storbritannia"
  },
  "enums": {
    "activationPlanCampaigns": {
      "channel": {
        "email": "E-post",
        "inVenue": "På stedet",
        "print": "Trykk",
        "social": "Sosiale medier"
      }
    },
    "activationPlanChangeLog": {
      "change": {
        "created": "Lagt til",
        "deleted": "Slettet",
        "imported": "Importert",
        "moved": "Flyttet",
        "updated": "Endret"
      },
      "entity": {
        "budget": "Budsjett",
        "campaign": "Kampanje",
        "comment": "Kommentar",
        "event": "Arrangement"
      }
    },
    "activationPlanEvents": {
      "category": {
        "holiday": "Helligdag",
        "music": "Musikk",
        "other": "Annet",
        "promotion": "Kampanje",
        "sports": "Sport",
        "theme": "Temakveld"
      }
    },
    "automations": {
      "actionType": {
        "AddLabelAction": "Legg til en etikett",
        "AddPointsAction": "Legg til poeng",
        "SendMailAction": "Send en e-post",
        "SendSmsAction": "Send en SMS"
      },
      "conditionType": {
        "HasClickedMailCondition": "Har klikket på en lenke i en e-post",
        "HasLabelCondition": "Har en etikett",
        "HasReadMailCondition": "Har lest en e-post",
        "IsDynamicFormCondition": "Har sendt inn et dynamisk skjema"
      },
      "trigger": {
        "0": "Booking opprettet",
        "1": "Booking bekreftet",
        "2": "Uteblitt fra booking",
        "3": "Booking ankommet",
        "4": "Booking avvist",
        "5": "30 dager før gjestens bursdag",
        "6": "Gjestens bursdag",
        "7": "Dynamisk skjema sendt inn",
        "8": "Gjest opprettet",
        "9": "Scratcher-lead generert",
        "10": "Fixr-billett solgt"
      }
    },
    "bookingForms": {
      "bookingFieldType": {
        "ArrivalDate": "Ankomstdato",
        "DynamicDropdown": "Dynamisk nedtrekksliste",
        "DynamicText": "Dynamisk tekst",
        "GeneralComments": "Generelle kommentarer",
        "GuestBirthdate": "Gjestens fødselsdato",
        "GuestEmail": "Gjestens e-post",
        "GuestFullName": "Gjestens navn",
        "GuestPhone": "Gjestens telefon",
        "NumGuests": "Antall gjester",
        "Products": "Valg av produkter",
        "ProductsSingle": "Valg av ett produkt"
      }
    },
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
        "3": "Bekreftet av stedet",
        "4": "Avlyst av stedet",
        "5": "Avlyst av gjest",
        "7": "Forespurt",
        "8": "Forespørsel avvist"
      }
    },
    "campaignOutbox": {
      "channel": {
        "Email": "E-post",
        "Sms": "SMS"
      }
    },
    "campusEmployees": {
      "level": {
        "0": "Ikke startet",
        "1": "Nivå 1",
        "2": "Nivå 2",
        "3": "Nivå 3"
      },
      "position": {
        "bartender": "Bartender",
        "chef": "Kokk",
        "doorman": "Dørvakt",
        "host": "Vert",
        "shiftManager": "Skiftleder",
        "venueManager": "Daglig leder",
        "waiter": "Servitør"
      }
    },
    "campusLevelChanges": {
      "level": {
        "1": "Nivå 1",
        "2": "Nivå 2",
        "3": "Nivå 3"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Kjernerapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "cookiePopupSettings": {
      "popupPosition": {
        "bottom": "Felt nederst",
        "bottomLeft": "Boks nederst til venstre",
        "center": "Dialog i midten"
      }
    },
    "cookies": {
      "cookieCategory": {
        "Analytics": "Statistikk",
        "Marketing": "Markedsføring",
        "Nessecary": "Nødvendige",
        "Preferences": "Preferanser",
        "Unclassified": "Uklassifiserte"
      },
      "cookieMethod": {
        "Cookie": "Informasjonskapsel",
        "LocalStorage": "Lokal lagring",
        "SessionStorage": "Øktlagring"
      },
      "cookieType": {
        "Persistent": "Varig",
        "Session": "Økt"
      }
    },
    "dynamicForms": {
      "formFieldType": {
        "Checkbox": "Avkrysningsboks",
        "Date": "Dato",
        "Dropdown": "Nedtrekksliste",
        "Email": "E-post",
        "Number": "Tall",
        "Phone": "Telefon",
        "Text": "Kort tekst",
        "Textarea": "Lang tekst"
      }
    },
    "emailConversations": {
      "mailFolder": {
        "inbox": "Innboks",
        "spam": "Søppelpost"
      }
    },
    "emailSyncAccounts": {
      "syncState": {
        "Error": "Synkronisering feilet",
        "Pending": "Venter på første synkronisering",
        "Synced": "Synkronisert"
      }
    },
    "emailTemplates": {
      "templateType": {
        "Automation": "Automatisering",
        "Campaign": "Kampanje"
      }
    },
    "eodReportRules": {
      "notifyRole": {
        "avm": "Assisterende daglig leder",
        "cd": "Landsdirektør",
        "rd": "Regiondirektør",
        "rm": "Regionsjef",
        "sm": "Skiftleder",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder"
      }
    },
    "eodReports": {
      "status": {
        "draft": "Utkast",
        "sent": "Sendt"
      }
    },
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idé",
        "Other": "Annet",
        "Praise": "Ros",
        "Problem": "Problem"
      }
    },
    "guestDuplicates": {
      "mergeField": {
        "birthDate": "Fødselsdato",
        "email": "E-post",
        "firstName": "Fornavn",
        "lastName": "Etternavn",
        "phone": "Telefon",
        "profileImageUrl": "Profilbilde",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "venueId": "Hjemsted"
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
    "guestProfiles": {
      "consentType": {
        "Analytics": "Analyse",
        "Email": "E-post",
        "Enrichment": "Beriking",
        "Marketing": "Markedsføring",
        "PersonalData": "Personopplysninger",
        "Phone": "Telefon",
        "SnailMail": "Brevpost",
        "SoMe": "Sosiale medier"
      },
      "fieldSource": {
        "BookingForm": "Bookingskjema",
        "DynamicForm": "Dynamisk skjema",
        "Email": "E-post",
        "Import": "Import",
        "Manual": "Registrert av ansatte",
        "Messenger": "Messenger",
        "Referral": "Verving",
        "WifiLogin": "Wi-Fi-innlogging"
      },
      "guestExportFormat": {
        "json": "JSON (maskinlesbar)",
        "pdf": "PDF (lesbar)"
      },
      "personalDataField": {
        "GuestBirthDate": "Fødselsdato",
        "GuestEmail": "E-post",
        "GuestFirstName": "Fornavn",
        "GuestLastName": "Etternavn",
        "GuestPhone": "Telefon",
        "ProfileImageUrl": "Profilbilde",
        "SocialsFacebook": "Facebook",
        "SocialsInstagram": "Instagram"
      }
    },
    "guestRequests": {
      "guestRequestStatus": {
        "Done": "Ferdig",
        "InProgress": "Pågår",
        "Open": "Åpen",
        "Refused": "Avslått"
      },
      "guestRequestType": {
        "Access": "Innsyn",
        "Correction": "Retting",
        "Erasure": "Sletting"
      }
    },
    "guestSegments": {
      "segmentKind": {
        "interest": "Interesse",
        "label": "Etikett"
      }
    },
    "legalDocuments": {
      "legalDocumentType": {
        "CookiePolicy": "Retningslinjer for informasjonskapsler",
        "MarketingConsent": "Samtykke til markedsføring",
        "Other": "Annet",
        "PrivacyPolicy": "Personvernerklæring",
        "TermsAndConditions": "Vilkår og betingelser"
      }
    },
    "listNotificationRules": {
      "inactivity": {
        "86400": "1 dag",
        "172800": "2 dager",
        "259200": "3 dager",
        "604800": "1 uke",
        "1209600": "2 uker",
        "1814400": "3 uker",
        "2629743": "1 måned",
        "5259486": "2 måneder",
        "7889229": "3 måneder",
        "10518972": "4 måneder",
        "13148715": "5 måneder",
        "15778458": "6 måneder",
        "31556926": "1 år"
      },
      "listType": {
        "BarsAndNightclubsThorough": "Barer og nattklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøk",
        "FireProtectionMeasures": "Brannvern",
        "MaintenanceReviewLight": "Vedlikeholdsgjennomgang (lett)",
        "MaintenanceReviewThorough": "Vedlikeholdsgjennomgang (grundig)",
        "VenueVisitLight": "Stedsbesøk (lett)"
      },
      "notifyRole": {
        "avm": "Assisterende daglig leder",
        "cd": "Landsdirektør",
        "rd": "Regiondirektør",
        "rm": "Regionsjef",
        "sm": "Skiftleder",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder"
      },
      "ruleType": {
        "inactivity": "Inaktivitet",
        "score": "Lav poengsum"
      }
    },
    "listSessions": {
      "listType": {
        "BarsAndNightclubsThorough": "Barer og nattklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøk",
        "FireProtectionMeasures": "Brannvern",
        "MaintenanceReviewLight": "Vedlikeholdsgjennomgang (lett)",
        "MaintenanceReviewThorough": "Vedlikeholdsgjennomgang (grundig)",
        "VenueVisitLight": "Stedsbesøk (lett)"
      },
      "questionKind": {
        "number": "Tall",
        "photoMultipleUpload": "Bilder",
        "rating": "Vurdering (1-5)",
        "text": "Tekst",
        "videoMultipleUpload": "Videoer",
        "yesNo": "Ja / nei",
        "yesNoCritical": "Ja / nei (kritisk)"
      },
      "surveyType": {
        "0": "Undersøkelse",
        "1": "Quiz",
        "2": "Sjekkliste",
        "3": "Stedsbesøk",
        "4": "Nettkurs"
      }
    },
    "lists": {
      "listType": {
        "BarsAndNightclubsThorough": "Barer og nattklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøk",
        "FireProtectionMeasures": "Brannvern",
        "MaintenanceReviewLight": "Vedlikeholdsgjennomgang (lett)",
        "MaintenanceReviewThorough": "Vedlikeholdsgjennomgang (grundig)",
        "VenueVisitLight": "Stedsbesøk (lett)"
      },
      "questionKind": {
        "number": "Tall",
        "photoMultipleUpload": "Bilder",
        "rating": "Vurdering (1-5)",
        "text": "Tekst",
        "videoMultipleUpload": "Videoer",
        "yesNo": "Ja / nei",
        "yesNoCritical": "Ja / nei (kritisk)"
      },
      "status": {
        "archived": "Arkivert",
        "draft": "Utkast",
        "published": "Publisert"
      }
    },
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Aktiv",
        "ApprovedForSending": "Godkjent for utsending",
        "Draft": "Utkast"
      }
    },
    "meetingInstances": {
      "actionKind": {
        "task": "Stedsoppgave",
        "todo": "Personlig gjøremål"
      },
      "status": {
        "created": "Ikke startet",
        "ended": "Avsluttet",
        "started": "Pågår"
      },
      "stepType": {
        "employeesReport": "Medarbeiderrapport",
        "finalReview": "Avsluttende gjennomgang",
        "powerBi": "Power BI",
        "summary": "Oppsummering",
        "venueTaskReview": "Gjennomgang av stedsoppgaver"
      }
    },
    "meetingNotificationRules": {
      "inactivityInterval": {
        "86400": "1 dag",
        "172800": "2 dager",
        "259200": "3 dager",
        "604800": "1 uke",
        "1209600": "2 uker",
        "1814400": "3 uker",
        "2629743": "1 måned",
        "5259486": "2 måneder",
        "7889229": "3 måneder",
        "10518972": "4 måneder",
        "13148715": "5 måneder",
        "15778458": "6 måneder",
        "31556926": "1 år"
      },
      "recipientRole": {
        "avm": "Assisterende daglig leder",
        "cd": "Landsdirektør",
        "rd": "Regiondirektør",
        "rm": "Regionsjef",
        "sm": "Skiftleder",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder"
      },
      "ruleType": {
        "inactivity": "Inaktivitet",
        "meetingEnded": "Møte avsluttet"
      }
    },
    "meetings": {
      "meetingType": {
        "Annually": "Årlig",
        "BiAnnually": "Halvårlig",
        "BiWeekly": "Annenhver uke",
        "Monthly": "Månedlig",
        "Quarterly": "Kvartalsvis",
        "Weekly": "Ukentlig"
      },
      "stepType": {
        "employeesReport": "Medarbeiderrapport",
        "finalReview": "Avsluttende gjennomgang",
        "powerBi": "Power BI",
        "summary": "Oppsummering",
        "venueTaskReview": "Gjennomgang av stedsoppgaver"
      }
    },
    "messageTemplates": {
      "messageTemplateType": {
        "Html": "HTML",
        "Plain": "Ren tekst"
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
        "mention": "Omtale"
      },
      "place": {
        "activationPlan": "Aktiveringsplan",
        "meeting": "Møte",
        "news": "Nyheter"
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
    "personalTodoCategories": {
      "icon": {
        "Build": "Vedlikehold",
        "Campaign": "Markedsføring",
        "CleaningServices": "Rengjøring",
        "Event": "Arrangementer",
        "Inventory": "Lager",
        "Lightbulb": "Ideer",
        "List": "Liste",
        "LocalBar": "Bar",
        "People": "Ansatte",
        "Restaurant": "Kjøkken",
        "ShoppingCart": "Innkjøp",
        "Star": "Stjerne"
      },
      "todoRole": {
        "avm": "Assisterende daglig leder",
        "sm": "Skiftleder",
        "sm-test": "Skiftleder (test)",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder",
        "vm-test": "Daglig leder (test)"
      }
    },
    "personalTodos": {
      "todoRole": {
        "avm": "Assisterende daglig leder",
        "sm": "Skiftleder",
        "sm-test": "Skiftleder (test)",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder",
        "vm-test": "Daglig leder (test)"
      }
    },
    "pimStockLocations": {
      "pimStockLocationType": {
        "backBar": "Bakbar",
        "bar": "Bar",
        "cellar": "Kjeller",
        "coldRoom": "Kjølerom",
        "kitchen": "Kjøkken",
        "storage": "Lagerrom"
      }
    },
    "plandayPayrateChanges": {
      "reason": {
        "1": "Nivåendring",
        "2": "Konsolidert",
        "3": "Lønnsøkning"
      }
    },
    "posFloorplans": {
      "shape": {
        "rect": "Rektangel",
        "round": "Rund"
      }
    },
    "priceShiftWindows": {
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
    "purchaseOrders": {
      "state": {
        "Cancelled": "Kansellert",
        "Draft": "Utkast",
        "FullyReceived": "Fullt mottatt",
        "PartiallyReceived": "Delvis mottatt",
        "Submitted": "Sendt",
        "Unknown": "Ukjent"
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
    "stockCounts": {
      "state": {
        "Active": "Aktiv",
        "Cancelled": "Kansellert",
        "Completed": "Fullført",
        "Draft": "Utkast",
        "Unknown": "Ukjent"
      }
    },
    "stockMovements": {
      "kind": {
        "counted": "Tellingskorreksjon",
        "received": "Mottatt",
        "sale": "Solgt",
        "transferIn": "Overført inn",
        "transferOut": "Overført ut",
        "waste": "Svinn"
      }
    },
    "stockProductRequests": {
      "contentUnit": {
        "cl": "Centiliter (cl)",
        "g": "Gram (g)",
        "kg": "Kilogram (kg)",
        "l": "Liter (l)",
        "pcs": "Stk."
      },
      "state": {
        "Approved": "Godkjent",
        "Pending": "Venter",
        "Rejected": "Avvist"
      }
    },
    "stockProducts": {
      "contentUnit": {
        "cl": "Centiliter (cl)",
        "g": "Gram (g)",
        "kg": "Kilogram (kg)",
        "l": "Liter (l)",
        "pcs": "Stk."
      }
    },
    "stockTransfers": {
      "state": {
        "Cancelled": "Kansellert",
        "Draft": "Utkast",
        "Received": "Mottatt",
        "Sent": "Sendt"
      }
    },
    "venueCampaigns": {
      "mediaType": {
        "Email": "E-post",
        "Push": "Push-varsel",
        "Sms": "SMS"
      },
      "venueCampaignStatus": {
        "Approved": "Godkjent",
        "Archived": "Arkivert",
        "Cancelled": "Avlyst",
        "ErrorSending": "Feil ved utsending",
        "PartiallySent": "Delvis sendt",
        "ReadyToFillOut": "Klar til utfylling",
        "Rejected": "Avvist",
        "Sent": "Sendt",
        "SubmittedForApproval": "Sendt til godkjenning"
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
        "0": "Sted",
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
    "venueDrive": {
      "domainPermission": {
        "country": "Steder i landet",
        "group": "Alle konsernets steder",
        "region": "Steder i regionen",
        "venue": "Dette stedet"
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
        "0": "Sted",
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
        "0": "Sted",
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
        "0": "Sted",
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
        "vm": "Oppgave for daglig leder"
      }
    },
    "venueTrainingSessions": {
      "status": {
        "cancelled": "Avlyst",
        "completed": "Gjennomført",
        "planned": "Planlagt"
      }
    },
    "waiterLists": {
      "role": {
        "bartender": "Bartender",
        "manager": "Skiftleder",
        "runner": "Løper",
        "waiter": "Servitør"
      }
    },
    "wizardInstances": {
      "status": {
        "abandoned": "Avbrutt",
        "completed": "Fullført",
        "inProgress": "Pågår"
      },
      "wizard": {
        "onboarding": "Onboarding av ny ansatt",
        "responsibleServing": "Ansvarlig vertskap",
        "shiftManager": "Skiftlederopplæring",
        "venueOpening": "Åpning av stedet"
      }
    },
    "zReports": {
      "paymentMethod": {
        "card": "Kort",
        "cash": "Kontant",
        "invoice": "Faktura",
        "mobile": "Mobilbetaling",
        "voucher": "Gavekort"
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
    "venue": "Sted"
  },
  "resources": {
    "activationPlanBudgets": {
      "fields": {
        "amount": "Budsjett",
        "id": "Id",
        "month": "Måned",
        "note": "Notat",
        "venueId": "Sted",
        "year": "År"
      },
      "name": "Budsjett |||| Budsjetter"
    },
    "activationPlanCampaigns": {
      "fields": {
        "channel": "Kanal",
        "description": "Beskrivelse",
        "id": "Id",
        "isHQ": "Hovedkontorets kampanje",
        "month": "Måned",
        "plannedCost": "Planlagt kostnad",
        "templateId": "Fra mal",
        "templateKey": "Malpost",
        "title": "Tittel",
        "venueId": "Sted",
        "year": "År"
      },
      "name": "Kampanje |||| Kampanjer"
    },
    "activationPlanChangeLog": {
      "fields": {
        "at": "Når",
        "change": "Endring",
        "details": {
          "_label": "Detaljer",
          "changes": "Endringer",
          "count": "Antall",
          "headOffice": "Hovedkontoret",
          "name": "Navn",
          "place": {
            "_label": "Verdi",
            "currency": "Valuta",
            "enum": "Verdiliste",
            "flag": "Ja eller nei",
            "minor": "Beløp",
            "month": "Måned",
            "type": "Type",
            "value": "Verdi",
            "year": "År"
          },
          "year": "År"
        },
        "entity": "Hva",
        "entityId": "Post",
        "id": "Id",
        "summary": "Sammendrag",
        "userName": "Av",
        "venueId": "Sted"
      },
      "name": "Endring |||| Endringslogg"
    },
    "activationPlanComments": {
      "fields": {
        "content": "Kommentar",
        "id": "Id",
        "mentions": "Nevnt",
        "month": "Måned",
        "templateId": "Fra mal",
        "templateKey": "Malpost",
        "venueId": "Sted",
        "year": "År"
      },
      "name": "Kommentar |||| Kommentarer"
    },
    "activationPlanEvents": {
      "fields": {
        "category": "Kategori",
        "date": "Dato",
        "description": "Beskrivelse",
        "id": "Id",
        "plannedCost": "Planlagt kostnad",
        "startTime": "Starter",
        "templateId": "Fra mal",
        "templateKey": "Malpost",
        "title": "Tittel",
        "venueId": "Sted"
      },
      "name": "Arrangement |||| Arrangementer"
    },
    "activationPlanTemplates": {
      "fields": {
        "campaigns": "Kampanjer",
        "comments": "Kommentarer",
        "country": "Land",
        "description": "Beskrivelse",
        "events": "Arrangementer",
        "id": "Id",
        "name": "Navn"
      },
      "listItems": {
        "campaigns": {
          "channel": "Kanal",
          "description": "Beskrivelse",
          "key": "Nøkkel",
          "month": "Måned",
          "title": "Tittel"
        },
        "comments": {
          "content": "Kommentar",
          "key": "Nøkkel",
          "month": "Måned"
        },
        "events": {
          "category": "Kategori",
          "day": "Dag",
          "description": "Beskrivelse",
          "key": "Nøkkel",
          "month": "Måned",
          "title": "Tittel"
        }
      },
      "name": "Mal for aktiveringsplan |||| Maler for aktiveringsplan"
    },
    "allergies": {
      "fields": {
        "id": "Id",
        "name": "Navn"
      },
      "name": "Allergen |||| Allergener"
    },
    "assignedSalesProducts": {
      "fields": {
        "id": "Id",
        "isActive": "Aktiv",
        "prices": "Priser for dette stedet",
        "salesProductId": "Salgsvare",
        "venueId": "Sted"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. mva",
          "priceGroupId": "Prisgruppe"
        }
      },
      "name": "Tildelt salgsvare |||| Tildelte salgsvarer"
    },
    "assignedStockProducts": {
      "fields": {
        "costPrice": "Innkjøpspris for dette stedet",
        "id": "Id",
        "isActive": "Aktiv",
        "stockProductId": "Lagervare",
        "storageId": "Standardlager",
        "vendorId": "Leverandør for dette stedet",
        "venueId": "Sted"
      },
      "name": "Tildelt lagervare |||| Tildelte lagervarer"
    },
    "automations": {
      "fields": {
        "actions": "Handlinger",
        "conditions": "Betingelser",
        "description": "Beskrivelse",
        "enabled": "Aktivert",
        "id": "Id",
        "name": "Navn",
        "triggers": "Utløsere"
      },
      "listItems": {
        "actions": {
          "delayDays": "Forsinkelse (dager)",
          "emailTemplateId": "E-postmal",
          "id": "Id",
          "label": "Etikett",
          "points": "Poeng",
          "smsText": "SMS-tekst",
          "type": "Handling"
        },
        "conditions": {
          "dynamicFormId": "Dynamisk skjema",
          "emailTemplateId": "E-postmal",
          "label": "Etikett",
          "negate": "Er ikke",
          "type": "Betingelse"
        },
        "triggers": {
          "type": "Utløser"
        }
      },
      "name": "Automatisering |||| Automatiseringer"
    },
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
        "venueDetailsId": "Sted"
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
        "venueDetailsId": "Sted",
        "venueSectionId": "Seksjon",
        "venueSetupId": "Oppsett"
      },
      "name": "Arrangement |||| Arrangementer"
    },
    "bookingFormSubmissions": {
      "fields": {
        "arrivalDate": "Ankomstdato",
        "formId": "Bookingskjema",
        "formName": "Skjema",
        "guestEmail": "E-post",
        "guestName": "Gjest",
        "guestPhone": "Telefon",
        "id": "Id",
        "numGuests": "Gjester",
        "submittedAt": "Sendt inn",
        "values": "Svar",
        "venueId": "Sted"
      },
      "listItems": {
        "values": {
          "fieldId": "Felt",
          "label": "Spørsmål",
          "technicalType": "Felttype",
          "value": "Svar"
        }
      },
      "name": "Innsendt bookingskjema |||| Innsendte bookingskjemaer"
    },
    "bookingForms": {
      "fields": {
        "fields": "Felter",
        "formName": "Skjemanavn",
        "id": "Id",
        "isActive": "Aktiv"
      },
      "listItems": {
        "fields": {
          "availableOptions": "Alternativer",
          "id": "Id",
          "label": "Etikett",
          "productIds": "Produkter",
          "required": "Påkrevd",
          "technicalType": "Felttype"
        }
      },
      "name": "Bookingskjema |||| Bookingskjemaer"
    },
    "bookingLocations": {
      "fields": {
        "id": "Id",
        "name": "Navn"
      },
      "name": "Område |||| Områder"
    },
    "bookingProducts": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Aktiv",
        "price": "Pris",
        "productName": "Produktnavn"
      },
      "name": "Bookingprodukt |||| Bookingprodukter"
    },
    "bookingTags": {
      "fields": {
        "id": "Id",
        "isFreeText": "Fritekst",
        "sortOrder": "Rekkefølge",
        "tag": "Tagg",
        "translations": "Oversettelser"
      },
      "listItems": {
        "translations": {
          "languageCode": "Språk",
          "translation": "Oversettelse"
        }
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
        "venueDetailsId": "Sted",
        "venueSectionId": "Seksjon",
        "venueSetupId": "Oppsett",
        "venueTableId": "Bord"
      },
      "listItems": {
        "arrivals": {
          "created": "Opprettet",
          "createdBy": "Forfatter",
          "id": "Id",
          "note": "Notat",
          "numberOfGuests": "Gjester"
        },
        "bookingMessages": {
          "author": "Forfatter",
          "created": "Opprettet",
          "message": "Melding"
        },
        "changeLog": {
          "changeFlags": "Hva ble endret",
          "changes": "Endringer",
          "created": "Opprettet",
          "message": "Melding",
          "user": "Forfatter",
          "userId": "Bruker-id"
        },
        "notes": {
          "created": "Opprettet",
          "createdBy": "Forfatter",
          "message": "Melding"
        },
        "orderLines": {
          "category": "Kategori",
          "description": "Beskrivelse",
          "name": "Navn",
          "quantity": "Antall",
          "unitPrice": "Enhetspris"
        }
      },
      "name": "Booking |||| Bookinger"
    },
    "campaignOutbox": {
      "fields": {
        "body": "Tekst",
        "channel": "Kanal",
        "id": "Id",
        "recipient": "Mottaker",
        "subject": "Emne",
        "venueCampaignId": "Stedskampanje",
        "venueId": "Sted"
      },
      "name": "Testmelding |||| Testmeldinger"
    },
    "campusEmployees": {
      "fields": {
        "campusLevel": "Campus-nivå",
        "employeeNumber": "Ansattnr.",
        "hiredOn": "Ansatt",
        "id": "Id",
        "lastTrainingOn": "Siste opplæring",
        "name": "Navn",
        "position": "Stilling",
        "trainingsCompleted": "Opplæringer",
        "venueId": "Sted"
      },
      "name": "Ansatt |||| Ansatte"
    },
    "campusLevelChanges": {
      "fields": {
        "approvedBy": "Godkjent av",
        "changedOn": "Gjelder fra",
        "employeeName": "Ansatt",
        "employeeNumber": "Ansattnr.",
        "id": "Id",
        "levelFrom": "Fra nivå",
        "levelTo": "Til nivå",
        "venueId": "Sted"
      },
      "name": "Endring av Campus-nivå |||| Endringer av Campus-nivå"
    },
    "cockpit/employees": {
      "fields": {
        "campusLevel": "Campus-nivå",
        "employeeNumber": "Ansattnr.",
        "hiredOn": "Ansatt",
        "id": "Id",
        "lastTrainingOn": "Siste opplæring",
        "name": "Navn",
        "position": "Stilling",
        "trainingsCompleted": "Opplæringer",
        "venueId": "Sted"
      },
      "name": "Ansatt |||| Ansatte"
    },
    "cockpit/training-sessions": {
      "fields": {
        "date": "Dato",
        "durationMinutes": "Minutter",
        "id": "Id",
        "participants": "Deltakere",
        "startTime": "Starter",
        "status": "Status",
        "title": "Opplæring",
        "trainer": "Instruktør",
        "venueId": "Sted"
      },
      "name": "Opplæringsøkt |||| Opplæringsøkter"
    },
    "cockpit/wizard-instances": {
      "fields": {
        "completedAt": "Fullført",
        "currentStep": "Steg",
        "employeeName": "Person",
        "id": "Id",
        "startedAt": "Startet",
        "status": "Status",
        "totalSteps": "Av steg",
        "venueId": "Sted",
        "wizard": "Veiledning"
      },
      "name": "Veiledning i gang |||| Veiledninger"
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
    "cookiePopupSettings": {
      "fields": {
        "acceptAllLabel": "Godta-knapp",
        "consentLifetimeDays": "Spør igjen etter (dager)",
        "cookiePolicyDocumentId": "Retningslinjer for informasjonskapsler",
        "id": "Id",
        "position": "Plassering",
        "primaryColor": "Knappefarge",
        "rejectAllLabel": "Avvis-knapp",
        "settingsLabel": "Innstillinger-knapp",
        "showRejectAll": "Vis avvis-knappen",
        "text": "Tekst",
        "title": "Tittel"
      },
      "name": "Innstillinger for cookie-popup |||| Innstillinger for cookie-popup"
    },
    "cookies": {
      "fields": {
        "category": "Kategori",
        "domain": "Domene",
        "expiryDays": "Utløper etter (dager)",
        "id": "Id",
        "method": "Metode",
        "name": "Navn",
        "provider": "Leverandør",
        "purpose": "Formål",
        "type": "Type"
      },
      "name": "Informasjonskapsel |||| Informasjonskapsler"
    },
    "countrySettings": {
      "fields": {
        "allergies": "Allergener",
        "country": "Land",
        "id": "Id",
        "pouringCategories": "Skjenkekategorier",
        "priceGroups": "Prisgrupper",
        "productCategories": "Varekategorier",
        "productUnits": "Vareenheter",
        "salesProductGroups": "Salgsvaregrupper",
        "stockContainerTypes": "Emballasjetyper",
        "taxGroups": "Mva-grupper",
        "tipPercentages": "Tipsprosenter"
      },
      "listItems": {
        "allergies": {
          "allergyId": {
            "_label": "Allergen",
            "id": "Id"
          },
          "name": "Navn"
        },
        "pouringCategories": {
          "name": "Navn",
          "pourSize": "Skjenkestørrelse (cl)",
          "pouringCategoryId": {
            "_label": "Skjenkekategori",
            "id": "Id"
          },
          "wastePercentage": "Tillatt svinn (%)"
        },
        "priceGroups": {
          "isDefault": "Standard",
          "name": "Navn",
          "priceGroupId": {
            "_label": "Prisgruppe",
            "id": "Id"
          }
        },
        "productCategories": {
          "color": "Farge",
          "name": "Navn",
          "productCategoryId": {
            "_label": "Varekategori",
            "id": "Id"
          },
          "tags": "Tagger",
          "validProductGroups": "Varegrupper"
        },
        "productUnits": {
          "abbreviation": "Forkortelse",
          "name": "Navn",
          "productUnitId": {
            "_label": "Enhet",
            "id": "Id"
          }
        },
        "salesProductGroups": {
          "color": "Farge",
          "name": "Navn",
          "salesProductGroupId": {
            "_label": "Salgsgruppe",
            "id": "Id"
          },
          "validSubGroups": "Undergrupper"
        },
        "stockContainerTypes": {
          "name": "Navn",
          "stockContainerTypeId": {
            "_label": "Emballasjetype",
            "id": "Id"
          },
          "tareWeight": "Tomvekt (g)"
        },
        "taxGroups": {
          "code": "Kode",
          "taxGroupId": {
            "_label": "Mva-gruppe",
            "id": "Id"
          },
          "taxRate": "Mva-sats",
          "taxRatePercentage": "Mva-sats (%)"
        }
      },
      "name": "Landsinnstillinger |||| Landsinnstillinger"
    },
    "cp/reports": {
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
    "crm/booking-form-submissions": {
      "fields": {
        "arrivalDate": "Ankomstdato",
        "formId": "Bookingskjema",
        "formName": "Skjema",
        "guestEmail": "E-post",
        "guestName": "Gjest",
        "guestPhone": "Telefon",
        "id": "Id",
        "numGuests": "Gjester",
        "submittedAt": "Sendt inn",
        "values": "Svar",
        "venueId": "Sted"
      },
      "listItems": {
        "values": {
          "fieldId": "Felt",
          "label": "Spørsmål",
          "technicalType": "Felttype",
          "value": "Svar"
        }
      },
      "name": "Innsendt bookingskjema |||| Innsendte bookingskjemaer"
    },
    "crm/booking-products": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Aktiv",
        "price": "Pris",
        "productName": "Produktnavn"
      },
      "name": "Bookingprodukt |||| Bookingprodukter"
    },
    "crmStatistics": {
      "fields": {
        "computedAt": "Beregnet",
        "countries": {
          "_label": "Tall per land"
        },
        "id": "Id"
      },
      "name": "CRM-statistikk |||| CRM-statistikk"
    },
    "dataController": {
      "fields": {
        "city": "Sted",
        "companyName": "Selskap",
        "country": "Land",
        "dpoEmail": "Personvernombudets e-post",
        "dpoName": "Personvernombud",
        "email": "E-post",
        "id": "Id",
        "phone": "Telefon",
        "postalCode": "Postnummer",
        "registrationNumber": "Organisasjonsnummer",
        "street": "Gate"
      },
      "name": "Behandlingsansvarlig |||| Behandlingsansvarlig"
    },
    "dataProcessors": {
      "fields": {
        "agreementSignedOn": "Avtale signert",
        "contactEmail": "Kontakt-e-post",
        "dataCategories": "Datakategorier",
        "id": "Id",
        "location": "Hvor data behandles",
        "name": "Navn",
        "purpose": "Formål",
        "website": "Nettside"
      },
      "name": "Databehandler |||| Databehandlere"
    },
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Parnivå",
        "reorderPoint": "Bestillingspunkt",
        "stockProductId": "Lagervare",
        "venueId": "Sted"
      },
      "name": "Parnivå |||| Ønsket lager"
    },
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Svar",
        "formId": "Dynamisk skjema",
        "id": "Id",
        "submittedAt": "Sendt inn",
        "venueId": "Sted"
      },
      "listItems": {
        "answers": {
          "key": "Nøkkel",
          "value": "Svar"
        }
      },
      "name": "Skjemainnsending |||| Skjemainnsendinger"
    },
    "dynamicForms": {
      "fields": {
        "description": "Introduksjon",
        "fields": "Spørsmål",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "submitButtonText": "Knappetekst",
        "successMessage": "Takkemelding",
        "title": "Tittel på skjemaet",
        "venueIds": "Publisert hos"
      },
      "listItems": {
        "fields": {
          "key": "Nøkkel",
          "label": "Spørsmål",
          "options": "Alternativer",
          "required": "Påkrevd",
          "type": "Svartype"
        }
      },
      "name": "Dynamisk skjema |||| Dynamiske skjemaer"
    },
    "emailConversations": {
      "fields": {
        "assignee": "Ansvarlig",
        "contactEmail": "Fra",
        "contactName": "Navn",
        "guestId": "Gjest",
        "id": "Id",
        "isOpen": "Åpen",
        "labels": "Etiketter",
        "lastMessageAt": "Siste melding",
        "mailFolder": "Mappe",
        "messages": "Meldinger",
        "status": "Status",
        "subject": "Emne",
        "syncEmail": "Postkasse",
        "threadId": "Tråd",
        "topics": "Emner",
        "unreadCount": "Uleste",
        "venueId": "Sted"
      },
      "listItems": {
        "messages": {
          "attachments": "Vedlegg",
          "cc": "Kopi",
          "from": "Fra",
          "fromGuest": "Fra gjesten",
          "html": "Tekst",
          "id": "Meldings-id",
          "isSystemMessage": "Systemmelding",
          "senderUserId": "Sendt av",
          "sentAt": "Sendt",
          "subject": "Emne",
          "to": "Til"
        }
      },
      "name": "E-postsamtale |||| E-post"
    },
    "emailSignatures": {
      "fields": {
        "html": "Signatur",
        "id": "Id",
        "venueId": "Sted"
      },
      "name": "E-postsignatur |||| E-postsignaturer"
    },
    "emailSyncAccounts": {
      "fields": {
        "aliases": "Aliaser",
        "id": "Id",
        "lastSyncAt": "Sist synkronisert",
        "status": "Status",
        "syncEmail": "Postkasse",
        "venueId": "Sted"
      },
      "name": "E-postsynkronisering |||| E-postsynkroniseringer"
    },
    "emailTemplates": {
      "fields": {
        "description": "Beskrivelse",
        "enabled": "Aktivert",
        "html": "HTML",
        "id": "Id",
        "name": "Navn",
        "subject": "Emne",
        "type": "Type"
      },
      "name": "E-postmal |||| E-postmaler"
    },
    "eodReportRules": {
      "fields": {
        "country": "Land",
        "deadline": "Sendes senest (neste dag, stedets tid)",
        "id": "Id",
        "notifyRoles": "Varsle disse rollene på stedet",
        "recipients": "E-postmottakere",
        "requireBiImage": "BI-bilde er påkrevd",
        "requireRevenue": "Omsetning er påkrevd",
        "requireSummary": "Oppsummering av dagen er påkrevd"
      },
      "name": "Regler for dagsrapporter |||| Regler for dagsrapporter"
    },
    "eodReports": {
      "fields": {
        "biImageId": "BI-bilde",
        "date": "Forretningsdag",
        "guests": "Gjester",
        "id": "Id",
        "incidents": "Hendelser",
        "late": "Sendt for sent",
        "maintenanceNotes": "Vedlikehold",
        "revenue": "Omsetning",
        "sentAt": "Sendt",
        "sentBy": "Sendt av",
        "sentTo": "Mottakere",
        "staffNotes": "Ansatte",
        "status": "Status",
        "summary": "Slik gikk dagen",
        "venueId": "Sted"
      },
      "name": "Dagsrapport |||| Dagsrapporter"
    },
    "feedback": {
      "fields": {
        "category": "Type",
        "id": "Id",
        "message": "Din tilbakemelding",
        "page": "Side",
        "rating": "Vurdering"
      },
      "name": "Tilbakemelding |||| Tilbakemeldinger"
    },
    "globalLogs": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "guestId": "Gjest",
        "id": "Id",
        "message": "Melding",
        "system": "System",
        "venueId": "Sted"
      },
      "name": "Globalt logginnslag |||| Globale logger"
    },
    "guestAccessLogs": {
      "fields": {
        "action": "Handling",
        "actorUserId": "Av",
        "guestId": "Gjest",
        "id": "Id",
        "job": "Jobb",
        "reason": "Begrunnelse"
      },
      "name": "Tilgangslogginnslag |||| Tilgangslogg"
    },
    "guestConsentConfirmations": {
      "fields": {
        "closedAt": "Avsluttet",
        "consent": "Samtykke",
        "country": "Land",
        "email": "Sendt til",
        "expiresAt": "Utløper",
        "guestId": "Gjest",
        "id": "Id",
        "language": "Språk",
        "legalDocumentId": "Juridisk dokument",
        "legalDocumentRevision": "Revisjon",
        "outcome": "Utfall",
        "tokenHash": "Token-hash",
        "venueId": "Sted"
      },
      "name": "Samtykkebekreftelse |||| Samtykkebekreftelser"
    },
    "guestConsentEvidence": {
      "fields": {
        "action": "Endring",
        "actorJob": "Av (skjema eller jobb)",
        "actorUserId": "Av",
        "at": "Når",
        "consent": "Samtykke",
        "country": "Land",
        "guestId": "Gjest",
        "id": "Id",
        "legalDocumentId": "Juridisk dokument",
        "legalDocumentRevision": "Revisjon",
        "source": "Kilde",
        "venueId": "Sted"
      },
      "name": "Samtykkebevis |||| Samtykkebevis"
    },
    "guestConsents": {
      "fields": {
        "consent": "Samtykke",
        "country": "Land",
        "guestId": "Gjest",
        "id": "Id",
        "source": "Kilde",
        "venueId": "Sted"
      },
      "name": "Gjestesamtykke |||| Gjestesamtykker"
    },
    "guestDuplicateDismissals": {
      "fields": {
        "country": "Land",
        "guestId": "Gjest",
        "id": "Id",
        "otherGuestId": "Annen gjest"
      },
      "name": "Avvist duplikat |||| Avviste duplikater"
    },
    "guestDuplicateRuns": {
      "fields": {
        "active": "I kø eller i gang",
        "country": "Land",
        "done": "Ferdige",
        "durationMs": "Varighet (ms)",
        "error": "Feil",
        "finishedAt": "Ferdig",
        "heartbeatAt": "Siste livstegn",
        "id": "Id",
        "pairs": "Funne par",
        "phase": "Fase",
        "startedAt": "Startet",
        "status": "Status",
        "total": "Totalt",
        "trigger": "Startet av"
      },
      "name": "Duplikatsøk |||| Duplikatsøk"
    },
    "guestDuplicates": {
      "fields": {
        "country": "Land",
        "guestId": "Gjest",
        "id": "Id",
        "otherGuestId": "Annen gjest",
        "reasons": {
          "_label": "Begrunnelser"
        },
        "runId": "Funnet av",
        "score": "Poengsum"
      },
      "name": "Mulig duplikat |||| Mulige duplikater"
    },
    "guestImports": {
      "fields": {
        "appliedAt": "Tatt i bruk",
        "appliedBy": "Tatt i bruk av",
        "country": "Land",
        "fileName": "Fil",
        "id": "Id",
        "result": {
          "_label": "Resultat"
        },
        "rows": "Rader",
        "status": "Status"
      },
      "listItems": {
        "rows": {}
      },
      "name": "Gjesteimport |||| Gjesteimporter"
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
        "venueDetailsId": "Sted"
      },
      "listItems": {
        "arrivals": {
          "created": "Opprettet",
          "createdBy": "Av",
          "id": "Id",
          "note": "Notat",
          "numberOfGuests": "Gjester"
        }
      },
      "name": "Gjestelisteoppføring |||| Gjesteliste"
    },
    "guestLogs": {
      "fields": {
        "action": "Handling",
        "consent": "Samtykke",
        "field": "Felt",
        "guestId": "Gjest",
        "id": "Id",
        "newValue": "Ny verdi",
        "oldValue": "Gammel verdi",
        "source": "Kilde",
        "venueId": "Sted"
      },
      "name": "Gjestelogginnslag |||| Gjestelogg"
    },
    "guestMailOutbox": {
      "fields": {
        "body": "Tekst",
        "guestId": "Gjest",
        "id": "Id",
        "kind": "Type",
        "recipient": "Mottaker",
        "subject": "Emne",
        "transport": "Sendt via",
        "venueId": "Sted"
      },
      "name": "E-post til en gjest |||| E-post til gjester"
    },
    "guestNotes": {
      "fields": {
        "guestId": "Gjest",
        "id": "Id",
        "text": "Notat",
        "venueId": "Sted"
      },
      "name": "Gjestenotat |||| Gjestenotater"
    },
    "guestProfileMerges": {
      "fields": {
        "country": "Land",
        "fieldsFromRemoved": "Felter fra den sammenslåtte gjesten",
        "id": "Id",
        "keptGuestId": "Beholdt gjest",
        "keptVersionAfter": "Versjon etter sammenslåing",
        "removedGuestId": "Sammenslått gjest",
        "undo": {
          "_label": "Hva angring krever"
        },
        "undoneAt": "Angret",
        "undoneBy": "Angret av"
      },
      "name": "Sammenslåing av gjester |||| Sammenslåinger av gjester"
    },
    "guestProfiles": {
      "fields": {
        "anonymizedAt": "Anonymisert",
        "anonymizedBy": "Anonymisert av",
        "birthDate": "Fødselsdato",
        "country": "Land",
        "email": "E-post",
        "emailKey": "E-post (søk)",
        "fieldSources": "Feltkilder",
        "firstName": "Fornavn",
        "firstNameKey": "Navn (fornavn, etternavn)",
        "id": "Id",
        "interests": "Interesser",
        "labels": "Etiketter",
        "lastName": "Etternavn",
        "lastVisitAt": "Siste besøk",
        "nameKey": "Navn (etternavn, fornavn)",
        "phone": "Telefon",
        "phoneKey": "Telefon (søk)",
        "points": "Poeng",
        "profileImageUrl": "Profilbilde",
        "referralCode": "Vervekode",
        "referredByGuestId": "Vervet av gjest",
        "referredByUserId": "Vervet av ansatt",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "source": "Opprettet via",
        "totalSpend": "Totalt forbruk",
        "venueId": "Hjemsted",
        "visitCount": "Besøk"
      },
      "listItems": {
        "fieldSources": {
          "field": "Felt",
          "source": "Kilde",
          "updatedAt": "Oppdatert",
          "updatedBy": "Oppdatert av"
        }
      },
      "name": "Gjesteprofil |||| Gjesteprofiler"
    },
    "guestRequests": {
      "fields": {
        "country": "Land",
        "dueOn": "Frist",
        "guestId": "Gjest",
        "handledBy": "Behandles av",
        "id": "Id",
        "notes": "Notater",
        "receivedOn": "Mottatt",
        "refusalReason": "Begrunnelse for avslag",
        "status": "Status",
        "type": "Forespørsel"
      },
      "name": "Forespørsel fra den registrerte |||| Forespørsler fra registrerte"
    },
    "guestRetention": {
      "fields": {
        "country": "Land",
        "enabled": "Anonymiser inaktive gjester",
        "id": "Id",
        "months": "Måneder uten aktivitet"
      },
      "name": "Lagringsplan |||| Lagringsplaner"
    },
    "guestRetentionRuns": {
      "fields": {
        "anonymized": "Anonymiserte gjester",
        "country": "Land",
        "cutoff": "Inaktiv siden",
        "durationMs": "Varighet (ms)",
        "id": "Id",
        "months": "Måneder",
        "startedAt": "Startet"
      },
      "name": "Lagringskjøring |||| Lagringskjøringer"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Type",
        "name": "Navn"
      },
      "name": "Gjestesegment |||| Gjestesegmentering"
    },
    "handlebars": {
      "fields": {
        "id": "Id"
      },
      "name": "Plassholder |||| Plassholdere"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Tilgang |||| Tilgang"
    },
    "legalDocuments": {
      "fields": {
        "country": "Land",
        "currentRevision": "Revisjon",
        "id": "Id",
        "isEnabled": "Aktivert",
        "language": "Språk",
        "name": "Navn",
        "revisions": "Revisjoner",
        "type": "Type"
      },
      "listItems": {
        "revisions": {
          "changeNote": "Hva er endret",
          "content": "Tekst",
          "publishedAt": "Publisert",
          "publishedBy": "Publisert av",
          "revision": "Revisjon"
        }
      },
      "name": "Juridisk dokument |||| Juridiske dokumenter"
    },
    "life/list-rules": {
      "fields": {
        "active": "Aktiv",
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Ingen gjennomgang på",
        "listType": "Listetype",
        "message": "Melding",
        "questionCategory": "Spørsmålskategori",
        "recipientRoles": "Varsle disse rollene på stedet",
        "threshold": "Poengsum under",
        "type": "Utløses av"
      },
      "name": "Listeregel |||| Listeregler"
    },
    "life/meeting-rules": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Inaktiv i (inaktivitetsregler)",
        "isActive": "Aktiv",
        "meetingId": "Møte (tomt: alle møter)",
        "message": "Varselets tekst",
        "name": "Navn",
        "recipientRoles": "Varsle stedets",
        "title": "Varselets tittel",
        "type": "Utløses når"
      },
      "name": "Møteregel |||| Møteregler"
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
    "listNotificationRules": {
      "fields": {
        "active": "Aktiv",
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Ingen gjennomgang på",
        "listType": "Listetype",
        "message": "Melding",
        "questionCategory": "Spørsmålskategori",
        "recipientRoles": "Varsle disse rollene på stedet",
        "threshold": "Poengsum under",
        "type": "Utløses av"
      },
      "name": "Listeregel |||| Listeregler"
    },
    "listRuleFirings": {
      "fields": {
        "firedAt": "Varslet",
        "id": "Id",
        "ruleId": "Regel",
        "venueId": "Sted"
      },
      "name": "Listeregelutløsning |||| Listeregelutløsninger"
    },
    "listSessions": {
      "fields": {
        "answers": "Svar",
        "categories": "Kategorier",
        "completedOn": "Fullført",
        "hasCriticalFailure": "Kritisk feil",
        "id": "Id",
        "listId": "Liste",
        "listType": "Listetype",
        "listVersion": "Listeversjon",
        "score": "Poengsum",
        "startedOn": "Startet",
        "surveyType": "Undersøkelsestype",
        "title": "Tittel",
        "userId": "Utført av",
        "venueId": "Sted"
      },
      "listItems": {
        "answers": {
          "categoryId": "Kategori",
          "comment": "Kommentar",
          "kind": "Type",
          "media": "Bilder og videoer",
          "questionId": "Id",
          "text": "Spørsmål",
          "value": "Svar",
          "weight": "Vekt"
        },
        "categories": {
          "id": "Id",
          "name": "Navn"
        }
      },
      "name": "Gjennomgang |||| Besøk og gjennomganger"
    },
    "lists": {
      "fields": {
        "areas": "Områder",
        "categories": "Kategorier",
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "listVersion": "Versjon",
        "publishedAt": "Publisert",
        "publishedBy": "Publisert av",
        "questions": "Spørsmål",
        "status": "Status",
        "title": "Tittel",
        "type": "Listetype"
      },
      "listItems": {
        "areas": {
          "id": "Id",
          "name": "Navn"
        },
        "categories": {
          "id": "Id",
          "name": "Navn"
        },
        "questions": {
          "areaId": "Område",
          "categoryId": "Kategori",
          "help": "Veiledning",
          "id": "Id",
          "kind": "Type",
          "required": "Påkrevd",
          "text": "Spørsmål",
          "weight": "Vekt"
        }
      },
      "name": "Liste |||| Lister"
    },
    "masterCampaigns": {
      "fields": {
        "activatedAt": "Aktivert",
        "activationComment": "Kommentar",
        "approvedForSendingAt": "Godkjent for utsending",
        "description": "Beskrivelse",
        "emailDate": "Sendedato for e-post",
        "emailHtml": "E-postinnhold",
        "emailSubject": "E-postemne",
        "emailTemplateId": "E-postmal",
        "history": "Historikk",
        "id": "Id",
        "name": "Navn",
        "npPushBody": "Push-tekst",
        "npPushCtaName": "Push-knappetekst",
        "npPushCtaUrl": "Push-knappelenke",
        "npPushTitle": "Push-tittel",
        "pushDate": "Sendedato for push",
        "smsDate": "Sendedato for SMS",
        "smsText": "SMS-tekst",
        "status": "Status",
        "venueIds": "Steder"
      },
      "listItems": {
        "history": {
          "action": "Handling",
          "at": "Når",
          "comment": "Kommentar",
          "fromStatus": "Fra status",
          "toStatus": "Til status",
          "userId": "Av",
          "userName": "Av"
        }
      },
      "name": "Masterkampanje |||| Masterkampanjer"
    },
    "media": {
      "fields": {
        "contentType": "Innholdstype",
        "folder": "Mappe",
        "id": "Id",
        "name": "Navn",
        "size": "Størrelse (byte)",
        "type": "Type",
        "venueId": "Sted"
      },
      "name": "Fil |||| Filer"
    },
    "mediaLibrary": {
      "fields": {
        "id": "Id"
      },
      "name": "Mediebibliotek |||| Mediebibliotek"
    },
    "meetingInstances": {
      "fields": {
        "actionItems": "Tiltak",
        "attendees": "Deltakere",
        "currentStep": "Gjeldende steg",
        "decisions": "Beslutninger",
        "endedAt": "Avsluttet",
        "facilitator": "Møteleder",
        "id": "Id",
        "meeting": {
          "_label": "Møtet som holdt",
          "powerBi": {
            "_label": "Power BI-rapport",
            "name": "Rapport",
            "reportId": "Power BI-rapport-id",
            "workspaceId": "Power BI-arbeidsområde-id"
          },
          "steps": "Steg",
          "title": "Tittel",
          "type": "Type"
        },
        "meetingId": "Møte",
        "mentions": "Nevnt",
        "notes": "Notater",
        "period": "Periode",
        "startedAt": "Startet",
        "status": "Status",
        "stepNotes": "Notater til steg",
        "venueId": "Sted",
        "when": "Når",
        "whenYear": "År"
      },
      "listItems": {
        "actionItems": {
          "assigneeId": "Deltaker",
          "createdId": "Opprettet som",
          "dueDate": "Frist",
          "kind": "Blir",
          "title": "Tiltak"
        },
        "stepNotes": {
          "note": "Notat",
          "step": "Steg"
        }
      },
      "name": "Møte |||| Møter"
    },
    "meetingNotificationRules": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Inaktiv i (inaktivitetsregler)",
        "isActive": "Aktiv",
        "meetingId": "Møte (tomt: alle møter)",
        "message": "Varselets tekst",
        "name": "Navn",
        "recipientRoles": "Varsle stedets",
        "title": "Varselets tittel",
        "type": "Utløses når"
      },
      "name": "Møteregel |||| Møteregler"
    },
    "meetingRuleFirings": {
      "fields": {
        "firedAt": "Varslet",
        "id": "Id",
        "ruleId": "Regel",
        "venueId": "Sted"
      },
      "name": "Regelutløsning |||| Regelutløsninger"
    },
    "meetings": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Aktiv",
        "powerBiReportId": "Power BI-rapport (for Power BI-steget)",
        "steps": "Steg",
        "title": "Tittel",
        "type": "Type",
        "venueId": "Sted (tom: alle steder i landet)"
      },
      "name": "Møte |||| Møter"
    },
    "messageTemplates": {
      "fields": {
        "enabled": "Aktivert",
        "id": "Id",
        "name": "Navn",
        "template": {
          "_label": "Mal",
          "body": "Tekst",
          "subject": "Emne",
          "templateType": "Format"
        },
        "venueId": "Sted"
      },
      "name": "Meldingsmal |||| Meldingsmaler"
    },
    "messengerConversations": {
      "fields": {
        "assignee": "Ansvarlig",
        "contactName": "Navn",
        "guestId": "Gjest",
        "id": "Id",
        "identityId": "Side",
        "isOpen": "Åpen",
        "lastMessageAt": "Siste melding",
        "messages": "Meldinger",
        "psid": "Avsender-id",
        "status": "Status",
        "topics": "Emner",
        "unreadCount": "Uleste",
        "venueId": "Sted"
      },
      "listItems": {
        "messages": {
          "fromGuest": "Fra gjesten",
          "id": "Id",
          "isSystemMessage": "Systemmelding",
          "senderName": "Avsender",
          "senderUserId": "Sendt av",
          "sentAt": "Sendt",
          "text": "Tekst"
        }
      },
      "name": "Messenger-samtale |||| Messenger"
    },
    "messengerIdentities": {
      "fields": {
        "id": "Id",
        "pageId": "Side-id",
        "pageName": "Sidenavn",
        "platform": "Plattform",
        "venueId": "Sted"
      },
      "name": "Messenger-identitet |||| Messenger-identiteter"
    },
    "newsArticles": {
      "fields": {
        "author": "Forfatter",
        "body": "Tekst",
        "categoryId": "Kategori",
        "commentCount": "Kommentarer",
        "id": "Id",
        "likeCount": "Liker",
        "publishedAt": "Publisert",
        "summary": "Sammendrag",
        "title": "Tittel"
      },
      "name": "Nyhet |||| Nyheter"
    },
    "newsComments": {
      "fields": {
        "articleId": "Artikkel",
        "content": "Kommentar",
        "id": "Id",
        "mentions": "Nevnt",
        "userName": "Av"
      },
      "name": "Kommentar |||| Kommentarer"
    },
    "newsLikes": {
      "fields": {
        "articleId": "Artikkel",
        "id": "Id",
        "userId": "Bruker"
      },
      "name": "Liker |||| Liker"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Lest",
        "kind": "Type",
        "link": "Lenke",
        "message": "Melding",
        "params": {
          "_label": "Detaljer",
          "author": "Av",
          "name": "Navn",
          "place": "Hvor"
        },
        "sourceKey": "Kilde",
        "title": "Tittel",
        "userId": "Bruker",
        "venueId": "Sted"
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
    "packages": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Aktiv",
        "items": "Innhold",
        "name": "Navn",
        "price": "Pakkepris inkl. mva",
        "validFrom": "Gyldig fra",
        "validTo": "Gyldig til"
      },
      "listItems": {
        "items": {
          "quantity": "Antall",
          "salesProductId": "Salgsvare"
        }
      },
      "name": "Pakke |||| Pakker"
    },
    "personalTodoCategories": {
      "fields": {
        "color": "Farge",
        "icon": "Ikon",
        "id": "Id",
        "name": "Navn",
        "ownerId": "Eier",
        "role": "Rolle",
        "venueId": "Sted"
      },
      "name": "Gjøremålskategori |||| Gjøremålskategorier"
    },
    "personalTodos": {
      "fields": {
        "categoryId": "Kategori",
        "completed": "Fullført",
        "completedAt": "Fullført",
        "flagged": "Flagget",
        "hasDueDate": "Har en frist",
        "id": "Id",
        "meetingInstanceId": "Fra møtet",
        "note": "Notat",
        "ownerId": "Eier",
        "position": "Plassering",
        "role": "Rolle",
        "startDate": "Frist",
        "title": "Tittel",
        "venueId": "Sted"
      },
      "name": "Gjøremål |||| Gjøremål"
    },
    "pimStockLocations": {
      "fields": {
        "id": "Id",
        "name": "Navn",
        "pimStockLocationType": "Plassering",
        "venueId": "Sted"
      },
      "name": "Lagerplassering |||| Lagerplasseringer"
    },
    "plandayPayrateChanges": {
      "fields": {
        "effectiveDate": "Gjelder fra",
        "employeeName": "Ansatt",
        "employeeNumber": "Ansattnr.",
        "errorMessage": "Feil",
        "hasError": "Overføring feilet",
        "id": "Id",
        "newRate": "Ny timelønn",
        "oldRate": "Gammel timelønn",
        "reason": "Årsak",
        "venueId": "Sted"
      },
      "name": "Lønnssatsendring |||| Lønnssatsendringer"
    },
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Plassering",
        "mustRequestTip": "Skal be om tips",
        "name": "Navn",
        "venueId": "Sted"
      },
      "name": "Terminal |||| Terminaler"
    },
    "posFloorplans": {
      "fields": {
        "height": "Høyde",
        "id": "Id",
        "locationId": "Plassering",
        "name": "Navn",
        "tables": "Bord",
        "venueId": "Sted",
        "width": "Bredde"
      },
      "listItems": {
        "tables": {
          "height": "Høyde",
          "name": "Navn",
          "seats": "Plasser",
          "shape": "Form",
          "tableId": "Id",
          "width": "Bredde",
          "x": "Venstre",
          "y": "Topp"
        }
      },
      "name": "Plantegning |||| Plantegninger"
    },
    "posReports": {
      "fields": {
        "country": "Land",
        "id": "Id"
      },
      "name": "Innkjøpsrapport |||| Innkjøpsrapporter"
    },
    "posVenues": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "locations": "Plasseringer",
        "name": "Navn",
        "settings": {
          "_label": "Stedsinnstillinger",
          "businessDayStartsAt": "Forretningsdagen starter",
          "defaultPriceGroupId": "Prisgruppe",
          "receiptFooter": "Kvitteringsbunn",
          "receiptHeader": "Kvitteringshode",
          "receivingStorageId": "Mottakslager",
          "serviceChargePercentage": "Serviceavgift (%)",
          "tipsEnabled": "Tips aktivert",
          "zReportEmail": "E-post for Z-rapport"
        },
        "storages": "Lagre",
        "venueId": "Sted"
      },
      "listItems": {
        "locations": {
          "locationId": "Id",
          "name": "Navn",
          "storageId": "Lager"
        },
        "storages": {
          "storageId": "Id",
          "storageName": "Lagernavn"
        }
      },
      "name": "Kassested |||| Kassesteder"
    },
    "pouringCategories": {
      "fields": {
        "id": "Id",
        "name": "Navn",
        "pourSize": "Skjenkestørrelse (cl)",
        "wastePercentage": "Tillatt svinn (%)"
      },
      "name": "Skjenkekategori |||| Skjenkekategorier"
    },
    "powerBi": {
      "fields": {
        "id": "Id"
      },
      "name": "Power BI-rapport |||| Power BI-rapporter"
    },
    "priceGroups": {
      "fields": {
        "id": "Id",
        "isDefault": "Standard",
        "name": "Navn"
      },
      "name": "Prisgruppe |||| Prisgrupper"
    },
    "priceShiftWindows": {
      "fields": {
        "fromTime": "Fra",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "priceGroupId": "Prisgruppe",
        "toTime": "Til",
        "validFrom": "Gyldig fra",
        "validTo": "Gyldig til",
        "venueId": "Sted",
        "weekdays": "Ukedager"
      },
      "name": "Prisskiftvindu |||| Prisskiftvinduer"
    },
    "procurement/poc/packages": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Aktiv",
        "items": "Innhold",
        "name": "Navn",
        "price": "Pakkepris inkl. mva",
        "validFrom": "Gyldig fra",
        "validTo": "Gyldig til"
      },
      "listItems": {
        "items": {
          "quantity": "Antall",
          "salesProductId": "Salgsvare"
        }
      },
      "name": "Pakke |||| Pakker"
    },
    "procurement/poc/sales-products": {
      "fields": {
        "allergyIds": "Allergener",
        "color": "Knappefarge",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "PLU",
        "prices": "Priser",
        "recipeId": "Oppskrift",
        "salesProductGroupId": "Salgsgruppe",
        "salesProductSubGroupId": "Salgsundergruppe",
        "taxGroupId": "Mva-gruppe"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. mva",
          "priceGroupId": "Prisgruppe"
        }
      },
      "name": "Salgsvare |||| Salgsvarer"
    },
    "procurement/poc/stock-products": {
      "fields": {
        "barcode": "Strekkode",
        "contentAmount": "Innhold per enhet",
        "contentUnit": "Innholdsenhet",
        "costPrice": "Innkjøpspris per enhet",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "Varenummer",
        "pouringCategoryId": "Skjenkekategori",
        "productUnitId": "Enhet",
        "stockContainerTypeId": "Emballasjetype",
        "stockProductGroupId": "Varegruppe",
        "vendorId": "Leverandør"
      },
      "name": "Lagervare |||| Lagervarer"
    },
    "procurement/poc/vendors": {
      "fields": {
        "contactName": "Kontaktperson",
        "country": "Land",
        "email": "Ordre-e-post",
        "id": "Id",
        "isActive": "Aktiv",
        "leadTimeDays": "Leveringstid (dager)",
        "minimumOrder": "Minimumsordre",
        "name": "Navn",
        "phone": "Telefon",
        "vendorNumber": "Leverandørnummer"
      },
      "name": "Leverandør |||| Leverandører"
    },
    "procurement/product-specs": {
      "fields": {
        "costPerPortion": "Kostnad per porsjon",
        "country": "Land",
        "description": "Fremgangsmåte",
        "id": "Id",
        "lines": "Ingredienser",
        "name": "Navn",
        "portions": "Porsjoner"
      },
      "listItems": {
        "lines": {
          "amount": "Mengde (i varens innholdsenhet)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Oppskrift |||| Oppskrifter"
    },
    "procurement/stock-products": {
      "fields": {
        "barcode": "Strekkode",
        "contentAmount": "Innhold per enhet",
        "contentUnit": "Innholdsenhet",
        "costPrice": "Innkjøpspris per enhet",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "Varenummer",
        "pouringCategoryId": "Skjenkekategori",
        "productUnitId": "Enhet",
        "stockContainerTypeId": "Emballasjetype",
        "stockProductGroupId": "Varegruppe",
        "vendorId": "Leverandør"
      },
      "name": "Lagervare |||| Lagervarer"
    },
    "procurement/stocking-templates": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "lines": "Varer og parnivåer",
        "name": "Navn"
      },
      "listItems": {
        "lines": {
          "parLevel": "Parnivå",
          "reorderPoint": "Bestillingspunkt",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Lagermal |||| Lagermaler"
    },
    "productUnits": {
      "fields": {
        "abbreviation": "Forkortelse",
        "id": "Id",
        "name": "Navn"
      },
      "name": "Vareenhet |||| Vareenheter"
    },
    "purchaseOrders": {
      "fields": {
        "cancelledAt": "Kansellert",
        "country": "Land",
        "currency": "Valuta",
        "expectedDeliveryDate": "Forventet levering",
        "id": "Id",
        "lines": "Linjer",
        "note": "Notat",
        "orderNumber": "Ordrenummer",
        "receipts": "Mottak",
        "receivedAt": "Sist mottatt",
        "state": "Status",
        "submittedAt": "Sendt",
        "total": "Totalt",
        "vendorId": "Leverandør",
        "venueId": "Sted"
      },
      "listItems": {
        "lines": {
          "lineId": "Linje-id",
          "quantity": "Bestilt",
          "receivedQuantity": "Mottatt",
          "stockProductId": "Lagervare",
          "unitCost": "Enhetspris"
        },
        "receipts": {
          "lines": "Linjer",
          "note": "Notat",
          "receivedAt": "Dato",
          "receivedBy": "Mottatt av",
          "storageId": "Lager"
        }
      },
      "name": "Innkjøpsordre |||| Innkjøpsordrer"
    },
    "recipes": {
      "fields": {
        "costPerPortion": "Kostnad per porsjon",
        "country": "Land",
        "description": "Fremgangsmåte",
        "id": "Id",
        "lines": "Ingredienser",
        "name": "Navn",
        "portions": "Porsjoner"
      },
      "listItems": {
        "lines": {
          "amount": "Mengde (i varens innholdsenhet)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Oppskrift |||| Oppskrifter"
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
        "venueId": "Sted"
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
    "salesProductGroups": {
      "fields": {
        "color": "Farge",
        "id": "Id",
        "name": "Navn"
      },
      "name": "Salgsgruppe |||| Salgsgrupper"
    },
    "salesProductSubGroups": {
      "fields": {
        "color": "Farge",
        "id": "Id",
        "name": "Navn",
        "salesProductGroupId": "Salgsgruppe",
        "salesProductGroupName": "Salgsgruppe"
      },
      "name": "Salgsundergruppe |||| Salgsundergrupper"
    },
    "salesProducts": {
      "fields": {
        "allergyIds": "Allergener",
        "color": "Knappefarge",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "PLU",
        "prices": "Priser",
        "recipeId": "Oppskrift",
        "salesProductGroupId": "Salgsgruppe",
        "salesProductSubGroupId": "Salgsundergruppe",
        "taxGroupId": "Mva-gruppe"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. mva",
          "priceGroupId": "Prisgruppe"
        }
      },
      "name": "Salgsvare |||| Salgsvarer"
    },
    "salesWasteReasons": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "name": "Navn"
      },
      "name": "Årsak til salgssvinn |||| Årsaker til salgssvinn"
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
        "venueDetailsId": "Sted",
        "venueSetupId": "Oppsett"
      },
      "name": "Produkt |||| Produkter"
    },
    "setupTimeZones": {
      "fields": {
        "id": "Id",
        "name": "Navn"
      },
      "name": "Tidssone |||| Tidssoner"
    },
    "shortLinks": {
      "fields": {
        "clicks": "Klikk",
        "code": "Kode",
        "guestId": "Gjest",
        "id": "Id",
        "url": "Lenke",
        "venueId": "Sted"
      },
      "name": "Kort lenke |||| Korte lenker"
    },
    "stockContainerTypes": {
      "fields": {
        "id": "Id",
        "name": "Navn",
        "tareWeight": "Tomvekt (g)"
      },
      "name": "Emballasjetype |||| Emballasjetyper"
    },
    "stockCounts": {
      "fields": {
        "activatedAt": "Aktivert",
        "cancelledAt": "Kansellert",
        "completedAt": "Fullført",
        "countDate": "Telledato",
        "country": "Land",
        "currency": "Valuta",
        "id": "Id",
        "lines": "Linjer",
        "name": "Navn",
        "note": "Notat",
        "state": "Status",
        "storageId": "Lager (tomt: hele stedet)",
        "varianceValue": "Avviksverdi",
        "venueId": "Sted"
      },
      "listItems": {
        "lines": {
          "countedQuantity": "Telt",
          "expectedQuantity": "Forventet",
          "lineId": "Linje-id",
          "locationId": "Plassering",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Varetelling |||| Varetellinger"
    },
    "stockMovements": {
      "fields": {
        "id": "Id",
        "kind": "Type",
        "note": "Notat",
        "occurredAt": "Dato",
        "quantity": "Antall",
        "sourceId": "Kilde",
        "stockProductId": "Lagervare",
        "storageId": "Lager",
        "venueId": "Sted",
        "wasteReasonId": "Svinnårsak"
      },
      "name": "Lagerbevegelse |||| Lagerbevegelser"
    },
    "stockProductGroups": {
      "fields": {
        "color": "Farge",
        "id": "Id",
        "name": "Navn",
        "productCategoryId": "Varekategori",
        "productCategoryName": "Varekategori"
      },
      "name": "Varegruppe |||| Varegrupper"
    },
    "stockProductRequests": {
      "fields": {
        "contentAmount": "Innhold per enhet",
        "contentUnit": "Innholdsenhet",
        "country": "Land",
        "decidedAt": "Besluttet",
        "decidedBy": "Besluttet av",
        "decisionNote": "Svar",
        "estimatedCost": "Forventet pris per enhet",
        "id": "Id",
        "name": "Varenavn",
        "reason": "Hvorfor stedet trenger den",
        "state": "Status",
        "stockProductId": "Lagervare",
        "vendorName": "Leverandør",
        "venueId": "Sted"
      },
      "name": "Forespørsel om lagervare |||| Forespørsler om lagervarer"
    },
    "stockProducts": {
      "fields": {
        "barcode": "Strekkode",
        "contentAmount": "Innhold per enhet",
        "contentUnit": "Innholdsenhet",
        "costPrice": "Innkjøpspris per enhet",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "Varenummer",
        "pouringCategoryId": "Skjenkekategori",
        "productUnitId": "Enhet",
        "stockContainerTypeId": "Emballasjetype",
        "stockProductGroupId": "Varegruppe",
        "vendorId": "Leverandør"
      },
      "name": "Lagervare |||| Lagervarer"
    },
    "stockSettings": {
      "fields": {
        "countIntervalDays": "Telling hver (dager)",
        "country": "Land",
        "defaultLeadTimeDays": "Standard leveringstid (dager)",
        "id": "Id",
        "purchaseOrderPrefix": "Prefiks for ordrenumre",
        "varianceTolerancePercentage": "Akseptert tellingsavvik (%)"
      },
      "name": "Lagerinnstillinger |||| Lagerinnstillinger"
    },
    "stockTransfers": {
      "fields": {
        "cancelledAt": "Kansellert",
        "country": "Land",
        "id": "Id",
        "lines": "Linjer",
        "note": "Notat",
        "receivedAt": "Mottatt",
        "sentAt": "Sendt",
        "state": "Status",
        "toVenueId": "Til sted",
        "transferNumber": "Nummer",
        "venueId": "Fra sted"
      },
      "listItems": {
        "lines": {
          "quantity": "Antall",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Lageroverføring |||| Lageroverføringer"
    },
    "stockWasteReasons": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "name": "Navn"
      },
      "name": "Årsak til lagersvinn |||| Årsaker til lagersvinn"
    },
    "stockingTemplates": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "lines": "Varer og parnivåer",
        "name": "Navn"
      },
      "listItems": {
        "lines": {
          "parLevel": "Parnivå",
          "reorderPoint": "Bestillingspunkt",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Lagermal |||| Lagermaler"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Omtale |||| Omtaler"
    },
    "taxGroups": {
      "fields": {
        "code": "Kode",
        "id": "Id",
        "name": "Navn",
        "taxRatePercentage": "Mva-sats (%)"
      },
      "name": "Mva-gruppe |||| Mva-grupper"
    },
    "tonightAcrossVenues": {
      "fields": {
        "date": "Dato",
        "id": "Id"
      },
      "name": "I kveld på tvers av steder |||| I kveld på tvers av steder"
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
    "vendors": {
      "fields": {
        "contactName": "Kontaktperson",
        "country": "Land",
        "email": "Ordre-e-post",
        "id": "Id",
        "isActive": "Aktiv",
        "leadTimeDays": "Leveringstid (dager)",
        "minimumOrder": "Minimumsordre",
        "name": "Navn",
        "phone": "Telefon",
        "vendorNumber": "Leverandørnummer"
      },
      "name": "Leverandør |||| Leverandører"
    },
    "venueCampaigns": {
      "fields": {
        "approvalComment": "Godkjenningskommentar",
        "description": "Beskrivelse",
        "emailDate": "Sendedato for e-post",
        "emailHtml": "E-postinnhold",
        "emailSubject": "E-postemne",
        "emailTemplateId": "E-postmal",
        "history": "Historikk",
        "id": "Id",
        "masterId": "Masterkampanje",
        "npPushBody": "Push-tekst",
        "npPushCtaName": "Push-knappetekst",
        "npPushCtaUrl": "Push-knappelenke",
        "npPushTitle": "Push-tittel",
        "pushDate": "Sendedato for push",
        "rejectedComment": "Avvisningskommentar",
        "smsDate": "Sendedato for SMS",
        "smsText": "SMS-tekst",
        "statistics": {
          "_label": "Statistikk",
          "emailsBounced": "Avviste e-poster",
          "emailsClicked": "Klikkede e-poster",
          "emailsDelivered": "Leverte e-poster",
          "emailsOpened": "Åpnede e-poster",
          "emailsSent": "Sendte e-poster",
          "pushOpened": "Åpnede push",
          "pushSent": "Sendte push",
          "recipients": "Mottakere",
          "smsDelivered": "Leverte SMS",
          "smsSent": "Sendte SMS",
          "unsubscribed": "Avmeldt"
        },
        "status": "Status",
        "statusBeforeMasterApproval": "Status før masterens godkjenning",
        "submitComment": "Kommentar til innsending",
        "submittedAt": "Sendt inn",
        "title": "Tittel",
        "venueId": "Sted"
      },
      "listItems": {
        "history": {
          "action": "Handling",
          "at": "Når",
          "comment": "Kommentar",
          "fromStatus": "Fra status",
          "toStatus": "Til status",
          "userId": "Av",
          "userName": "Av"
        }
      },
      "name": "Stedskampanje |||| Stedskampanjer"
    },
    "venueCockpit": {
      "fields": {
        "id": "Id"
      },
      "name": "Cockpit |||| Cockpit"
    },
    "venueDetails": {
      "fields": {
        "address": "Adresse",
        "bookingOnRequestOnly": "Booking kun på forespørsel",
        "currencyInfo": {
          "_label": "Valuta",
          "code": "Kode",
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
        "venuePortalId": "Sted"
      },
      "listItems": {
        "legalDocuments": {
          "name": "Navn",
          "url": "URL"
        },
        "seatingStrategies": {
          "level": "Nivå",
          "matchScoreModifier": "Poeng ved treff",
          "scorePerUnusedSeatMultiplier": "Poeng per ledig plass",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Poeng ellers"
        },
        "venuePolicies": {
          "identifier": "Betegnelse",
          "limits": "Grenser",
          "policyConfigurationId": "Id",
          "policyLevel": "Nivå",
          "policyType": "Regeltype"
        }
      },
      "name": "Stedsdetaljer |||| Stedsdetaljer"
    },
    "venueDrive": {
      "fields": {
        "id": "Id",
        "path": "Mappe",
        "venueId": "Sted"
      },
      "name": "Mappe |||| Stedsdisk"
    },
    "venueDriveFiles": {
      "fields": {
        "domainPermission": "Hvem ser den",
        "id": "Id",
        "venueId": "Sted"
      },
      "name": "Diskfil |||| Diskfiler"
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
        "addressVersion": "Adresseversjon",
        "general": {
          "_label": "Generell info",
          "ageLimit": "Aldersgrense",
          "capacity": "Kapasitet (gjester)",
          "description": "Beskrivelse",
          "email": "E-post",
          "phone": "Telefon",
          "website": "Nettside"
        },
        "generalVersion": "Versjon av generell info",
        "id": "Id",
        "openingHours": "Åpningstider",
        "openingHoursVersion": "Versjon av åpningstider",
        "venueId": "Sted"
      },
      "listItems": {
        "openingHours": {
          "closed": "Stengt",
          "closes": "Stenger",
          "opens": "Åpner",
          "weekday": "Dag"
        }
      },
      "name": "Stedsinfo |||| Stedsinfo"
    },
    "venueNotes": {
      "fields": {
        "bookingClosed": "Nettbooking stengt",
        "date": "Kveld",
        "deleted": "Slettet",
        "id": "Id",
        "message": "Melding",
        "type": "Type",
        "venueDetailsId": "Sted"
      },
      "name": "Stedsnotat |||| Stedsnotater"
    },
    "venueRecipes": {
      "fields": {
        "costPerPortion": "Kostnad per porsjon",
        "id": "Id",
        "isActive": "Aktiv",
        "lines": "Ingredienser",
        "name": "Navn",
        "portions": "Porsjoner",
        "recipeId": "Basert på landsoppskrift",
        "venueId": "Sted"
      },
      "listItems": {
        "lines": {
          "amount": "Mengde (i varens innholdsenhet)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Stedsoppskrift |||| Stedsoppskrifter"
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
        "venueDetailsId": "Sted",
        "venuePolicies": "Regler",
        "venueSetupId": "Oppsett"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Nivå",
          "matchScoreModifier": "Poeng ved treff",
          "scorePerUnusedSeatMultiplier": "Poeng per ledig plass",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Poeng ellers"
        },
        "venuePolicies": {
          "identifier": "Betegnelse",
          "limits": "Grenser",
          "policyConfigurationId": "Id",
          "policyLevel": "Nivå",
          "policyType": "Regeltype"
        }
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
        "venueDetailsId": "Sted",
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
          "sections": "Seksjonsområder",
          "tables": "Bord",
          "width": "Bredde"
        },
        "floorplanVersion": "Versjon av plantegning",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "seatingStrategies": "Plasseringsstrategier",
        "type": "Type",
        "venueDetailsId": "Sted",
        "venuePolicies": "Regler"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Nivå",
          "matchScoreModifier": "Poeng ved treff",
          "scorePerUnusedSeatMultiplier": "Poeng per ledig plass",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Poeng ellers"
        },
        "venuePolicies": {
          "identifier": "Betegnelse",
          "limits": "Grenser",
          "policyConfigurationId": "Id",
          "policyLevel": "Nivå",
          "policyType": "Regeltype"
        }
      },
      "name": "Oppsett |||| Oppsett"
    },
    "venueStocks": {
      "fields": {
        "id": "Id",
        "venueId": "Sted"
      },
      "name": "Stedslager |||| Stedslagre"
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
        "venueDetailsId": "Sted",
        "venuePolicies": "Regler",
        "venueSectionId": "Seksjon",
        "venueSetupId": "Oppsett",
        "venueTableType": "Bordtype"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Nivå",
          "matchScoreModifier": "Poeng ved treff",
          "scorePerUnusedSeatMultiplier": "Poeng per ledig plass",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Poeng ellers"
        },
        "venuePolicies": {
          "identifier": "Betegnelse",
          "limits": "Grenser",
          "policyConfigurationId": "Id",
          "policyLevel": "Nivå",
          "policyType": "Regeltype"
        }
      },
      "name": "Bord |||| Bord"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Avkrysset av",
        "date": "Dato",
        "id": "Id",
        "taskId": "Oppgave",
        "venueId": "Sted"
      },
      "name": "Avkryssing |||| Avkryssinger"
    },
    "venueTasks": {
      "fields": {
        "date": "Dato",
        "description": "Beskrivelse",
        "id": "Id",
        "listSessionId": "Fra besøket eller gjennomgangen",
        "meetingInstanceId": "Fra møtet",
        "questionId": "Spørsmål",
        "repeat": "Gjenta",
        "roleTypeId": "Oppgavetype",
        "skippedDates": "Flyttede forekomster",
        "title": "Tittel",
        "venueId": "Sted"
      },
      "name": "Stedsoppgave |||| Stedsoppgaver"
    },
    "venueTrainingSessions": {
      "fields": {
        "date": "Dato",
        "durationMinutes": "Minutter",
        "id": "Id",
        "participants": "Deltakere",
        "startTime": "Starter",
        "status": "Status",
        "title": "Opplæring",
        "trainer": "Instruktør",
        "venueId": "Sted"
      },
      "name": "Opplæringsøkt |||| Opplæringsøkter"
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
      "name": "Sted |||| Steder"
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
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Parnivå",
        "reorderPoint": "Bestillingspunkt",
        "stockProductId": "Lagervare",
        "venueId": "Sted"
      },
      "name": "Parnivå |||| Ønsket lager"
    },
    "vp/pim/product-specs": {
      "fields": {
        "costPerPortion": "Kostnad per porsjon",
        "id": "Id",
        "isActive": "Aktiv",
        "lines": "Ingredienser",
        "name": "Navn",
        "portions": "Porsjoner",
        "recipeId": "Basert på landsoppskrift",
        "venueId": "Sted"
      },
      "listItems": {
        "lines": {
          "amount": "Mengde (i varens innholdsenhet)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Stedsoppskrift |||| Stedsoppskrifter"
    },
    "vp/pim/stock-product-requests": {
      "fields": {
        "contentAmount": "Innhold per enhet",
        "contentUnit": "Innholdsenhet",
        "country": "Land",
        "decidedAt": "Besluttet",
        "decidedBy": "Besluttet av",
        "decisionNote": "Svar",
        "estimatedCost": "Forventet pris per enhet",
        "id": "Id",
        "name": "Varenavn",
        "reason": "Hvorfor stedet trenger den",
        "state": "Status",
        "stockProductId": "Lagervare",
        "vendorName": "Leverandør",
        "venueId": "Sted"
      },
      "name": "Forespørsel om lagervare |||| Forespørsler om lagervarer"
    },
    "waiterLists": {
      "fields": {
        "date": "Dato",
        "id": "Id",
        "venueId": "Sted",
        "waiters": "Ansatte på vakt"
      },
      "listItems": {
        "waiters": {
          "endTime": "Slutter",
          "name": "Navn",
          "role": "Rolle",
          "startTime": "Starter",
          "terminalIds": "Terminaler",
          "userId": "Portalbruker"
        }
      },
      "name": "Servitørliste |||| Servitørlister"
    },
    "wizardInstances": {
      "fields": {
        "completedAt": "Fullført",
        "currentStep": "Steg",
        "employeeName": "Person",
        "id": "Id",
        "startedAt": "Startet",
        "status": "Status",
        "totalSteps": "Av steg",
        "venueId": "Sted",
        "wizard": "Veiledning"
      },
      "name": "Veiledning i gang |||| Veiledninger"
    },
    "zReports": {
      "fields": {
        "businessDate": "Forretningsdag",
        "closedAt": "Stengt",
        "country": "Land",
        "currency": "Valuta",
        "discounts": "Rabatter",
        "grossSales": "Bruttosalg",
        "guestCount": "Gjester",
        "id": "Id",
        "netSales": "Nettosalg",
        "openedAt": "Åpnet",
        "payments": "Betalinger",
        "refunds": "Refusjoner",
        "reportNumber": "Rapportnummer",
        "salesByGroup": "Salg per gruppe",
        "taxTotal": "Mva",
        "taxes": "Mva per gruppe",
        "terminalId": "Terminal",
        "tips": "Tips",
        "transactionCount": "Transaksjoner",
        "venueId": "Sted"
      },
      "listItems": {
        "payments": {
          "amount": "Mengde",
          "method": "Navn"
        },
        "salesByGroup": {
          "amount": "Mengde",
          "name": "Navn",
          "quantity": "Antall",
          "salesProductGroupId": "Id"
        },
        "taxes": {
          "code": "Navn",
          "net": "Mengde",
          "tax": "Mengde",
          "taxGroupId": "Id",
          "taxRatePercentage": "Mva-gruppe"
        }
      },
      "name": "Z-rapport |||| Z-rapporter"
    }
  },
  "routes": {
    "cockpit/employees": "Ansatte",
    "cockpit/payroll-changes": "Lønnsendringer",
    "cockpit/tonight": "Steder i kveld",
    "cockpit/training-sessions": "Opplæringsøkter",
    "cockpit/wizard-instances": "Veiledninger",
    "cp/powerbitester": "Power BI-tester",
    "cp/report": "Rapport",
    "cp/reports": "Rapportliste",
    "crm/automations": "Automatiseringer",
    "crm/booking-form-submissions": "Innsendte bookingskjemaer",
    "crm/booking-forms": "Bookingskjemaer",
    "crm/booking-products": "Bookingprodukter",
    "crm/campaigns": "Kampanjer",
    "crm/dynamicforms": "Dynamiske skjemaer",
    "crm/email-templates": "E-postmaler",
    "crm/engage/configuration": "Innboksoppsett",
    "crm/engage/email": "E-post",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Gjesteprofil",
    "crm/guest-segmentation": "Gjestesegmentering",
    "crm/guests": "Gjester",
    "crm/guests/duplicates": "Duplikater",
    "crm/guests/import": "Importer gjester",
    "crm/guests/requests": "Forespørsler fra registrerte",
    "crm/guests/retention": "Datalagring",
    "crm/legaldocument": "Juridisk dokument",
    "crm/legaldocuments": "Etterlevelse",
    "crm/overview": "CRM-oversikt",
    "crm/templates": "Automatisering",
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listeregler",
    "life/lists": "Lister",
    "life/lists/id": "Listeversjon",
    "life/meeting-rules": "Møteregler",
    "life/meetings": "Møter",
    "life/operationlinks": "Driftslenker",
    "marcom/guest-relations": "Bookingoversikt",
    "marcom/marcom": "Bordbooking",
    "marcom/marcom/calendar": "Oppsettskalender",
    "marcom/marcom/events": "Arrangementer",
    "marcom/marcom/floorplan": "Plantegning for oppsett",
    "marcom/marcom/guest-list": "Gjesteliste",
    "marcom/marcom/setup": "Stedsoppsett",
    "procurement-reports/report": "Salgsoversikt",
    "procurement-reports/stock-products-report": "Lagervarerapport",
    "procurement/poc/assigned-sales-products": "Tildelte salgsvarer",
    "procurement/poc/assigned-stock-products": "Tildelte lagervarer",
    "procurement/poc/configuration": "Landsinnstillinger",
    "procurement/poc/packages": "Pakker",
    "procurement/poc/priceShiftWindows": "Prisskiftvinduer",
    "procurement/poc/purchase-orders": "Innkjøpsordrer",
    "procurement/poc/sales-groups": "Salgsgrupper",
    "procurement/poc/sales-products": "Salgsvarer",
    "procurement/poc/stock-counts": "Varetellinger",
    "procurement/poc/stock-products": "Lagervarer",
    "procurement/poc/vendors": "Leverandører",
    "procurement/poc/venue-tables": "Plantegning",
    "procurement/poc/venues": "Kassesteder",
    "procurement/poc/waiterlist": "Servitørliste",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varegrupper",
    "procurement/product-specs": "Oppskrifter",
    "procurement/settings": "Lagerinnstillinger",
    "procurement/stock-locations": "Lagerplasseringer",
    "procurement/stock-product-requests": "Forespørsler om lagervarer",
    "procurement/stock-products": "Lagervarer",
    "procurement/stocking-templates": "Lagermaler",
    "procurement/venue-recipes": "Stedsoppskrifter",
    "procurement/venue-stocks": "Stedslagre",
    "vp/activationplan": "Aktiveringsplan",
    "vp/cockpit": "Cockpit",
    "vp/info": "Stedsinfo",
    "vp/lists": "Besøk og gjennomganger",
    "vp/lists/eodReport": "Dagsrapport",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/lists/oldmaintenancereview": "Vedlikeholdsgjennomganger",
    "vp/lists/oldvenuevisit": "Stedsbesøk",
    "vp/lists/submissions/listId": "Innsendinger",
    "vp/lists/submissions/type/id": "Gjennomgang",
    "vp/medialibrary": "Mediebibliotek",
    "vp/meetings": "Møter",
    "vp/news": "Nyheter",
    "vp/old-lists": "Tidligere besøk og gjennomganger",
    "vp/operationLinks": "Driftslenker",
    "vp/pim/desired-stock": "Ønsket lager",
    "vp/pim/orders": "Bestillinger",
    "vp/pim/pouring-categories": "Skjenkekategorier",
    "vp/pim/product-specs": "Oppskrifter",
    "vp/pim/stock": "Lager",
    "vp/pim/stock-product-requests": "Forespørsler om lagervarer",
    "vp/pim/stock-transfers": "Lageroverføringer",
    "vp/pim/stocktake": "Varetelling",
    "vp/poc/assigned-sales-products": "Tildelte salgsvarer",
    "vp/poc/assigned-stock-products": "Tildelte lagervarer",
    "vp/poc/priceShiftWindows": "Prisskiftvinduer",
    "vp/poc/purchase-orders": "Innkjøpsordrer",
    "vp/poc/stock-counts": "Varetellinger",
    "vp/poc/venue-tables": "Plantegning",
    "vp/poc/waiterlist": "Servitørliste",
    "vp/tasks": "Stedsoppgaver",
    "vp/todos": "Gjøremål",
    "vp/venuecampaigns": "Stedskampanjer",
    "vp/venuedrive": "Stedsdisk",
    "vp/visits/visit": "Stedsbesøk"
  },
  "services": {
    "crm": "CRM",
    "guests": "Gjester",
    "life": "LIFE",
    "overview": "Oversikt",
    "reports": "Rapporter",
    "upkeep": "Vedlikehold",
    "venue": "Sted"
  },
  "sidebar": {
    "cockpit/employees": "Ansatte",
    "cockpit/payroll-changes": "Lønnsendringer",
    "cockpit/tonight": "Steder i kveld",
    "cockpit/training-sessions": "Opplæringsøkter",
    "cockpit/wizard-instances": "Veiledninger",
    "cp/powerbitester": "Power BI-tester",
    "cp/reports": "Rapportliste",
    "crm/automations": "Automatiseringer",
    "crm/booking-forms": "Bookingskjemaer",
    "crm/campaigns": "Kampanjer",
    "crm/dynamicforms": "Dynamiske skjemaer",
    "crm/email-templates": "E-postmaler",
    "crm/engage/configuration": "Oppsett",
    "crm/engage/email": "E-post",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Gjestesegmentering",
    "crm/guests": "Gjester",
    "crm/guests/duplicates": "Duplikater",
    "crm/guests/import": "Importer gjester",
    "crm/guests/requests": "Forespørsler fra registrerte",
    "crm/guests/retention": "Datalagring",
    "crm/legaldocuments": "Etterlevelse",
    "crm/overview": "Oversikt",
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listeregler",
    "life/lists": "Lister",
    "life/meeting-rules": "Møteregler",
    "life/meetings": "Møter",
    "life/operationlinks": "Driftslenker",
    "marcom/guest-relations": "Bookingoversikt",
    "marcom/marcom": "Bordbooking",
    "marcom/marcom/calendar": "Oppsettskalender",
    "marcom/marcom/events": "Arrangementer",
    "marcom/marcom/floorplan": "Plantegning for oppsett",
    "marcom/marcom/guest-list": "Gjesteliste",
    "marcom/marcom/setup": "Stedsoppsett",
    "procurement-reports/report": "Salgsoversikt",
    "procurement-reports/stock-products-report": "Lagervarerapport",
    "procurement/poc/assigned-sales-products": "Tildelte salgsvarer",
    "procurement/poc/assigned-stock-products": "Tildelte lagervarer",
    "procurement/poc/configuration": "Landsinnstillinger",
    "procurement/poc/packages": "Pakker",
    "procurement/poc/priceShiftWindows": "Prisskiftvinduer",
    "procurement/poc/purchase-orders": "Innkjøpsordrer",
    "procurement/poc/sales-groups": "Salgsgrupper",
    "procurement/poc/sales-products": "Salgsvarer",
    "procurement/poc/stock-counts": "Varetellinger",
    "procurement/poc/stock-products": "Lagervarer",
    "procurement/poc/vendors": "Leverandører",
    "procurement/poc/venue-tables": "Plantegning",
    "procurement/poc/venues": "Kassesteder",
    "procurement/poc/waiterlist": "Servitørliste",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varegrupper",
    "procurement/product-specs": "Oppskrifter",
    "procurement/settings": "Lagerinnstillinger",
    "procurement/stock-locations": "Lagerplasseringer",
    "procurement/stock-product-requests": "Forespørsler om lagervarer",
    "procurement/stock-products": "Lagervarer",
    "procurement/stocking-templates": "Lagermaler",
    "procurement/venue-recipes": "Stedsoppskrifter",
    "procurement/venue-stocks": "Stedslagre",
    "vp/activationplan": "Aktiveringsplan",
    "vp/cockpit": "Cockpit",
    "vp/info": "Stedsinfo",
    "vp/lists": "Besøk og gjennomganger",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/medialibrary": "Mediebibliotek",
    "vp/meetings": "Møter",
    "vp/news": "Nyheter",
    "vp/operationLinks": "Driftslenker",
    "vp/pim/desired-stock": "Ønsket lager",
    "vp/pim/orders": "Bestillinger",
    "vp/pim/pouring-categories": "Skjenkekategorier",
    "vp/pim/product-specs": "Oppskrifter",
    "vp/pim/stock": "Lager",
    "vp/pim/stock-product-requests": "Forespørsler om lagervarer",
    "vp/pim/stock-transfers": "Lageroverføringer",
    "vp/pim/stocktake": "Varetelling",
    "vp/poc/assigned-sales-products": "Tildelte salgsvarer",
    "vp/poc/assigned-stock-products": "Tildelte lagervarer",
    "vp/poc/priceShiftWindows": "Prisskiftvinduer",
    "vp/poc/purchase-orders": "Innkjøpsordrer",
    "vp/poc/stock-counts": "Varetellinger",
    "vp/poc/venue-tables": "Plantegning",
    "vp/poc/waiterlist": "Servitørliste",
    "vp/tasks": "Stedsoppgaver",
    "vp/todos": "Gjøremål",
    "vp/venuecampaigns": "Stedskampanjer",
    "vp/venuedrive": "Stedsdisk"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Aktivering",
      "booking": "Bookinger",
      "engage": "Gjestedialog"
    },
    "guests": {},
    "life": {
      "general": "Generelt",
      "lists": "Lister",
      "meetings": "Møter"
    },
    "overview": {
      "procurement": "Innkjøp"
    },
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
      "venueManagement": "Stedsstyring"
    },
    "venue": {
      "booking": "Bookinger",
      "marketing": "Markedsføring",
      "operations": "Drift",
      "pos": "Kasse",
      "stock": "Lager"
    }
  }
};
