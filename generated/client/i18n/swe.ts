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
    "cockpitReports": {
      "category": {
        "coreReporting": "Kärnrapportering",
        "fuelReporting": "Fuel-rapportering"
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
    },
    "waiterLists": {
      "role": {
        "bartender": "Bartender",
        "manager": "Skiftledare",
        "runner": "Runner",
        "waiter": "Servitör"
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
    "venue": "Venue"
  },
  "resources": {
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
        "prices": "Priser för detta venue",
        "salesProductId": "Försäljningsartikel",
        "venueId": "Venue"
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
        "costPrice": "Inköpspris för detta venue",
        "id": "Id",
        "isActive": "Aktiv",
        "stockProductId": "Lagervara",
        "storageId": "Standardförråd",
        "vendorId": "Leverantör för detta venue",
        "venueId": "Venue"
      },
      "name": "Tilldelad lagervara |||| Tilldelade lagervaror"
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
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Parnivå",
        "reorderPoint": "Beställningspunkt",
        "stockProductId": "Lagervara",
        "venueId": "Venue"
      },
      "name": "Parnivå |||| Önskat lager"
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
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Plats",
        "mustRequestTip": "Ska fråga om dricks",
        "name": "Namn",
        "venueId": "Venue"
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
        "venueId": "Venue",
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
          "_label": "Venueinställningar",
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
        "venueId": "Venue"
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
      "name": "Kassavenue |||| Kassavenuer"
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
        "venueId": "Venue",
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
        "venueId": "Venue"
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
        "storageId": "Förråd (tomt: hela venuet)",
        "varianceValue": "Differensvärde",
        "venueId": "Venue"
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
        "venueId": "Venue",
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
        "reason": "Varför venuet behöver den",
        "state": "Status",
        "stockProductId": "Lagervara",
        "vendorName": "Leverantör",
        "venueId": "Venue"
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
        "toVenueId": "Till venue",
        "transferNumber": "Nummer",
        "venueId": "Från venue"
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
      "listItems": {
        "openingHours": {
          "closed": "Stängt",
          "closes": "Stänger",
          "opens": "Öppnar",
          "weekday": "Dag"
        }
      },
      "name": "Venueinfo |||| Venueinfo"
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
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "amount": "Mängd (i varans innehållsenhet)",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Venuerecept |||| Venuerecept"
    },
    "venueStocks": {
      "fields": {
        "id": "Id",
        "venueId": "Venue"
      },
      "name": "Venuelager |||| Venuelager"
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
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Parnivå",
        "reorderPoint": "Beställningspunkt",
        "stockProductId": "Lagervara",
        "venueId": "Venue"
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
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "amount": "Mängd (i varans innehållsenhet)",
          "stockProductId": "Lagervara"
        }
      },
      "name": "Venuerecept |||| Venuerecept"
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
        "reason": "Varför venuet behöver den",
        "state": "Status",
        "stockProductId": "Lagervara",
        "vendorName": "Leverantör",
        "venueId": "Venue"
      },
      "name": "Förfrågan om lagervara |||| Förfrågningar om lagervaror"
    },
    "waiterLists": {
      "fields": {
        "date": "Datum",
        "id": "Id",
        "venueId": "Venue",
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
        "venueId": "Venue"
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
    "life/operationlinks": "Driftslänkar",
    "procurement-reports/report": "Försäljningsöversikt",
    "procurement-reports/stock-products-report": "Lagervarurapport",
    "procurement/poc/assigned-sales-products": "Tilldelade försäljningsartiklar",
    "procurement/poc/assigned-stock-products": "Tilldelade lagervaror",
    "procurement/poc/configuration": "Landsinställningar",
    "procurement/poc/packages": "Paket",
    "procurement/poc/priceShiftWindows": "Prisskiftfönster",
    "procurement/poc/purchase-orders": "Inköpsordrar",
    "procurement/poc/sales-products": "Försäljningsartiklar",
    "procurement/poc/stock-counts": "Inventeringar",
    "procurement/poc/stock-products": "Lagervaror",
    "procurement/poc/vendors": "Leverantörer",
    "procurement/poc/venue-tables": "Planritning",
    "procurement/poc/venues": "Kassavenuer",
    "procurement/poc/waiterlist": "Servitörslista",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varugrupper",
    "procurement/product-specs": "Recept",
    "procurement/settings": "Lagerinställningar",
    "procurement/stock-locations": "Lagerplatser",
    "procurement/stock-product-requests": "Förfrågningar om lagervaror",
    "procurement/stock-products": "Lagervaror",
    "procurement/stocking-templates": "Lagermallar",
    "procurement/venue-recipes": "Venuerecept",
    "procurement/venue-stocks": "Venuelager",
    "vp/info": "Venueinfo",
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
    "vp/tasks": "Venueuppgifter"
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
    "life/operationlinks": "Driftslänkar",
    "procurement-reports/report": "Försäljningsöversikt",
    "procurement-reports/stock-products-report": "Lagervarurapport",
    "procurement/poc/assigned-sales-products": "Tilldelade försäljningsartiklar",
    "procurement/poc/assigned-stock-products": "Tilldelade lagervaror",
    "procurement/poc/configuration": "Landsinställningar",
    "procurement/poc/packages": "Paket",
    "procurement/poc/priceShiftWindows": "Prisskiftfönster",
    "procurement/poc/purchase-orders": "Inköpsordrar",
    "procurement/poc/sales-products": "Försäljningsartiklar",
    "procurement/poc/stock-counts": "Inventeringar",
    "procurement/poc/stock-products": "Lagervaror",
    "procurement/poc/vendors": "Leverantörer",
    "procurement/poc/venue-tables": "Planritning",
    "procurement/poc/venues": "Kassavenuer",
    "procurement/poc/waiterlist": "Servitörslista",
    "procurement/poc/z-reports": "Z-rapporter",
    "procurement/product-groups": "Varugrupper",
    "procurement/product-specs": "Recept",
    "procurement/settings": "Lagerinställningar",
    "procurement/stock-locations": "Lagerplatser",
    "procurement/stock-product-requests": "Förfrågningar om lagervaror",
    "procurement/stock-products": "Lagervaror",
    "procurement/stocking-templates": "Lagermallar",
    "procurement/venue-recipes": "Venuerecept",
    "procurement/venue-stocks": "Venuelager",
    "vp/info": "Venueinfo",
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
    "vp/tasks": "Venueuppgifter"
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
