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
        "ArrivalDate": "ArrivalDate",
        "DynamicDropdown": "DynamicDropdown",
        "DynamicText": "DynamicText",
        "GeneralComments": "GeneralComments",
        "GuestBirthdate": "GuestBirthdate",
        "GuestEmail": "GuestEmail",
        "GuestFullName": "GuestFullName",
        "GuestPhone": "GuestPhone",
        "NumGuests": "NumGuests",
        "Products": "Products",
        "ProductsSingle": "ProductsSingle"
      }
    },
    "campaignOutbox": {
      "channel": {
        "Email": "E-post",
        "Sms": "SMS"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Kjernerapportering",
        "fuelReporting": "Fuel-rapportering"
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
    "emailTemplates": {
      "templateType": {
        "Automation": "Automatisering",
        "Campaign": "Kampanje"
      }
    },
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Aktiv",
        "ApprovedForSending": "Godkjent for utsending",
        "Draft": "Utkast"
      }
    },
    "messageTemplates": {
      "messageTemplateType": {
        "Html": "HTML",
        "Plain": "Ren tekst"
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
    "venueCampaigns": {
      "mediaType": {
        "Email": "E-post",
        "Push": "Push",
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
      "name": "Automatisering |||| Automatiseringer"
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
        "venueId": "Venue"
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
      "name": "Bookingskjema |||| Bookingskjemaer"
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
    "campaignOutbox": {
      "fields": {
        "body": "Tekst",
        "channel": "Kanal",
        "id": "Id",
        "recipient": "Mottaker",
        "subject": "Emne",
        "venueCampaignId": "Venuekampanje",
        "venueId": "Venue"
      },
      "name": "Testmelding |||| Testmeldinger"
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
        "venueId": "Venue"
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
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Svar",
        "formId": "Dynamisk skjema",
        "id": "Id",
        "submittedAt": "Sendt inn",
        "venueId": "Venue"
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
      "name": "Dynamisk skjema |||| Dynamiske skjemaer"
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
        "venueIds": "Venues"
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
        "venueId": "Venue"
      },
      "name": "Fil |||| Filer"
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
        "venueId": "Venue"
      },
      "name": "Meldingsmal |||| Meldingsmaler"
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
        "venueId": "Venue"
      },
      "name": "Venuekampanje |||| Venuekampanjer"
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
    "crm/automations": "Automatiseringer",
    "crm/booking-form-submissions": "Innsendte bookingskjemaer",
    "crm/booking-forms": "Bookingskjemaer",
    "crm/booking-products": "Bookingprodukter",
    "crm/campaigns": "Kampanjer",
    "crm/dynamicforms": "Dynamiske skjemaer",
    "crm/email-templates": "E-postmaler",
    "crm/templates": "Automatisering",
    "life/operationlinks": "Driftslenker",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslenker",
    "vp/tasks": "Venueoppgaver",
    "vp/venuecampaigns": "Venuekampanjer"
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
    "crm/automations": "Automatiseringer",
    "crm/booking-forms": "Bookingskjemaer",
    "crm/campaigns": "Kampanjer",
    "crm/dynamicforms": "Dynamiske skjemaer",
    "crm/email-templates": "E-postmaler",
    "life/operationlinks": "Driftslenker",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslenker",
    "vp/tasks": "Venueoppgaver",
    "vp/venuecampaigns": "Venuekampanjer"
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
