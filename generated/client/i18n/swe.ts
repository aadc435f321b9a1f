// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Biträdande Venue Manager",
    "cd": "Landsdirektör",
    "cma": "Channel Marketing Associate",
    "cmm": "Channel Marketing Manager",
    "fla": "FL-administratör",
    "gr": "Gästrelationer",
    "ncnp": "Channel Marketing-trainee",
    "rd": "Regiondirektör",
    "rm": "Regionchef",
    "scmm": "Senior Channel Marketing Manager",
    "sm": "Skiftledare",
    "sma": "Platschef",
    "smt": "Skiftledartrainee",
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
        "coreReporting": "Kärnrapportering",
        "fuelReporting": "Fuel-rapportering"
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
    "emailTemplates": {
      "templateType": {
        "Automation": "Automatisering",
        "Campaign": "Kampanj"
      }
    },
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Aktiv",
        "ApprovedForSending": "Godkänd för utskick",
        "Draft": "Utkast"
      }
    },
    "messageTemplates": {
      "messageTemplateType": {
        "Html": "HTML",
        "Plain": "Ren text"
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
    "venueCampaigns": {
      "mediaType": {
        "Email": "E-post",
        "Push": "Push",
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
        "vm": "Venue Manager-uppgift"
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
    "venue": "Venue"
  },
  "resources": {
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
      "name": "Automatisering |||| Automatiseringar"
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
        "venueId": "Venue"
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
      "name": "Bokningsformulär |||| Bokningsformulär"
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
    "campaignOutbox": {
      "fields": {
        "body": "Text",
        "channel": "Kanal",
        "id": "Id",
        "recipient": "Mottagare",
        "subject": "Ämne",
        "venueCampaignId": "Venuekampanj",
        "venueId": "Venue"
      },
      "name": "Testmeddelande |||| Testmeddelanden"
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
        "venueId": "Venue"
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
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Svar",
        "formId": "Dynamiskt formulär",
        "id": "Id",
        "submittedAt": "Inskickad",
        "venueId": "Venue"
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
      "name": "Dynamiskt formulär |||| Dynamiska formulär"
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
        "venueIds": "Venues"
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
        "venueId": "Venue"
      },
      "name": "Fil |||| Filer"
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
        "venueId": "Venue"
      },
      "name": "Meddelandemall |||| Meddelandemallar"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Läst",
        "link": "Länk",
        "message": "Meddelande",
        "title": "Titel",
        "userId": "Användare",
        "venueId": "Venue"
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
    "regions": {
      "fields": {
        "country": "Land",
        "id": "Id",
        "name": "Namn"
      },
      "name": "Region |||| Regioner"
    },
    "roleInstances": {
      "fields": {
        "id": "Id",
        "isDeactivated": "Inaktiverad",
        "roleId": "Roll",
        "userId": "Användare",
        "validFromDate": "Giltig från",
        "validToDate": "Giltig till",
        "venueId": "Venue"
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
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Omnämnande |||| Omnämnanden"
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
        "venueId": "Venue"
      },
      "name": "Venuekampanj |||| Venuekampanjer"
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
        "general": {
          "_label": "Allmän info",
          "ageLimit": "Åldersgräns",
          "capacity": "Kapacitet (gäster)",
          "description": "Beskrivning",
          "email": "E-post",
          "phone": "Telefon",
          "website": "Webbplats"
        },
        "id": "Id",
        "openingHours": "Öppettider",
        "venueId": "Venue"
      },
      "name": "Venueinfo |||| Venueinfo"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Avbockad av",
        "date": "Datum",
        "id": "Id",
        "taskId": "Uppgift",
        "venueId": "Venue"
      },
      "name": "Avbockning |||| Avbockningar"
    },
    "venueTasks": {
      "fields": {
        "date": "Datum",
        "description": "Beskrivning",
        "id": "Id",
        "repeat": "Upprepa",
        "roleTypeId": "Uppgiftstyp",
        "skippedDates": "Flyttade tillfällen",
        "title": "Titel",
        "venueId": "Venue"
      },
      "name": "Venueuppgift |||| Venueuppgifter"
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
      "name": "Venue |||| Venues"
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
    }
  },
  "routes": {
    "crm/automations": "Automatiseringar",
    "crm/booking-form-submissions": "Inskickade bokningsformulär",
    "crm/booking-forms": "Bokningsformulär",
    "crm/booking-products": "Bokningsprodukter",
    "crm/campaigns": "Kampanjer",
    "crm/dynamicforms": "Dynamiska formulär",
    "crm/email-templates": "E-postmallar",
    "crm/templates": "Automatisering",
    "life/operationlinks": "Driftslänkar",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslänkar",
    "vp/tasks": "Venueuppgifter",
    "vp/venuecampaigns": "Venuekampanjer"
  },
  "services": {
    "crm": "CRM",
    "guests": "Gäster",
    "life": "LIFE",
    "overview": "Översikt",
    "reports": "Rapporter",
    "upkeep": "Upkeep",
    "venue": "Venue"
  },
  "sidebar": {
    "crm/automations": "Automatiseringar",
    "crm/booking-forms": "Bokningsformulär",
    "crm/campaigns": "Kampanjer",
    "crm/dynamicforms": "Dynamiska formulär",
    "crm/email-templates": "E-postmallar",
    "life/operationlinks": "Driftslänkar",
    "vp/info": "Venueinfo",
    "vp/operationLinks": "Driftslänkar",
    "vp/tasks": "Venueuppgifter",
    "vp/venuecampaigns": "Venuekampanjer"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Aktivering",
      "booking": "Bokning",
      "engage": "Engage"
    },
    "guests": {},
    "life": {
      "general": "Allmänt",
      "lists": "Listor",
      "meetings": "Möten"
    },
    "overview": {},
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
      "venueManagement": "Venuehantering"
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
