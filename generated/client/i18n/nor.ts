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
    "cockpitReports": {
      "category": {
        "coreReporting": "Kjernerapportering",
        "fuelReporting": "Fuel-rapportering"
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
    },
    "waiterLists": {
      "role": {
        "bartender": "Bartender",
        "manager": "Skiftleder",
        "runner": "Runner",
        "waiter": "Servitør"
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
    "venue": "Venue"
  },
  "resources": {
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
        "prices": "Priser for dette venuet",
        "salesProductId": "Salgsvare",
        "venueId": "Venue"
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
        "costPrice": "Innkjøpspris for dette venuet",
        "id": "Id",
        "isActive": "Aktiv",
        "stockProductId": "Lagervare",
        "storageId": "Standardlager",
        "vendorId": "Leverandør for dette venuet",
        "venueId": "Venue"
      },
      "name": "Tildelt lagervare |||| Tildelte lagervarer"
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
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Parnivå",
        "reorderPoint": "Bestillingspunkt",
        "stockProductId": "Lagervare",
        "venueId": "Venue"
      },
      "name": "Parnivå |||| Ønsket lager"
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
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Plassering",
        "mustRequestTip": "Skal be om tips",
        "name": "Navn",
        "venueId": "Venue"
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
        "venueId": "Venue",
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
          "_label": "Venueinnstillinger",
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
        "venueId": "Venue"
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
      "name": "Kassevenue |||| Kassevenuer"
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
        "venueId": "Venue",
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
        "venueId": "Venue"
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
        "storageId": "Lager (tomt: hele venuet)",
        "varianceValue": "Avviksverdi",
        "venueId": "Venue"
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
        "venueId": "Venue",
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
        "reason": "Hvorfor venuet trenger den",
        "state": "Status",
        "stockProductId": "Lagervare",
        "vendorName": "Leverandør",
        "venueId": "Venue"
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
        "toVenueId": "Til venue",
        "transferNumber": "Nummer",
        "venueId": "Fra venue"
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
      "listItems": {
        "openingHours": {
          "closed": "Stengt",
          "closes": "Stenger",
          "opens": "Åpner",
          "weekday": "Dag"
        }
      },
      "name": "Venueinfo |||| Venueinfo"
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
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "amount": "Mengde (i varens innholdsenhet)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Venueoppskrift |||| Venueoppskrifter"
    },
    "venueStocks": {
      "fields": {
        "id": "Id",
        "venueId": "Venue"
      },
      "name": "Venuelager |||| Venuelagre"
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
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Parnivå",
        "reorderPoint": "Bestillingspunkt",
        "stockProductId": "Lagervare",
        "venueId": "Venue"
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
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "amount": "Mengde (i varens innholdsenhet)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Venueoppskrift |||| Venueoppskrifter"
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
        "reason": "Hvorfor venuet trenger den",
        "state": "Status",
        "stockProductId": "Lagervare",
        "vendorName": "Leverandør",
        "venueId": "Venue"
      },
      "name": "Forespørsel om lagervare |||| Forespørsler om lagervarer"
    },
    "waiterLists": {
      "fields": {
        "date": "Dato",
        "id": "Id",
        "venueId": "Venue",
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
        "venueId": "Venue"
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
    "life/operationlinks": "Driftslenker",
    "procurement-reports/report": "Salgsoversikt",
    "procurement-reports/stock-products-report": "Lagervarerapport",
    "procurement/poc/assigned-sales-products": "Tildelte salgsvarer",
    "procurement/poc/assigned-stock-products": "Tildelte lagervarer",
    "procurement/poc/configuration": "Landsinnstillinger",
    "procurement/poc/packages": "Pakker",
    "procurement/poc/priceShiftWindows": "Prisskiftvinduer",
    "procurement/poc/purchase-orders": "Innkjøpsordrer",
    "procurement/poc/sales-products": "Salgsvarer",
    "procurement/poc/stock-counts": "Varetellinger",
    "procurement/poc/stock-products": "Lagervarer",
    "procurement/poc/vendors": "Leverandører",
    "procurement/poc/venue-tables": "Plantegning",
    "procurement/poc/venues": "Kassevenuer",
    "procurement/poc/waiterlist": "Servitørliste",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varegrupper",
    "procurement/product-specs": "Oppskrifter",
    "procurement/settings": "Lagerinnstillinger",
    "procurement/stock-locations": "Lagerplasseringer",
    "procurement/stock-product-requests": "Forespørsler om lagervarer",
    "procurement/stock-products": "Lagervarer",
    "procurement/stocking-templates": "Lagermaler",
    "procurement/venue-recipes": "Venueoppskrifter",
    "procurement/venue-stocks": "Venuelagre",
    "vp/info": "Venueinfo",
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
    "vp/tasks": "Venueoppgaver"
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
    "life/operationlinks": "Driftslenker",
    "procurement-reports/report": "Salgsoversikt",
    "procurement-reports/stock-products-report": "Lagervarerapport",
    "procurement/poc/assigned-sales-products": "Tildelte salgsvarer",
    "procurement/poc/assigned-stock-products": "Tildelte lagervarer",
    "procurement/poc/configuration": "Landsinnstillinger",
    "procurement/poc/packages": "Pakker",
    "procurement/poc/priceShiftWindows": "Prisskiftvinduer",
    "procurement/poc/purchase-orders": "Innkjøpsordrer",
    "procurement/poc/sales-products": "Salgsvarer",
    "procurement/poc/stock-counts": "Varetellinger",
    "procurement/poc/stock-products": "Lagervarer",
    "procurement/poc/vendors": "Leverandører",
    "procurement/poc/venue-tables": "Plantegning",
    "procurement/poc/venues": "Kassevenuer",
    "procurement/poc/waiterlist": "Servitørliste",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varegrupper",
    "procurement/product-specs": "Oppskrifter",
    "procurement/settings": "Lagerinnstillinger",
    "procurement/stock-locations": "Lagerplasseringer",
    "procurement/stock-product-requests": "Forespørsler om lagervarer",
    "procurement/stock-products": "Lagervarer",
    "procurement/stocking-templates": "Lagermaler",
    "procurement/venue-recipes": "Venueoppskrifter",
    "procurement/venue-stocks": "Venuelagre",
    "vp/info": "Venueinfo",
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
    "vp/tasks": "Venueoppgaver"
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
