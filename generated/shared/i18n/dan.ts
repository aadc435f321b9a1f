// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Assisterende daglig leder",
    "cd": "Landedirektør",
    "cma": "Kanalmarkedsføringsmedarbejder",
    "cmm": "Kanalmarkedsføringschef",
    "fla": "FL-administrator",
    "gr": "Gæsteservice",
    "ncnp": "Trainee i kanalmarkedsføring",
    "rd": "Regionsdirektør",
    "rm": "Regionschef",
    "scmm": "Senior kanalmarkedsføringschef",
    "sm": "Vagtleder",
    "sma": "Stedsansvarlig",
    "smt": "Vagtleder-trainee",
    "svm": "Senior daglig leder",
    "vm": "Daglig leder"
  },
  "countries": {
    "dk": "Danmark",
    "fi": "Finland",
    "no": "Norge",
    "uk": "Storbritannien"
  },
  "enums": {
    "activationPlanCampaigns": {
      "channel": {
        "email": "E-mail",
        "inVenue": "På stedet",
        "print": "Tryk",
        "social": "Sociale medier"
      }
    },
    "activationPlanChangeLog": {
      "change": {
        "created": "Tilføjet",
        "deleted": "Slettet",
        "imported": "Importeret",
        "moved": "Flyttet",
        "updated": "Ændret"
      },
      "entity": {
        "budget": "Budget",
        "campaign": "Kampagne",
        "comment": "Kommentar",
        "event": "Arrangement"
      }
    },
    "activationPlanEvents": {
      "category": {
        "holiday": "Helligdag",
        "music": "Musik",
        "other": "Andet",
        "promotion": "Kampagne",
        "sports": "Sport",
        "theme": "Temaaften"
      }
    },
    "automations": {
      "actionType": {
        "AddLabelAction": "Tilføj en etiket",
        "AddPointsAction": "Tilføj point",
        "SendMailAction": "Send en e-mail",
        "SendSmsAction": "Send en SMS"
      },
      "conditionType": {
        "HasClickedMailCondition": "Har klikket på et link i en e-mail",
        "HasLabelCondition": "Har en etiket",
        "HasReadMailCondition": "Har læst en e-mail",
        "IsDynamicFormCondition": "Har indsendt en dynamisk formular"
      },
      "trigger": {
        "0": "Booking oprettet",
        "1": "Booking bekræftet",
        "2": "Udeblevet fra booking",
        "3": "Booking ankommet",
        "4": "Booking afvist",
        "5": "30 dage før gæstens fødselsdag",
        "6": "Gæstens fødselsdag",
        "7": "Dynamisk formular indsendt",
        "8": "Gæst oprettet",
        "9": "Scratcher-lead genereret",
        "10": "Fixr-billet solgt"
      }
    },
    "bookingForms": {
      "bookingFieldType": {
        "ArrivalDate": "Ankomstdato",
        "DynamicDropdown": "Dynamisk rulleliste",
        "DynamicText": "Dynamisk tekst",
        "GeneralComments": "Generelle kommentarer",
        "GuestBirthdate": "Gæstens fødselsdato",
        "GuestEmail": "Gæstens e-mail",
        "GuestFullName": "Gæstens navn",
        "GuestPhone": "Gæstens telefon",
        "NumGuests": "Antal gæster",
        "Products": "Valg af produkter",
        "ProductsSingle": "Valg af ét produkt"
      }
    },
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
        "3": "Bekræftet af stedet",
        "4": "Aflyst af stedet",
        "5": "Aflyst af gæst",
        "7": "Forespurgt",
        "8": "Forespørgsel afvist"
      }
    },
    "campaignOutbox": {
      "channel": {
        "Email": "E-mail",
        "Sms": "SMS"
      }
    },
    "campusEmployees": {
      "level": {
        "0": "Ikke startet",
        "1": "Niveau 1",
        "2": "Niveau 2",
        "3": "Niveau 3"
      },
      "position": {
        "bartender": "Bartender",
        "chef": "Kok",
        "doorman": "Dørmand",
        "host": "Vært",
        "shiftManager": "Vagtleder",
        "venueManager": "Daglig leder",
        "waiter": "Tjener"
      }
    },
    "campusLevelChanges": {
      "level": {
        "1": "Niveau 1",
        "2": "Niveau 2",
        "3": "Niveau 3"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Kernerapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "cookiePopupSettings": {
      "popupPosition": {
        "bottom": "Bjælke nederst",
        "bottomLeft": "Boks nederst til venstre",
        "center": "Dialog i midten"
      }
    },
    "cookies": {
      "cookieCategory": {
        "Analytics": "Statistik",
        "Marketing": "Markedsføring",
        "Nessecary": "Nødvendige",
        "Preferences": "Præferencer",
        "Unclassified": "Ikke klassificerede"
      },
      "cookieMethod": {
        "Cookie": "Cookie",
        "LocalStorage": "Lokalt lager",
        "SessionStorage": "Sessionslager"
      },
      "cookieType": {
        "Persistent": "Vedvarende",
        "Session": "Session"
      }
    },
    "dynamicForms": {
      "formFieldType": {
        "Checkbox": "Afkrydsningsfelt",
        "Date": "Dato",
        "Dropdown": "Rullemenu",
        "Email": "E-mail",
        "Number": "Tal",
        "Phone": "Telefon",
        "Text": "Kort tekst",
        "Textarea": "Lang tekst"
      }
    },
    "emailConversations": {
      "mailFolder": {
        "inbox": "Indbakke",
        "spam": "Spam"
      }
    },
    "emailSyncAccounts": {
      "syncState": {
        "Error": "Synkronisering fejlede",
        "Pending": "Venter på første synkronisering",
        "Synced": "Synkroniseret"
      }
    },
    "emailTemplates": {
      "templateType": {
        "Automation": "Automatisering",
        "Campaign": "Kampagne"
      }
    },
    "eodReportRules": {
      "notifyRole": {
        "avm": "Assisterende daglig leder",
        "cd": "Landedirektør",
        "rd": "Regionsdirektør",
        "rm": "Regionschef",
        "sm": "Vagtleder",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder"
      }
    },
    "eodReports": {
      "status": {
        "draft": "Kladde",
        "sent": "Sendt"
      }
    },
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idé",
        "Other": "Andet",
        "Praise": "Ros",
        "Problem": "Problem"
      }
    },
    "guestDuplicates": {
      "mergeField": {
        "birthDate": "Fødselsdato",
        "email": "E-mail",
        "firstName": "Fornavn",
        "lastName": "Efternavn",
        "phone": "Telefon",
        "profileImageUrl": "Profilbillede",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "venueId": "Hjemsted"
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
    "guestProfiles": {
      "consentType": {
        "Analytics": "Analyse",
        "Email": "E-mail",
        "Enrichment": "Berigelse",
        "Marketing": "Markedsføring",
        "PersonalData": "Persondata",
        "Phone": "Telefon",
        "SnailMail": "Brevpost",
        "SoMe": "Sociale medier"
      },
      "fieldSource": {
        "BookingForm": "Bookingformular",
        "DynamicForm": "Dynamisk formular",
        "Email": "E-mail",
        "Import": "Import",
        "Manual": "Indtastet af personale",
        "Messenger": "Messenger",
        "Referral": "Anbefaling",
        "WifiLogin": "Wi-Fi-login"
      },
      "guestExportFormat": {
        "json": "JSON (maskinlæsbar)",
        "pdf": "PDF (læsbar)"
      },
      "personalDataField": {
        "GuestBirthDate": "Fødselsdato",
        "GuestEmail": "E-mail",
        "GuestFirstName": "Fornavn",
        "GuestLastName": "Efternavn",
        "GuestPhone": "Telefon",
        "ProfileImageUrl": "Profilbillede",
        "SocialsFacebook": "Facebook",
        "SocialsInstagram": "Instagram"
      }
    },
    "guestRequests": {
      "guestRequestStatus": {
        "Done": "Færdig",
        "InProgress": "I gang",
        "Open": "Åben",
        "Refused": "Afvist"
      },
      "guestRequestType": {
        "Access": "Indsigt",
        "Correction": "Berigtigelse",
        "Erasure": "Sletning"
      }
    },
    "guestSegments": {
      "segmentKind": {
        "interest": "Interesse",
        "label": "Etiket"
      }
    },
    "legalDocuments": {
      "legalDocumentType": {
        "CookiePolicy": "Cookiepolitik",
        "MarketingConsent": "Markedsføringssamtykke",
        "Other": "Andet",
        "PrivacyPolicy": "Privatlivspolitik",
        "TermsAndConditions": "Vilkår og betingelser"
      }
    },
    "listNotificationRules": {
      "inactivity": {
        "86400": "1 dag",
        "172800": "2 dage",
        "259200": "3 dage",
        "604800": "1 uge",
        "1209600": "2 uger",
        "1814400": "3 uger",
        "2629743": "1 måned",
        "5259486": "2 måneder",
        "7889229": "3 måneder",
        "10518972": "4 måneder",
        "13148715": "5 måneder",
        "15778458": "6 måneder",
        "31556926": "1 år"
      },
      "listType": {
        "BarsAndNightclubsThorough": "Barer og natklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøg",
        "FireProtectionMeasures": "Brandsikring",
        "MaintenanceReviewLight": "Vedligeholdelsesgennemgang (let)",
        "MaintenanceReviewThorough": "Vedligeholdelsesgennemgang (grundig)",
        "VenueVisitLight": "Stedsbesøg (let)"
      },
      "notifyRole": {
        "avm": "Assisterende daglig leder",
        "cd": "Landedirektør",
        "rd": "Regionsdirektør",
        "rm": "Regionschef",
        "sm": "Vagtleder",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder"
      },
      "ruleType": {
        "inactivity": "Inaktivitet",
        "score": "Lav score"
      }
    },
    "listSessions": {
      "listType": {
        "BarsAndNightclubsThorough": "Barer og natklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøg",
        "FireProtectionMeasures": "Brandsikring",
        "MaintenanceReviewLight": "Vedligeholdelsesgennemgang (let)",
        "MaintenanceReviewThorough": "Vedligeholdelsesgennemgang (grundig)",
        "VenueVisitLight": "Stedsbesøg (let)"
      },
      "questionKind": {
        "number": "Tal",
        "photoMultipleUpload": "Billeder",
        "rating": "Bedømmelse (1-5)",
        "text": "Tekst",
        "videoMultipleUpload": "Videoer",
        "yesNo": "Ja / nej",
        "yesNoCritical": "Ja / nej (kritisk)"
      },
      "surveyType": {
        "0": "Undersøgelse",
        "1": "Quiz",
        "2": "Tjekliste",
        "3": "Stedsbesøg",
        "4": "Online-træning"
      }
    },
    "lists": {
      "listType": {
        "BarsAndNightclubsThorough": "Barer og natklubber (grundig)",
        "BarsWithRestaurantsThorough": "Barer med restaurant (grundig)",
        "CompetitorVisit": "Konkurrentbesøg",
        "FireProtectionMeasures": "Brandsikring",
        "MaintenanceReviewLight": "Vedligeholdelsesgennemgang (let)",
        "MaintenanceReviewThorough": "Vedligeholdelsesgennemgang (grundig)",
        "VenueVisitLight": "Stedsbesøg (let)"
      },
      "questionKind": {
        "number": "Tal",
        "photoMultipleUpload": "Billeder",
        "rating": "Bedømmelse (1-5)",
        "text": "Tekst",
        "videoMultipleUpload": "Videoer",
        "yesNo": "Ja / nej",
        "yesNoCritical": "Ja / nej (kritisk)"
      },
      "status": {
        "archived": "Arkiveret",
        "draft": "Kladde",
        "published": "Udgivet"
      }
    },
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Aktiv",
        "ApprovedForSending": "Godkendt til afsendelse",
        "Draft": "Kladde"
      }
    },
    "meetingInstances": {
      "actionKind": {
        "task": "Stedsopgave",
        "todo": "Personlig gøremål"
      },
      "status": {
        "created": "Ikke startet",
        "ended": "Afsluttet",
        "started": "I gang"
      },
      "stepType": {
        "employeesReport": "Medarbejderrapport",
        "finalReview": "Afsluttende gennemgang",
        "powerBi": "Power BI",
        "summary": "Opsummering",
        "venueTaskReview": "Gennemgang af stedsopgaver"
      }
    },
    "meetingNotificationRules": {
      "inactivityInterval": {
        "86400": "1 dag",
        "172800": "2 dage",
        "259200": "3 dage",
        "604800": "1 uge",
        "1209600": "2 uger",
        "1814400": "3 uger",
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
        "cd": "Landedirektør",
        "rd": "Regionsdirektør",
        "rm": "Regionschef",
        "sm": "Vagtleder",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder"
      },
      "ruleType": {
        "inactivity": "Inaktivitet",
        "meetingEnded": "Møde afsluttet"
      }
    },
    "meetings": {
      "meetingType": {
        "Annually": "Årlig",
        "BiAnnually": "Halvårlig",
        "BiWeekly": "Hver anden uge",
        "Monthly": "Månedlig",
        "Quarterly": "Kvartalsvis",
        "Weekly": "Ugentlig"
      },
      "stepType": {
        "employeesReport": "Medarbejderrapport",
        "finalReview": "Afsluttende gennemgang",
        "powerBi": "Power BI",
        "summary": "Opsummering",
        "venueTaskReview": "Gennemgang af stedsopgaver"
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
        "meeting": "Møde",
        "news": "Nyheder"
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
    "personalTodoCategories": {
      "icon": {
        "Build": "Vedligeholdelse",
        "Campaign": "Markedsføring",
        "CleaningServices": "Rengøring",
        "Event": "Arrangementer",
        "Inventory": "Lager",
        "Lightbulb": "Idéer",
        "List": "Liste",
        "LocalBar": "Bar",
        "People": "Personale",
        "Restaurant": "Køkken",
        "ShoppingCart": "Indkøb",
        "Star": "Stjerne"
      },
      "todoRole": {
        "avm": "Assisterende daglig leder",
        "sm": "Vagtleder",
        "sm-test": "Vagtleder (test)",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder",
        "vm-test": "Daglig leder (test)"
      }
    },
    "personalTodos": {
      "todoRole": {
        "avm": "Assisterende daglig leder",
        "sm": "Vagtleder",
        "sm-test": "Vagtleder (test)",
        "svm": "Senior daglig leder",
        "vm": "Daglig leder",
        "vm-test": "Daglig leder (test)"
      }
    },
    "pimStockLocations": {
      "pimStockLocationType": {
        "backBar": "Bagbar",
        "bar": "Bar",
        "cellar": "Kælder",
        "coldRoom": "Kølerum",
        "kitchen": "Køkken",
        "storage": "Lagerrum"
      }
    },
    "plandayPayrateChanges": {
      "reason": {
        "1": "Niveauændring",
        "2": "Konsolideret",
        "3": "Lønstigning"
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
        "Cancelled": "Annulleret",
        "Draft": "Kladde",
        "FullyReceived": "Fuldt modtaget",
        "PartiallyReceived": "Delvist modtaget",
        "Submitted": "Sendt",
        "Unknown": "Ukendt"
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
    "stockCounts": {
      "state": {
        "Active": "Aktiv",
        "Cancelled": "Annulleret",
        "Completed": "Afsluttet",
        "Draft": "Kladde",
        "Unknown": "Ukendt"
      }
    },
    "stockMovements": {
      "kind": {
        "counted": "Optællingskorrektion",
        "received": "Modtaget",
        "sale": "Solgt",
        "transferIn": "Overført ind",
        "transferOut": "Overført ud",
        "waste": "Spild"
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
        "Approved": "Godkendt",
        "Pending": "Afventer",
        "Rejected": "Afvist"
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
        "Cancelled": "Annulleret",
        "Draft": "Kladde",
        "Received": "Modtaget",
        "Sent": "Sendt"
      }
    },
    "venueCampaigns": {
      "mediaType": {
        "Email": "E-mail",
        "Push": "Push-besked",
        "Sms": "SMS"
      },
      "venueCampaignStatus": {
        "Approved": "Godkendt",
        "Archived": "Arkiveret",
        "Cancelled": "Annulleret",
        "ErrorSending": "Fejl ved afsendelse",
        "PartiallySent": "Delvist sendt",
        "ReadyToFillOut": "Klar til udfyldning",
        "Rejected": "Afvist",
        "Sent": "Sendt",
        "SubmittedForApproval": "Sendt til godkendelse"
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
        "0": "Sted",
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
    "venueDrive": {
      "domainPermission": {
        "country": "Steder i landet",
        "group": "Alle koncernens steder",
        "region": "Steder i regionen",
        "venue": "Dette sted"
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
        "0": "Sted",
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
        "0": "Sted",
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
        "0": "Sted",
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
        "vm": "Opgave for daglig leder"
      }
    },
    "venueTrainingSessions": {
      "status": {
        "cancelled": "Aflyst",
        "completed": "Gennemført",
        "planned": "Planlagt"
      }
    },
    "waiterLists": {
      "role": {
        "bartender": "Bartender",
        "manager": "Vagtleder",
        "runner": "Løber",
        "waiter": "Tjener"
      }
    },
    "wizardInstances": {
      "status": {
        "abandoned": "Opgivet",
        "completed": "Gennemført",
        "inProgress": "I gang"
      },
      "wizard": {
        "onboarding": "Onboarding af ny medarbejder",
        "responsibleServing": "Ansvarlig udskænkning",
        "shiftManager": "Vagtlederuddannelse",
        "venueOpening": "Åbning af stedet"
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
    "guests": "Gæsteprofiler",
    "life": "LIFE",
    "procurement": "Indkøb",
    "procurementReports": "Indkøbsrapporter",
    "venue": "Sted"
  },
  "resources": {
    "activationPlanBudgets": {
      "fields": {
        "amount": "Budget",
        "id": "Id",
        "month": "Måned",
        "note": "Bemærkning",
        "venueId": "Sted",
        "year": "År"
      },
      "name": "Budget |||| Budgetter"
    },
    "activationPlanCampaigns": {
      "fields": {
        "channel": "Kanal",
        "description": "Beskrivelse",
        "id": "Id",
        "isHQ": "Hovedkontorets kampagne",
        "month": "Måned",
        "plannedCost": "Planlagt udgift",
        "templateId": "Fra skabelon",
        "templateKey": "Skabelonpost",
        "title": "Titel",
        "venueId": "Sted",
        "year": "År"
      },
      "name": "Kampagne |||| Kampagner"
    },
    "activationPlanChangeLog": {
      "fields": {
        "at": "Hvornår",
        "change": "Ændring",
        "details": {
          "_label": "Detaljer",
          "changes": "Ændringer",
          "count": "Antal",
          "headOffice": "Hovedkontoret",
          "name": "Navn",
          "place": {
            "_label": "Værdi",
            "currency": "Valuta",
            "enum": "Værdiliste",
            "flag": "Ja eller nej",
            "minor": "Beløb",
            "month": "Måned",
            "type": "Type",
            "value": "Værdi",
            "year": "År"
          },
          "year": "År"
        },
        "entity": "Hvad",
        "entityId": "Post",
        "id": "Id",
        "summary": "Resumé",
        "userName": "Af",
        "venueId": "Sted"
      },
      "name": "Ændring |||| Ændringslog"
    },
    "activationPlanComments": {
      "fields": {
        "content": "Kommentar",
        "id": "Id",
        "mentions": "Nævnt",
        "month": "Måned",
        "templateId": "Fra skabelon",
        "templateKey": "Skabelonpost",
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
        "plannedCost": "Planlagt udgift",
        "startTime": "Starter",
        "templateId": "Fra skabelon",
        "templateKey": "Skabelonpost",
        "title": "Titel",
        "venueId": "Sted"
      },
      "name": "Arrangement |||| Arrangementer"
    },
    "activationPlanTemplates": {
      "fields": {
        "campaigns": "Kampagner",
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
          "key": "Nøgle",
          "month": "Måned",
          "title": "Titel"
        },
        "comments": {
          "content": "Kommentar",
          "key": "Nøgle",
          "month": "Måned"
        },
        "events": {
          "category": "Kategori",
          "day": "Dag",
          "description": "Beskrivelse",
          "key": "Nøgle",
          "month": "Måned",
          "title": "Titel"
        }
      },
      "name": "Skabelon for aktiveringsplan |||| Skabeloner for aktiveringsplan"
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
        "prices": "Priser på dette sted",
        "salesProductId": "Salgsvare",
        "venueId": "Sted"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. moms",
          "priceGroupId": "Prisgruppe"
        }
      },
      "name": "Tildelt salgsvare |||| Tildelte salgsvarer"
    },
    "assignedStockProducts": {
      "fields": {
        "costPrice": "Indkøbspris på dette sted",
        "id": "Id",
        "isActive": "Aktiv",
        "stockProductId": "Lagervare",
        "storageId": "Standardlager",
        "vendorId": "Leverandør på dette sted",
        "venueId": "Sted"
      },
      "name": "Tildelt lagervare |||| Tildelte lagervarer"
    },
    "automations": {
      "fields": {
        "actions": "Handlinger",
        "conditions": "Betingelser",
        "description": "Beskrivelse",
        "enabled": "Aktiveret",
        "id": "Id",
        "name": "Navn",
        "triggers": "Udløsere"
      },
      "listItems": {
        "actions": {
          "delayDays": "Forsinkelse (dage)",
          "emailTemplateId": "E-mailskabelon",
          "id": "Id",
          "label": "Etiket",
          "points": "Point",
          "smsText": "SMS-tekst",
          "type": "Handling"
        },
        "conditions": {
          "dynamicFormId": "Dynamisk formular",
          "emailTemplateId": "E-mailskabelon",
          "label": "Etiket",
          "negate": "Er ikke",
          "type": "Betingelse"
        },
        "triggers": {
          "type": "Udløser"
        }
      },
      "name": "Automatisering |||| Automatiseringer"
    },
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
        "imageLink": "Billede",
        "type": "Type",
        "venueDetailsId": "Sted",
        "venueSectionId": "Sektion",
        "venueSetupId": "Opsætning"
      },
      "name": "Arrangement |||| Arrangementer"
    },
    "bookingFormSubmissions": {
      "fields": {
        "arrivalDate": "Ankomstdato",
        "formId": "Bookingformular",
        "formName": "Formular",
        "guestEmail": "E-mail",
        "guestName": "Gæst",
        "guestPhone": "Telefon",
        "id": "Id",
        "numGuests": "Gæster",
        "submittedAt": "Indsendt",
        "values": "Svar",
        "venueId": "Sted"
      },
      "listItems": {
        "values": {
          "fieldId": "Felt",
          "label": "Spørgsmål",
          "technicalType": "Felttype",
          "value": "Svar"
        }
      },
      "name": "Indsendt bookingformular |||| Indsendte bookingformularer"
    },
    "bookingForms": {
      "fields": {
        "fields": "Felter",
        "formName": "Formularnavn",
        "id": "Id",
        "isActive": "Aktiv"
      },
      "listItems": {
        "fields": {
          "availableOptions": "Valgmuligheder",
          "id": "Id",
          "label": "Etiket",
          "productIds": "Produkter",
          "required": "Påkrævet",
          "technicalType": "Felttype"
        }
      },
      "name": "Bookingformular |||| Bookingformularer"
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
        "sortOrder": "Rækkefølge",
        "tag": "Tag",
        "translations": "Oversættelser"
      },
      "listItems": {
        "translations": {
          "languageCode": "Sprog",
          "translation": "Oversættelse"
        }
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
        "eventId": "Arrangement",
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
        "venueDetailsId": "Sted",
        "venueSectionId": "Sektion",
        "venueSetupId": "Opsætning",
        "venueTableId": "Bord"
      },
      "listItems": {
        "arrivals": {
          "created": "Oprettet",
          "createdBy": "Forfatter",
          "id": "Id",
          "note": "Bemærkning",
          "numberOfGuests": "Gæster"
        },
        "bookingMessages": {
          "author": "Forfatter",
          "created": "Oprettet",
          "message": "Besked"
        },
        "changeLog": {
          "changeFlags": "Hvad blev ændret",
          "changes": "Ændringer",
          "created": "Oprettet",
          "message": "Besked",
          "user": "Forfatter",
          "userId": "Bruger-id"
        },
        "notes": {
          "created": "Oprettet",
          "createdBy": "Forfatter",
          "message": "Besked"
        },
        "orderLines": {
          "category": "Kategori",
          "description": "Beskrivelse",
          "name": "Navn",
          "quantity": "Antal",
          "unitPrice": "Stykpris"
        }
      },
      "name": "Booking |||| Bookinger"
    },
    "campaignOutbox": {
      "fields": {
        "body": "Tekst",
        "channel": "Kanal",
        "id": "Id",
        "recipient": "Modtager",
        "subject": "Emne",
        "venueCampaignId": "Stedskampagne",
        "venueId": "Sted"
      },
      "name": "Testbesked |||| Testbeskeder"
    },
    "campusEmployees": {
      "fields": {
        "campusLevel": "Campus-niveau",
        "employeeNumber": "Medarbejdernr.",
        "hiredOn": "Ansat",
        "id": "Id",
        "lastTrainingOn": "Seneste træning",
        "name": "Navn",
        "position": "Stilling",
        "trainingsCompleted": "Træninger",
        "venueId": "Sted"
      },
      "name": "Medarbejder |||| Medarbejdere"
    },
    "campusLevelChanges": {
      "fields": {
        "approvedBy": "Godkendt af",
        "changedOn": "Gældende fra",
        "employeeName": "Medarbejder",
        "employeeNumber": "Medarbejdernr.",
        "id": "Id",
        "levelFrom": "Fra niveau",
        "levelTo": "Til niveau",
        "venueId": "Sted"
      },
      "name": "Ændring af Campus-niveau |||| Ændringer af Campus-niveau"
    },
    "cockpit/employees": {
      "fields": {
        "campusLevel": "Campus-niveau",
        "employeeNumber": "Medarbejdernr.",
        "hiredOn": "Ansat",
        "id": "Id",
        "lastTrainingOn": "Seneste træning",
        "name": "Navn",
        "position": "Stilling",
        "trainingsCompleted": "Træninger",
        "venueId": "Sted"
      },
      "name": "Medarbejder |||| Medarbejdere"
    },
    "cockpit/training-sessions": {
      "fields": {
        "date": "Dato",
        "durationMinutes": "Minutter",
        "id": "Id",
        "participants": "Deltagere",
        "startTime": "Starter",
        "status": "Status",
        "title": "Træning",
        "trainer": "Træner",
        "venueId": "Sted"
      },
      "name": "Træningssession |||| Træningssessioner"
    },
    "cockpit/wizard-instances": {
      "fields": {
        "completedAt": "Gennemført",
        "currentStep": "Trin",
        "employeeName": "Person",
        "id": "Id",
        "startedAt": "Startet",
        "status": "Status",
        "totalSteps": "Af trin",
        "venueId": "Sted",
        "wizard": "Guide"
      },
      "name": "Guide i gang |||| Guider"
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
    "cookiePopupSettings": {
      "fields": {
        "acceptAllLabel": "Accepter-knap",
        "consentLifetimeDays": "Spørg igen efter (dage)",
        "cookiePolicyDocumentId": "Cookiepolitik",
        "id": "Id",
        "position": "Placering",
        "primaryColor": "Knapfarve",
        "rejectAllLabel": "Afvis-knap",
        "settingsLabel": "Indstillinger-knap",
        "showRejectAll": "Vis afvis-knappen",
        "text": "Tekst",
        "title": "Titel"
      },
      "name": "Indstillinger for cookie-popup |||| Indstillinger for cookie-popup"
    },
    "cookies": {
      "fields": {
        "category": "Kategori",
        "domain": "Domæne",
        "expiryDays": "Udløber efter (dage)",
        "id": "Id",
        "method": "Metode",
        "name": "Navn",
        "provider": "Udbyder",
        "purpose": "Formål",
        "type": "Type"
      },
      "name": "Cookie |||| Cookies"
    },
    "countrySettings": {
      "fields": {
        "allergies": "Allergener",
        "country": "Land",
        "id": "Id",
        "pouringCategories": "Skænkekategorier",
        "priceGroups": "Prisgrupper",
        "productCategories": "Varekategorier",
        "productUnits": "Vareenheder",
        "salesProductGroups": "Salgsvaregrupper",
        "stockContainerTypes": "Emballagetyper",
        "taxGroups": "Momsgrupper",
        "tipPercentages": "Drikkepengeprocenter"
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
          "pourSize": "Skænkestørrelse (cl)",
          "pouringCategoryId": {
            "_label": "Skænkekategori",
            "id": "Id"
          },
          "wastePercentage": "Tilladt spild (%)"
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
          "color": "Farve",
          "name": "Navn",
          "productCategoryId": {
            "_label": "Varekategori",
            "id": "Id"
          },
          "tags": "Tags",
          "validProductGroups": "Varegrupper"
        },
        "productUnits": {
          "abbreviation": "Forkortelse",
          "name": "Navn",
          "productUnitId": {
            "_label": "Enhed",
            "id": "Id"
          }
        },
        "salesProductGroups": {
          "color": "Farve",
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
            "_label": "Emballagetype",
            "id": "Id"
          },
          "tareWeight": "Tomvægt (g)"
        },
        "taxGroups": {
          "code": "Kode",
          "taxGroupId": {
            "_label": "Momsgruppe",
            "id": "Id"
          },
          "taxRate": "Momssats",
          "taxRatePercentage": "Momssats (%)"
        }
      },
      "name": "Landeindstillinger |||| Landeindstillinger"
    },
    "cp/reports": {
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
    "crm/booking-form-submissions": {
      "fields": {
        "arrivalDate": "Ankomstdato",
        "formId": "Bookingformular",
        "formName": "Formular",
        "guestEmail": "E-mail",
        "guestName": "Gæst",
        "guestPhone": "Telefon",
        "id": "Id",
        "numGuests": "Gæster",
        "submittedAt": "Indsendt",
        "values": "Svar",
        "venueId": "Sted"
      },
      "listItems": {
        "values": {
          "fieldId": "Felt",
          "label": "Spørgsmål",
          "technicalType": "Felttype",
          "value": "Svar"
        }
      },
      "name": "Indsendt bookingformular |||| Indsendte bookingformularer"
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
          "_label": "Tal pr. land"
        },
        "id": "Id"
      },
      "name": "CRM-statistik |||| CRM-statistik"
    },
    "dataController": {
      "fields": {
        "city": "By",
        "companyName": "Virksomhed",
        "country": "Land",
        "dpoEmail": "DPO e-mail",
        "dpoName": "Databeskyttelsesrådgiver",
        "email": "E-mail",
        "id": "Id",
        "phone": "Telefon",
        "postalCode": "Postnummer",
        "registrationNumber": "CVR-nummer",
        "street": "Gade"
      },
      "name": "Dataansvarlig |||| Dataansvarlig"
    },
    "dataProcessors": {
      "fields": {
        "agreementSignedOn": "Aftale underskrevet",
        "contactEmail": "Kontaktmail",
        "dataCategories": "Datakategorier",
        "id": "Id",
        "location": "Hvor data behandles",
        "name": "Navn",
        "purpose": "Formål",
        "website": "Hjemmeside"
      },
      "name": "Databehandler |||| Databehandlere"
    },
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Parniveau",
        "reorderPoint": "Genbestillingspunkt",
        "stockProductId": "Lagervare",
        "venueId": "Sted"
      },
      "name": "Parniveau |||| Ønsket lager"
    },
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Svar",
        "formId": "Dynamisk formular",
        "id": "Id",
        "submittedAt": "Indsendt",
        "venueId": "Sted"
      },
      "listItems": {
        "answers": {
          "key": "Nøgle",
          "value": "Svar"
        }
      },
      "name": "Formularindsendelse |||| Formularindsendelser"
    },
    "dynamicForms": {
      "fields": {
        "description": "Introduktion",
        "fields": "Spørgsmål",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "submitButtonText": "Knaptekst",
        "successMessage": "Takkebesked",
        "title": "Titel på formularen",
        "venueIds": "Udgivet hos"
      },
      "listItems": {
        "fields": {
          "key": "Nøgle",
          "label": "Spørgsmål",
          "options": "Valgmuligheder",
          "required": "Påkrævet",
          "type": "Svartype"
        }
      },
      "name": "Dynamisk formular |||| Dynamiske formularer"
    },
    "emailConversations": {
      "fields": {
        "assignee": "Ansvarlig",
        "contactEmail": "Fra",
        "contactName": "Navn",
        "guestId": "Gæst",
        "id": "Id",
        "isOpen": "Åben",
        "labels": "Etiketter",
        "lastMessageAt": "Seneste besked",
        "mailFolder": "Mappe",
        "messages": "Beskeder",
        "status": "Status",
        "subject": "Emne",
        "syncEmail": "Postkasse",
        "threadId": "Tråd",
        "topics": "Emner",
        "unreadCount": "Ulæste",
        "venueId": "Sted"
      },
      "listItems": {
        "messages": {
          "attachments": "Vedhæftninger",
          "cc": "Cc",
          "from": "Fra",
          "fromGuest": "Fra gæsten",
          "html": "Tekst",
          "id": "Besked-id",
          "isSystemMessage": "Systembesked",
          "senderUserId": "Sendt af",
          "sentAt": "Sendt",
          "subject": "Emne",
          "to": "Til"
        }
      },
      "name": "E-mailsamtale |||| E-mail"
    },
    "emailSignatures": {
      "fields": {
        "html": "Signatur",
        "id": "Id",
        "venueId": "Sted"
      },
      "name": "E-mailsignatur |||| E-mailsignaturer"
    },
    "emailSyncAccounts": {
      "fields": {
        "aliases": "Aliasser",
        "id": "Id",
        "lastSyncAt": "Senest synkroniseret",
        "status": "Status",
        "syncEmail": "Postkasse",
        "venueId": "Sted"
      },
      "name": "E-mailsynkronisering |||| E-mailsynkroniseringer"
    },
    "emailTemplates": {
      "fields": {
        "description": "Beskrivelse",
        "enabled": "Aktiveret",
        "html": "HTML",
        "id": "Id",
        "name": "Navn",
        "subject": "Emne",
        "type": "Type"
      },
      "name": "E-mailskabelon |||| E-mailskabeloner"
    },
    "eodReportRules": {
      "fields": {
        "country": "Land",
        "deadline": "Sendes senest (næste dag, stedets tid)",
        "id": "Id",
        "notifyRoles": "Giv disse roller på stedet besked",
        "recipients": "E-mailmodtagere",
        "requireBiImage": "BI-billede er påkrævet",
        "requireRevenue": "Omsætning er påkrævet",
        "requireSummary": "Opsummering af dagen er påkrævet"
      },
      "name": "Regler for dagsrapporter |||| Regler for dagsrapporter"
    },
    "eodReports": {
      "fields": {
        "biImageId": "BI-billede",
        "date": "Forretningsdag",
        "guests": "Gæster",
        "id": "Id",
        "incidents": "Hændelser",
        "late": "Sendt for sent",
        "maintenanceNotes": "Vedligeholdelse",
        "revenue": "Omsætning",
        "sentAt": "Sendt",
        "sentBy": "Sendt af",
        "sentTo": "Modtagere",
        "staffNotes": "Personale",
        "status": "Status",
        "summary": "Sådan gik dagen",
        "venueId": "Sted"
      },
      "name": "Dagsrapport |||| Dagsrapporter"
    },
    "feedback": {
      "fields": {
        "category": "Type",
        "id": "Id",
        "message": "Din feedback",
        "page": "Side",
        "rating": "Bedømmelse"
      },
      "name": "Feedback |||| Feedback"
    },
    "globalLogs": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "guestId": "Gæst",
        "id": "Id",
        "message": "Besked",
        "system": "System",
        "venueId": "Sted"
      },
      "name": "Global logpost |||| Globale logs"
    },
    "guestAccessLogs": {
      "fields": {
        "action": "Handling",
        "actorUserId": "Af",
        "guestId": "Gæst",
        "id": "Id",
        "job": "Job",
        "reason": "Begrundelse"
      },
      "name": "Adgangslogpost |||| Adgangslog"
    },
    "guestConsentConfirmations": {
      "fields": {
        "closedAt": "Afsluttet",
        "consent": "Samtykke",
        "country": "Land",
        "email": "Sendt til",
        "expiresAt": "Udløber",
        "guestId": "Gæst",
        "id": "Id",
        "language": "Sprog",
        "legalDocumentId": "Juridisk dokument",
        "legalDocumentRevision": "Udgave",
        "outcome": "Udfald",
        "tokenHash": "Token-hash",
        "venueId": "Sted"
      },
      "name": "Samtykkebekræftelse |||| Samtykkebekræftelser"
    },
    "guestConsentEvidence": {
      "fields": {
        "action": "Ændring",
        "actorJob": "Af (formular eller job)",
        "actorUserId": "Af",
        "at": "Hvornår",
        "consent": "Samtykke",
        "country": "Land",
        "guestId": "Gæst",
        "id": "Id",
        "legalDocumentId": "Juridisk dokument",
        "legalDocumentRevision": "Udgave",
        "source": "Kilde",
        "venueId": "Sted"
      },
      "name": "Samtykkebevis |||| Samtykkebeviser"
    },
    "guestConsents": {
      "fields": {
        "consent": "Samtykke",
        "country": "Land",
        "guestId": "Gæst",
        "id": "Id",
        "source": "Kilde",
        "venueId": "Sted"
      },
      "name": "Gæstesamtykke |||| Gæstesamtykker"
    },
    "guestDuplicateDismissals": {
      "fields": {
        "country": "Land",
        "guestId": "Gæst",
        "id": "Id",
        "otherGuestId": "Anden gæst"
      },
      "name": "Afvist dublet |||| Afviste dubletter"
    },
    "guestDuplicateRuns": {
      "fields": {
        "active": "I kø eller i gang",
        "country": "Land",
        "done": "Færdige",
        "durationMs": "Varighed (ms)",
        "error": "Fejl",
        "finishedAt": "Færdig",
        "heartbeatAt": "Seneste livstegn",
        "id": "Id",
        "pairs": "Fundne par",
        "phase": "Fase",
        "startedAt": "Startet",
        "status": "Status",
        "total": "I alt",
        "trigger": "Startet af"
      },
      "name": "Dubletsøgning |||| Dubletsøgninger"
    },
    "guestDuplicates": {
      "fields": {
        "country": "Land",
        "guestId": "Gæst",
        "id": "Id",
        "otherGuestId": "Anden gæst",
        "reasons": {
          "_label": "Begrundelser"
        },
        "runId": "Fundet af",
        "score": "Score"
      },
      "name": "Mulig dublet |||| Mulige dubletter"
    },
    "guestImports": {
      "fields": {
        "appliedAt": "Anvendt",
        "appliedBy": "Anvendt af",
        "country": "Land",
        "fileName": "Fil",
        "id": "Id",
        "result": {
          "_label": "Resultat"
        },
        "rows": "Rækker",
        "status": "Status"
      },
      "listItems": {
        "rows": {}
      },
      "name": "Gæsteimport |||| Gæsteimporter"
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
        "note": "Bemærkning",
        "phoneNumber": "Telefon",
        "rejectionNote": "Årsag til afvisning",
        "requestState": "Forespørgsel",
        "type": "Type",
        "venueDetailsId": "Sted"
      },
      "listItems": {
        "arrivals": {
          "created": "Oprettet",
          "createdBy": "Af",
          "id": "Id",
          "note": "Bemærkning",
          "numberOfGuests": "Gæster"
        }
      },
      "name": "Gæstelistepost |||| Gæsteliste"
    },
    "guestLogs": {
      "fields": {
        "action": "Handling",
        "consent": "Samtykke",
        "field": "Felt",
        "guestId": "Gæst",
        "id": "Id",
        "newValue": "Ny værdi",
        "oldValue": "Gammel værdi",
        "source": "Kilde",
        "venueId": "Sted"
      },
      "name": "Gæstelogpost |||| Gæstelog"
    },
    "guestMailOutbox": {
      "fields": {
        "body": "Tekst",
        "guestId": "Gæst",
        "id": "Id",
        "kind": "Slags",
        "recipient": "Modtager",
        "subject": "Emne",
        "transport": "Sendt via",
        "venueId": "Sted"
      },
      "name": "Mail til en gæst |||| Mails til gæster"
    },
    "guestNotes": {
      "fields": {
        "guestId": "Gæst",
        "id": "Id",
        "text": "Bemærkning",
        "venueId": "Sted"
      },
      "name": "Gæstenote |||| Gæstenoter"
    },
    "guestProfileMerges": {
      "fields": {
        "country": "Land",
        "fieldsFromRemoved": "Felter fra den flettede gæst",
        "id": "Id",
        "keptGuestId": "Bevaret gæst",
        "keptVersionAfter": "Version efter fletning",
        "removedGuestId": "Flettet gæst",
        "undo": {
          "_label": "Hvad fortrydelse kræver"
        },
        "undoneAt": "Fortrudt",
        "undoneBy": "Fortrudt af"
      },
      "name": "Fletning af gæster |||| Fletninger af gæster"
    },
    "guestProfiles": {
      "fields": {
        "anonymizedAt": "Anonymiseret",
        "anonymizedBy": "Anonymiseret af",
        "birthDate": "Fødselsdato",
        "country": "Land",
        "email": "E-mail",
        "emailKey": "E-mail (søgning)",
        "fieldSources": "Feltkilder",
        "firstName": "Fornavn",
        "firstNameKey": "Navn (fornavn, efternavn)",
        "id": "Id",
        "interests": "Interesser",
        "labels": "Etiketter",
        "lastName": "Efternavn",
        "lastVisitAt": "Seneste besøg",
        "nameKey": "Navn (efternavn, fornavn)",
        "phone": "Telefon",
        "phoneKey": "Telefon (søgning)",
        "points": "Point",
        "profileImageUrl": "Profilbillede",
        "referralCode": "Anbefalingskode",
        "referredByGuestId": "Anbefalet af gæst",
        "referredByUserId": "Anbefalet af medarbejder",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "source": "Oprettet via",
        "totalSpend": "Samlet forbrug",
        "venueId": "Hjemsted",
        "visitCount": "Besøg"
      },
      "listItems": {
        "fieldSources": {
          "field": "Felt",
          "source": "Kilde",
          "updatedAt": "Opdateret",
          "updatedBy": "Opdateret af"
        }
      },
      "name": "Gæsteprofil |||| Gæsteprofiler"
    },
    "guestRequests": {
      "fields": {
        "country": "Land",
        "dueOn": "Frist",
        "guestId": "Gæst",
        "handledBy": "Behandles af",
        "id": "Id",
        "notes": "Noter",
        "receivedOn": "Modtaget",
        "refusalReason": "Begrundelse for afslag",
        "status": "Status",
        "type": "Anmodning"
      },
      "name": "Anmodning fra den registrerede |||| Anmodninger fra registrerede"
    },
    "guestRetention": {
      "fields": {
        "country": "Land",
        "enabled": "Anonymisér inaktive gæster",
        "id": "Id",
        "months": "Måneder uden aktivitet"
      },
      "name": "Opbevaringsplan |||| Opbevaringsplaner"
    },
    "guestRetentionRuns": {
      "fields": {
        "anonymized": "Anonymiserede gæster",
        "country": "Land",
        "cutoff": "Inaktiv siden",
        "durationMs": "Varighed (ms)",
        "id": "Id",
        "months": "Måneder",
        "startedAt": "Startet"
      },
      "name": "Opbevaringskørsel |||| Opbevaringskørsler"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Type",
        "name": "Navn"
      },
      "name": "Gæstesegment |||| Gæstesegmentering"
    },
    "handlebars": {
      "fields": {
        "id": "Id"
      },
      "name": "Pladsholder |||| Pladsholdere"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Adgang |||| Adgang"
    },
    "legalDocuments": {
      "fields": {
        "country": "Land",
        "currentRevision": "Udgave",
        "id": "Id",
        "isEnabled": "Aktiveret",
        "language": "Sprog",
        "name": "Navn",
        "revisions": "Revisioner",
        "type": "Type"
      },
      "listItems": {
        "revisions": {
          "changeNote": "Hvad er ændret",
          "content": "Tekst",
          "publishedAt": "Udgivet",
          "publishedBy": "Udgivet af",
          "revision": "Udgave"
        }
      },
      "name": "Juridisk dokument |||| Juridiske dokumenter"
    },
    "life/list-rules": {
      "fields": {
        "active": "Aktiv",
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Ingen gennemgang i",
        "listType": "Listetype",
        "message": "Besked",
        "questionCategory": "Spørgsmålskategori",
        "recipientRoles": "Giv disse roller på stedet besked",
        "threshold": "Score under",
        "type": "Udløses af"
      },
      "name": "Listeregel |||| Listeregler"
    },
    "life/meeting-rules": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Inaktiv i (inaktivitetsregler)",
        "isActive": "Aktiv",
        "meetingId": "Møde (tom: alle møder)",
        "message": "Beskedens tekst",
        "name": "Navn",
        "recipientRoles": "Giv besked til stedets",
        "title": "Beskedens titel",
        "type": "Udløses når"
      },
      "name": "Møderegel |||| Mødeadvisering"
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
    "listNotificationRules": {
      "fields": {
        "active": "Aktiv",
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Ingen gennemgang i",
        "listType": "Listetype",
        "message": "Besked",
        "questionCategory": "Spørgsmålskategori",
        "recipientRoles": "Giv disse roller på stedet besked",
        "threshold": "Score under",
        "type": "Udløses af"
      },
      "name": "Listeregel |||| Listeregler"
    },
    "listRuleFirings": {
      "fields": {
        "firedAt": "Advaret",
        "id": "Id",
        "ruleId": "Regel",
        "venueId": "Sted"
      },
      "name": "Listeregeludløsning |||| Listeregeludløsninger"
    },
    "listSessions": {
      "fields": {
        "answers": "Svar",
        "categories": "Kategorier",
        "completedOn": "Afsluttet",
        "hasCriticalFailure": "Kritisk fejl",
        "id": "Id",
        "listId": "Liste",
        "listType": "Listetype",
        "listVersion": "Listeversion",
        "score": "Score",
        "startedOn": "Startet",
        "surveyType": "Undersøgelsestype",
        "title": "Titel",
        "userId": "Udført af",
        "venueId": "Sted"
      },
      "listItems": {
        "answers": {
          "categoryId": "Kategori",
          "comment": "Kommentar",
          "kind": "Type",
          "media": "Billeder og videoer",
          "questionId": "Id",
          "text": "Spørgsmål",
          "value": "Svar",
          "weight": "Vægt"
        },
        "categories": {
          "id": "Id",
          "name": "Navn"
        }
      },
      "name": "Gennemgang |||| Besøg og gennemgange"
    },
    "lists": {
      "fields": {
        "areas": "Områder",
        "categories": "Kategorier",
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "listVersion": "Version",
        "publishedAt": "Udgivet",
        "publishedBy": "Udgivet af",
        "questions": "Spørgsmål",
        "status": "Status",
        "title": "Titel",
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
          "help": "Vejledning",
          "id": "Id",
          "kind": "Type",
          "required": "Påkrævet",
          "text": "Spørgsmål",
          "weight": "Vægt"
        }
      },
      "name": "Liste |||| Lister"
    },
    "masterCampaigns": {
      "fields": {
        "activatedAt": "Aktiveret",
        "activationComment": "Kommentar",
        "approvedForSendingAt": "Godkendt til afsendelse",
        "description": "Beskrivelse",
        "emailDate": "Afsendelsesdato for e-mail",
        "emailHtml": "E-mailindhold",
        "emailSubject": "E-mailemne",
        "emailTemplateId": "E-mailskabelon",
        "history": "Historik",
        "id": "Id",
        "name": "Navn",
        "npPushBody": "Push-tekst",
        "npPushCtaName": "Push-knaptekst",
        "npPushCtaUrl": "Push-knaplink",
        "npPushTitle": "Push-titel",
        "pushDate": "Afsendelsesdato for push",
        "smsDate": "Afsendelsesdato for SMS",
        "smsText": "SMS-tekst",
        "status": "Status",
        "venueIds": "Steder"
      },
      "listItems": {
        "history": {
          "action": "Handling",
          "at": "Hvornår",
          "comment": "Kommentar",
          "fromStatus": "Fra status",
          "toStatus": "Til status",
          "userId": "Af",
          "userName": "Af"
        }
      },
      "name": "Masterkampagne |||| Masterkampagner"
    },
    "media": {
      "fields": {
        "contentType": "Indholdstype",
        "folder": "Mappe",
        "id": "Id",
        "name": "Navn",
        "size": "Størrelse (bytes)",
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
        "actionItems": "Handlingspunkter",
        "attendees": "Deltagere",
        "currentStep": "Aktuelt trin",
        "decisions": "Beslutninger",
        "endedAt": "Afsluttet",
        "facilitator": "Mødeleder",
        "id": "Id",
        "meeting": {
          "_label": "Mødet som afholdt",
          "powerBi": {
            "_label": "Power BI-rapport",
            "name": "Rapport",
            "reportId": "Power BI-rapport-id",
            "workspaceId": "Power BI-workspace-id"
          },
          "steps": "Trin",
          "title": "Titel",
          "type": "Type"
        },
        "meetingId": "Møde",
        "mentions": "Nævnt",
        "notes": "Noter",
        "period": "Periode",
        "startedAt": "Startet",
        "status": "Status",
        "stepNotes": "Noter til trin",
        "venueId": "Sted",
        "when": "Hvornår",
        "whenYear": "År"
      },
      "listItems": {
        "actionItems": {
          "assigneeId": "Deltager",
          "createdId": "Oprettet som",
          "dueDate": "Forfaldsdato",
          "kind": "Bliver til",
          "title": "Handlingspunkt"
        },
        "stepNotes": {
          "note": "Bemærkning",
          "step": "Trin"
        }
      },
      "name": "Møde |||| Møder"
    },
    "meetingNotificationRules": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Inaktiv i (inaktivitetsregler)",
        "isActive": "Aktiv",
        "meetingId": "Møde (tom: alle møder)",
        "message": "Beskedens tekst",
        "name": "Navn",
        "recipientRoles": "Giv besked til stedets",
        "title": "Beskedens titel",
        "type": "Udløses når"
      },
      "name": "Møderegel |||| Mødeadvisering"
    },
    "meetingRuleFirings": {
      "fields": {
        "firedAt": "Advaret",
        "id": "Id",
        "ruleId": "Regel",
        "venueId": "Sted"
      },
      "name": "Regeludløsning |||| Regeludløsninger"
    },
    "meetings": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Aktiv",
        "powerBiReportId": "Power BI-rapport (til Power BI-trinnet)",
        "steps": "Trin",
        "title": "Titel",
        "type": "Type",
        "venueId": "Sted (tom: alle steder i landet)"
      },
      "name": "Møde |||| Møder"
    },
    "messageTemplates": {
      "fields": {
        "enabled": "Aktiveret",
        "id": "Id",
        "name": "Navn",
        "template": {
          "_label": "Skabelon",
          "body": "Tekst",
          "subject": "Emne",
          "templateType": "Format"
        },
        "venueId": "Sted"
      },
      "name": "Beskedskabelon |||| Beskedskabeloner"
    },
    "messengerConversations": {
      "fields": {
        "assignee": "Ansvarlig",
        "contactName": "Navn",
        "guestId": "Gæst",
        "id": "Id",
        "identityId": "Side",
        "isOpen": "Åben",
        "lastMessageAt": "Seneste besked",
        "messages": "Beskeder",
        "psid": "Afsender-id",
        "status": "Status",
        "topics": "Emner",
        "unreadCount": "Ulæste",
        "venueId": "Sted"
      },
      "listItems": {
        "messages": {
          "fromGuest": "Fra gæsten",
          "id": "Id",
          "isSystemMessage": "Systembesked",
          "senderName": "Afsender",
          "senderUserId": "Sendt af",
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
        "platform": "Platform",
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
        "likeCount": "Synes godt om",
        "publishedAt": "Udgivet",
        "summary": "Resumé",
        "title": "Titel"
      },
      "name": "Nyhed |||| Nyheder"
    },
    "newsComments": {
      "fields": {
        "articleId": "Artikel",
        "content": "Kommentar",
        "id": "Id",
        "mentions": "Nævnt",
        "userName": "Af"
      },
      "name": "Kommentar |||| Kommentarer"
    },
    "newsLikes": {
      "fields": {
        "articleId": "Artikel",
        "id": "Id",
        "userId": "Bruger"
      },
      "name": "Synes godt om |||| Synes godt om"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Læst",
        "kind": "Type",
        "link": "Link",
        "message": "Besked",
        "params": {
          "_label": "Detaljer",
          "author": "Af",
          "name": "Navn",
          "place": "Hvor"
        },
        "sourceKey": "Kilde",
        "title": "Titel",
        "userId": "Bruger",
        "venueId": "Sted"
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
    "packages": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Aktiv",
        "items": "Indhold",
        "name": "Navn",
        "price": "Pakkepris inkl. moms",
        "validFrom": "Gyldig fra",
        "validTo": "Gyldig til"
      },
      "listItems": {
        "items": {
          "quantity": "Antal",
          "salesProductId": "Salgsvare"
        }
      },
      "name": "Pakke |||| Pakker"
    },
    "personalTodoCategories": {
      "fields": {
        "color": "Farve",
        "icon": "Ikon",
        "id": "Id",
        "name": "Navn",
        "ownerId": "Ejer",
        "role": "Rolle",
        "venueId": "Sted"
      },
      "name": "Gøremålskategori |||| Gøremålskategorier"
    },
    "personalTodos": {
      "fields": {
        "categoryId": "Kategori",
        "completed": "Udført",
        "completedAt": "Udført",
        "flagged": "Markeret",
        "hasDueDate": "Har en forfaldsdato",
        "id": "Id",
        "meetingInstanceId": "Fra mødet",
        "note": "Bemærkning",
        "ownerId": "Ejer",
        "position": "Placering",
        "role": "Rolle",
        "startDate": "Forfaldsdato",
        "title": "Titel",
        "venueId": "Sted"
      },
      "name": "Gøremål |||| Gøremål"
    },
    "pimStockLocations": {
      "fields": {
        "id": "Id",
        "name": "Navn",
        "pimStockLocationType": "Placering",
        "venueId": "Sted"
      },
      "name": "Lagerplacering |||| Lagerplaceringer"
    },
    "plandayPayrateChanges": {
      "fields": {
        "effectiveDate": "Gældende fra",
        "employeeName": "Medarbejder",
        "employeeNumber": "Medarbejdernr.",
        "errorMessage": "Fejl",
        "hasError": "Overførsel fejlede",
        "id": "Id",
        "newRate": "Ny timeløn",
        "oldRate": "Gammel timeløn",
        "reason": "Årsag",
        "venueId": "Sted"
      },
      "name": "Lønsatsændring |||| Lønsatsændringer"
    },
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Placering",
        "mustRequestTip": "Skal spørge om drikkepenge",
        "name": "Navn",
        "venueId": "Sted"
      },
      "name": "Terminal |||| Terminaler"
    },
    "posFloorplans": {
      "fields": {
        "height": "Højde",
        "id": "Id",
        "locationId": "Placering",
        "name": "Navn",
        "tables": "Borde",
        "venueId": "Sted",
        "width": "Bredde"
      },
      "listItems": {
        "tables": {
          "height": "Højde",
          "name": "Navn",
          "seats": "Pladser",
          "shape": "Form",
          "tableId": "Id",
          "width": "Bredde",
          "x": "Venstre",
          "y": "Top"
        }
      },
      "name": "Plantegning |||| Plantegninger"
    },
    "posReports": {
      "fields": {
        "country": "Land",
        "id": "Id"
      },
      "name": "Indkøbsrapport |||| Indkøbsrapporter"
    },
    "posVenues": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "locations": "Placeringer",
        "name": "Navn",
        "settings": {
          "_label": "Stedsindstillinger",
          "businessDayStartsAt": "Forretningsdagen starter",
          "defaultPriceGroupId": "Prisgruppe",
          "receiptFooter": "Kvitteringsfod",
          "receiptHeader": "Kvitteringshoved",
          "receivingStorageId": "Modtagelseslager",
          "serviceChargePercentage": "Servicegebyr (%)",
          "tipsEnabled": "Drikkepenge slået til",
          "zReportEmail": "E-mail til Z-rapport"
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
        "pourSize": "Skænkestørrelse (cl)",
        "wastePercentage": "Tilladt spild (%)"
      },
      "name": "Skænkekategori |||| Skænkekategorier"
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
        "weekdays": "Ugedage"
      },
      "name": "Prisskiftvindue |||| Prisskiftvinduer"
    },
    "procurement/poc/packages": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "isActive": "Aktiv",
        "items": "Indhold",
        "name": "Navn",
        "price": "Pakkepris inkl. moms",
        "validFrom": "Gyldig fra",
        "validTo": "Gyldig til"
      },
      "listItems": {
        "items": {
          "quantity": "Antal",
          "salesProductId": "Salgsvare"
        }
      },
      "name": "Pakke |||| Pakker"
    },
    "procurement/poc/sales-products": {
      "fields": {
        "allergyIds": "Allergener",
        "color": "Knapfarve",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "PLU",
        "prices": "Priser",
        "recipeId": "Opskrift",
        "salesProductGroupId": "Salgsgruppe",
        "salesProductSubGroupId": "Salgsundergruppe",
        "taxGroupId": "Momsgruppe"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. moms",
          "priceGroupId": "Prisgruppe"
        }
      },
      "name": "Salgsvare |||| Salgsvarer"
    },
    "procurement/poc/stock-products": {
      "fields": {
        "barcode": "Stregkode",
        "contentAmount": "Indhold pr. enhed",
        "contentUnit": "Indholdsenhed",
        "costPrice": "Kostpris pr. enhed",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "Varenummer",
        "pouringCategoryId": "Skænkekategori",
        "productUnitId": "Enhed",
        "stockContainerTypeId": "Emballagetype",
        "stockProductGroupId": "Varegruppe",
        "vendorId": "Leverandør"
      },
      "name": "Lagervare |||| Lagervarer"
    },
    "procurement/poc/vendors": {
      "fields": {
        "contactName": "Kontaktperson",
        "country": "Land",
        "email": "Ordre-e-mail",
        "id": "Id",
        "isActive": "Aktiv",
        "leadTimeDays": "Leveringstid (dage)",
        "minimumOrder": "Minimumsordre",
        "name": "Navn",
        "phone": "Telefon",
        "vendorNumber": "Leverandørnummer"
      },
      "name": "Leverandør |||| Leverandører"
    },
    "procurement/product-specs": {
      "fields": {
        "costPerPortion": "Kostpris pr. portion",
        "country": "Land",
        "description": "Fremgangsmåde",
        "id": "Id",
        "lines": "Ingredienser",
        "name": "Navn",
        "portions": "Portioner"
      },
      "listItems": {
        "lines": {
          "amount": "Mængde (i varens indholdsenhed)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Opskrift |||| Opskrifter"
    },
    "procurement/stock-products": {
      "fields": {
        "barcode": "Stregkode",
        "contentAmount": "Indhold pr. enhed",
        "contentUnit": "Indholdsenhed",
        "costPrice": "Kostpris pr. enhed",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "Varenummer",
        "pouringCategoryId": "Skænkekategori",
        "productUnitId": "Enhed",
        "stockContainerTypeId": "Emballagetype",
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
        "lines": "Varer og parniveauer",
        "name": "Navn"
      },
      "listItems": {
        "lines": {
          "parLevel": "Parniveau",
          "reorderPoint": "Genbestillingspunkt",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Lagerskabelon |||| Lagerskabeloner"
    },
    "productUnits": {
      "fields": {
        "abbreviation": "Forkortelse",
        "id": "Id",
        "name": "Navn"
      },
      "name": "Vareenhed |||| Vareenheder"
    },
    "purchaseOrders": {
      "fields": {
        "cancelledAt": "Annulleret",
        "country": "Land",
        "currency": "Valuta",
        "expectedDeliveryDate": "Forventet levering",
        "id": "Id",
        "lines": "Linjer",
        "note": "Bemærkning",
        "orderNumber": "Ordrenummer",
        "receipts": "Modtagelser",
        "receivedAt": "Senest modtaget",
        "state": "Status",
        "submittedAt": "Sendt",
        "total": "I alt",
        "vendorId": "Leverandør",
        "venueId": "Sted"
      },
      "listItems": {
        "lines": {
          "lineId": "Linje-id",
          "quantity": "Bestilt",
          "receivedQuantity": "Modtaget",
          "stockProductId": "Lagervare",
          "unitCost": "Enhedspris"
        },
        "receipts": {
          "lines": "Linjer",
          "note": "Bemærkning",
          "receivedAt": "Dato",
          "receivedBy": "Modtaget af",
          "storageId": "Lager"
        }
      },
      "name": "Indkøbsordre |||| Indkøbsordrer"
    },
    "recipes": {
      "fields": {
        "costPerPortion": "Kostpris pr. portion",
        "country": "Land",
        "description": "Fremgangsmåde",
        "id": "Id",
        "lines": "Ingredienser",
        "name": "Navn",
        "portions": "Portioner"
      },
      "listItems": {
        "lines": {
          "amount": "Mængde (i varens indholdsenhed)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Opskrift |||| Opskrifter"
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
        "venueId": "Sted"
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
    "salesProductGroups": {
      "fields": {
        "color": "Farve",
        "id": "Id",
        "name": "Navn"
      },
      "name": "Salgsgruppe |||| Salgsgrupper"
    },
    "salesProductSubGroups": {
      "fields": {
        "color": "Farve",
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
        "color": "Knapfarve",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "PLU",
        "prices": "Priser",
        "recipeId": "Opskrift",
        "salesProductGroupId": "Salgsgruppe",
        "salesProductSubGroupId": "Salgsundergruppe",
        "taxGroupId": "Momsgruppe"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. moms",
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
      "name": "Salgsspildårsag |||| Salgsspildårsager"
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
        "venueDetailsId": "Sted",
        "venueSetupId": "Opsætning"
      },
      "name": "Produkt |||| Produkter"
    },
    "setupTimeZones": {
      "fields": {
        "id": "Id",
        "name": "Navn"
      },
      "name": "Tidszone |||| Tidszoner"
    },
    "shortLinks": {
      "fields": {
        "clicks": "Klik",
        "code": "Kode",
        "guestId": "Gæst",
        "id": "Id",
        "url": "Link",
        "venueId": "Sted"
      },
      "name": "Kort link |||| Korte links"
    },
    "stockContainerTypes": {
      "fields": {
        "id": "Id",
        "name": "Navn",
        "tareWeight": "Tomvægt (g)"
      },
      "name": "Emballagetype |||| Emballagetyper"
    },
    "stockCounts": {
      "fields": {
        "activatedAt": "Aktiveret",
        "cancelledAt": "Annulleret",
        "completedAt": "Afsluttet",
        "countDate": "Optællingsdato",
        "country": "Land",
        "currency": "Valuta",
        "id": "Id",
        "lines": "Linjer",
        "name": "Navn",
        "note": "Bemærkning",
        "state": "Status",
        "storageId": "Lager (tomt: hele stedet)",
        "varianceValue": "Differenceværdi",
        "venueId": "Sted"
      },
      "listItems": {
        "lines": {
          "countedQuantity": "Optalt",
          "expectedQuantity": "Forventet",
          "lineId": "Linje-id",
          "locationId": "Placering",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Lageroptælling |||| Lageroptællinger"
    },
    "stockMovements": {
      "fields": {
        "id": "Id",
        "kind": "Type",
        "note": "Bemærkning",
        "occurredAt": "Dato",
        "quantity": "Antal",
        "sourceId": "Kilde",
        "stockProductId": "Lagervare",
        "storageId": "Lager",
        "venueId": "Sted",
        "wasteReasonId": "Spildårsag"
      },
      "name": "Lagerbevægelse |||| Lagerbevægelser"
    },
    "stockProductGroups": {
      "fields": {
        "color": "Farve",
        "id": "Id",
        "name": "Navn",
        "productCategoryId": "Varekategori",
        "productCategoryName": "Varekategori"
      },
      "name": "Varegruppe |||| Varegrupper"
    },
    "stockProductRequests": {
      "fields": {
        "contentAmount": "Indhold pr. enhed",
        "contentUnit": "Indholdsenhed",
        "country": "Land",
        "decidedAt": "Besluttet",
        "decidedBy": "Besluttet af",
        "decisionNote": "Svar",
        "estimatedCost": "Forventet pris pr. enhed",
        "id": "Id",
        "name": "Varenavn",
        "reason": "Hvorfor stedet har brug for den",
        "state": "Status",
        "stockProductId": "Lagervare",
        "vendorName": "Leverandør",
        "venueId": "Sted"
      },
      "name": "Anmodning om lagervare |||| Anmodninger om lagervarer"
    },
    "stockProducts": {
      "fields": {
        "barcode": "Stregkode",
        "contentAmount": "Indhold pr. enhed",
        "contentUnit": "Indholdsenhed",
        "costPrice": "Kostpris pr. enhed",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "number": "Varenummer",
        "pouringCategoryId": "Skænkekategori",
        "productUnitId": "Enhed",
        "stockContainerTypeId": "Emballagetype",
        "stockProductGroupId": "Varegruppe",
        "vendorId": "Leverandør"
      },
      "name": "Lagervare |||| Lagervarer"
    },
    "stockSettings": {
      "fields": {
        "countIntervalDays": "Optælling hver (dage)",
        "country": "Land",
        "defaultLeadTimeDays": "Standardleveringstid (dage)",
        "id": "Id",
        "purchaseOrderPrefix": "Præfiks for ordrenumre",
        "varianceTolerancePercentage": "Accepteret optællingsafvigelse (%)"
      },
      "name": "Lagerindstillinger |||| Lagerindstillinger"
    },
    "stockTransfers": {
      "fields": {
        "cancelledAt": "Annulleret",
        "country": "Land",
        "id": "Id",
        "lines": "Linjer",
        "note": "Bemærkning",
        "receivedAt": "Modtaget",
        "sentAt": "Sendt",
        "state": "Status",
        "toVenueId": "Til sted",
        "transferNumber": "Nummer",
        "venueId": "Fra sted"
      },
      "listItems": {
        "lines": {
          "quantity": "Antal",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Lageroverførsel |||| Lageroverførsler"
    },
    "stockWasteReasons": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "name": "Navn"
      },
      "name": "Lagerspildårsag |||| Lagerspildårsager"
    },
    "stockingTemplates": {
      "fields": {
        "country": "Land",
        "description": "Beskrivelse",
        "id": "Id",
        "lines": "Varer og parniveauer",
        "name": "Navn"
      },
      "listItems": {
        "lines": {
          "parLevel": "Parniveau",
          "reorderPoint": "Genbestillingspunkt",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Lagerskabelon |||| Lagerskabeloner"
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
        "taxRatePercentage": "Momssats (%)"
      },
      "name": "Momsgruppe |||| Momsgrupper"
    },
    "tonightAcrossVenues": {
      "fields": {
        "date": "Dato",
        "id": "Id"
      },
      "name": "I aften på tværs af steder |||| I aften på tværs af steder"
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
    "vendors": {
      "fields": {
        "contactName": "Kontaktperson",
        "country": "Land",
        "email": "Ordre-e-mail",
        "id": "Id",
        "isActive": "Aktiv",
        "leadTimeDays": "Leveringstid (dage)",
        "minimumOrder": "Minimumsordre",
        "name": "Navn",
        "phone": "Telefon",
        "vendorNumber": "Leverandørnummer"
      },
      "name": "Leverandør |||| Leverandører"
    },
    "venueCampaigns": {
      "fields": {
        "approvalComment": "Godkendelseskommentar",
        "description": "Beskrivelse",
        "emailDate": "Afsendelsesdato for e-mail",
        "emailHtml": "E-mailindhold",
        "emailSubject": "E-mailemne",
        "emailTemplateId": "E-mailskabelon",
        "history": "Historik",
        "id": "Id",
        "masterId": "Masterkampagne",
        "npPushBody": "Push-tekst",
        "npPushCtaName": "Push-knaptekst",
        "npPushCtaUrl": "Push-knaplink",
        "npPushTitle": "Push-titel",
        "pushDate": "Afsendelsesdato for push",
        "rejectedComment": "Afvisningskommentar",
        "smsDate": "Afsendelsesdato for SMS",
        "smsText": "SMS-tekst",
        "statistics": {
          "_label": "Statistik",
          "emailsBounced": "Afviste e-mails",
          "emailsClicked": "Klikkede e-mails",
          "emailsDelivered": "Leverede e-mails",
          "emailsOpened": "Åbnede e-mails",
          "emailsSent": "Sendte e-mails",
          "pushOpened": "Åbnede push",
          "pushSent": "Sendte push",
          "recipients": "Modtagere",
          "smsDelivered": "Leverede SMS",
          "smsSent": "Sendte SMS",
          "unsubscribed": "Afmeldt"
        },
        "status": "Status",
        "statusBeforeMasterApproval": "Status før masterens godkendelse",
        "submitComment": "Kommentar til indsendelse",
        "submittedAt": "Indsendt",
        "title": "Titel",
        "venueId": "Sted"
      },
      "listItems": {
        "history": {
          "action": "Handling",
          "at": "Hvornår",
          "comment": "Kommentar",
          "fromStatus": "Fra status",
          "toStatus": "Til status",
          "userId": "Af",
          "userName": "Af"
        }
      },
      "name": "Stedskampagne |||| Stedskampagner"
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
        "bookingOnRequestOnly": "Booking kun efter forespørgsel",
        "currencyInfo": {
          "_label": "Valuta",
          "code": "Kode",
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
        "venuePortalId": "Sted"
      },
      "listItems": {
        "legalDocuments": {
          "name": "Navn",
          "url": "URL"
        },
        "seatingStrategies": {
          "level": "Niveau",
          "matchScoreModifier": "Point ved match",
          "scorePerUnusedSeatMultiplier": "Point pr. ledig plads",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Point ellers"
        },
        "venuePolicies": {
          "identifier": "Betegnelse",
          "limits": "Grænser",
          "policyConfigurationId": "Id",
          "policyLevel": "Niveau",
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
      "name": "Mappe |||| Stedsdrev"
    },
    "venueDriveFiles": {
      "fields": {
        "domainPermission": "Hvem ser den",
        "id": "Id",
        "venueId": "Sted"
      },
      "name": "Drevfil |||| Drevfiler"
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
        "addressVersion": "Adresseversion",
        "general": {
          "_label": "Generel info",
          "ageLimit": "Aldersgrænse",
          "capacity": "Kapacitet (gæster)",
          "description": "Beskrivelse",
          "email": "E-mail",
          "phone": "Telefon",
          "website": "Hjemmeside"
        },
        "generalVersion": "Version af generel info",
        "id": "Id",
        "openingHours": "Åbningstider",
        "openingHoursVersion": "Version af åbningstider",
        "venueId": "Sted"
      },
      "listItems": {
        "openingHours": {
          "closed": "Lukket",
          "closes": "Lukker",
          "opens": "Åbner",
          "weekday": "Dag"
        }
      },
      "name": "Stedsinfo |||| Stedsinfo"
    },
    "venueNotes": {
      "fields": {
        "bookingClosed": "Onlinebooking lukket",
        "date": "Aften",
        "deleted": "Slettet",
        "id": "Id",
        "message": "Besked",
        "type": "Type",
        "venueDetailsId": "Sted"
      },
      "name": "Stedsnote |||| Stedsnoter"
    },
    "venueRecipes": {
      "fields": {
        "costPerPortion": "Kostpris pr. portion",
        "id": "Id",
        "isActive": "Aktiv",
        "lines": "Ingredienser",
        "name": "Navn",
        "portions": "Portioner",
        "recipeId": "Baseret på landeopskrift",
        "venueId": "Sted"
      },
      "listItems": {
        "lines": {
          "amount": "Mængde (i varens indholdsenhed)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Stedsopskrift |||| Stedsopskrifter"
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
        "venueDetailsId": "Sted",
        "venuePolicies": "Regler",
        "venueSetupId": "Opsætning"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Niveau",
          "matchScoreModifier": "Point ved match",
          "scorePerUnusedSeatMultiplier": "Point pr. ledig plads",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Point ellers"
        },
        "venuePolicies": {
          "identifier": "Betegnelse",
          "limits": "Grænser",
          "policyConfigurationId": "Id",
          "policyLevel": "Niveau",
          "policyType": "Regeltype"
        }
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
        "venueDetailsId": "Sted",
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
          "sections": "Sektionsområder",
          "tables": "Borde",
          "width": "Bredde"
        },
        "floorplanVersion": "Version af plantegning",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Navn",
        "seatingStrategies": "Placeringsstrategier",
        "type": "Type",
        "venueDetailsId": "Sted",
        "venuePolicies": "Regler"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Niveau",
          "matchScoreModifier": "Point ved match",
          "scorePerUnusedSeatMultiplier": "Point pr. ledig plads",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Point ellers"
        },
        "venuePolicies": {
          "identifier": "Betegnelse",
          "limits": "Grænser",
          "policyConfigurationId": "Id",
          "policyLevel": "Niveau",
          "policyType": "Regeltype"
        }
      },
      "name": "Opsætning |||| Opsætninger"
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
        "note": "Bemærkning",
        "seatCount": "Pladser",
        "seatingStrategies": "Placeringsstrategier",
        "sortOrder": "Rækkefølge",
        "venueDetailsId": "Sted",
        "venuePolicies": "Regler",
        "venueSectionId": "Sektion",
        "venueSetupId": "Opsætning",
        "venueTableType": "Bordtype"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Niveau",
          "matchScoreModifier": "Point ved match",
          "scorePerUnusedSeatMultiplier": "Point pr. ledig plads",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Point ellers"
        },
        "venuePolicies": {
          "identifier": "Betegnelse",
          "limits": "Grænser",
          "policyConfigurationId": "Id",
          "policyLevel": "Niveau",
          "policyType": "Regeltype"
        }
      },
      "name": "Bord |||| Borde"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Afkrydset af",
        "date": "Dato",
        "id": "Id",
        "taskId": "Opgave",
        "venueId": "Sted"
      },
      "name": "Afkrydsning |||| Afkrydsninger"
    },
    "venueTasks": {
      "fields": {
        "date": "Dato",
        "description": "Beskrivelse",
        "id": "Id",
        "listSessionId": "Fra besøget eller gennemgangen",
        "meetingInstanceId": "Fra mødet",
        "questionId": "Spørgsmål",
        "repeat": "Gentag",
        "roleTypeId": "Opgavetype",
        "skippedDates": "Flyttede forekomster",
        "title": "Titel",
        "venueId": "Sted"
      },
      "name": "Stedsopgave |||| Stedsopgaver"
    },
    "venueTrainingSessions": {
      "fields": {
        "date": "Dato",
        "durationMinutes": "Minutter",
        "id": "Id",
        "participants": "Deltagere",
        "startTime": "Starter",
        "status": "Status",
        "title": "Træning",
        "trainer": "Træner",
        "venueId": "Sted"
      },
      "name": "Træningssession |||| Træningssessioner"
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
      "name": "Sted |||| Steder"
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
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Parniveau",
        "reorderPoint": "Genbestillingspunkt",
        "stockProductId": "Lagervare",
        "venueId": "Sted"
      },
      "name": "Parniveau |||| Ønsket lager"
    },
    "vp/pim/product-specs": {
      "fields": {
        "costPerPortion": "Kostpris pr. portion",
        "id": "Id",
        "isActive": "Aktiv",
        "lines": "Ingredienser",
        "name": "Navn",
        "portions": "Portioner",
        "recipeId": "Baseret på landeopskrift",
        "venueId": "Sted"
      },
      "listItems": {
        "lines": {
          "amount": "Mængde (i varens indholdsenhed)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Stedsopskrift |||| Stedsopskrifter"
    },
    "vp/pim/stock-product-requests": {
      "fields": {
        "contentAmount": "Indhold pr. enhed",
        "contentUnit": "Indholdsenhed",
        "country": "Land",
        "decidedAt": "Besluttet",
        "decidedBy": "Besluttet af",
        "decisionNote": "Svar",
        "estimatedCost": "Forventet pris pr. enhed",
        "id": "Id",
        "name": "Varenavn",
        "reason": "Hvorfor stedet har brug for den",
        "state": "Status",
        "stockProductId": "Lagervare",
        "vendorName": "Leverandør",
        "venueId": "Sted"
      },
      "name": "Anmodning om lagervare |||| Anmodninger om lagervarer"
    },
    "waiterLists": {
      "fields": {
        "date": "Dato",
        "id": "Id",
        "venueId": "Sted",
        "waiters": "Personale på vagt"
      },
      "listItems": {
        "waiters": {
          "endTime": "Slutter",
          "name": "Navn",
          "role": "Rolle",
          "startTime": "Starter",
          "terminalIds": "Terminaler",
          "userId": "Portalbruger"
        }
      },
      "name": "Tjenerliste |||| Tjenerlister"
    },
    "wizardInstances": {
      "fields": {
        "completedAt": "Gennemført",
        "currentStep": "Trin",
        "employeeName": "Person",
        "id": "Id",
        "startedAt": "Startet",
        "status": "Status",
        "totalSteps": "Af trin",
        "venueId": "Sted",
        "wizard": "Guide"
      },
      "name": "Guide i gang |||| Guider"
    },
    "zReports": {
      "fields": {
        "businessDate": "Forretningsdag",
        "closedAt": "Lukket",
        "country": "Land",
        "currency": "Valuta",
        "discounts": "Rabatter",
        "grossSales": "Bruttosalg",
        "guestCount": "Gæster",
        "id": "Id",
        "netSales": "Nettosalg",
        "openedAt": "Åbnet",
        "payments": "Betalinger",
        "refunds": "Refusioner",
        "reportNumber": "Rapportnummer",
        "salesByGroup": "Salg pr. gruppe",
        "taxTotal": "Moms",
        "taxes": "Moms pr. gruppe",
        "terminalId": "Terminal",
        "tips": "Drikkepenge",
        "transactionCount": "Transaktioner",
        "venueId": "Sted"
      },
      "listItems": {
        "payments": {
          "amount": "Mængde",
          "method": "Navn"
        },
        "salesByGroup": {
          "amount": "Mængde",
          "name": "Navn",
          "quantity": "Antal",
          "salesProductGroupId": "Id"
        },
        "taxes": {
          "code": "Navn",
          "net": "Mængde",
          "tax": "Mængde",
          "taxGroupId": "Id",
          "taxRatePercentage": "Momsgruppe"
        }
      },
      "name": "Z-rapport |||| Z-rapporter"
    }
  },
  "routes": {
    "cockpit/employees": "Medarbejdere",
    "cockpit/payroll-changes": "Lønændringer",
    "cockpit/tonight": "Steder i aften",
    "cockpit/training-sessions": "Træningssessioner",
    "cockpit/wizard-instances": "Guider",
    "cp/powerbitester": "Power BI-tester",
    "cp/report": "Rapport",
    "cp/reports": "Rapportliste",
    "crm/automations": "Automatiseringer",
    "crm/booking-form-submissions": "Indsendte bookingformularer",
    "crm/booking-forms": "Bookingformularer",
    "crm/booking-products": "Bookingprodukter",
    "crm/campaigns": "Kampagner",
    "crm/dynamicforms": "Dynamiske formularer",
    "crm/email-templates": "E-mailskabeloner",
    "crm/engage/configuration": "Indbakkeopsætning",
    "crm/engage/email": "E-mail",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Gæsteprofil",
    "crm/guest-segmentation": "Gæstesegmentering",
    "crm/guests": "Gæster",
    "crm/guests/duplicates": "Dubletter",
    "crm/guests/import": "Importér gæster",
    "crm/guests/requests": "Anmodninger fra registrerede",
    "crm/guests/retention": "Dataopbevaring",
    "crm/legaldocument": "Juridisk dokument",
    "crm/legaldocuments": "Regelefterlevelse",
    "crm/overview": "CRM-overblik",
    "crm/templates": "Automatisering",
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listeregler",
    "life/lists": "Lister",
    "life/lists/id": "Listeversion",
    "life/meeting-rules": "Mødeadvisering",
    "life/meetings": "Møder",
    "life/operationlinks": "Driftslinks",
    "marcom/guest-relations": "Bookingoversigt",
    "marcom/marcom": "Bordbooking",
    "marcom/marcom/calendar": "Opsætningskalender",
    "marcom/marcom/events": "Arrangementer",
    "marcom/marcom/floorplan": "Plantegning af opsætning",
    "marcom/marcom/guest-list": "Gæsteliste",
    "marcom/marcom/setup": "Stedsopsætning",
    "procurement-reports/report": "Salgsoversigt",
    "procurement-reports/stock-products-report": "Lagervarerapport",
    "procurement/poc/assigned-sales-products": "Tildelte salgsvarer",
    "procurement/poc/assigned-stock-products": "Tildelte lagervarer",
    "procurement/poc/configuration": "Landeindstillinger",
    "procurement/poc/packages": "Pakker",
    "procurement/poc/priceShiftWindows": "Prisskiftvinduer",
    "procurement/poc/purchase-orders": "Indkøbsordrer",
    "procurement/poc/sales-groups": "Salgsgrupper",
    "procurement/poc/sales-products": "Salgsvarer",
    "procurement/poc/stock-counts": "Lageroptællinger",
    "procurement/poc/stock-products": "Lagervarer",
    "procurement/poc/vendors": "Leverandører",
    "procurement/poc/venue-tables": "Plantegning",
    "procurement/poc/venues": "Kassesteder",
    "procurement/poc/waiterlist": "Tjenerliste",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varegrupper",
    "procurement/product-specs": "Opskrifter",
    "procurement/settings": "Lagerindstillinger",
    "procurement/stock-locations": "Lagerplaceringer",
    "procurement/stock-product-requests": "Anmodninger om lagervarer",
    "procurement/stock-products": "Lagervarer",
    "procurement/stocking-templates": "Lagerskabeloner",
    "procurement/venue-recipes": "Stedsopskrifter",
    "procurement/venue-stocks": "Stedslagre",
    "vp/activationplan": "Aktiveringsplan",
    "vp/cockpit": "Cockpit",
    "vp/info": "Stedsinfo",
    "vp/lists": "Besøg og gennemgange",
    "vp/lists/eodReport": "Dagsrapport",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/lists/oldmaintenancereview": "Vedligeholdelsesgennemgange",
    "vp/lists/oldvenuevisit": "Stedsbesøg",
    "vp/lists/submissions/listId": "Indsendelser",
    "vp/lists/submissions/type/id": "Gennemgang",
    "vp/medialibrary": "Mediebibliotek",
    "vp/meetings": "Møder",
    "vp/news": "Nyheder",
    "vp/old-lists": "Tidligere besøg og gennemgange",
    "vp/operationLinks": "Driftslinks",
    "vp/pim/desired-stock": "Ønsket lager",
    "vp/pim/orders": "Bestillinger",
    "vp/pim/pouring-categories": "Skænkekategorier",
    "vp/pim/product-specs": "Opskrifter",
    "vp/pim/stock": "Lager",
    "vp/pim/stock-product-requests": "Anmodninger om lagervarer",
    "vp/pim/stock-transfers": "Lageroverførsler",
    "vp/pim/stocktake": "Vareoptælling",
    "vp/poc/assigned-sales-products": "Tildelte salgsvarer",
    "vp/poc/assigned-stock-products": "Tildelte lagervarer",
    "vp/poc/priceShiftWindows": "Prisskiftvinduer",
    "vp/poc/purchase-orders": "Indkøbsordrer",
    "vp/poc/stock-counts": "Lageroptællinger",
    "vp/poc/venue-tables": "Plantegning",
    "vp/poc/waiterlist": "Tjenerliste",
    "vp/tasks": "Stedsopgaver",
    "vp/todos": "Gøremål",
    "vp/venuecampaigns": "Stedskampagner",
    "vp/venuedrive": "Stedsdrev",
    "vp/visits/visit": "Stedsbesøg"
  },
  "services": {
    "crm": "CRM",
    "guests": "Gæster",
    "life": "LIFE",
    "overview": "Overblik",
    "reports": "Rapporter",
    "upkeep": "Vedligehold",
    "venue": "Sted"
  },
  "sidebar": {
    "cockpit/employees": "Medarbejdere",
    "cockpit/payroll-changes": "Lønændringer",
    "cockpit/tonight": "Steder i aften",
    "cockpit/training-sessions": "Træningssessioner",
    "cockpit/wizard-instances": "Guider",
    "cp/powerbitester": "Power BI-tester",
    "cp/reports": "Rapportliste",
    "crm/automations": "Automatiseringer",
    "crm/booking-forms": "Bookingformularer",
    "crm/campaigns": "Kampagner",
    "crm/dynamicforms": "Dynamiske formularer",
    "crm/email-templates": "E-mailskabeloner",
    "crm/engage/configuration": "Opsætning",
    "crm/engage/email": "E-mail",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Gæstesegmentering",
    "crm/guests": "Gæster",
    "crm/guests/duplicates": "Dubletter",
    "crm/guests/import": "Importér gæster",
    "crm/guests/requests": "Anmodninger fra registrerede",
    "crm/guests/retention": "Dataopbevaring",
    "crm/legaldocuments": "Regelefterlevelse",
    "crm/overview": "Overblik",
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listeregler",
    "life/lists": "Lister",
    "life/meeting-rules": "Mødeadvisering",
    "life/meetings": "Møder",
    "life/operationlinks": "Driftslinks",
    "marcom/guest-relations": "Bookingoversigt",
    "marcom/marcom": "Bordbooking",
    "marcom/marcom/calendar": "Opsætningskalender",
    "marcom/marcom/events": "Arrangementer",
    "marcom/marcom/floorplan": "Plantegning af opsætning",
    "marcom/marcom/guest-list": "Gæsteliste",
    "marcom/marcom/setup": "Stedsopsætning",
    "procurement-reports/report": "Salgsoversigt",
    "procurement-reports/stock-products-report": "Lagervarerapport",
    "procurement/poc/assigned-sales-products": "Tildelte salgsvarer",
    "procurement/poc/assigned-stock-products": "Tildelte lagervarer",
    "procurement/poc/configuration": "Landeindstillinger",
    "procurement/poc/packages": "Pakker",
    "procurement/poc/priceShiftWindows": "Prisskiftvinduer",
    "procurement/poc/purchase-orders": "Indkøbsordrer",
    "procurement/poc/sales-groups": "Salgsgrupper",
    "procurement/poc/sales-products": "Salgsvarer",
    "procurement/poc/stock-counts": "Lageroptællinger",
    "procurement/poc/stock-products": "Lagervarer",
    "procurement/poc/vendors": "Leverandører",
    "procurement/poc/venue-tables": "Plantegning",
    "procurement/poc/venues": "Kassesteder",
    "procurement/poc/waiterlist": "Tjenerliste",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varegrupper",
    "procurement/product-specs": "Opskrifter",
    "procurement/settings": "Lagerindstillinger",
    "procurement/stock-locations": "Lagerplaceringer",
    "procurement/stock-product-requests": "Anmodninger om lagervarer",
    "procurement/stock-products": "Lagervarer",
    "procurement/stocking-templates": "Lagerskabeloner",
    "procurement/venue-recipes": "Stedsopskrifter",
    "procurement/venue-stocks": "Stedslagre",
    "vp/activationplan": "Aktiveringsplan",
    "vp/cockpit": "Cockpit",
    "vp/info": "Stedsinfo",
    "vp/lists": "Besøg og gennemgange",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/medialibrary": "Mediebibliotek",
    "vp/meetings": "Møder",
    "vp/news": "Nyheder",
    "vp/operationLinks": "Driftslinks",
    "vp/pim/desired-stock": "Ønsket lager",
    "vp/pim/orders": "Bestillinger",
    "vp/pim/pouring-categories": "Skænkekategorier",
    "vp/pim/product-specs": "Opskrifter",
    "vp/pim/stock": "Lager",
    "vp/pim/stock-product-requests": "Anmodninger om lagervarer",
    "vp/pim/stock-transfers": "Lageroverførsler",
    "vp/pim/stocktake": "Vareoptælling",
    "vp/poc/assigned-sales-products": "Tildelte salgsvarer",
    "vp/poc/assigned-stock-products": "Tildelte lagervarer",
    "vp/poc/priceShiftWindows": "Prisskiftvinduer",
    "vp/poc/purchase-orders": "Indkøbsordrer",
    "vp/poc/stock-counts": "Lageroptællinger",
    "vp/poc/venue-tables": "Plantegning",
    "vp/poc/waiterlist": "Tjenerliste",
    "vp/tasks": "Stedsopgaver",
    "vp/todos": "Gøremål",
    "vp/venuecampaigns": "Stedskampagner",
    "vp/venuedrive": "Stedsdrev"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Aktivering",
      "booking": "Bookinger",
      "engage": "Gæstedialog"
    },
    "guests": {},
    "life": {
      "general": "Generelt",
      "lists": "Lister",
      "meetings": "Møder"
    },
    "overview": {
      "procurement": "Indkøb"
    },
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
