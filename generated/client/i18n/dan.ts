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
    "cockpitReports": {
      "category": {
        "coreReporting": "Kernerapportering",
        "fuelReporting": "Fuel-rapportering"
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
    },
    "waiterLists": {
      "role": {
        "bartender": "Bartender",
        "manager": "Vagtleder",
        "runner": "Runner",
        "waiter": "Tjener"
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
        "prices": "Priser på dette venue",
        "salesProductId": "Salgsvare",
        "venueId": "Venue"
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
        "costPrice": "Indkøbspris på dette venue",
        "id": "Id",
        "isActive": "Aktiv",
        "stockProductId": "Lagervare",
        "storageId": "Standardlager",
        "vendorId": "Leverandør på dette venue",
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
        "permission": "Rettighed",
        "reportId": "Power BI-rapport-id",
        "sortOrder": "Sortering",
        "workspaceId": "Power BI-workspace-id"
      },
      "name": "Cockpitrapport |||| Cockpitrapporter"
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
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Parniveau",
        "reorderPoint": "Genbestillingspunkt",
        "stockProductId": "Lagervare",
        "venueId": "Venue"
      },
      "name": "Parniveau |||| Ønsket lager"
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
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Placering",
        "mustRequestTip": "Skal spørge om drikkepenge",
        "name": "Navn",
        "venueId": "Venue"
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
        "venueId": "Venue",
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
          "_label": "Venueindstillinger",
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
      "name": "Kassevenue |||| Kassevenues"
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
        "note": "Note",
        "orderNumber": "Ordrenummer",
        "receipts": "Modtagelser",
        "receivedAt": "Senest modtaget",
        "state": "Status",
        "submittedAt": "Sendt",
        "total": "Total",
        "vendorId": "Leverandør",
        "venueId": "Venue"
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
          "note": "Note",
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
        "note": "Note",
        "state": "Status",
        "storageId": "Lager (tomt: hele venuet)",
        "varianceValue": "Differenceværdi",
        "venueId": "Venue"
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
        "note": "Note",
        "occurredAt": "Dato",
        "quantity": "Antal",
        "sourceId": "Kilde",
        "stockProductId": "Lagervare",
        "storageId": "Lager",
        "venueId": "Venue",
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
        "reason": "Hvorfor venuet har brug for den",
        "state": "Status",
        "stockProductId": "Lagervare",
        "vendorName": "Leverandør",
        "venueId": "Venue"
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
        "note": "Note",
        "receivedAt": "Modtaget",
        "sentAt": "Sendt",
        "state": "Status",
        "toVenueId": "Til venue",
        "transferNumber": "Nummer",
        "venueId": "Fra venue"
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
      "listItems": {
        "openingHours": {
          "closed": "Lukket",
          "closes": "Lukker",
          "opens": "Åbner",
          "weekday": "Dag"
        }
      },
      "name": "Venueinfo |||| Venueinfo"
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
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "amount": "Mængde (i varens indholdsenhed)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Venueopskrift |||| Venueopskrifter"
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
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Parniveau",
        "reorderPoint": "Genbestillingspunkt",
        "stockProductId": "Lagervare",
        "venueId": "Venue"
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
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "amount": "Mængde (i varens indholdsenhed)",
          "stockProductId": "Lagervare"
        }
      },
      "name": "Venueopskrift |||| Venueopskrifter"
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
        "reason": "Hvorfor venuet har brug for den",
        "state": "Status",
        "stockProductId": "Lagervare",
        "vendorName": "Leverandør",
        "venueId": "Venue"
      },
      "name": "Anmodning om lagervare |||| Anmodninger om lagervarer"
    },
    "waiterLists": {
      "fields": {
        "date": "Dato",
        "id": "Id",
        "venueId": "Venue",
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
        "venueId": "Venue"
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
    "life/operationlinks": "Driftslinks",
    "procurement-reports/report": "Salgsoversigt",
    "procurement-reports/stock-products-report": "Lagervarerapport",
    "procurement/poc/assigned-sales-products": "Tildelte salgsvarer",
    "procurement/poc/assigned-stock-products": "Tildelte lagervarer",
    "procurement/poc/configuration": "Landeindstillinger",
    "procurement/poc/packages": "Pakker",
    "procurement/poc/priceShiftWindows": "Prisskiftvinduer",
    "procurement/poc/purchase-orders": "Indkøbsordrer",
    "procurement/poc/sales-products": "Salgsvarer",
    "procurement/poc/stock-counts": "Lageroptællinger",
    "procurement/poc/stock-products": "Lagervarer",
    "procurement/poc/vendors": "Leverandører",
    "procurement/poc/venue-tables": "Plantegning",
    "procurement/poc/venues": "Kassevenues",
    "procurement/poc/waiterlist": "Tjenerliste",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varegrupper",
    "procurement/product-specs": "Opskrifter",
    "procurement/settings": "Lagerindstillinger",
    "procurement/stock-locations": "Lagerplaceringer",
    "procurement/stock-product-requests": "Anmodninger om lagervarer",
    "procurement/stock-products": "Lagervarer",
    "procurement/stocking-templates": "Lagerskabeloner",
    "procurement/venue-recipes": "Venueopskrifter",
    "procurement/venue-stocks": "Venuelagre",
    "vp/info": "Venueinfo",
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
    "vp/tasks": "Venueopgaver"
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
    "life/operationlinks": "Driftslinks",
    "procurement-reports/report": "Salgsoversigt",
    "procurement-reports/stock-products-report": "Lagervarerapport",
    "procurement/poc/assigned-sales-products": "Tildelte salgsvarer",
    "procurement/poc/assigned-stock-products": "Tildelte lagervarer",
    "procurement/poc/configuration": "Landeindstillinger",
    "procurement/poc/packages": "Pakker",
    "procurement/poc/priceShiftWindows": "Prisskiftvinduer",
    "procurement/poc/purchase-orders": "Indkøbsordrer",
    "procurement/poc/sales-products": "Salgsvarer",
    "procurement/poc/stock-counts": "Lageroptællinger",
    "procurement/poc/stock-products": "Lagervarer",
    "procurement/poc/vendors": "Leverandører",
    "procurement/poc/venue-tables": "Plantegning",
    "procurement/poc/venues": "Kassevenues",
    "procurement/poc/waiterlist": "Tjenerliste",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varegrupper",
    "procurement/product-specs": "Opskrifter",
    "procurement/settings": "Lagerindstillinger",
    "procurement/stock-locations": "Lagerplaceringer",
    "procurement/stock-product-requests": "Anmodninger om lagervarer",
    "procurement/stock-products": "Lagervarer",
    "procurement/stocking-templates": "Lagerskabeloner",
    "procurement/venue-recipes": "Venueopskrifter",
    "procurement/venue-stocks": "Venuelagre",
    "vp/info": "Venueinfo",
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
    "vp/tasks": "Venueopgaver"
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
