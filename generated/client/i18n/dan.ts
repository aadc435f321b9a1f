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
    "automations": {
      "actionType": {
        "AddLabelAction": "Tilføj en label",
        "AddPointsAction": "Tilføj point",
        "SendMailAction": "Send en e-mail",
        "SendSmsAction": "Send en SMS"
      },
      "conditionType": {
        "HasClickedMailCondition": "Har klikket på et link i en e-mail",
        "HasLabelCondition": "Har en label",
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
        "Email": "E-mail",
        "Sms": "SMS"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Kernerapportering",
        "fuelReporting": "Fuel-rapportering"
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
    "emailTemplates": {
      "templateType": {
        "Automation": "Automatisering",
        "Campaign": "Kampagne"
      }
    },
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Aktiv",
        "ApprovedForSending": "Godkendt til afsendelse",
        "Draft": "Kladde"
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
    "venueCampaigns": {
      "mediaType": {
        "Email": "E-mail",
        "Push": "Push",
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
      "name": "Automatisering |||| Automatiseringer"
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
        "venueId": "Venue"
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
      "name": "Bookingformular |||| Bookingformularer"
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
        "recipient": "Modtager",
        "subject": "Emne",
        "venueCampaignId": "Venuekampagne",
        "venueId": "Venue"
      },
      "name": "Testbesked |||| Testbeskeder"
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
        "venueId": "Venue"
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
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Svar",
        "formId": "Dynamisk formular",
        "id": "Id",
        "submittedAt": "Indsendt",
        "venueId": "Venue"
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
      "name": "Dynamisk formular |||| Dynamiske formularer"
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
        "venueIds": "Venues"
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
        "venueId": "Venue"
      },
      "name": "Fil |||| Filer"
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
        "venueId": "Venue"
      },
      "name": "Beskedskabelon |||| Beskedskabeloner"
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
        "venueId": "Venue"
      },
      "name": "Venuekampagne |||| Venuekampagner"
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
    "crm/automations": "Automatiseringer",
    "crm/booking-form-submissions": "Indsendte bookingformularer",
    "crm/booking-forms": "Bookingformularer",
    "crm/booking-products": "Bookingprodukter",
    "crm/campaigns": "Kampagner",
    "crm/dynamicforms": "Dynamiske formularer",
    "crm/email-templates": "E-mailskabeloner",
    "crm/templates": "Automatisering",
    "life/operationlinks": "Driftslinks",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslinks",
    "vp/tasks": "Venueopgaver",
    "vp/venuecampaigns": "Venuekampagner"
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
    "crm/automations": "Automatiseringer",
    "crm/booking-forms": "Bookingformularer",
    "crm/campaigns": "Kampagner",
    "crm/dynamicforms": "Dynamiske formularer",
    "crm/email-templates": "E-mailskabeloner",
    "life/operationlinks": "Driftslinks",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslinks",
    "vp/tasks": "Venueopgaver",
    "vp/venuecampaigns": "Venuekampagner"
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
