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
        "Email": "Sähköposti",
        "Sms": "Tekstiviesti"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Ydinraportointi",
        "fuelReporting": "Fuel-raportointi"
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
    "emailTemplates": {
      "templateType": {
        "Automation": "Automaatio",
        "Campaign": "Kampanja"
      }
    },
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Aktiivinen",
        "ApprovedForSending": "Hyväksytty lähetettäväksi",
        "Draft": "Luonnos"
      }
    },
    "messageTemplates": {
      "messageTemplateType": {
        "Html": "HTML",
        "Plain": "Pelkkä teksti"
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
    "venueCampaigns": {
      "mediaType": {
        "Email": "Sähköposti",
        "Push": "Push",
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
      "name": "Automaatio |||| Automaatiot"
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
      "name": "Lähetetty varauslomake |||| Lähetetyt varauslomakkeet"
    },
    "bookingForms": {
      "fields": {
        "fields": "Kentät",
        "formName": "Lomakkeen nimi",
        "id": "Id",
        "isActive": "Aktiivinen"
      },
      "name": "Varauslomake |||| Varauslomakkeet"
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
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Vastaukset",
        "formId": "Dynaaminen lomake",
        "id": "Id",
        "submittedAt": "Lähetetty",
        "venueId": "Ravintola"
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
      "name": "Dynaaminen lomake |||| Dynaamiset lomakkeet"
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
      "name": "Ravintolan kampanja |||| Ravintolan kampanjat"
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
    "crm/automations": "Automaatiot",
    "crm/booking-form-submissions": "Lähetetyt varauslomakkeet",
    "crm/booking-forms": "Varauslomakkeet",
    "crm/booking-products": "Varaustuotteet",
    "crm/campaigns": "Kampanjat",
    "crm/dynamicforms": "Dynaamiset lomakkeet",
    "crm/email-templates": "Sähköpostipohjat",
    "crm/templates": "Automaatio",
    "life/operationlinks": "Toimintalinkit",
    "vp/info": "Ravintolan tiedot",
    "vp/operationLinks": "Toimintalinkit",
    "vp/tasks": "Ravintolan tehtävät",
    "vp/venuecampaigns": "Ravintolan kampanjat"
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
    "crm/automations": "Automaatiot",
    "crm/booking-forms": "Varauslomakkeet",
    "crm/campaigns": "Kampanjat",
    "crm/dynamicforms": "Dynaamiset lomakkeet",
    "crm/email-templates": "Sähköpostipohjat",
    "life/operationlinks": "Toimintalinkit",
    "vp/info": "Ravintolan tiedot",
    "vp/operationLinks": "Toimintalinkit",
    "vp/tasks": "Ravintolan tehtävät",
    "vp/venuecampaigns": "Ravintolan kampanjat"
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
