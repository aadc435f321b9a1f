// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Biträdande restaurangchef",
    "cd": "Landsdirektör",
    "cma": "Kanalmarknadsföringsassistent",
    "cmm": "Kanalmarknadsföringschef",
    "fla": "FL-administratör",
    "gr": "Gästrelationer",
    "ncnp": "Trainee inom kanalmarknadsföring",
    "rd": "Regiondirektör",
    "rm": "Regionchef",
    "scmm": "Senior kanalmarknadsföringschef",
    "sm": "Skiftledare",
    "sma": "Platschef",
    "smt": "Skiftledartrainee",
    "svm": "Senior restaurangchef",
    "vm": "Restaurangchef"
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
        "email": "E-post",
        "inVenue": "På restaurangen",
        "print": "Tryck",
        "social": "Sociala medier"
      }
    },
    "activationPlanChangeLog": {
      "change": {
        "created": "Tillagd",
        "deleted": "Borttagen",
        "imported": "Importerad",
        "moved": "Flyttad",
        "updated": "Ändrad"
      },
      "entity": {
        "budget": "Budget",
        "campaign": "Kampanj",
        "comment": "Kommentar",
        "event": "Evenemang"
      }
    },
    "activationPlanEvents": {
      "category": {
        "holiday": "Helgdag",
        "music": "Musik",
        "other": "Övrigt",
        "promotion": "Kampanj",
        "sports": "Sport",
        "theme": "Temakväll"
      }
    },
    "automations": {
      "actionType": {
        "AddLabelAction": "Lägg till en etikett",
        "AddPointsAction": "Lägg till poäng",
        "SendMailAction": "Skicka ett e-postmeddelande",
        "SendSmsAction": "Skicka ett SMS"
      },
      "conditionType": {
        "HasClickedMailCondition": "Har klickat på en länk i ett e-postmeddelande",
        "HasLabelCondition": "Har en etikett",
        "HasReadMailCondition": "Har läst ett e-postmeddelande",
        "IsDynamicFormCondition": "Har skickat ett dynamiskt formulär"
      },
      "trigger": {
        "0": "Bokning skapad",
        "1": "Bokning bekräftad",
        "2": "Uteblev från bokning",
        "3": "Bokning anlänt",
        "4": "Bokning avvisad",
        "5": "30 dagar före gästens födelsedag",
        "6": "Gästens födelsedag",
        "7": "Dynamiskt formulär skickat",
        "8": "Gäst skapad",
        "9": "Scratcher-lead genererad",
        "10": "Fixr-biljett såld"
      }
    },
    "bookingForms": {
      "bookingFieldType": {
        "ArrivalDate": "Ankomstdatum",
        "DynamicDropdown": "Dynamisk rullista",
        "DynamicText": "Dynamisk text",
        "GeneralComments": "Allmänna kommentarer",
        "GuestBirthdate": "Gästens födelsedatum",
        "GuestEmail": "Gästens e-post",
        "GuestFullName": "Gästens namn",
        "GuestPhone": "Gästens telefon",
        "NumGuests": "Antal gäster",
        "Products": "Val av produkter",
        "ProductsSingle": "Val av en produkt"
      }
    },
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
        "3": "Bekräftad av restaurangen",
        "4": "Avbokad av restaurangen",
        "5": "Avbokad av gäst",
        "7": "Förfrågad",
        "8": "Förfrågan avvisad"
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
        "0": "Inte påbörjad",
        "1": "Nivå 1",
        "2": "Nivå 2",
        "3": "Nivå 3"
      },
      "position": {
        "bartender": "Bartender",
        "chef": "Kock",
        "doorman": "Entrévärd",
        "host": "Värd",
        "shiftManager": "Skiftledare",
        "venueManager": "Restaurangchef",
        "waiter": "Servitör"
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
        "coreReporting": "Kärnrapportering",
        "fuelReporting": "Fuel-rapportering"
      }
    },
    "cookiePopupSettings": {
      "popupPosition": {
        "bottom": "Fält längst ned",
        "bottomLeft": "Ruta nere till vänster",
        "center": "Dialogruta i mitten"
      }
    },
    "cookies": {
      "cookieCategory": {
        "Analytics": "Statistik",
        "Marketing": "Marknadsföring",
        "Nessecary": "Nödvändiga",
        "Preferences": "Inställningar",
        "Unclassified": "Oklassificerade"
      },
      "cookieMethod": {
        "Cookie": "Kaka",
        "LocalStorage": "Lokal lagring",
        "SessionStorage": "Sessionslagring"
      },
      "cookieType": {
        "Persistent": "Beständig",
        "Session": "Session"
      }
    },
    "dynamicForms": {
      "formFieldType": {
        "Checkbox": "Kryssruta",
        "Date": "Datum",
        "Dropdown": "Rullgardinsmeny",
        "Email": "E-post",
        "Number": "Tal",
        "Phone": "Telefon",
        "Text": "Kort text",
        "Textarea": "Lång text"
      }
    },
    "emailConversations": {
      "mailFolder": {
        "inbox": "Inkorg",
        "spam": "Skräppost"
      }
    },
    "emailSyncAccounts": {
      "syncState": {
        "Error": "Synkroniseringen misslyckades",
        "Pending": "Väntar på första synkroniseringen",
        "Synced": "Synkroniserad"
      }
    },
    "emailTemplates": {
      "templateType": {
        "Automation": "Automatisering",
        "Campaign": "Kampanj"
      }
    },
    "eodReportRules": {
      "notifyRole": {
        "avm": "Biträdande restaurangchef",
        "cd": "Landsdirektör",
        "rd": "Regiondirektör",
        "rm": "Regionchef",
        "sm": "Skiftledare",
        "svm": "Senior restaurangchef",
        "vm": "Restaurangchef"
      }
    },
    "eodReports": {
      "status": {
        "draft": "Utkast",
        "sent": "Skickad"
      }
    },
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idé",
        "Other": "Övrigt",
        "Praise": "Beröm",
        "Problem": "Problem"
      }
    },
    "guestDuplicates": {
      "mergeField": {
        "birthDate": "Födelsedatum",
        "email": "E-post",
        "firstName": "Förnamn",
        "lastName": "Efternamn",
        "phone": "Telefon",
        "profileImageUrl": "Profilbild",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "venueId": "Hemmarestaurang"
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
    "guestProfiles": {
      "consentType": {
        "Analytics": "Analys",
        "Email": "E-post",
        "Enrichment": "Berikning",
        "Marketing": "Marknadsföring",
        "PersonalData": "Personuppgifter",
        "Phone": "Telefon",
        "SnailMail": "Brevpost",
        "SoMe": "Sociala medier"
      },
      "fieldSource": {
        "BookingForm": "Bokningsformulär",
        "DynamicForm": "Dynamiskt formulär",
        "Email": "E-post",
        "Import": "Import",
        "Manual": "Inmatat av personal",
        "Messenger": "Messenger",
        "Referral": "Värvning",
        "WifiLogin": "Wi-Fi-inloggning"
      },
      "guestExportFormat": {
        "json": "JSON (maskinläsbar)",
        "pdf": "PDF (läsbar)"
      },
      "personalDataField": {
        "GuestBirthDate": "Födelsedatum",
        "GuestEmail": "E-post",
        "GuestFirstName": "Förnamn",
        "GuestLastName": "Efternamn",
        "GuestPhone": "Telefon",
        "ProfileImageUrl": "Profilbild",
        "SocialsFacebook": "Facebook",
        "SocialsInstagram": "Instagram"
      }
    },
    "guestRequests": {
      "guestRequestStatus": {
        "Done": "Klar",
        "InProgress": "Pågår",
        "Open": "Öppen",
        "Refused": "Avslagen"
      },
      "guestRequestType": {
        "Access": "Tillgång",
        "Correction": "Rättelse",
        "Erasure": "Radering"
      }
    },
    "guestSegments": {
      "segmentKind": {
        "interest": "Intresse",
        "label": "Etikett"
      }
    },
    "legalDocuments": {
      "legalDocumentType": {
        "CookiePolicy": "Cookiepolicy",
        "MarketingConsent": "Samtycke till marknadsföring",
        "Other": "Övrigt",
        "PrivacyPolicy": "Integritetspolicy",
        "TermsAndConditions": "Allmänna villkor"
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
        "VenueVisitLight": "Restaurangbesök (lätt)"
      },
      "notifyRole": {
        "avm": "Biträdande restaurangchef",
        "cd": "Landsdirektör",
        "rd": "Regiondirektör",
        "rm": "Regionchef",
        "sm": "Skiftledare",
        "svm": "Senior restaurangchef",
        "vm": "Restaurangchef"
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
        "VenueVisitLight": "Restaurangbesök (lätt)"
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
        "3": "Restaurangbesök",
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
        "VenueVisitLight": "Restaurangbesök (lätt)"
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
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Aktiv",
        "ApprovedForSending": "Godkänd för utskick",
        "Draft": "Utkast"
      }
    },
    "meetingInstances": {
      "actionKind": {
        "task": "Restauranguppgift",
        "todo": "Personlig att göra"
      },
      "status": {
        "created": "Inte startat",
        "ended": "Avslutat",
        "started": "Pågår"
      },
      "stepType": {
        "employeesReport": "Personalrapport",
        "finalReview": "Slutgenomgång",
        "powerBi": "Power BI",
        "summary": "Sammanfattning",
        "venueTaskReview": "Genomgång av restauranguppgifter"
      }
    },
    "meetingNotificationRules": {
      "inactivityInterval": {
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
      "recipientRole": {
        "avm": "Biträdande restaurangchef",
        "cd": "Landsdirektör",
        "rd": "Regiondirektör",
        "rm": "Regionchef",
        "sm": "Skiftledare",
        "svm": "Senior restaurangchef",
        "vm": "Restaurangchef"
      },
      "ruleType": {
        "inactivity": "Inaktivitet",
        "meetingEnded": "Möte avslutat"
      }
    },
    "meetings": {
      "meetingType": {
        "Annually": "Årligen",
        "BiAnnually": "Halvårsvis",
        "BiWeekly": "Varannan vecka",
        "Monthly": "Månadsvis",
        "Quarterly": "Kvartalsvis",
        "Weekly": "Veckovis"
      },
      "stepType": {
        "employeesReport": "Personalrapport",
        "finalReview": "Slutgenomgång",
        "powerBi": "Power BI",
        "summary": "Sammanfattning",
        "venueTaskReview": "Genomgång av restauranguppgifter"
      }
    },
    "messageTemplates": {
      "messageTemplateType": {
        "Html": "HTML",
        "Plain": "Ren text"
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
        "mention": "Omnämnande"
      },
      "place": {
        "activationPlan": "Aktiveringsplan",
        "meeting": "Möte",
        "news": "Nyheter"
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
        "avm": "Biträdande restaurangchef",
        "sm": "Skiftledare",
        "sm-test": "Skiftledare (test)",
        "svm": "Senior restaurangchef",
        "vm": "Restaurangchef",
        "vm-test": "Restaurangchef (test)"
      }
    },
    "personalTodos": {
      "todoRole": {
        "avm": "Biträdande restaurangchef",
        "sm": "Skiftledare",
        "sm-test": "Skiftledare (test)",
        "svm": "Senior restaurangchef",
        "vm": "Restaurangchef",
        "vm-test": "Restaurangchef (test)"
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
    "plandayPayrateChanges": {
      "reason": {
        "1": "Nivåändring",
        "2": "Konsoliderad",
        "3": "Löneökning"
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
        "1": "Måndag",
        "2": "Tisdag",
        "3": "Onsdag",
        "4": "Torsdag",
        "5": "Fredag",
        "6": "Lördag",
        "7": "Söndag"
      }
    },
    "purchaseOrders": {
      "state": {
        "Cancelled": "Annullerad",
        "Draft": "Utkast",
        "FullyReceived": "Helt mottagen",
        "PartiallyReceived": "Delvis mottagen",
        "Submitted": "Skickad",
        "Unknown": "Okänd"
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
    "stockCounts": {
      "state": {
        "Active": "Aktiv",
        "Cancelled": "Annullerad",
        "Completed": "Slutförd",
        "Draft": "Utkast",
        "Unknown": "Okänd"
      }
    },
    "stockMovements": {
      "kind": {
        "counted": "Inventeringskorrigering",
        "received": "Mottaget",
        "sale": "Sålt",
        "transferIn": "Överfört in",
        "transferOut": "Överfört ut",
        "waste": "Svinn"
      }
    },
    "stockProductRequests": {
      "contentUnit": {
        "cl": "Centiliter (cl)",
        "g": "Gram (g)",
        "kg": "Kilogram (kg)",
        "l": "Liter (l)",
        "pcs": "St."
      },
      "state": {
        "Approved": "Godkänd",
        "Pending": "Väntar",
        "Rejected": "Avvisad"
      }
    },
    "stockProducts": {
      "contentUnit": {
        "cl": "Centiliter (cl)",
        "g": "Gram (g)",
        "kg": "Kilogram (kg)",
        "l": "Liter (l)",
        "pcs": "St."
      }
    },
    "stockTransfers": {
      "state": {
        "Cancelled": "Annullerad",
        "Draft": "Utkast",
        "Received": "Mottagen",
        "Sent": "Skickad"
      }
    },
    "venueCampaigns": {
      "mediaType": {
        "Email": "E-post",
        "Push": "Pushnotis",
        "Sms": "SMS"
      },
      "venueCampaignStatus": {
        "Approved": "Godkänd",
        "Archived": "Arkiverad",
        "Cancelled": "Avbruten",
        "ErrorSending": "Fel vid utskick",
        "PartiallySent": "Delvis skickad",
        "ReadyToFillOut": "Redo att fyllas i",
        "Rejected": "Avvisad",
        "Sent": "Skickad",
        "SubmittedForApproval": "Skickad för godkännande"
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
        "0": "Restaurang",
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
    "venueDrive": {
      "domainPermission": {
        "country": "Restauranger i landet",
        "group": "Alla koncernens restauranger",
        "region": "Restauranger i regionen",
        "venue": "Denna restaurang"
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
        "0": "Restaurang",
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
        "0": "Restaurang",
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
        "0": "Restaurang",
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
        "vm": "Uppgift för restaurangchef"
      }
    },
    "venueTrainingSessions": {
      "status": {
        "cancelled": "Inställd",
        "completed": "Genomförd",
        "planned": "Planerad"
      }
    },
    "waiterLists": {
      "role": {
        "bartender": "Bartender",
        "manager": "Skiftledare",
        "runner": "Löpare",
        "waiter": "Servitör"
      }
    },
    "wizardInstances": {
      "status": {
        "abandoned": "Avbruten",
        "completed": "Slutförd",
        "inProgress": "Pågår"
      },
      "wizard": {
        "onboarding": "Introduktion av ny anställd",
        "responsibleServing": "Ansvarsfull alkoholservering",
        "shiftManager": "Skiftledarutbildning",
        "venueOpening": "Öppning av restaurangen"
      }
    },
    "zReports": {
      "paymentMethod": {
        "card": "Kort",
        "cash": "Kontant",
        "invoice": "Faktura",
        "mobile": "Mobilbetalning",
        "voucher": "Presentkort"
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
    "venue": "Restaurang"
  },
  "resources": {
    "activationPlanBudgets": {
      "fields": {
        "amount": "Budget",
        "id": "Id",
        "month": "Månad",
        "note": "Anteckning",
        "venueId": "Restaurang",
        "year": "År"
      },
      "name": "Budget |||| Budgetar"
    },
    "activationPlanCampaigns": {
      "fields": {
        "channel": "Kanal",
        "description": "Beskrivning",
        "id": "Id",
        "isHQ": "Huvudkontorets kampanj",
        "month": "Månad",
        "plannedCost": "Planerad kostnad",
        "templateId": "Från mall",
        "templateKey": "Mallpost",
        "title": "Titel",
        "venueId": "Restaurang",
        "year": "År"
      },
      "name": "Kampanj |||| Kampanjer"
    },
    "activationPlanChangeLog": {
      "fields": {
        "at": "När",
        "change": "Ändring",
        "details": {
          "_label": "Detaljer",
          "changes": "Ändringar",
          "count": "Antal",
          "headOffice": "Huvudkontoret",
          "name": "Namn",
          "place": {
            "_label": "Värde",
            "currency": "Valuta",
            "enum": "Värdelista",
            "flag": "Ja eller nej",
            "minor": "Belopp",
            "month": "Månad",
            "type": "Typ",
            "value": "Värde",
            "year": "År"
          },
          "year": "År"
        },
        "entity": "Vad",
        "entityId": "Post",
        "id": "Id",
        "summary": "Sammanfattning",
        "userName": "Av",
        "venueId": "Restaurang"
      },
      "name": "Ändring |||| Ändringslogg"
    },
    "activationPlanComments": {
      "fields": {
        "content": "Kommentar",
        "id": "Id",
        "mentions": "Nämnda",
        "month": "Månad",
        "templateId": "Från mall",
        "templateKey": "Mallpost",
        "venueId": "Restaurang",
        "year": "År"
      },
      "name": "Kommentar |||| Kommentarer"
    },
    "activationPlanEvents": {
      "fields": {
        "category": "Kategori",
        "date": "Datum",
        "description": "Beskrivning",
        "id": "Id",
        "plannedCost": "Planerad kostnad",
        "startTime": "Börjar",
        "templateId": "Från mall",
        "templateKey": "Mallpost",
        "title": "Titel",
        "venueId": "Restaurang"
      },
      "name": "Evenemang |||| Evenemang"
    },
    "activationPlanTemplates": {
      "fields": {
        "campaigns": "Kampanjer",
        "comments": "Kommentarer",
        "country": "Land",
        "description": "Beskrivning",
        "events": "Evenemang",
        "id": "Id",
        "name": "Namn"
      },
      "listItems": {
        "campaigns": {
          "channel": "Kanal",
          "description": "Beskrivning",
          "key": "Nyckel",
          "month": "Månad",
          "title": "Titel"
        },
        "comments": {
          "content": "Kommentar",
          "key": "Nyckel",
          "month": "Månad"
        },
        "events": {
          "category": "Kategori",
          "day": "Dag",
          "description": "Beskrivning",
          "key": "Nyckel",
          "month": "Månad",
          "title": "Titel"
        }
      },
      "name": "Mall för aktiveringsplan |||| Mallar för aktiveringsplan"
    },
    "allergies": {
      "fields": {
        "id": "Id",
        "name": "Namn"
      },
      "name": "Allergen |||| Allergener"
    },
    "assignedSalesProducts": {
      "fields": {
        "id": "Id",
        "isActive": "Aktiv",
        "prices": "Priser för denna restaurang",
        "salesProductId": "Försäljningsartikel",
        "venueId": "Restaurang"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. moms",
          "priceGroupId": "Prisgrupp"
        }
      },
      "name": "Tilldelad försäljningsartikel |||| Tilldelade försäljningsartiklar"
    },
    "assignedStockProducts": {
      "fields": {
        "costPrice": "Inköpspris för denna restaurang",
        "id": "Id",
        "isActive": "Aktiv",
        "stockProductId": "Lagervara",
        "storageId": "Standardförråd",
        "vendorId": "Leverantör för denna restaurang",
        "venueId": "Restaurang"
      },
      "name": "Tilldelad lagervara |||| Tilldelade lagervaror"
    },
    "automations": {
      "fields": {
        "actions": "Åtgärder",
        "conditions": "Villkor",
        "description": "Beskrivning",
        "enabled": "Aktiverad",
        "id": "Id",
        "name": "Namn",
        "triggers": "Utlösare"
      },
      "listItems": {
        "actions": {
          "delayDays": "Fördröjning (dagar)",
          "emailTemplateId": "E-postmall",
          "id": "Id",
          "label": "Etikett",
          "points": "Poäng",
          "smsText": "SMS-text",
          "type": "Åtgärd"
        },
        "conditions": {
          "dynamicFormId": "Dynamiskt formulär",
          "emailTemplateId": "E-postmall",
          "label": "Etikett",
          "negate": "Är inte",
          "type": "Villkor"
        },
        "triggers": {
          "type": "Utlösare"
        }
      },
      "name": "Automatisering |||| Automatiseringar"
    },
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
        "venueDetailsId": "Restaurang"
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
        "venueDetailsId": "Restaurang",
        "venueSectionId": "Sektion",
        "venueSetupId": "Uppställning"
      },
      "name": "Evenemang |||| Evenemang"
    },
    "bookingFormSubmissions": {
      "fields": {
        "arrivalDate": "Ankomstdatum",
        "formId": "Bokningsformulär",
        "formName": "Formulär",
        "guestEmail": "E-post",
        "guestName": "Gäst",
        "guestPhone": "Telefon",
        "id": "Id",
        "numGuests": "Gäster",
        "submittedAt": "Inskickad",
        "values": "Svar",
        "venueId": "Restaurang"
      },
      "listItems": {
        "values": {
          "fieldId": "Fält",
          "label": "Fråga",
          "technicalType": "Fälttyp",
          "value": "Svar"
        }
      },
      "name": "Inskickat bokningsformulär |||| Inskickade bokningsformulär"
    },
    "bookingForms": {
      "fields": {
        "fields": "Fält",
        "formName": "Formulärnamn",
        "id": "Id",
        "isActive": "Aktiv"
      },
      "listItems": {
        "fields": {
          "availableOptions": "Alternativ",
          "id": "Id",
          "label": "Etikett",
          "productIds": "Produkter",
          "required": "Obligatorisk",
          "technicalType": "Fälttyp"
        }
      },
      "name": "Bokningsformulär |||| Bokningsformulär"
    },
    "bookingLocations": {
      "fields": {
        "id": "Id",
        "name": "Namn"
      },
      "name": "Område |||| Områden"
    },
    "bookingProducts": {
      "fields": {
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "isActive": "Aktiv",
        "price": "Pris",
        "productName": "Produktnamn"
      },
      "name": "Bokningsprodukt |||| Bokningsprodukter"
    },
    "bookingTags": {
      "fields": {
        "id": "Id",
        "isFreeText": "Fritext",
        "sortOrder": "Ordning",
        "tag": "Tagg",
        "translations": "Översättningar"
      },
      "listItems": {
        "translations": {
          "languageCode": "Språk",
          "translation": "Översättning"
        }
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
        "venueDetailsId": "Restaurang",
        "venueSectionId": "Sektion",
        "venueSetupId": "Uppställning",
        "venueTableId": "Bord"
      },
      "listItems": {
        "arrivals": {
          "created": "Skapad",
          "createdBy": "Författare",
          "id": "Id",
          "note": "Anteckning",
          "numberOfGuests": "Gäster"
        },
        "bookingMessages": {
          "author": "Författare",
          "created": "Skapad",
          "message": "Meddelande"
        },
        "changeLog": {
          "changeFlags": "Vad ändrades",
          "changes": "Ändringar",
          "created": "Skapad",
          "message": "Meddelande",
          "user": "Författare",
          "userId": "Användar-id"
        },
        "notes": {
          "created": "Skapad",
          "createdBy": "Författare",
          "message": "Meddelande"
        },
        "orderLines": {
          "category": "Kategori",
          "description": "Beskrivning",
          "name": "Namn",
          "quantity": "Antal",
          "unitPrice": "Styckpris"
        }
      },
      "name": "Bokning |||| Bokningar"
    },
    "campaignOutbox": {
      "fields": {
        "body": "Text",
        "channel": "Kanal",
        "id": "Id",
        "recipient": "Mottagare",
        "subject": "Ämne",
        "venueCampaignId": "Restaurangkampanj",
        "venueId": "Restaurang"
      },
      "name": "Testmeddelande |||| Testmeddelanden"
    },
    "campusEmployees": {
      "fields": {
        "campusLevel": "Campus-nivå",
        "employeeNumber": "Anställningsnr.",
        "hiredOn": "Anställd",
        "id": "Id",
        "lastTrainingOn": "Senaste utbildning",
        "name": "Namn",
        "position": "Befattning",
        "trainingsCompleted": "Utbildningar",
        "venueId": "Restaurang"
      },
      "name": "Anställd |||| Anställda"
    },
    "campusLevelChanges": {
      "fields": {
        "approvedBy": "Godkänd av",
        "changedOn": "Gäller från",
        "employeeName": "Anställd",
        "employeeNumber": "Anställningsnr.",
        "id": "Id",
        "levelFrom": "Från nivå",
        "levelTo": "Till nivå",
        "venueId": "Restaurang"
      },
      "name": "Ändring av Campus-nivå |||| Ändringar av Campus-nivå"
    },
    "cockpit/employees": {
      "fields": {
        "campusLevel": "Campus-nivå",
        "employeeNumber": "Anställningsnr.",
        "hiredOn": "Anställd",
        "id": "Id",
        "lastTrainingOn": "Senaste utbildning",
        "name": "Namn",
        "position": "Befattning",
        "trainingsCompleted": "Utbildningar",
        "venueId": "Restaurang"
      },
      "name": "Anställd |||| Anställda"
    },
    "cockpit/training-sessions": {
      "fields": {
        "date": "Datum",
        "durationMinutes": "Minuter",
        "id": "Id",
        "participants": "Deltagare",
        "startTime": "Börjar",
        "status": "Status",
        "title": "Utbildning",
        "trainer": "Utbildare",
        "venueId": "Restaurang"
      },
      "name": "Utbildningstillfälle |||| Utbildningstillfällen"
    },
    "cockpit/wizard-instances": {
      "fields": {
        "completedAt": "Slutförd",
        "currentStep": "Steg",
        "employeeName": "Person",
        "id": "Id",
        "startedAt": "Startad",
        "status": "Status",
        "totalSteps": "Av steg",
        "venueId": "Restaurang",
        "wizard": "Guide"
      },
      "name": "Guide som pågår |||| Guider"
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
    "cookiePopupSettings": {
      "fields": {
        "acceptAllLabel": "Godkänn-knapp",
        "consentLifetimeDays": "Fråga igen efter (dagar)",
        "cookiePolicyDocumentId": "Cookiepolicy",
        "id": "Id",
        "position": "Placering",
        "primaryColor": "Knappfärg",
        "rejectAllLabel": "Avvisa-knapp",
        "settingsLabel": "Inställningar-knapp",
        "showRejectAll": "Visa avvisa-knappen",
        "text": "Text",
        "title": "Titel"
      },
      "name": "Inställningar för cookie-popup |||| Inställningar för cookie-popup"
    },
    "cookies": {
      "fields": {
        "category": "Kategori",
        "domain": "Domän",
        "expiryDays": "Upphör efter (dagar)",
        "id": "Id",
        "method": "Metod",
        "name": "Namn",
        "provider": "Leverantör",
        "purpose": "Syfte",
        "type": "Typ"
      },
      "name": "Kaka |||| Cookies"
    },
    "countrySettings": {
      "fields": {
        "allergies": "Allergener",
        "country": "Land",
        "id": "Id",
        "pouringCategories": "Serveringskategorier",
        "priceGroups": "Prisgrupper",
        "productCategories": "Varukategorier",
        "productUnits": "Varuenheter",
        "salesProductGroups": "Försäljningsgrupper",
        "stockContainerTypes": "Förpackningstyper",
        "taxGroups": "Momsgrupper",
        "tipPercentages": "Dricksprocent"
      },
      "listItems": {
        "allergies": {
          "allergyId": {
            "_label": "Allergen",
            "id": "Id"
          },
          "name": "Namn"
        },
        "pouringCategories": {
          "name": "Namn",
          "pourSize": "Serveringsmängd (cl)",
          "pouringCategoryId": {
            "_label": "Serveringskategori",
            "id": "Id"
          },
          "wastePercentage": "Tillåtet svinn (%)"
        },
        "priceGroups": {
          "isDefault": "Standard",
          "name": "Namn",
          "priceGroupId": {
            "_label": "Prisgrupp",
            "id": "Id"
          }
        },
        "productCategories": {
          "color": "Färg",
          "name": "Namn",
          "productCategoryId": {
            "_label": "Varukategori",
            "id": "Id"
          },
          "tags": "Taggar",
          "validProductGroups": "Varugrupper"
        },
        "productUnits": {
          "abbreviation": "Förkortning",
          "name": "Namn",
          "productUnitId": {
            "_label": "Enhet",
            "id": "Id"
          }
        },
        "salesProductGroups": {
          "color": "Färg",
          "name": "Namn",
          "salesProductGroupId": {
            "_label": "Försäljningsgrupp",
            "id": "Id"
          },
          "validSubGroups": "Undergrupper"
        },
        "stockContainerTypes": {
          "name": "Namn",
          "stockContainerTypeId": {
            "_label": "Förpackningstyp",
            "id": "Id"
          },
          "tareWeight": "Tomvikt (g)"
        },
        "taxGroups": {
          "code": "Kod",
          "taxGroupId": {
            "_label": "Momsgrupp",
            "id": "Id"
          },
          "taxRate": "Momssats",
          "taxRatePercentage": "Momssats (%)"
        }
      },
      "name": "Landsinställningar |||| Landsinställningar"
    },
    "cp/reports": {
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
    "crm/booking-form-submissions": {
      "fields": {
        "arrivalDate": "Ankomstdatum",
        "formId": "Bokningsformulär",
        "formName": "Formulär",
        "guestEmail": "E-post",
        "guestName": "Gäst",
        "guestPhone": "Telefon",
        "id": "Id",
        "numGuests": "Gäster",
        "submittedAt": "Inskickad",
        "values": "Svar",
        "venueId": "Restaurang"
      },
      "listItems": {
        "values": {
          "fieldId": "Fält",
          "label": "Fråga",
          "technicalType": "Fälttyp",
          "value": "Svar"
        }
      },
      "name": "Inskickat bokningsformulär |||| Inskickade bokningsformulär"
    },
    "crm/booking-products": {
      "fields": {
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "isActive": "Aktiv",
        "price": "Pris",
        "productName": "Produktnamn"
      },
      "name": "Bokningsprodukt |||| Bokningsprodukter"
    },
    "crmStatistics": {
      "fields": {
        "computedAt": "Beräknad",
        "countries": {
          "_label": "Siffror per land"
        },
        "id": "Id"
      },
      "name": "CRM-statistik |||| CRM-statistik"
    },
    "dataController": {
      "fields": {
        "city": "Ort",
        "companyName": "Företag",
        "country": "Land",
        "dpoEmail": "Dataskyddsombudets e-post",
        "dpoName": "Dataskyddsombud",
        "email": "E-post",
        "id": "Id",
        "phone": "Telefon",
        "postalCode": "Postnummer",
        "registrationNumber": "Organisationsnummer",
        "street": "Gata"
      },
      "name": "Personuppgiftsansvarig |||| Personuppgiftsansvarig"
    },
    "dataProcessors": {
      "fields": {
        "agreementSignedOn": "Avtal undertecknat",
        "contactEmail": "Kontakt-e-post",
        "dataCategories": "Uppgiftskategorier",
        "id": "Id",
        "location": "Var uppgifterna behandlas",
        "name": "Namn",
        "purpose": "Syfte",
        "website": "Webbplats"
      },
      "name": "Personuppgiftsbiträde |||| Personuppgiftsbiträden"
    },
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Parnivå",
        "reorderPoint": "Beställningspunkt",
        "stockProductId": "Lagervara",
        "venueId": "Restaurang"
      },
      "name": "Parnivå |||| Önskat lager"
    },
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Svar",
        "formId": "Dynamiskt formulär",
        "id": "Id",
        "submittedAt": "Inskickad",
        "venueId": "Restaurang"
      },
      "listItems": {
        "answers": {
          "key": "Nyckel",
          "value": "Svar"
        }
      },
      "name": "Formulärinskick |||| Formulärinskick"
    },
    "dynamicForms": {
      "fields": {
        "description": "Introduktion",
        "fields": "Frågor",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "submitButtonText": "Knapptext",
        "successMessage": "Tackmeddelande",
        "title": "Rubrik på formuläret",
        "venueIds": "Publicerat hos"
      },
      "listItems": {
        "fields": {
          "key": "Nyckel",
          "label": "Fråga",
          "options": "Alternativ",
          "required": "Obligatorisk",
          "type": "Svarstyp"
        }
      },
      "name": "Dynamiskt formulär |||| Dynamiska formulär"
    },
    "emailConversations": {
      "fields": {
        "assignee": "Ansvarig",
        "contactEmail": "Från",
        "contactName": "Namn",
        "guestId": "Gäst",
        "id": "Id",
        "isOpen": "Öppen",
        "labels": "Etiketter",
        "lastMessageAt": "Senaste meddelande",
        "mailFolder": "Mapp",
        "messages": "Meddelanden",
        "status": "Status",
        "subject": "Ämne",
        "syncEmail": "Brevlåda",
        "threadId": "Tråd",
        "topics": "Ämnen",
        "unreadCount": "Olästa",
        "venueId": "Restaurang"
      },
      "listItems": {
        "messages": {
          "attachments": "Bilagor",
          "cc": "Kopia",
          "from": "Från",
          "fromGuest": "Från gästen",
          "html": "Text",
          "id": "Meddelande-id",
          "isSystemMessage": "Systemmeddelande",
          "senderUserId": "Skickat av",
          "sentAt": "Skickat",
          "subject": "Ämne",
          "to": "Till"
        }
      },
      "name": "E-postkonversation |||| E-post"
    },
    "emailSignatures": {
      "fields": {
        "html": "Signatur",
        "id": "Id",
        "venueId": "Restaurang"
      },
      "name": "E-postsignatur |||| E-postsignaturer"
    },
    "emailSyncAccounts": {
      "fields": {
        "aliases": "Alias",
        "id": "Id",
        "lastSyncAt": "Senast synkroniserad",
        "status": "Status",
        "syncEmail": "Brevlåda",
        "venueId": "Restaurang"
      },
      "name": "E-postsynkronisering |||| E-postsynkroniseringar"
    },
    "emailTemplates": {
      "fields": {
        "description": "Beskrivning",
        "enabled": "Aktiverad",
        "html": "HTML",
        "id": "Id",
        "name": "Namn",
        "subject": "Ämne",
        "type": "Typ"
      },
      "name": "E-postmall |||| E-postmallar"
    },
    "eodReportRules": {
      "fields": {
        "country": "Land",
        "deadline": "Skickas senast (nästa dag, restaurangens tid)",
        "id": "Id",
        "notifyRoles": "Meddela dessa roller på restaurangen",
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
        "venueId": "Restaurang"
      },
      "name": "Dagsrapport |||| Dagsrapporter"
    },
    "feedback": {
      "fields": {
        "category": "Typ",
        "id": "Id",
        "message": "Din feedback",
        "page": "Sida",
        "rating": "Betyg"
      },
      "name": "Feedback |||| Feedback"
    },
    "globalLogs": {
      "fields": {
        "category": "Kategori",
        "country": "Land",
        "guestId": "Gäst",
        "id": "Id",
        "message": "Meddelande",
        "system": "System",
        "venueId": "Restaurang"
      },
      "name": "Global loggpost |||| Globala loggar"
    },
    "guestAccessLogs": {
      "fields": {
        "action": "Åtgärd",
        "actorUserId": "Av",
        "guestId": "Gäst",
        "id": "Id",
        "job": "Jobb",
        "reason": "Anledning"
      },
      "name": "Åtkomstloggpost |||| Åtkomstlogg"
    },
    "guestConsentConfirmations": {
      "fields": {
        "closedAt": "Avslutad",
        "consent": "Samtycke",
        "country": "Land",
        "email": "Skickat till",
        "expiresAt": "Går ut",
        "guestId": "Gäst",
        "id": "Id",
        "language": "Språk",
        "legalDocumentId": "Juridiskt dokument",
        "legalDocumentRevision": "Version",
        "outcome": "Utfall",
        "tokenHash": "Token-hash",
        "venueId": "Restaurang"
      },
      "name": "Samtyckesbekräftelse |||| Samtyckesbekräftelser"
    },
    "guestConsentEvidence": {
      "fields": {
        "action": "Ändring",
        "actorJob": "Av (formulär eller jobb)",
        "actorUserId": "Av",
        "at": "När",
        "consent": "Samtycke",
        "country": "Land",
        "guestId": "Gäst",
        "id": "Id",
        "legalDocumentId": "Juridiskt dokument",
        "legalDocumentRevision": "Version",
        "source": "Källa",
        "venueId": "Restaurang"
      },
      "name": "Samtyckesbevis |||| Samtyckesbevis"
    },
    "guestConsents": {
      "fields": {
        "consent": "Samtycke",
        "country": "Land",
        "guestId": "Gäst",
        "id": "Id",
        "source": "Källa",
        "venueId": "Restaurang"
      },
      "name": "Gästsamtycke |||| Gästsamtycken"
    },
    "guestDuplicateDismissals": {
      "fields": {
        "country": "Land",
        "guestId": "Gäst",
        "id": "Id",
        "otherGuestId": "Annan gäst"
      },
      "name": "Avvisad dubblett |||| Avvisade dubbletter"
    },
    "guestDuplicateRuns": {
      "fields": {
        "active": "I kö eller pågår",
        "country": "Land",
        "done": "Klara",
        "durationMs": "Varaktighet (ms)",
        "error": "Fel",
        "finishedAt": "Klar",
        "heartbeatAt": "Senaste livstecken",
        "id": "Id",
        "pairs": "Hittade par",
        "phase": "Fas",
        "startedAt": "Startad",
        "status": "Status",
        "total": "Totalt",
        "trigger": "Startad av"
      },
      "name": "Dubblettsökning |||| Dubblettsökningar"
    },
    "guestDuplicates": {
      "fields": {
        "country": "Land",
        "guestId": "Gäst",
        "id": "Id",
        "otherGuestId": "Annan gäst",
        "reasons": {
          "_label": "Skäl"
        },
        "runId": "Hittad av",
        "score": "Poäng"
      },
      "name": "Möjlig dubblett |||| Möjliga dubbletter"
    },
    "guestImports": {
      "fields": {
        "appliedAt": "Tillämpad",
        "appliedBy": "Tillämpad av",
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
      "name": "Gästimport |||| Gästimporter"
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
        "venueDetailsId": "Restaurang"
      },
      "listItems": {
        "arrivals": {
          "created": "Skapad",
          "createdBy": "Av",
          "id": "Id",
          "note": "Anteckning",
          "numberOfGuests": "Gäster"
        }
      },
      "name": "Gästlistepost |||| Gästlista"
    },
    "guestLogs": {
      "fields": {
        "action": "Åtgärd",
        "consent": "Samtycke",
        "field": "Fält",
        "guestId": "Gäst",
        "id": "Id",
        "newValue": "Nytt värde",
        "oldValue": "Gammalt värde",
        "source": "Källa",
        "venueId": "Restaurang"
      },
      "name": "Gästloggpost |||| Gästlogg"
    },
    "guestMailOutbox": {
      "fields": {
        "body": "Text",
        "guestId": "Gäst",
        "id": "Id",
        "kind": "Slag",
        "recipient": "Mottagare",
        "subject": "Ämne",
        "transport": "Skickat via",
        "venueId": "Restaurang"
      },
      "name": "E-post till en gäst |||| E-post till gäster"
    },
    "guestNotes": {
      "fields": {
        "guestId": "Gäst",
        "id": "Id",
        "text": "Anteckning",
        "venueId": "Restaurang"
      },
      "name": "Gästanteckning |||| Gästanteckningar"
    },
    "guestProfileMerges": {
      "fields": {
        "country": "Land",
        "fieldsFromRemoved": "Fält från den sammanslagna gästen",
        "id": "Id",
        "keptGuestId": "Behållen gäst",
        "keptVersionAfter": "Version efter sammanslagning",
        "removedGuestId": "Sammanslagen gäst",
        "undo": {
          "_label": "Vad ångra kräver"
        },
        "undoneAt": "Ångrad",
        "undoneBy": "Ångrad av"
      },
      "name": "Sammanslagning av gäster |||| Sammanslagningar av gäster"
    },
    "guestProfiles": {
      "fields": {
        "anonymizedAt": "Anonymiserad",
        "anonymizedBy": "Anonymiserad av",
        "birthDate": "Födelsedatum",
        "country": "Land",
        "email": "E-post",
        "emailKey": "E-post (sökning)",
        "fieldSources": "Fältkällor",
        "firstName": "Förnamn",
        "firstNameKey": "Namn (förnamn, efternamn)",
        "id": "Id",
        "interests": "Intressen",
        "labels": "Etiketter",
        "lastName": "Efternamn",
        "lastVisitAt": "Senaste besök",
        "nameKey": "Namn (efternamn, förnamn)",
        "phone": "Telefon",
        "phoneKey": "Telefon (sökning)",
        "points": "Poäng",
        "profileImageUrl": "Profilbild",
        "referralCode": "Värvningskod",
        "referredByGuestId": "Värvad av gäst",
        "referredByUserId": "Värvad av personal",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "source": "Skapad via",
        "totalSpend": "Total konsumtion",
        "venueId": "Hemmarestaurang",
        "visitCount": "Besök"
      },
      "listItems": {
        "fieldSources": {
          "field": "Fält",
          "source": "Källa",
          "updatedAt": "Uppdaterad",
          "updatedBy": "Uppdaterad av"
        }
      },
      "name": "Gästprofil |||| Gästprofiler"
    },
    "guestRequests": {
      "fields": {
        "country": "Land",
        "dueOn": "Förfaller",
        "guestId": "Gäst",
        "handledBy": "Hanteras av",
        "id": "Id",
        "notes": "Anteckningar",
        "receivedOn": "Mottagen",
        "refusalReason": "Skäl till avslag",
        "status": "Status",
        "type": "Begäran"
      },
      "name": "Begäran från den registrerade |||| Begäranden från registrerade"
    },
    "guestRetention": {
      "fields": {
        "country": "Land",
        "enabled": "Anonymisera inaktiva gäster",
        "id": "Id",
        "months": "Månader utan aktivitet"
      },
      "name": "Lagringsschema |||| Lagringsscheman"
    },
    "guestRetentionRuns": {
      "fields": {
        "anonymized": "Anonymiserade gäster",
        "country": "Land",
        "cutoff": "Inaktiv sedan",
        "durationMs": "Varaktighet (ms)",
        "id": "Id",
        "months": "Månader",
        "startedAt": "Startad"
      },
      "name": "Lagringskörning |||| Lagringskörningar"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Typ",
        "name": "Namn"
      },
      "name": "Gästsegment |||| Gästsegmentering"
    },
    "handlebars": {
      "fields": {
        "id": "Id"
      },
      "name": "Platshållare |||| Platshållare"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Åtkomst |||| Åtkomst"
    },
    "legalDocuments": {
      "fields": {
        "country": "Land",
        "currentRevision": "Version",
        "id": "Id",
        "isEnabled": "Aktiverad",
        "language": "Språk",
        "name": "Namn",
        "revisions": "Revisioner",
        "type": "Typ"
      },
      "listItems": {
        "revisions": {
          "changeNote": "Vad har ändrats",
          "content": "Text",
          "publishedAt": "Publicerad",
          "publishedBy": "Publicerad av",
          "revision": "Version"
        }
      },
      "name": "Juridiskt dokument |||| Juridiska dokument"
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
        "recipientRoles": "Meddela dessa roller på restaurangen",
        "threshold": "Poäng under",
        "type": "Utlöses av"
      },
      "name": "Listregel |||| Listregler"
    },
    "life/meeting-rules": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Inaktiv i (inaktivitetsregler)",
        "isActive": "Aktiv",
        "meetingId": "Möte (tomt: alla möten)",
        "message": "Meddelandets text",
        "name": "Namn",
        "recipientRoles": "Meddela restaurangens",
        "title": "Meddelandets rubrik",
        "type": "Utlöses när"
      },
      "name": "Mötesregel |||| Mötesregler"
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
        "recipientRoles": "Meddela dessa roller på restaurangen",
        "threshold": "Poäng under",
        "type": "Utlöses av"
      },
      "name": "Listregel |||| Listregler"
    },
    "listRuleFirings": {
      "fields": {
        "firedAt": "Meddelad",
        "id": "Id",
        "ruleId": "Regel",
        "venueId": "Restaurang"
      },
      "name": "Listregelutlösning |||| Listregelutlösningar"
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
        "venueId": "Restaurang"
      },
      "listItems": {
        "answers": {
          "categoryId": "Kategori",
          "comment": "Kommentar",
          "kind": "Typ",
          "media": "Foton och videor",
          "questionId": "Id",
          "text": "Fråga",
          "value": "Svar",
          "weight": "Vikt"
        },
        "categories": {
          "id": "Id",
          "name": "Namn"
        }
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
      "listItems": {
        "areas": {
          "id": "Id",
          "name": "Namn"
        },
        "categories": {
          "id": "Id",
          "name": "Namn"
        },
        "questions": {
          "areaId": "Område",
          "categoryId": "Kategori",
          "help": "Vägledning",
          "id": "Id",
          "kind": "Typ",
          "required": "Obligatorisk",
          "text": "Fråga",
          "weight": "Vikt"
        }
      },
      "name": "Lista |||| Listor"
    },
    "masterCampaigns": {
      "fields": {
        "activatedAt": "Aktiverad",
        "activationComment": "Kommentar",
        "approvedForSendingAt": "Godkänd för utskick",
        "description": "Beskrivning",
        "emailDate": "Utskicksdatum för e-post",
        "emailHtml": "E-postinnehåll",
        "emailSubject": "E-postämne",
        "emailTemplateId": "E-postmall",
        "history": "Historik",
        "id": "Id",
        "name": "Namn",
        "npPushBody": "Push-text",
        "npPushCtaName": "Push-knapptext",
        "npPushCtaUrl": "Push-knapplänk",
        "npPushTitle": "Push-rubrik",
        "pushDate": "Utskicksdatum för push",
        "smsDate": "Utskicksdatum för SMS",
        "smsText": "SMS-text",
        "status": "Status",
        "venueIds": "Restauranger"
      },
      "listItems": {
        "history": {
          "action": "Åtgärd",
          "at": "När",
          "comment": "Kommentar",
          "fromStatus": "Från status",
          "toStatus": "Till status",
          "userId": "Av",
          "userName": "Av"
        }
      },
      "name": "Masterkampanj |||| Masterkampanjer"
    },
    "media": {
      "fields": {
        "contentType": "Innehållstyp",
        "folder": "Mapp",
        "id": "Id",
        "name": "Namn",
        "size": "Storlek (byte)",
        "type": "Typ",
        "venueId": "Restaurang"
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
        "actionItems": "Åtgärdspunkter",
        "attendees": "Deltagare",
        "currentStep": "Aktuellt steg",
        "decisions": "Beslut",
        "endedAt": "Avslutat",
        "facilitator": "Mötesledare",
        "id": "Id",
        "meeting": {
          "_label": "Mötet som hållet",
          "powerBi": {
            "_label": "Power BI-rapport",
            "name": "Rapport",
            "reportId": "Power BI-rapport-id",
            "workspaceId": "Power BI-arbetsyte-id"
          },
          "steps": "Steg",
          "title": "Titel",
          "type": "Typ"
        },
        "meetingId": "Möte",
        "mentions": "Nämnda",
        "notes": "Anteckningar",
        "period": "Period",
        "startedAt": "Startat",
        "status": "Status",
        "stepNotes": "Anteckningar till steg",
        "venueId": "Restaurang",
        "when": "När",
        "whenYear": "År"
      },
      "listItems": {
        "actionItems": {
          "assigneeId": "Deltagare",
          "createdId": "Skapad som",
          "dueDate": "Förfallodatum",
          "kind": "Blir",
          "title": "Åtgärdspunkt"
        },
        "stepNotes": {
          "note": "Anteckning",
          "step": "Steg"
        }
      },
      "name": "Möte |||| Möten"
    },
    "meetingNotificationRules": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "inactivitySeconds": "Inaktiv i (inaktivitetsregler)",
        "isActive": "Aktiv",
        "meetingId": "Möte (tomt: alla möten)",
        "message": "Meddelandets text",
        "name": "Namn",
        "recipientRoles": "Meddela restaurangens",
        "title": "Meddelandets rubrik",
        "type": "Utlöses när"
      },
      "name": "Mötesregel |||| Mötesregler"
    },
    "meetingRuleFirings": {
      "fields": {
        "firedAt": "Meddelad",
        "id": "Id",
        "ruleId": "Regel",
        "venueId": "Restaurang"
      },
      "name": "Regelutlösning |||| Regelutlösningar"
    },
    "meetings": {
      "fields": {
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "isActive": "Aktiv",
        "powerBiReportId": "Power BI-rapport (för Power BI-steget)",
        "steps": "Steg",
        "title": "Titel",
        "type": "Typ",
        "venueId": "Restaurang (tom: alla restauranger i landet)"
      },
      "name": "Möte |||| Möten"
    },
    "messageTemplates": {
      "fields": {
        "enabled": "Aktiverad",
        "id": "Id",
        "name": "Namn",
        "template": {
          "_label": "Mall",
          "body": "Text",
          "subject": "Ämne",
          "templateType": "Format"
        },
        "venueId": "Restaurang"
      },
      "name": "Meddelandemall |||| Meddelandemallar"
    },
    "messengerConversations": {
      "fields": {
        "assignee": "Ansvarig",
        "contactName": "Namn",
        "guestId": "Gäst",
        "id": "Id",
        "identityId": "Sida",
        "isOpen": "Öppen",
        "lastMessageAt": "Senaste meddelande",
        "messages": "Meddelanden",
        "psid": "Avsändar-id",
        "status": "Status",
        "topics": "Ämnen",
        "unreadCount": "Olästa",
        "venueId": "Restaurang"
      },
      "listItems": {
        "messages": {
          "fromGuest": "Från gästen",
          "id": "Id",
          "isSystemMessage": "Systemmeddelande",
          "senderName": "Avsändare",
          "senderUserId": "Skickat av",
          "sentAt": "Skickat",
          "text": "Text"
        }
      },
      "name": "Messenger-konversation |||| Messenger"
    },
    "messengerIdentities": {
      "fields": {
        "id": "Id",
        "pageId": "Sid-id",
        "pageName": "Sidnamn",
        "platform": "Plattform",
        "venueId": "Restaurang"
      },
      "name": "Messenger-identitet |||| Messenger-identiteter"
    },
    "newsArticles": {
      "fields": {
        "author": "Författare",
        "body": "Text",
        "categoryId": "Kategori",
        "commentCount": "Kommentarer",
        "id": "Id",
        "likeCount": "Gillamarkeringar",
        "publishedAt": "Publicerad",
        "summary": "Sammanfattning",
        "title": "Titel"
      },
      "name": "Nyhet |||| Nyheter"
    },
    "newsComments": {
      "fields": {
        "articleId": "Artikel",
        "content": "Kommentar",
        "id": "Id",
        "mentions": "Nämnda",
        "userName": "Av"
      },
      "name": "Kommentar |||| Kommentarer"
    },
    "newsLikes": {
      "fields": {
        "articleId": "Artikel",
        "id": "Id",
        "userId": "Användare"
      },
      "name": "Gillamarkering |||| Gillamarkeringar"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Läst",
        "kind": "Typ",
        "link": "Länk",
        "message": "Meddelande",
        "params": {
          "_label": "Detaljer",
          "author": "Av",
          "name": "Namn",
          "place": "Var"
        },
        "sourceKey": "Källa",
        "title": "Titel",
        "userId": "Användare",
        "venueId": "Restaurang"
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
    "packages": {
      "fields": {
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "isActive": "Aktiv",
        "items": "Innehåll",
        "name": "Namn",
        "price": "Paketpris inkl. moms",
        "validFrom": "Giltig från",
        "validTo": "Giltig till"
      },
      "listItems": {
        "items": {
          "quantity": "Antal",
          "salesProductId": "Försäljningsartikel"
        }
      },
      "name": "Paket |||| Paket"
    },
    "personalTodoCategories": {
      "fields": {
        "color": "Färg",
        "icon": "Ikon",
        "id": "Id",
        "name": "Namn",
        "ownerId": "Ägare",
        "role": "Roll",
        "venueId": "Restaurang"
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
        "meetingInstanceId": "Från mötet",
        "note": "Anteckning",
        "ownerId": "Ägare",
        "position": "Position",
        "role": "Roll",
        "startDate": "Förfallodatum",
        "title": "Titel",
        "venueId": "Restaurang"
      },
      "name": "Att göra |||| Att göra"
    },
    "pimStockLocations": {
      "fields": {
        "id": "Id",
        "name": "Namn",
        "pimStockLocationType": "Plats",
        "venueId": "Restaurang"
      },
      "name": "Lagerplats |||| Lagerplatser"
    },
    "plandayPayrateChanges": {
      "fields": {
        "effectiveDate": "Gäller från",
        "employeeName": "Anställd",
        "employeeNumber": "Anställningsnr.",
        "errorMessage": "Fel",
        "hasError": "Överföring misslyckades",
        "id": "Id",
        "newRate": "Ny timlön",
        "oldRate": "Gammal timlön",
        "reason": "Orsak",
        "venueId": "Restaurang"
      },
      "name": "Lönesatsändring |||| Lönesatsändringar"
    },
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Plats",
        "mustRequestTip": "Ska fråga om dricks",
        "name": "Namn",
        "venueId": "Restaurang"
      },
      "name": "Terminal |||| Terminaler"
    },
    "posFloorplans": {
      "fields": {
        "height": "Höjd",
        "id": "Id",
        "locationId": "Plats",
        "name": "Namn",
        "tables": "Bord",
        "venueId": "Restaurang",
        "width": "Bredd"
      },
      "listItems": {
        "tables": {
          "height": "Höjd",
          "name": "Namn",
          "seats": "Platser",
          "shape": "Form",
          "tableId": "Id",
          "width": "Bredd",
          "x": "Vänster",
          "y": "Topp"
        }
      },
      "name": "Planritning |||| Planritningar"
    },
    "posReports": {
      "fields": {
        "country": "Land",
        "id": "Id"
      },
      "name": "Inköpsrapport |||| Inköpsrapporter"
    },
    "posVenues": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "locations": "Platser",
        "name": "Namn",
        "settings": {
          "_label": "Restauranginställningar",
          "businessDayStartsAt": "Affärsdagen börjar",
          "defaultPriceGroupId": "Prisgrupp",
          "receiptFooter": "Kvittofot",
          "receiptHeader": "Kvittohuvud",
          "receivingStorageId": "Mottagningsförråd",
          "serviceChargePercentage": "Serviceavgift (%)",
          "tipsEnabled": "Dricks aktiverat",
          "zReportEmail": "E-post för Z-rapport"
        },
        "storages": "Förråd",
        "venueId": "Restaurang"
      },
      "listItems": {
        "locations": {
          "locationId": "Id",
          "name": "Namn",
          "storageId": "Förråd"
        },
        "storages": {
          "storageId": "Id",
          "storageName": "Förrådsnamn"
        }
      },
      "name": "Kassarestaurang |||| Kassarestauranger"
    },
    "pouringCategories": {
      "fields": {
        "id": "Id",
        "name": "Namn",
        "pourSize": "Serveringsmängd (cl)",
        "wastePercentage": "Tillåtet svinn (%)"
      },
      "name": "Serveringskategori |||| Serveringskategorier"
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
        "name": "Namn"
      },
      "name": "Prisgrupp |||| Prisgrupper"
    },
    "priceShiftWindows": {
      "fields": {
        "fromTime": "Från",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "priceGroupId": "Prisgrupp",
        "toTime": "Till",
        "validFrom": "Giltig från",
        "validTo": "Giltig till",
        "venueId": "Restaurang",
        "weekdays": "Veckodagar"
      },
      "name": "Prisskiftfönster |||| Prisskiftfönster"
    },
    "procurement/poc/packages": {
      "fields": {
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "isActive": "Aktiv",
        "items": "Innehåll",
        "name": "Namn",
        "price": "Paketpris inkl. moms",
        "validFrom": "Giltig från",
        "validTo": "Giltig till"
      },
      "listItems": {
        "items": {
          "quantity": "Antal",
          "salesProductId": "Försäljningsartikel"
        }
      },
      "name": "Paket |||| Paket"
    },
    "procurement/poc/sales-products": {
      "fields": {
        "allergyIds": "Allergener",
        "color": "Knappfärg",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "number": "PLU",
        "prices": "Priser",
        "recipeId": "Recept",
        "salesProductGroupId": "Försäljningsgrupp",
        "salesProductSubGroupId": "Försäljningsundergrupp",
        "taxGroupId": "Momsgrupp"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. moms",
          "priceGroupId": "Prisgrupp"
        }
      },
      "name": "Försäljningsartikel |||| Försäljningsartiklar"
    },
    "procurement/poc/stock-products": {
      "fields": {
        "barcode": "Streckkod",
        "contentAmount": "Innehåll per enhet",
        "contentUnit": "Innehållsenhet",
        "costPrice": "Inköpspris per enhet",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "number": "Artikelnummer",
        "pouringCategoryId": "Serveringskategori",
        "productUnitId": "Enhet",
        "stockContainerTypeId": "Förpackningstyp",
        "stockProductGroupId": "Varugrupp",
        "vendorId": "Leverantör"
      },
      "name": "Lagervara |||| Lagervaror"
    },
    "procurement/poc/vendors": {
      "fields": {
        "contactName": "Kontaktperson",
        "country": "Land",
        "email": "Order-e-post",
        "id": "Id",
        "isActive": "Aktiv",
        "leadTimeDays": "Leveranstid (dagar)",
        "minimumOrder": "Minsta order",
        "name": "Namn",
        "phone": "Telefon",
        "vendorNumber": "Leverantörsnummer"
      },
      "name": "Leverantör |||| Leverantörer"
    },
    "procurement/product-specs": {
      "fields": {
        "costPerPortion": "Kostnad per portion",
        "country": "Land",
        "description": "Tillvägagångssätt",
        "id": "Id",
        "lines": "Ingredienser",
        "name": "Namn",
        "portions": "Portioner"
      },
      "listItems": {
        "lines": {
          "amount": "Mängd (i varans innehållsenhet)",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Recept |||| Recept"
    },
    "procurement/stock-products": {
      "fields": {
        "barcode": "Streckkod",
        "contentAmount": "Innehåll per enhet",
        "contentUnit": "Innehållsenhet",
        "costPrice": "Inköpspris per enhet",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "number": "Artikelnummer",
        "pouringCategoryId": "Serveringskategori",
        "productUnitId": "Enhet",
        "stockContainerTypeId": "Förpackningstyp",
        "stockProductGroupId": "Varugrupp",
        "vendorId": "Leverantör"
      },
      "name": "Lagervara |||| Lagervaror"
    },
    "procurement/stocking-templates": {
      "fields": {
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "lines": "Varor och parnivåer",
        "name": "Namn"
      },
      "listItems": {
        "lines": {
          "parLevel": "Parnivå",
          "reorderPoint": "Beställningspunkt",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Lagermall |||| Lagermallar"
    },
    "productUnits": {
      "fields": {
        "abbreviation": "Förkortning",
        "id": "Id",
        "name": "Namn"
      },
      "name": "Varuenhet |||| Varuenheter"
    },
    "purchaseOrders": {
      "fields": {
        "cancelledAt": "Annullerad",
        "country": "Land",
        "currency": "Valuta",
        "expectedDeliveryDate": "Förväntad leverans",
        "id": "Id",
        "lines": "Rader",
        "note": "Anteckning",
        "orderNumber": "Ordernummer",
        "receipts": "Mottagningar",
        "receivedAt": "Senast mottagen",
        "state": "Status",
        "submittedAt": "Skickad",
        "total": "Totalt",
        "vendorId": "Leverantör",
        "venueId": "Restaurang"
      },
      "listItems": {
        "lines": {
          "lineId": "Rad-id",
          "quantity": "Beställt",
          "receivedQuantity": "Mottaget",
          "stockProductId": "Lagervara",
          "unitCost": "Styckpris"
        },
        "receipts": {
          "lines": "Rader",
          "note": "Anteckning",
          "receivedAt": "Datum",
          "receivedBy": "Mottagen av",
          "storageId": "Förråd"
        }
      },
      "name": "Inköpsorder |||| Inköpsordrar"
    },
    "recipes": {
      "fields": {
        "costPerPortion": "Kostnad per portion",
        "country": "Land",
        "description": "Tillvägagångssätt",
        "id": "Id",
        "lines": "Ingredienser",
        "name": "Namn",
        "portions": "Portioner"
      },
      "listItems": {
        "lines": {
          "amount": "Mängd (i varans innehållsenhet)",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Recept |||| Recept"
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
        "venueId": "Restaurang"
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
    "salesProductGroups": {
      "fields": {
        "color": "Färg",
        "id": "Id",
        "name": "Namn"
      },
      "name": "Försäljningsgrupp |||| Försäljningsgrupper"
    },
    "salesProductSubGroups": {
      "fields": {
        "color": "Färg",
        "id": "Id",
        "name": "Namn",
        "salesProductGroupId": "Försäljningsgrupp",
        "salesProductGroupName": "Försäljningsgrupp"
      },
      "name": "Försäljningsundergrupp |||| Försäljningsundergrupper"
    },
    "salesProducts": {
      "fields": {
        "allergyIds": "Allergener",
        "color": "Knappfärg",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "number": "PLU",
        "prices": "Priser",
        "recipeId": "Recept",
        "salesProductGroupId": "Försäljningsgrupp",
        "salesProductSubGroupId": "Försäljningsundergrupp",
        "taxGroupId": "Momsgrupp"
      },
      "listItems": {
        "prices": {
          "price": "Pris inkl. moms",
          "priceGroupId": "Prisgrupp"
        }
      },
      "name": "Försäljningsartikel |||| Försäljningsartiklar"
    },
    "salesWasteReasons": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "name": "Namn"
      },
      "name": "Orsak till försäljningssvinn |||| Orsaker till försäljningssvinn"
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
        "venueDetailsId": "Restaurang",
        "venueSetupId": "Uppställning"
      },
      "name": "Produkt |||| Produkter"
    },
    "setupTimeZones": {
      "fields": {
        "id": "Id",
        "name": "Namn"
      },
      "name": "Tidszon |||| Tidszoner"
    },
    "shortLinks": {
      "fields": {
        "clicks": "Klick",
        "code": "Kod",
        "guestId": "Gäst",
        "id": "Id",
        "url": "Länk",
        "venueId": "Restaurang"
      },
      "name": "Kort länk |||| Korta länkar"
    },
    "stockContainerTypes": {
      "fields": {
        "id": "Id",
        "name": "Namn",
        "tareWeight": "Tomvikt (g)"
      },
      "name": "Förpackningstyp |||| Förpackningstyper"
    },
    "stockCounts": {
      "fields": {
        "activatedAt": "Aktiverad",
        "cancelledAt": "Annullerad",
        "completedAt": "Slutförd",
        "countDate": "Inventeringsdatum",
        "country": "Land",
        "currency": "Valuta",
        "id": "Id",
        "lines": "Rader",
        "name": "Namn",
        "note": "Anteckning",
        "state": "Status",
        "storageId": "Förråd (tomt: hela restaurangen)",
        "varianceValue": "Differensvärde",
        "venueId": "Restaurang"
      },
      "listItems": {
        "lines": {
          "countedQuantity": "Räknat",
          "expectedQuantity": "Förväntat",
          "lineId": "Rad-id",
          "locationId": "Plats",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Inventering |||| Inventeringar"
    },
    "stockMovements": {
      "fields": {
        "id": "Id",
        "kind": "Typ",
        "note": "Anteckning",
        "occurredAt": "Datum",
        "quantity": "Antal",
        "sourceId": "Källa",
        "stockProductId": "Lagervara",
        "storageId": "Förråd",
        "venueId": "Restaurang",
        "wasteReasonId": "Svinnorsak"
      },
      "name": "Lagerrörelse |||| Lagerrörelser"
    },
    "stockProductGroups": {
      "fields": {
        "color": "Färg",
        "id": "Id",
        "name": "Namn",
        "productCategoryId": "Varukategori",
        "productCategoryName": "Varukategori"
      },
      "name": "Varugrupp |||| Varugrupper"
    },
    "stockProductRequests": {
      "fields": {
        "contentAmount": "Innehåll per enhet",
        "contentUnit": "Innehållsenhet",
        "country": "Land",
        "decidedAt": "Beslutat",
        "decidedBy": "Beslutat av",
        "decisionNote": "Svar",
        "estimatedCost": "Förväntat pris per enhet",
        "id": "Id",
        "name": "Varunamn",
        "reason": "Varför restaurangen behöver den",
        "state": "Status",
        "stockProductId": "Lagervara",
        "vendorName": "Leverantör",
        "venueId": "Restaurang"
      },
      "name": "Förfrågan om lagervara |||| Förfrågningar om lagervaror"
    },
    "stockProducts": {
      "fields": {
        "barcode": "Streckkod",
        "contentAmount": "Innehåll per enhet",
        "contentUnit": "Innehållsenhet",
        "costPrice": "Inköpspris per enhet",
        "country": "Land",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "number": "Artikelnummer",
        "pouringCategoryId": "Serveringskategori",
        "productUnitId": "Enhet",
        "stockContainerTypeId": "Förpackningstyp",
        "stockProductGroupId": "Varugrupp",
        "vendorId": "Leverantör"
      },
      "name": "Lagervara |||| Lagervaror"
    },
    "stockSettings": {
      "fields": {
        "countIntervalDays": "Inventering var (dagar)",
        "country": "Land",
        "defaultLeadTimeDays": "Standardleveranstid (dagar)",
        "id": "Id",
        "purchaseOrderPrefix": "Prefix för ordernummer",
        "varianceTolerancePercentage": "Accepterad inventeringsavvikelse (%)"
      },
      "name": "Lagerinställningar |||| Lagerinställningar"
    },
    "stockTransfers": {
      "fields": {
        "cancelledAt": "Annullerad",
        "country": "Land",
        "id": "Id",
        "lines": "Rader",
        "note": "Anteckning",
        "receivedAt": "Mottagen",
        "sentAt": "Skickad",
        "state": "Status",
        "toVenueId": "Till restaurang",
        "transferNumber": "Nummer",
        "venueId": "Från restaurang"
      },
      "listItems": {
        "lines": {
          "quantity": "Antal",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Lageröverföring |||| Lageröverföringar"
    },
    "stockWasteReasons": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "name": "Namn"
      },
      "name": "Orsak till lagersvinn |||| Orsaker till lagersvinn"
    },
    "stockingTemplates": {
      "fields": {
        "country": "Land",
        "description": "Beskrivning",
        "id": "Id",
        "lines": "Varor och parnivåer",
        "name": "Namn"
      },
      "listItems": {
        "lines": {
          "parLevel": "Parnivå",
          "reorderPoint": "Beställningspunkt",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Lagermall |||| Lagermallar"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Omnämnande |||| Omnämnanden"
    },
    "taxGroups": {
      "fields": {
        "code": "Kod",
        "id": "Id",
        "name": "Namn",
        "taxRatePercentage": "Momssats (%)"
      },
      "name": "Momsgrupp |||| Momsgrupper"
    },
    "tonightAcrossVenues": {
      "fields": {
        "date": "Datum",
        "id": "Id"
      },
      "name": "I kväll i alla restauranger |||| I kväll i alla restauranger"
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
    "vendors": {
      "fields": {
        "contactName": "Kontaktperson",
        "country": "Land",
        "email": "Order-e-post",
        "id": "Id",
        "isActive": "Aktiv",
        "leadTimeDays": "Leveranstid (dagar)",
        "minimumOrder": "Minsta order",
        "name": "Namn",
        "phone": "Telefon",
        "vendorNumber": "Leverantörsnummer"
      },
      "name": "Leverantör |||| Leverantörer"
    },
    "venueCampaigns": {
      "fields": {
        "approvalComment": "Godkännandekommentar",
        "description": "Beskrivning",
        "emailDate": "Utskicksdatum för e-post",
        "emailHtml": "E-postinnehåll",
        "emailSubject": "E-postämne",
        "emailTemplateId": "E-postmall",
        "history": "Historik",
        "id": "Id",
        "masterId": "Masterkampanj",
        "npPushBody": "Push-text",
        "npPushCtaName": "Push-knapptext",
        "npPushCtaUrl": "Push-knapplänk",
        "npPushTitle": "Push-rubrik",
        "pushDate": "Utskicksdatum för push",
        "rejectedComment": "Kommentar vid avvisning",
        "smsDate": "Utskicksdatum för SMS",
        "smsText": "SMS-text",
        "statistics": {
          "_label": "Statistik",
          "emailsBounced": "Studsade e-postmeddelanden",
          "emailsClicked": "Klickade e-postmeddelanden",
          "emailsDelivered": "Levererade e-postmeddelanden",
          "emailsOpened": "Öppnade e-postmeddelanden",
          "emailsSent": "Skickade e-postmeddelanden",
          "pushOpened": "Öppnade push",
          "pushSent": "Skickade push",
          "recipients": "Mottagare",
          "smsDelivered": "Levererade SMS",
          "smsSent": "Skickade SMS",
          "unsubscribed": "Avregistrerade"
        },
        "status": "Status",
        "statusBeforeMasterApproval": "Status före masterns godkännande",
        "submitComment": "Kommentar vid inskick",
        "submittedAt": "Inskickad",
        "title": "Titel",
        "venueId": "Restaurang"
      },
      "listItems": {
        "history": {
          "action": "Åtgärd",
          "at": "När",
          "comment": "Kommentar",
          "fromStatus": "Från status",
          "toStatus": "Till status",
          "userId": "Av",
          "userName": "Av"
        }
      },
      "name": "Restaurangkampanj |||| Restaurangkampanjer"
    },
    "venueCockpit": {
      "fields": {
        "id": "Id"
      },
      "name": "Cockpit |||| Cockpit"
    },
    "venueDetails": {
      "fields": {
        "address": "Adress",
        "bookingOnRequestOnly": "Bokning endast på förfrågan",
        "currencyInfo": {
          "_label": "Valuta",
          "code": "Kod",
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
        "venuePortalId": "Restaurang"
      },
      "listItems": {
        "legalDocuments": {
          "name": "Namn",
          "url": "URL"
        },
        "seatingStrategies": {
          "level": "Nivå",
          "matchScoreModifier": "Poäng vid träff",
          "scorePerUnusedSeatMultiplier": "Poäng per ledig plats",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Poäng annars"
        },
        "venuePolicies": {
          "identifier": "Benämning",
          "limits": "Gränser",
          "policyConfigurationId": "Id",
          "policyLevel": "Nivå",
          "policyType": "Regeltyp"
        }
      },
      "name": "Restaurangdetaljer |||| Restaurangdetaljer"
    },
    "venueDrive": {
      "fields": {
        "id": "Id",
        "path": "Mapp",
        "venueId": "Restaurang"
      },
      "name": "Mapp |||| Restauranglagring"
    },
    "venueDriveFiles": {
      "fields": {
        "domainPermission": "Vem ser den",
        "id": "Id",
        "venueId": "Restaurang"
      },
      "name": "Lagringsfil |||| Lagringsfiler"
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
        "addressVersion": "Adressversion",
        "general": {
          "_label": "Allmän info",
          "ageLimit": "Åldersgräns",
          "capacity": "Kapacitet (gäster)",
          "description": "Beskrivning",
          "email": "E-post",
          "phone": "Telefon",
          "website": "Webbplats"
        },
        "generalVersion": "Version av allmän info",
        "id": "Id",
        "openingHours": "Öppettider",
        "openingHoursVersion": "Version av öppettider",
        "venueId": "Restaurang"
      },
      "listItems": {
        "openingHours": {
          "closed": "Stängt",
          "closes": "Stänger",
          "opens": "Öppnar",
          "weekday": "Dag"
        }
      },
      "name": "Restauranginfo |||| Restauranginfo"
    },
    "venueNotes": {
      "fields": {
        "bookingClosed": "Onlinebokning stängd",
        "date": "Kväll",
        "deleted": "Borttagen",
        "id": "Id",
        "message": "Meddelande",
        "type": "Typ",
        "venueDetailsId": "Restaurang"
      },
      "name": "Restauranganteckning |||| Restauranganteckningar"
    },
    "venueRecipes": {
      "fields": {
        "costPerPortion": "Kostnad per portion",
        "id": "Id",
        "isActive": "Aktiv",
        "lines": "Ingredienser",
        "name": "Namn",
        "portions": "Portioner",
        "recipeId": "Baserat på landsrecept",
        "venueId": "Restaurang"
      },
      "listItems": {
        "lines": {
          "amount": "Mängd (i varans innehållsenhet)",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Restaurangrecept |||| Restaurangrecept"
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
        "venueDetailsId": "Restaurang",
        "venuePolicies": "Regler",
        "venueSetupId": "Uppställning"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Nivå",
          "matchScoreModifier": "Poäng vid träff",
          "scorePerUnusedSeatMultiplier": "Poäng per ledig plats",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Poäng annars"
        },
        "venuePolicies": {
          "identifier": "Benämning",
          "limits": "Gränser",
          "policyConfigurationId": "Id",
          "policyLevel": "Nivå",
          "policyType": "Regeltyp"
        }
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
        "venueDetailsId": "Restaurang",
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
          "sections": "Sektionsområden",
          "tables": "Bord",
          "width": "Bredd"
        },
        "floorplanVersion": "Version av planritning",
        "id": "Id",
        "isActive": "Aktiv",
        "name": "Namn",
        "seatingStrategies": "Placeringsstrategier",
        "type": "Typ",
        "venueDetailsId": "Restaurang",
        "venuePolicies": "Regler"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Nivå",
          "matchScoreModifier": "Poäng vid träff",
          "scorePerUnusedSeatMultiplier": "Poäng per ledig plats",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Poäng annars"
        },
        "venuePolicies": {
          "identifier": "Benämning",
          "limits": "Gränser",
          "policyConfigurationId": "Id",
          "policyLevel": "Nivå",
          "policyType": "Regeltyp"
        }
      },
      "name": "Uppställning |||| Uppställningar"
    },
    "venueStocks": {
      "fields": {
        "id": "Id",
        "venueId": "Restaurang"
      },
      "name": "Restauranglager |||| Restauranglager"
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
        "venueDetailsId": "Restaurang",
        "venuePolicies": "Regler",
        "venueSectionId": "Sektion",
        "venueSetupId": "Uppställning",
        "venueTableType": "Bordstyp"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Nivå",
          "matchScoreModifier": "Poäng vid träff",
          "scorePerUnusedSeatMultiplier": "Poäng per ledig plats",
          "seatingStrategyType": "Strategi",
          "unmatchedScoreModifier": "Poäng annars"
        },
        "venuePolicies": {
          "identifier": "Benämning",
          "limits": "Gränser",
          "policyConfigurationId": "Id",
          "policyLevel": "Nivå",
          "policyType": "Regeltyp"
        }
      },
      "name": "Bord |||| Bord"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Avbockad av",
        "date": "Datum",
        "id": "Id",
        "taskId": "Uppgift",
        "venueId": "Restaurang"
      },
      "name": "Avbockning |||| Avbockningar"
    },
    "venueTasks": {
      "fields": {
        "date": "Datum",
        "description": "Beskrivning",
        "id": "Id",
        "listSessionId": "Från besöket eller granskningen",
        "meetingInstanceId": "Från mötet",
        "questionId": "Fråga",
        "repeat": "Upprepa",
        "roleTypeId": "Uppgiftstyp",
        "skippedDates": "Flyttade tillfällen",
        "title": "Titel",
        "venueId": "Restaurang"
      },
      "name": "Restauranguppgift |||| Restauranguppgifter"
    },
    "venueTrainingSessions": {
      "fields": {
        "date": "Datum",
        "durationMinutes": "Minuter",
        "id": "Id",
        "participants": "Deltagare",
        "startTime": "Börjar",
        "status": "Status",
        "title": "Utbildning",
        "trainer": "Utbildare",
        "venueId": "Restaurang"
      },
      "name": "Utbildningstillfälle |||| Utbildningstillfällen"
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
      "name": "Restaurang |||| Restauranger"
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
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Parnivå",
        "reorderPoint": "Beställningspunkt",
        "stockProductId": "Lagervara",
        "venueId": "Restaurang"
      },
      "name": "Parnivå |||| Önskat lager"
    },
    "vp/pim/product-specs": {
      "fields": {
        "costPerPortion": "Kostnad per portion",
        "id": "Id",
        "isActive": "Aktiv",
        "lines": "Ingredienser",
        "name": "Namn",
        "portions": "Portioner",
        "recipeId": "Baserat på landsrecept",
        "venueId": "Restaurang"
      },
      "listItems": {
        "lines": {
          "amount": "Mängd (i varans innehållsenhet)",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Restaurangrecept |||| Restaurangrecept"
    },
    "vp/pim/stock-product-requests": {
      "fields": {
        "contentAmount": "Innehåll per enhet",
        "contentUnit": "Innehållsenhet",
        "country": "Land",
        "decidedAt": "Beslutat",
        "decidedBy": "Beslutat av",
        "decisionNote": "Svar",
        "estimatedCost": "Förväntat pris per enhet",
        "id": "Id",
        "name": "Varunamn",
        "reason": "Varför restaurangen behöver den",
        "state": "Status",
        "stockProductId": "Lagervara",
        "vendorName": "Leverantör",
        "venueId": "Restaurang"
      },
      "name": "Förfrågan om lagervara |||| Förfrågningar om lagervaror"
    },
    "waiterLists": {
      "fields": {
        "date": "Datum",
        "id": "Id",
        "venueId": "Restaurang",
        "waiters": "Personal i tjänst"
      },
      "listItems": {
        "waiters": {
          "endTime": "Slutar",
          "name": "Namn",
          "role": "Roll",
          "startTime": "Börjar",
          "terminalIds": "Terminaler",
          "userId": "Portalanvändare"
        }
      },
      "name": "Servitörslista |||| Servitörslistor"
    },
    "wizardInstances": {
      "fields": {
        "completedAt": "Slutförd",
        "currentStep": "Steg",
        "employeeName": "Person",
        "id": "Id",
        "startedAt": "Startad",
        "status": "Status",
        "totalSteps": "Av steg",
        "venueId": "Restaurang",
        "wizard": "Guide"
      },
      "name": "Guide som pågår |||| Guider"
    },
    "zReports": {
      "fields": {
        "businessDate": "Affärsdag",
        "closedAt": "Stängd",
        "country": "Land",
        "currency": "Valuta",
        "discounts": "Rabatter",
        "grossSales": "Bruttoförsäljning",
        "guestCount": "Gäster",
        "id": "Id",
        "netSales": "Nettoförsäljning",
        "openedAt": "Öppnad",
        "payments": "Betalningar",
        "refunds": "Återbetalningar",
        "reportNumber": "Rapportnummer",
        "salesByGroup": "Försäljning per grupp",
        "taxTotal": "Moms",
        "taxes": "Moms per grupp",
        "terminalId": "Terminal",
        "tips": "Dricks",
        "transactionCount": "Transaktioner",
        "venueId": "Restaurang"
      },
      "listItems": {
        "payments": {
          "amount": "Mängd",
          "method": "Namn"
        },
        "salesByGroup": {
          "amount": "Mängd",
          "name": "Namn",
          "quantity": "Antal",
          "salesProductGroupId": "Id"
        },
        "taxes": {
          "code": "Namn",
          "net": "Mängd",
          "tax": "Mängd",
          "taxGroupId": "Id",
          "taxRatePercentage": "Momsgrupp"
        }
      },
      "name": "Z-rapport |||| Z-rapporter"
    }
  },
  "routes": {
    "cockpit/employees": "Anställda",
    "cockpit/payroll-changes": "Löneändringar",
    "cockpit/tonight": "Restauranger i kväll",
    "cockpit/training-sessions": "Utbildningstillfällen",
    "cockpit/wizard-instances": "Guider",
    "cp/powerbitester": "Power BI-testare",
    "cp/report": "Rapport",
    "cp/reports": "Rapportlista",
    "crm/automations": "Automatiseringar",
    "crm/booking-form-submissions": "Inskickade bokningsformulär",
    "crm/booking-forms": "Bokningsformulär",
    "crm/booking-products": "Bokningsprodukter",
    "crm/campaigns": "Kampanjer",
    "crm/dynamicforms": "Dynamiska formulär",
    "crm/email-templates": "E-postmallar",
    "crm/engage/configuration": "Inkorgsinställningar",
    "crm/engage/email": "E-post",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Gästprofil",
    "crm/guest-segmentation": "Gästsegmentering",
    "crm/guests": "Gäster",
    "crm/guests/duplicates": "Dubbletter",
    "crm/guests/import": "Importera gäster",
    "crm/guests/requests": "Begäranden från registrerade",
    "crm/guests/retention": "Datalagring",
    "crm/legaldocument": "Juridiskt dokument",
    "crm/legaldocuments": "Efterlevnad",
    "crm/overview": "CRM-översikt",
    "crm/templates": "Automatisering",
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listregler",
    "life/lists": "Listor",
    "life/lists/id": "Listversion",
    "life/meeting-rules": "Mötesregler",
    "life/meetings": "Möten",
    "life/operationlinks": "Driftslänkar",
    "marcom/guest-relations": "Bokningsöversikt",
    "marcom/marcom": "Bordsbokning",
    "marcom/marcom/calendar": "Uppställningskalender",
    "marcom/marcom/events": "Evenemang",
    "marcom/marcom/floorplan": "Uppställningens planritning",
    "marcom/marcom/guest-list": "Gästlista",
    "marcom/marcom/setup": "Restauranginställningar",
    "procurement-reports/report": "Försäljningsöversikt",
    "procurement-reports/stock-products-report": "Lagervarurapport",
    "procurement/poc/assigned-sales-products": "Tilldelade försäljningsartiklar",
    "procurement/poc/assigned-stock-products": "Tilldelade lagervaror",
    "procurement/poc/configuration": "Landsinställningar",
    "procurement/poc/packages": "Paket",
    "procurement/poc/priceShiftWindows": "Prisskiftfönster",
    "procurement/poc/purchase-orders": "Inköpsordrar",
    "procurement/poc/sales-groups": "Försäljningsgrupper",
    "procurement/poc/sales-products": "Försäljningsartiklar",
    "procurement/poc/stock-counts": "Inventeringar",
    "procurement/poc/stock-products": "Lagervaror",
    "procurement/poc/vendors": "Leverantörer",
    "procurement/poc/venue-tables": "Planritning",
    "procurement/poc/venues": "Kassarestauranger",
    "procurement/poc/waiterlist": "Servitörslista",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varugrupper",
    "procurement/product-specs": "Recept",
    "procurement/settings": "Lagerinställningar",
    "procurement/stock-locations": "Lagerplatser",
    "procurement/stock-product-requests": "Förfrågningar om lagervaror",
    "procurement/stock-products": "Lagervaror",
    "procurement/stocking-templates": "Lagermallar",
    "procurement/venue-recipes": "Restaurangrecept",
    "procurement/venue-stocks": "Restauranglager",
    "vp/activationplan": "Aktiveringsplan",
    "vp/cockpit": "Cockpit",
    "vp/info": "Restauranginfo",
    "vp/lists": "Besök och granskningar",
    "vp/lists/eodReport": "Dagsrapport",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/lists/oldmaintenancereview": "Underhållsgenomgångar",
    "vp/lists/oldvenuevisit": "Restaurangbesök",
    "vp/lists/submissions/listId": "Inskickade",
    "vp/lists/submissions/type/id": "Genomgång",
    "vp/medialibrary": "Mediebibliotek",
    "vp/meetings": "Möten",
    "vp/news": "Nyheter",
    "vp/old-lists": "Tidigare besök och granskningar",
    "vp/operationLinks": "Driftslänkar",
    "vp/pim/desired-stock": "Önskat lager",
    "vp/pim/orders": "Beställningar",
    "vp/pim/pouring-categories": "Serveringskategorier",
    "vp/pim/product-specs": "Recept",
    "vp/pim/stock": "Lager",
    "vp/pim/stock-product-requests": "Förfrågningar om lagervaror",
    "vp/pim/stock-transfers": "Lageröverföringar",
    "vp/pim/stocktake": "Inventering",
    "vp/poc/assigned-sales-products": "Tilldelade försäljningsartiklar",
    "vp/poc/assigned-stock-products": "Tilldelade lagervaror",
    "vp/poc/priceShiftWindows": "Prisskiftfönster",
    "vp/poc/purchase-orders": "Inköpsordrar",
    "vp/poc/stock-counts": "Inventeringar",
    "vp/poc/venue-tables": "Planritning",
    "vp/poc/waiterlist": "Servitörslista",
    "vp/tasks": "Restauranguppgifter",
    "vp/todos": "Att göra",
    "vp/venuecampaigns": "Restaurangkampanjer",
    "vp/venuedrive": "Restauranglagring",
    "vp/visits/visit": "Restaurangbesök"
  },
  "services": {
    "crm": "CRM",
    "guests": "Gäster",
    "life": "LIFE",
    "overview": "Översikt",
    "reports": "Rapporter",
    "upkeep": "Underhåll",
    "venue": "Restaurang"
  },
  "sidebar": {
    "cockpit/employees": "Anställda",
    "cockpit/payroll-changes": "Löneändringar",
    "cockpit/tonight": "Restauranger i kväll",
    "cockpit/training-sessions": "Utbildningstillfällen",
    "cockpit/wizard-instances": "Guider",
    "cp/powerbitester": "Power BI-testare",
    "cp/reports": "Rapportlista",
    "crm/automations": "Automatiseringar",
    "crm/booking-forms": "Bokningsformulär",
    "crm/campaigns": "Kampanjer",
    "crm/dynamicforms": "Dynamiska formulär",
    "crm/email-templates": "E-postmallar",
    "crm/engage/configuration": "Inställningar",
    "crm/engage/email": "E-post",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Gästsegmentering",
    "crm/guests": "Gäster",
    "crm/guests/duplicates": "Dubbletter",
    "crm/guests/import": "Importera gäster",
    "crm/guests/requests": "Begäranden från registrerade",
    "crm/guests/retention": "Datalagring",
    "crm/legaldocuments": "Efterlevnad",
    "crm/overview": "Översikt",
    "life/eod": "Dagsrapporter",
    "life/list-rules": "Listregler",
    "life/lists": "Listor",
    "life/meeting-rules": "Mötesregler",
    "life/meetings": "Möten",
    "life/operationlinks": "Driftslänkar",
    "marcom/guest-relations": "Bokningsöversikt",
    "marcom/marcom": "Bordsbokning",
    "marcom/marcom/calendar": "Uppställningskalender",
    "marcom/marcom/events": "Evenemang",
    "marcom/marcom/floorplan": "Uppställningens planritning",
    "marcom/marcom/guest-list": "Gästlista",
    "marcom/marcom/setup": "Restauranginställningar",
    "procurement-reports/report": "Försäljningsöversikt",
    "procurement-reports/stock-products-report": "Lagervarurapport",
    "procurement/poc/assigned-sales-products": "Tilldelade försäljningsartiklar",
    "procurement/poc/assigned-stock-products": "Tilldelade lagervaror",
    "procurement/poc/configuration": "Landsinställningar",
    "procurement/poc/packages": "Paket",
    "procurement/poc/priceShiftWindows": "Prisskiftfönster",
    "procurement/poc/purchase-orders": "Inköpsordrar",
    "procurement/poc/sales-groups": "Försäljningsgrupper",
    "procurement/poc/sales-products": "Försäljningsartiklar",
    "procurement/poc/stock-counts": "Inventeringar",
    "procurement/poc/stock-products": "Lagervaror",
    "procurement/poc/vendors": "Leverantörer",
    "procurement/poc/venue-tables": "Planritning",
    "procurement/poc/venues": "Kassarestauranger",
    "procurement/poc/waiterlist": "Servitörslista",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varugrupper",
    "procurement/product-specs": "Recept",
    "procurement/settings": "Lagerinställningar",
    "procurement/stock-locations": "Lagerplatser",
    "procurement/stock-product-requests": "Förfrågningar om lagervaror",
    "procurement/stock-products": "Lagervaror",
    "procurement/stocking-templates": "Lagermallar",
    "procurement/venue-recipes": "Restaurangrecept",
    "procurement/venue-stocks": "Restauranglager",
    "vp/activationplan": "Aktiveringsplan",
    "vp/cockpit": "Cockpit",
    "vp/info": "Restauranginfo",
    "vp/lists": "Besök och granskningar",
    "vp/lists/eodReports": "Dagsrapporter",
    "vp/medialibrary": "Mediebibliotek",
    "vp/meetings": "Möten",
    "vp/news": "Nyheter",
    "vp/operationLinks": "Driftslänkar",
    "vp/pim/desired-stock": "Önskat lager",
    "vp/pim/orders": "Beställningar",
    "vp/pim/pouring-categories": "Serveringskategorier",
    "vp/pim/product-specs": "Recept",
    "vp/pim/stock": "Lager",
    "vp/pim/stock-product-requests": "Förfrågningar om lagervaror",
    "vp/pim/stock-transfers": "Lageröverföringar",
    "vp/pim/stocktake": "Inventering",
    "vp/poc/assigned-sales-products": "Tilldelade försäljningsartiklar",
    "vp/poc/assigned-stock-products": "Tilldelade lagervaror",
    "vp/poc/priceShiftWindows": "Prisskiftfönster",
    "vp/poc/purchase-orders": "Inköpsordrar",
    "vp/poc/stock-counts": "Inventeringar",
    "vp/poc/venue-tables": "Planritning",
    "vp/poc/waiterlist": "Servitörslista",
    "vp/tasks": "Restauranguppgifter",
    "vp/todos": "Att göra",
    "vp/venuecampaigns": "Restaurangkampanjer",
    "vp/venuedrive": "Restauranglagring"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Aktivering",
      "booking": "Bokning",
      "engage": "Gästdialog"
    },
    "guests": {},
    "life": {
      "general": "Allmänt",
      "lists": "Listor",
      "meetings": "Möten"
    },
    "overview": {
      "procurement": "Inköp"
    },
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
      "venueManagement": "Restauranghantering"
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
