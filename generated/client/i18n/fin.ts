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
    "cockpitReports": {
      "category": {
        "coreReporting": "Ydinraportointi",
        "fuelReporting": "Fuel-raportointi"
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
    "posFloorplans": {
      "shape": {
        "rect": "Suorakulmio",
        "round": "Pyöreä"
      }
    },
    "priceShiftWindows": {
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
    "purchaseOrders": {
      "state": {
        "Cancelled": "Peruttu",
        "Draft": "Luonnos",
        "FullyReceived": "Kokonaan vastaanotettu",
        "PartiallyReceived": "Osittain vastaanotettu",
        "Submitted": "Lähetetty",
        "Unknown": "Tuntematon"
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
    "stockCounts": {
      "state": {
        "Active": "Käynnissä",
        "Cancelled": "Peruttu",
        "Completed": "Valmis",
        "Draft": "Luonnos",
        "Unknown": "Tuntematon"
      }
    },
    "stockMovements": {
      "kind": {
        "counted": "Laskennan korjaus",
        "received": "Vastaanotettu",
        "sale": "Myyty",
        "transferIn": "Siirretty sisään",
        "transferOut": "Siirretty pois",
        "waste": "Hävikki"
      }
    },
    "stockProductRequests": {
      "contentUnit": {
        "cl": "Senttilitrat (cl)",
        "g": "Grammat (g)",
        "kg": "Kilogrammat (kg)",
        "l": "Litrat (l)",
        "pcs": "Kpl"
      },
      "state": {
        "Approved": "Hyväksytty",
        "Pending": "Odottaa",
        "Rejected": "Hylätty"
      }
    },
    "stockProducts": {
      "contentUnit": {
        "cl": "Senttilitrat (cl)",
        "g": "Grammat (g)",
        "kg": "Kilogrammat (kg)",
        "l": "Litrat (l)",
        "pcs": "Kpl"
      }
    },
    "stockTransfers": {
      "state": {
        "Cancelled": "Peruttu",
        "Draft": "Luonnos",
        "Received": "Vastaanotettu",
        "Sent": "Lähetetty"
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
    },
    "waiterLists": {
      "role": {
        "bartender": "Baarimikko",
        "manager": "Vuoropäällikkö",
        "runner": "Lähetti",
        "waiter": "Tarjoilija"
      }
    },
    "zReports": {
      "paymentMethod": {
        "card": "Kortti",
        "cash": "Käteinen",
        "invoice": "Lasku",
        "mobile": "Mobiilimaksu",
        "voucher": "Lahjakortti"
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
    "allergies": {
      "fields": {
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Allergeeni |||| Allergeenit"
    },
    "assignedSalesProducts": {
      "fields": {
        "id": "Id",
        "isActive": "Aktiivinen",
        "prices": "Tämän ravintolan hinnat",
        "salesProductId": "Myyntituote",
        "venueId": "Ravintola"
      },
      "listItems": {
        "prices": {
          "price": "Hinta sis. ALV",
          "priceGroupId": "Hintaryhmä"
        }
      },
      "name": "Määritetty myyntituote |||| Määritetyt myyntituotteet"
    },
    "assignedStockProducts": {
      "fields": {
        "costPrice": "Tämän ravintolan ostohinta",
        "id": "Id",
        "isActive": "Aktiivinen",
        "stockProductId": "Varastotuote",
        "storageId": "Oletusvarasto",
        "vendorId": "Tämän ravintolan toimittaja",
        "venueId": "Ravintola"
      },
      "name": "Määritetty varastotuote |||| Määritetyt varastotuotteet"
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
    "countrySettings": {
      "fields": {
        "allergies": "Allergeenit",
        "country": "Maa",
        "id": "Id",
        "pouringCategories": "Annostelukategoriat",
        "priceGroups": "Hintaryhmät",
        "productCategories": "Tuotekategoriat",
        "productUnits": "Tuoteyksiköt",
        "salesProductGroups": "Myyntituoteryhmät",
        "stockContainerTypes": "Pakkaustyypit",
        "taxGroups": "Veroryhmät",
        "tipPercentages": "Juomarahaprosentit"
      },
      "listItems": {
        "allergies": {
          "allergyId": {
            "_label": "Allergeeni",
            "id": "Tunniste"
          },
          "name": "Nimi"
        },
        "pouringCategories": {
          "name": "Nimi",
          "pourSize": "Annoskoko (cl)",
          "pouringCategoryId": {
            "_label": "Annostelukategoria",
            "id": "Tunniste"
          },
          "wastePercentage": "Sallittu hävikki (%)"
        },
        "priceGroups": {
          "isDefault": "Oletus",
          "name": "Nimi",
          "priceGroupId": {
            "_label": "Hintaryhmä",
            "id": "Tunniste"
          }
        },
        "productCategories": {
          "color": "Väri",
          "name": "Nimi",
          "productCategoryId": {
            "_label": "Tuotekategoria",
            "id": "Tunniste"
          },
          "tags": "Tunnisteet",
          "validProductGroups": "Tuoteryhmät"
        },
        "productUnits": {
          "abbreviation": "Lyhenne",
          "name": "Nimi",
          "productUnitId": {
            "_label": "Yksikkö",
            "id": "Tunniste"
          }
        },
        "salesProductGroups": {
          "color": "Väri",
          "name": "Nimi",
          "salesProductGroupId": {
            "_label": "Myyntiryhmä",
            "id": "Tunniste"
          },
          "validSubGroups": "Alaryhmät"
        },
        "stockContainerTypes": {
          "name": "Nimi",
          "stockContainerTypeId": {
            "_label": "Pakkaustyyppi",
            "id": "Tunniste"
          },
          "tareWeight": "Tyhjäpaino (g)"
        },
        "taxGroups": {
          "code": "Koodi",
          "taxGroupId": {
            "_label": "Veroryhmä",
            "id": "Tunniste"
          },
          "taxRate": "Verokanta",
          "taxRatePercentage": "Verokanta (%)"
        }
      },
      "name": "Maa-asetukset |||| Maa-asetukset"
    },
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Tavoitetaso",
        "reorderPoint": "Tilauspiste",
        "stockProductId": "Varastotuote",
        "venueId": "Ravintola"
      },
      "name": "Tavoitetaso |||| Tavoitevarasto"
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
    "packages": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "items": "Sisältö",
        "name": "Nimi",
        "price": "Paketin hinta sis. ALV",
        "validFrom": "Voimassa alkaen",
        "validTo": "Voimassa asti"
      },
      "listItems": {
        "items": {
          "quantity": "Määrä",
          "salesProductId": "Myyntituote"
        }
      },
      "name": "Paketti |||| Paketit"
    },
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Sijainti",
        "mustRequestTip": "Pyydettävä juomarahaa",
        "name": "Nimi",
        "venueId": "Ravintola"
      },
      "name": "Pääte |||| Päätteet"
    },
    "posFloorplans": {
      "fields": {
        "height": "Korkeus",
        "id": "Id",
        "locationId": "Sijainti",
        "name": "Nimi",
        "tables": "Pöydät",
        "venueId": "Ravintola",
        "width": "Leveys"
      },
      "listItems": {
        "tables": {
          "height": "Korkeus",
          "name": "Nimi",
          "seats": "Paikat",
          "shape": "Muoto",
          "tableId": "Tunniste",
          "width": "Leveys",
          "x": "Vasen",
          "y": "Ylä"
        }
      },
      "name": "Pohjapiirros |||| Pohjapiirrokset"
    },
    "posReports": {
      "fields": {
        "country": "Maa",
        "id": "Id"
      },
      "name": "Hankintaraportti |||| Hankintaraportit"
    },
    "posVenues": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "locations": "Sijainnit",
        "name": "Nimi",
        "settings": {
          "_label": "Ravintolan asetukset",
          "businessDayStartsAt": "Liiketoimintapäivä alkaa",
          "defaultPriceGroupId": "Hintaryhmä",
          "receiptFooter": "Kuitin alatunniste",
          "receiptHeader": "Kuitin ylätunniste",
          "receivingStorageId": "Vastaanottovarasto",
          "serviceChargePercentage": "Palvelumaksu (%)",
          "tipsEnabled": "Juomarahat käytössä",
          "zReportEmail": "Z-raportin sähköposti"
        },
        "storages": "Varastot",
        "venueId": "Ravintola"
      },
      "listItems": {
        "locations": {
          "locationId": "Tunniste",
          "name": "Nimi",
          "storageId": "Varasto"
        },
        "storages": {
          "storageId": "Tunniste",
          "storageName": "Varaston nimi"
        }
      },
      "name": "Kassaravintola |||| Kassaravintolat"
    },
    "pouringCategories": {
      "fields": {
        "id": "Id",
        "name": "Nimi",
        "pourSize": "Annoskoko (cl)",
        "wastePercentage": "Sallittu hävikki (%)"
      },
      "name": "Annostelukategoria |||| Annostelukategoriat"
    },
    "priceGroups": {
      "fields": {
        "id": "Id",
        "isDefault": "Oletus",
        "name": "Nimi"
      },
      "name": "Hintaryhmä |||| Hintaryhmät"
    },
    "priceShiftWindows": {
      "fields": {
        "fromTime": "Alkaen",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "priceGroupId": "Hintaryhmä",
        "toTime": "Asti",
        "validFrom": "Voimassa alkaen",
        "validTo": "Voimassa asti",
        "venueId": "Ravintola",
        "weekdays": "Viikonpäivät"
      },
      "name": "Hinnanmuutosikkuna |||| Hinnanmuutosikkunat"
    },
    "procurement/poc/packages": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "items": "Sisältö",
        "name": "Nimi",
        "price": "Paketin hinta sis. ALV",
        "validFrom": "Voimassa alkaen",
        "validTo": "Voimassa asti"
      },
      "listItems": {
        "items": {
          "quantity": "Määrä",
          "salesProductId": "Myyntituote"
        }
      },
      "name": "Paketti |||| Paketit"
    },
    "procurement/poc/sales-products": {
      "fields": {
        "allergyIds": "Allergeenit",
        "color": "Painikkeen väri",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "PLU",
        "prices": "Hinnat",
        "recipeId": "Resepti",
        "salesProductGroupId": "Myyntiryhmä",
        "salesProductSubGroupId": "Myynnin alaryhmä",
        "taxGroupId": "Veroryhmä"
      },
      "listItems": {
        "prices": {
          "price": "Hinta sis. ALV",
          "priceGroupId": "Hintaryhmä"
        }
      },
      "name": "Myyntituote |||| Myyntituotteet"
    },
    "procurement/poc/stock-products": {
      "fields": {
        "barcode": "Viivakoodi",
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "costPrice": "Ostohinta yksiköltä",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "Tuotenumero",
        "pouringCategoryId": "Annostelukategoria",
        "productUnitId": "Yksikkö",
        "stockContainerTypeId": "Pakkaustyyppi",
        "stockProductGroupId": "Tuoteryhmä",
        "vendorId": "Toimittaja"
      },
      "name": "Varastotuote |||| Varastotuotteet"
    },
    "procurement/poc/vendors": {
      "fields": {
        "contactName": "Yhteyshenkilö",
        "country": "Maa",
        "email": "Tilaussähköposti",
        "id": "Id",
        "isActive": "Aktiivinen",
        "leadTimeDays": "Toimitusaika (päivää)",
        "minimumOrder": "Vähimmäistilaus",
        "name": "Nimi",
        "phone": "Puhelin",
        "vendorNumber": "Toimittajanumero"
      },
      "name": "Toimittaja |||| Toimittajat"
    },
    "procurement/product-specs": {
      "fields": {
        "costPerPortion": "Annoksen kustannus",
        "country": "Maa",
        "description": "Valmistusohje",
        "id": "Id",
        "lines": "Ainesosat",
        "name": "Nimi",
        "portions": "Annokset"
      },
      "listItems": {
        "lines": {
          "amount": "Määrä (tuotteen sisällön yksikössä)",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Resepti |||| Reseptit"
    },
    "procurement/stock-products": {
      "fields": {
        "barcode": "Viivakoodi",
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "costPrice": "Ostohinta yksiköltä",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "Tuotenumero",
        "pouringCategoryId": "Annostelukategoria",
        "productUnitId": "Yksikkö",
        "stockContainerTypeId": "Pakkaustyyppi",
        "stockProductGroupId": "Tuoteryhmä",
        "vendorId": "Toimittaja"
      },
      "name": "Varastotuote |||| Varastotuotteet"
    },
    "procurement/stocking-templates": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "lines": "Tuotteet ja tavoitetasot",
        "name": "Nimi"
      },
      "listItems": {
        "lines": {
          "parLevel": "Tavoitetaso",
          "reorderPoint": "Tilauspiste",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Varastopohja |||| Varastopohjat"
    },
    "productUnits": {
      "fields": {
        "abbreviation": "Lyhenne",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Tuoteyksikkö |||| Tuoteyksiköt"
    },
    "purchaseOrders": {
      "fields": {
        "cancelledAt": "Peruttu",
        "country": "Maa",
        "currency": "Valuutta",
        "expectedDeliveryDate": "Odotettu toimitus",
        "id": "Id",
        "lines": "Rivit",
        "note": "Huomautus",
        "orderNumber": "Tilausnumero",
        "receipts": "Vastaanotot",
        "receivedAt": "Viimeksi vastaanotettu",
        "state": "Tila",
        "submittedAt": "Lähetetty",
        "total": "Yhteensä",
        "vendorId": "Toimittaja",
        "venueId": "Ravintola"
      },
      "listItems": {
        "lines": {
          "lineId": "Rivin tunniste",
          "quantity": "Tilattu",
          "receivedQuantity": "Vastaanotettu",
          "stockProductId": "Varastotuote",
          "unitCost": "Yksikköhinta"
        },
        "receipts": {
          "lines": "Rivit",
          "note": "Huomautus",
          "receivedAt": "Päivämäärä",
          "receivedBy": "Vastaanottaja",
          "storageId": "Varasto"
        }
      },
      "name": "Ostotilaus |||| Ostotilaukset"
    },
    "recipes": {
      "fields": {
        "costPerPortion": "Annoksen kustannus",
        "country": "Maa",
        "description": "Valmistusohje",
        "id": "Id",
        "lines": "Ainesosat",
        "name": "Nimi",
        "portions": "Annokset"
      },
      "listItems": {
        "lines": {
          "amount": "Määrä (tuotteen sisällön yksikössä)",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Resepti |||| Reseptit"
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
    "salesProductGroups": {
      "fields": {
        "color": "Väri",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Myyntiryhmä |||| Myyntiryhmät"
    },
    "salesProductSubGroups": {
      "fields": {
        "color": "Väri",
        "id": "Id",
        "name": "Nimi",
        "salesProductGroupId": "Myyntiryhmä",
        "salesProductGroupName": "Myyntiryhmä"
      },
      "name": "Myynnin alaryhmä |||| Myynnin alaryhmät"
    },
    "salesProducts": {
      "fields": {
        "allergyIds": "Allergeenit",
        "color": "Painikkeen väri",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "PLU",
        "prices": "Hinnat",
        "recipeId": "Resepti",
        "salesProductGroupId": "Myyntiryhmä",
        "salesProductSubGroupId": "Myynnin alaryhmä",
        "taxGroupId": "Veroryhmä"
      },
      "listItems": {
        "prices": {
          "price": "Hinta sis. ALV",
          "priceGroupId": "Hintaryhmä"
        }
      },
      "name": "Myyntituote |||| Myyntituotteet"
    },
    "salesWasteReasons": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Myyntihävikin syy |||| Myyntihävikin syyt"
    },
    "stockContainerTypes": {
      "fields": {
        "id": "Id",
        "name": "Nimi",
        "tareWeight": "Tyhjäpaino (g)"
      },
      "name": "Pakkaustyyppi |||| Pakkaustyypit"
    },
    "stockCounts": {
      "fields": {
        "activatedAt": "Aloitettu",
        "cancelledAt": "Peruttu",
        "completedAt": "Valmis",
        "countDate": "Laskentapäivä",
        "country": "Maa",
        "currency": "Valuutta",
        "id": "Id",
        "lines": "Rivit",
        "name": "Nimi",
        "note": "Huomautus",
        "state": "Tila",
        "storageId": "Varasto (tyhjä: koko ravintola)",
        "varianceValue": "Eron arvo",
        "venueId": "Ravintola"
      },
      "listItems": {
        "lines": {
          "countedQuantity": "Laskettu",
          "expectedQuantity": "Odotettu",
          "lineId": "Rivin tunniste",
          "locationId": "Sijainti",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Varastolaskenta |||| Varastolaskennat"
    },
    "stockMovements": {
      "fields": {
        "id": "Id",
        "kind": "Laji",
        "note": "Huomautus",
        "occurredAt": "Päivämäärä",
        "quantity": "Määrä",
        "sourceId": "Lähde",
        "stockProductId": "Varastotuote",
        "storageId": "Varasto",
        "venueId": "Ravintola",
        "wasteReasonId": "Hävikin syy"
      },
      "name": "Varastotapahtuma |||| Varastotapahtumat"
    },
    "stockProductGroups": {
      "fields": {
        "color": "Väri",
        "id": "Id",
        "name": "Nimi",
        "productCategoryId": "Tuotekategoria",
        "productCategoryName": "Tuotekategoria"
      },
      "name": "Tuoteryhmä |||| Tuoteryhmät"
    },
    "stockProductRequests": {
      "fields": {
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "country": "Maa",
        "decidedAt": "Päätetty",
        "decidedBy": "Päättäjä",
        "decisionNote": "Vastaus",
        "estimatedCost": "Arvioitu yksikköhinta",
        "id": "Id",
        "name": "Tuotteen nimi",
        "reason": "Miksi ravintola tarvitsee sen",
        "state": "Tila",
        "stockProductId": "Varastotuote",
        "vendorName": "Toimittaja",
        "venueId": "Ravintola"
      },
      "name": "Varastotuotepyyntö |||| Varastotuotepyynnöt"
    },
    "stockProducts": {
      "fields": {
        "barcode": "Viivakoodi",
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "costPrice": "Ostohinta yksiköltä",
        "country": "Maa",
        "id": "Id",
        "isActive": "Aktiivinen",
        "name": "Nimi",
        "number": "Tuotenumero",
        "pouringCategoryId": "Annostelukategoria",
        "productUnitId": "Yksikkö",
        "stockContainerTypeId": "Pakkaustyyppi",
        "stockProductGroupId": "Tuoteryhmä",
        "vendorId": "Toimittaja"
      },
      "name": "Varastotuote |||| Varastotuotteet"
    },
    "stockSettings": {
      "fields": {
        "countIntervalDays": "Laskenta joka (päivä)",
        "country": "Maa",
        "defaultLeadTimeDays": "Oletustoimitusaika (päivää)",
        "id": "Id",
        "purchaseOrderPrefix": "Tilausnumeron etuliite",
        "varianceTolerancePercentage": "Hyväksytty laskentapoikkeama (%)"
      },
      "name": "Varastoasetukset |||| Varastoasetukset"
    },
    "stockTransfers": {
      "fields": {
        "cancelledAt": "Peruttu",
        "country": "Maa",
        "id": "Id",
        "lines": "Rivit",
        "note": "Huomautus",
        "receivedAt": "Vastaanotettu",
        "sentAt": "Lähetetty",
        "state": "Tila",
        "toVenueId": "Vastaanottava ravintola",
        "transferNumber": "Numero",
        "venueId": "Lähettävä ravintola"
      },
      "listItems": {
        "lines": {
          "quantity": "Määrä",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Varastosiirto |||| Varastosiirrot"
    },
    "stockWasteReasons": {
      "fields": {
        "country": "Maa",
        "id": "Id",
        "name": "Nimi"
      },
      "name": "Varastohävikin syy |||| Varastohävikin syyt"
    },
    "stockingTemplates": {
      "fields": {
        "country": "Maa",
        "description": "Kuvaus",
        "id": "Id",
        "lines": "Tuotteet ja tavoitetasot",
        "name": "Nimi"
      },
      "listItems": {
        "lines": {
          "parLevel": "Tavoitetaso",
          "reorderPoint": "Tilauspiste",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Varastopohja |||| Varastopohjat"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Maininta |||| Maininnat"
    },
    "taxGroups": {
      "fields": {
        "code": "Koodi",
        "id": "Id",
        "name": "Nimi",
        "taxRatePercentage": "Verokanta (%)"
      },
      "name": "Veroryhmä |||| Veroryhmät"
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
    "vendors": {
      "fields": {
        "contactName": "Yhteyshenkilö",
        "country": "Maa",
        "email": "Tilaussähköposti",
        "id": "Id",
        "isActive": "Aktiivinen",
        "leadTimeDays": "Toimitusaika (päivää)",
        "minimumOrder": "Vähimmäistilaus",
        "name": "Nimi",
        "phone": "Puhelin",
        "vendorNumber": "Toimittajanumero"
      },
      "name": "Toimittaja |||| Toimittajat"
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
      "listItems": {
        "openingHours": {
          "closed": "Suljettu",
          "closes": "Sulkeutuu",
          "opens": "Avautuu",
          "weekday": "Päivä"
        }
      },
      "name": "Ravintolan tiedot |||| Ravintolan tiedot"
    },
    "venueRecipes": {
      "fields": {
        "costPerPortion": "Annoksen kustannus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "lines": "Ainesosat",
        "name": "Nimi",
        "portions": "Annokset",
        "recipeId": "Maan reseptin pohjalta",
        "venueId": "Ravintola"
      },
      "listItems": {
        "lines": {
          "amount": "Määrä (tuotteen sisällön yksikössä)",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Ravintolan resepti |||| Ravintoloiden reseptit"
    },
    "venueStocks": {
      "fields": {
        "id": "Id",
        "venueId": "Ravintola"
      },
      "name": "Ravintolan varasto |||| Ravintoloiden varastot"
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
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Tavoitetaso",
        "reorderPoint": "Tilauspiste",
        "stockProductId": "Varastotuote",
        "venueId": "Ravintola"
      },
      "name": "Tavoitetaso |||| Tavoitevarasto"
    },
    "vp/pim/product-specs": {
      "fields": {
        "costPerPortion": "Annoksen kustannus",
        "id": "Id",
        "isActive": "Aktiivinen",
        "lines": "Ainesosat",
        "name": "Nimi",
        "portions": "Annokset",
        "recipeId": "Maan reseptin pohjalta",
        "venueId": "Ravintola"
      },
      "listItems": {
        "lines": {
          "amount": "Määrä (tuotteen sisällön yksikössä)",
          "stockProductId": "Varastotuote"
        }
      },
      "name": "Ravintolan resepti |||| Ravintoloiden reseptit"
    },
    "vp/pim/stock-product-requests": {
      "fields": {
        "contentAmount": "Sisältö yksikköä kohden",
        "contentUnit": "Sisällön yksikkö",
        "country": "Maa",
        "decidedAt": "Päätetty",
        "decidedBy": "Päättäjä",
        "decisionNote": "Vastaus",
        "estimatedCost": "Arvioitu yksikköhinta",
        "id": "Id",
        "name": "Tuotteen nimi",
        "reason": "Miksi ravintola tarvitsee sen",
        "state": "Tila",
        "stockProductId": "Varastotuote",
        "vendorName": "Toimittaja",
        "venueId": "Ravintola"
      },
      "name": "Varastotuotepyyntö |||| Varastotuotepyynnöt"
    },
    "waiterLists": {
      "fields": {
        "date": "Päivämäärä",
        "id": "Id",
        "venueId": "Ravintola",
        "waiters": "Vuorossa"
      },
      "listItems": {
        "waiters": {
          "endTime": "Päättyy",
          "name": "Nimi",
          "role": "Rooli",
          "startTime": "Alkaa",
          "terminalIds": "Päätteet",
          "userId": "Portaalin käyttäjä"
        }
      },
      "name": "Tarjoilijalista |||| Tarjoilijalistat"
    },
    "zReports": {
      "fields": {
        "businessDate": "Liiketoimintapäivä",
        "closedAt": "Suljettu",
        "country": "Maa",
        "currency": "Valuutta",
        "discounts": "Alennukset",
        "grossSales": "Bruttomyynti",
        "guestCount": "Asiakkaat",
        "id": "Id",
        "netSales": "Nettomyynti",
        "openedAt": "Avattu",
        "payments": "Maksut",
        "refunds": "Palautukset",
        "reportNumber": "Raporttinumero",
        "salesByGroup": "Myynti ryhmittäin",
        "taxTotal": "ALV",
        "taxes": "ALV ryhmittäin",
        "terminalId": "Pääte",
        "tips": "Juomarahat",
        "transactionCount": "Tapahtumat",
        "venueId": "Ravintola"
      },
      "listItems": {
        "payments": {
          "amount": "Määrä",
          "method": "Nimi"
        },
        "salesByGroup": {
          "amount": "Määrä",
          "name": "Nimi",
          "quantity": "Määrä",
          "salesProductGroupId": "Tunniste"
        },
        "taxes": {
          "code": "Nimi",
          "net": "Määrä",
          "tax": "Määrä",
          "taxGroupId": "Tunniste",
          "taxRatePercentage": "Veroryhmä"
        }
      },
      "name": "Z-raportti |||| Z-raportit"
    }
  },
  "routes": {
    "life/operationlinks": "Toimintalinkit",
    "procurement-reports/report": "Myyntikatsaus",
    "procurement-reports/stock-products-report": "Varastotuoteraportti",
    "procurement/poc/assigned-sales-products": "Määritetyt myyntituotteet",
    "procurement/poc/assigned-stock-products": "Määritetyt varastotuotteet",
    "procurement/poc/configuration": "Maa-asetukset",
    "procurement/poc/packages": "Paketit",
    "procurement/poc/priceShiftWindows": "Hinnanmuutosikkunat",
    "procurement/poc/purchase-orders": "Ostotilaukset",
    "procurement/poc/sales-products": "Myyntituotteet",
    "procurement/poc/stock-counts": "Varastolaskennat",
    "procurement/poc/stock-products": "Varastotuotteet",
    "procurement/poc/vendors": "Toimittajat",
    "procurement/poc/venue-tables": "Pohjapiirros",
    "procurement/poc/venues": "Kassaravintolat",
    "procurement/poc/waiterlist": "Tarjoilijalista",
    "procurement/poc/z-reports": "Z-raportit",
    "procurement/product-groups": "Tuoteryhmät",
    "procurement/product-specs": "Reseptit",
    "procurement/settings": "Varastoasetukset",
    "procurement/stock-locations": "Varastosijainnit",
    "procurement/stock-product-requests": "Varastotuotepyynnöt",
    "procurement/stock-products": "Varastotuotteet",
    "procurement/stocking-templates": "Varastopohjat",
    "procurement/venue-recipes": "Ravintoloiden reseptit",
    "procurement/venue-stocks": "Ravintoloiden varastot",
    "vp/info": "Ravintolan tiedot",
    "vp/operationLinks": "Toimintalinkit",
    "vp/pim/desired-stock": "Tavoitevarasto",
    "vp/pim/orders": "Tilaukset",
    "vp/pim/pouring-categories": "Annostelukategoriat",
    "vp/pim/product-specs": "Reseptit",
    "vp/pim/stock": "Varasto",
    "vp/pim/stock-product-requests": "Varastotuotepyynnöt",
    "vp/pim/stock-transfers": "Varastosiirrot",
    "vp/pim/stocktake": "Inventaario",
    "vp/poc/assigned-sales-products": "Määritetyt myyntituotteet",
    "vp/poc/assigned-stock-products": "Määritetyt varastotuotteet",
    "vp/poc/priceShiftWindows": "Hinnanmuutosikkunat",
    "vp/poc/purchase-orders": "Ostotilaukset",
    "vp/poc/stock-counts": "Varastolaskennat",
    "vp/poc/venue-tables": "Pohjapiirros",
    "vp/poc/waiterlist": "Tarjoilijalista",
    "vp/tasks": "Ravintolan tehtävät"
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
    "life/operationlinks": "Toimintalinkit",
    "procurement-reports/report": "Myyntikatsaus",
    "procurement-reports/stock-products-report": "Varastotuoteraportti",
    "procurement/poc/assigned-sales-products": "Määritetyt myyntituotteet",
    "procurement/poc/assigned-stock-products": "Määritetyt varastotuotteet",
    "procurement/poc/configuration": "Maa-asetukset",
    "procurement/poc/packages": "Paketit",
    "procurement/poc/priceShiftWindows": "Hinnanmuutosikkunat",
    "procurement/poc/purchase-orders": "Ostotilaukset",
    "procurement/poc/sales-products": "Myyntituotteet",
    "procurement/poc/stock-counts": "Varastolaskennat",
    "procurement/poc/stock-products": "Varastotuotteet",
    "procurement/poc/vendors": "Toimittajat",
    "procurement/poc/venue-tables": "Pohjapiirros",
    "procurement/poc/venues": "Kassaravintolat",
    "procurement/poc/waiterlist": "Tarjoilijalista",
    "procurement/poc/z-reports": "Z-raportit",
    "procurement/product-groups": "Tuoteryhmät",
    "procurement/product-specs": "Reseptit",
    "procurement/settings": "Varastoasetukset",
    "procurement/stock-locations": "Varastosijainnit",
    "procurement/stock-product-requests": "Varastotuotepyynnöt",
    "procurement/stock-products": "Varastotuotteet",
    "procurement/stocking-templates": "Varastopohjat",
    "procurement/venue-recipes": "Ravintoloiden reseptit",
    "procurement/venue-stocks": "Ravintoloiden varastot",
    "vp/info": "Ravintolan tiedot",
    "vp/operationLinks": "Toimintalinkit",
    "vp/pim/desired-stock": "Tavoitevarasto",
    "vp/pim/orders": "Tilaukset",
    "vp/pim/pouring-categories": "Annostelukategoriat",
    "vp/pim/product-specs": "Reseptit",
    "vp/pim/stock": "Varasto",
    "vp/pim/stock-product-requests": "Varastotuotepyynnöt",
    "vp/pim/stock-transfers": "Varastosiirrot",
    "vp/pim/stocktake": "Inventaario",
    "vp/poc/assigned-sales-products": "Määritetyt myyntituotteet",
    "vp/poc/assigned-stock-products": "Määritetyt varastotuotteet",
    "vp/poc/priceShiftWindows": "Hinnanmuutosikkunat",
    "vp/poc/purchase-orders": "Ostotilaukset",
    "vp/poc/stock-counts": "Varastolaskennat",
    "vp/poc/venue-tables": "Pohjapiirros",
    "vp/poc/waiterlist": "Tarjoilijalista",
    "vp/tasks": "Ravintolan tehtävät"
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
    "overview": {
      "procurement": "Hankinta"
    },
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
