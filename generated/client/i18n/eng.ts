// Generated from the labels in the schema by `npm run generate`. Do not edit.

export default {
  "contactRoles": {
    "avm": "Ass. Venue Manager",
    "cd": "Country Director",
    "cma": "Channel Marketing Associate",
    "cmm": "Channel Marketing Manager",
    "fla": "FL Admin",
    "gr": "Guest Relations",
    "ncnp": "Channel Marketing Trainee",
    "rd": "Regional Director",
    "rm": "Regional Manager",
    "scmm": "Senior Channel Marketing Manager",
    "sm": "Shift Manager",
    "sma": "Site Manager",
    "smt": "Shift Manager Trainee",
    "svm": "Snr. Venue Manager",
    "vm": "Venue Manager"
  },
  "countries": {
    "dk": "Denmark",
    "fi": "Finland",
    "no": "Norway",
    "uk": "United Kingdom"
  },
  "enums": {
    "cockpitReports": {
      "category": {
        "coreReporting": "Core Reporting",
        "fuelReporting": "Fuel Reporting"
      }
    },
    "operationLinks": {
      "category": {
        "finance": "Finance",
        "operations": "Operations",
        "other": "Other",
        "people": "People",
        "suppliers": "Suppliers"
      }
    },
    "posFloorplans": {
      "shape": {
        "rect": "Rectangle",
        "round": "Round"
      }
    },
    "priceShiftWindows": {
      "weekday": {
        "1": "Monday",
        "2": "Tuesday",
        "3": "Wednesday",
        "4": "Thursday",
        "5": "Friday",
        "6": "Saturday",
        "7": "Sunday"
      }
    },
    "purchaseOrders": {
      "state": {
        "Cancelled": "Cancelled",
        "Draft": "Draft",
        "FullyReceived": "Fully Received",
        "PartiallyReceived": "Partially Received",
        "Submitted": "Sent",
        "Unknown": "Unknown"
      }
    },
    "shared": {
      "country": {
        "dk": "Denmark",
        "fi": "Finland",
        "no": "Norway",
        "uk": "United Kingdom"
      },
      "locale": {
        "dan": "Danish",
        "eng": "English",
        "fin": "Finnish",
        "nor": "Norwegian",
        "swe": "Swedish"
      }
    },
    "stockCounts": {
      "state": {
        "Active": "Active",
        "Cancelled": "Cancelled",
        "Completed": "Completed",
        "Draft": "Draft",
        "Unknown": "Unknown"
      }
    },
    "stockMovements": {
      "kind": {
        "counted": "Count correction",
        "received": "Received",
        "sale": "Sold",
        "transferIn": "Transferred in",
        "transferOut": "Transferred out",
        "waste": "Waste"
      }
    },
    "stockProductRequests": {
      "contentUnit": {
        "cl": "Centilitres (cl)",
        "g": "Grams (g)",
        "kg": "Kilograms (kg)",
        "l": "Litres (l)",
        "pcs": "Pieces"
      },
      "state": {
        "Approved": "Approved",
        "Pending": "Pending",
        "Rejected": "Rejected"
      }
    },
    "stockProducts": {
      "contentUnit": {
        "cl": "Centilitres (cl)",
        "g": "Grams (g)",
        "kg": "Kilograms (kg)",
        "l": "Litres (l)",
        "pcs": "Pieces"
      }
    },
    "stockTransfers": {
      "state": {
        "Cancelled": "Cancelled",
        "Draft": "Draft",
        "Received": "Received",
        "Sent": "Sent"
      }
    },
    "venueInfo": {
      "weekday": {
        "1": "Monday",
        "2": "Tuesday",
        "3": "Wednesday",
        "4": "Thursday",
        "5": "Friday",
        "6": "Saturday",
        "7": "Sunday"
      }
    },
    "venueTasks": {
      "repeat": {
        "daily": "Every day",
        "none": "Does not repeat",
        "weekly": "Every week"
      },
      "roleType": {
        "_": "Other Task",
        "hq": "Marketing Task",
        "sm": "Shift Manager Task",
        "vm": "Venue Manager Task"
      }
    },
    "waiterLists": {
      "role": {
        "bartender": "Bartender",
        "manager": "Shift manager",
        "runner": "Runner",
        "waiter": "Waiter"
      }
    },
    "zReports": {
      "paymentMethod": {
        "card": "Card",
        "cash": "Cash",
        "invoice": "Invoice",
        "mobile": "Mobile pay",
        "voucher": "Voucher"
      }
    }
  },
  "menuGroups": {
    "cockpit": "Cockpit and reports",
    "crm": "CRM",
    "guests": "Guest profiles",
    "life": "LIFE",
    "procurement": "Procurement",
    "procurementReports": "Procurement reports",
    "venue": "Venue"
  },
  "resources": {
    "allergies": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Allergy |||| Allergies"
    },
    "assignedSalesProducts": {
      "fields": {
        "id": "Id",
        "isActive": "Active",
        "prices": "Prices at this venue",
        "salesProductId": "Sales product",
        "venueId": "Venue"
      },
      "listItems": {
        "prices": {
          "price": "Price incl. tax",
          "priceGroupId": "Price group"
        }
      },
      "name": "Assigned sales product |||| Assigned sales products"
    },
    "assignedStockProducts": {
      "fields": {
        "costPrice": "Purchase price at this venue",
        "id": "Id",
        "isActive": "Active",
        "stockProductId": "Stock product",
        "storageId": "Default storage",
        "vendorId": "Vendor at this venue",
        "venueId": "Venue"
      },
      "name": "Assigned stock product |||| Assigned stock products"
    },
    "cockpitReports": {
      "fields": {
        "category": "Category",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "permission": "Permission",
        "reportId": "Power BI report id",
        "sortOrder": "Sort order",
        "workspaceId": "Power BI workspace id"
      },
      "name": "Cockpit report |||| Cockpit reports"
    },
    "countrySettings": {
      "fields": {
        "allergies": "Allergies",
        "country": "Country",
        "id": "Id",
        "pouringCategories": "Pouring categories",
        "priceGroups": "Price groups",
        "productCategories": "Product categories",
        "productUnits": "Product units",
        "salesProductGroups": "Sales product groups",
        "stockContainerTypes": "Stock container types",
        "taxGroups": "Tax groups",
        "tipPercentages": "Tip percentages"
      },
      "listItems": {
        "allergies": {
          "allergyId": {
            "_label": "Allergy",
            "id": "Id"
          },
          "name": "Name"
        },
        "pouringCategories": {
          "name": "Name",
          "pourSize": "Pour size (cl)",
          "pouringCategoryId": {
            "_label": "Pouring category",
            "id": "Id"
          },
          "wastePercentage": "Allowed waste (%)"
        },
        "priceGroups": {
          "isDefault": "Default",
          "name": "Name",
          "priceGroupId": {
            "_label": "Price group",
            "id": "Id"
          }
        },
        "productCategories": {
          "color": "Colour",
          "name": "Name",
          "productCategoryId": {
            "_label": "Product category",
            "id": "Id"
          },
          "tags": "Tags",
          "validProductGroups": "Product groups"
        },
        "productUnits": {
          "abbreviation": "Abbreviation",
          "name": "Name",
          "productUnitId": {
            "_label": "Unit",
            "id": "Id"
          }
        },
        "salesProductGroups": {
          "color": "Colour",
          "name": "Name",
          "salesProductGroupId": {
            "_label": "Sales group",
            "id": "Id"
          },
          "validSubGroups": "Sub-groups"
        },
        "stockContainerTypes": {
          "name": "Name",
          "stockContainerTypeId": {
            "_label": "Container type",
            "id": "Id"
          },
          "tareWeight": "Empty weight (g)"
        },
        "taxGroups": {
          "code": "Code",
          "taxGroupId": {
            "_label": "Tax group",
            "id": "Id"
          },
          "taxRate": "Tax rate",
          "taxRatePercentage": "Tax rate (%)"
        }
      },
      "name": "Country settings |||| Country settings"
    },
    "desiredStocks": {
      "fields": {
        "id": "Id",
        "parLevel": "Par level",
        "reorderPoint": "Reorder point",
        "stockProductId": "Stock product",
        "venueId": "Venue"
      },
      "name": "Par level |||| Desired stock"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Access |||| Access"
    },
    "life/operationlinks": {
      "fields": {
        "category": "Category",
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "sortOrder": "Sort order",
        "title": "Title",
        "url": "Link"
      },
      "name": "Operation link |||| Operation links"
    },
    "media": {
      "fields": {
        "contentType": "Content type",
        "folder": "Folder",
        "id": "Id",
        "name": "Name",
        "size": "Size (bytes)",
        "type": "Kind",
        "venueId": "Venue"
      },
      "name": "File |||| Files"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Read",
        "link": "Link",
        "message": "Message",
        "title": "Title",
        "userId": "User",
        "venueId": "Venue"
      },
      "name": "Notification |||| Notifications"
    },
    "operationLinks": {
      "fields": {
        "category": "Category",
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "sortOrder": "Sort order",
        "title": "Title",
        "url": "Link"
      },
      "name": "Operation link |||| Operation links"
    },
    "packages": {
      "fields": {
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "isActive": "Active",
        "items": "Contents",
        "name": "Name",
        "price": "Package price incl. tax",
        "validFrom": "Valid from",
        "validTo": "Valid until"
      },
      "listItems": {
        "items": {
          "quantity": "Quantity",
          "salesProductId": "Sales product"
        }
      },
      "name": "Package |||| Packages"
    },
    "posDevices": {
      "fields": {
        "id": "Id",
        "locationId": "Location",
        "mustRequestTip": "Must request tip",
        "name": "Name",
        "venueId": "Venue"
      },
      "name": "Terminal |||| Terminals"
    },
    "posFloorplans": {
      "fields": {
        "height": "Height",
        "id": "Id",
        "locationId": "Location",
        "name": "Name",
        "tables": "Tables",
        "venueId": "Venue",
        "width": "Width"
      },
      "listItems": {
        "tables": {
          "height": "Height",
          "name": "Name",
          "seats": "Seats",
          "shape": "Shape",
          "tableId": "Id",
          "width": "Width",
          "x": "Left",
          "y": "Top"
        }
      },
      "name": "Floorplan |||| Floorplans"
    },
    "posReports": {
      "fields": {
        "country": "Country",
        "id": "Id"
      },
      "name": "Procurement report |||| Procurement reports"
    },
    "posVenues": {
      "fields": {
        "country": "Country",
        "id": "Id",
        "locations": "Locations",
        "name": "Name",
        "settings": {
          "_label": "Venue settings",
          "businessDayStartsAt": "Business day starts at",
          "defaultPriceGroupId": "Price group",
          "receiptFooter": "Receipt footer",
          "receiptHeader": "Receipt header",
          "receivingStorageId": "Receiving storage",
          "serviceChargePercentage": "Service charge (%)",
          "tipsEnabled": "Tips enabled",
          "zReportEmail": "Z report email"
        },
        "storages": "Storages",
        "venueId": "Venue"
      },
      "listItems": {
        "locations": {
          "locationId": "Id",
          "name": "Name",
          "storageId": "Storage"
        },
        "storages": {
          "storageId": "Id",
          "storageName": "Storage name"
        }
      },
      "name": "POS venue |||| POS venues"
    },
    "pouringCategories": {
      "fields": {
        "id": "Id",
        "name": "Name",
        "pourSize": "Pour size (cl)",
        "wastePercentage": "Allowed waste (%)"
      },
      "name": "Pouring category |||| Pouring categories"
    },
    "priceGroups": {
      "fields": {
        "id": "Id",
        "isDefault": "Default",
        "name": "Name"
      },
      "name": "Price group |||| Price groups"
    },
    "priceShiftWindows": {
      "fields": {
        "fromTime": "From",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "priceGroupId": "Price group",
        "toTime": "To",
        "validFrom": "Valid from",
        "validTo": "Valid until",
        "venueId": "Venue",
        "weekdays": "Weekdays"
      },
      "name": "Price shift window |||| Price shift windows"
    },
    "procurement/poc/packages": {
      "fields": {
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "isActive": "Active",
        "items": "Contents",
        "name": "Name",
        "price": "Package price incl. tax",
        "validFrom": "Valid from",
        "validTo": "Valid until"
      },
      "listItems": {
        "items": {
          "quantity": "Quantity",
          "salesProductId": "Sales product"
        }
      },
      "name": "Package |||| Packages"
    },
    "procurement/poc/sales-products": {
      "fields": {
        "allergyIds": "Allergies",
        "color": "Button colour",
        "country": "Country",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "number": "PLU",
        "prices": "Prices",
        "recipeId": "Recipe",
        "salesProductGroupId": "Sales group",
        "salesProductSubGroupId": "Sales sub-group",
        "taxGroupId": "Tax group"
      },
      "listItems": {
        "prices": {
          "price": "Price incl. tax",
          "priceGroupId": "Price group"
        }
      },
      "name": "Sales product |||| Sales products"
    },
    "procurement/poc/stock-products": {
      "fields": {
        "barcode": "Barcode",
        "contentAmount": "Content per unit",
        "contentUnit": "Content unit",
        "costPrice": "Cost price per unit",
        "country": "Country",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "number": "Item number",
        "pouringCategoryId": "Pouring category",
        "productUnitId": "Unit",
        "stockContainerTypeId": "Container type",
        "stockProductGroupId": "Product group",
        "vendorId": "Vendor"
      },
      "name": "Stock product |||| Stock products"
    },
    "procurement/poc/vendors": {
      "fields": {
        "contactName": "Contact person",
        "country": "Country",
        "email": "Order email",
        "id": "Id",
        "isActive": "Active",
        "leadTimeDays": "Delivery time (days)",
        "minimumOrder": "Minimum order",
        "name": "Name",
        "phone": "Phone",
        "vendorNumber": "Vendor number"
      },
      "name": "Vendor |||| Vendors"
    },
    "procurement/product-specs": {
      "fields": {
        "costPerPortion": "Cost per portion",
        "country": "Country",
        "description": "Method",
        "id": "Id",
        "lines": "Ingredients",
        "name": "Name",
        "portions": "Portions"
      },
      "listItems": {
        "lines": {
          "amount": "Amount (in the product's content unit)",
          "stockProductId": "Stock product"
        }
      },
      "name": "Recipe |||| Recipes"
    },
    "procurement/stock-products": {
      "fields": {
        "barcode": "Barcode",
        "contentAmount": "Content per unit",
        "contentUnit": "Content unit",
        "costPrice": "Cost price per unit",
        "country": "Country",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "number": "Item number",
        "pouringCategoryId": "Pouring category",
        "productUnitId": "Unit",
        "stockContainerTypeId": "Container type",
        "stockProductGroupId": "Product group",
        "vendorId": "Vendor"
      },
      "name": "Stock product |||| Stock products"
    },
    "procurement/stocking-templates": {
      "fields": {
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "lines": "Products and par levels",
        "name": "Name"
      },
      "listItems": {
        "lines": {
          "parLevel": "Par level",
          "reorderPoint": "Reorder point",
          "stockProductId": "Stock product"
        }
      },
      "name": "Stocking template |||| Stocking templates"
    },
    "productUnits": {
      "fields": {
        "abbreviation": "Abbreviation",
        "id": "Id",
        "name": "Name"
      },
      "name": "Product unit |||| Product units"
    },
    "purchaseOrders": {
      "fields": {
        "cancelledAt": "Cancelled",
        "country": "Country",
        "currency": "Currency",
        "expectedDeliveryDate": "Expected delivery",
        "id": "Id",
        "lines": "Lines",
        "note": "Note",
        "orderNumber": "Order number",
        "receipts": "Receipts",
        "receivedAt": "Last received",
        "state": "State",
        "submittedAt": "Sent",
        "total": "Total",
        "vendorId": "Vendor",
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "lineId": "Line id",
          "quantity": "Ordered",
          "receivedQuantity": "Received",
          "stockProductId": "Stock product",
          "unitCost": "Unit cost"
        },
        "receipts": {
          "lines": "Lines",
          "note": "Note",
          "receivedAt": "Date",
          "receivedBy": "Received by",
          "storageId": "Storage"
        }
      },
      "name": "Purchase order |||| Purchase orders"
    },
    "recipes": {
      "fields": {
        "costPerPortion": "Cost per portion",
        "country": "Country",
        "description": "Method",
        "id": "Id",
        "lines": "Ingredients",
        "name": "Name",
        "portions": "Portions"
      },
      "listItems": {
        "lines": {
          "amount": "Amount (in the product's content unit)",
          "stockProductId": "Stock product"
        }
      },
      "name": "Recipe |||| Recipes"
    },
    "regions": {
      "fields": {
        "country": "Country",
        "id": "Id",
        "name": "Name"
      },
      "name": "Region |||| Regions"
    },
    "roleInstances": {
      "fields": {
        "id": "Id",
        "isDeactivated": "Deactivated",
        "roleId": "Role",
        "userId": "User",
        "validFromDate": "Valid from",
        "validToDate": "Valid to",
        "venueId": "Venue"
      },
      "name": "Role assignment |||| Role assignments"
    },
    "roles": {
      "fields": {
        "id": "Id",
        "name": "Name",
        "permissions": "Permissions",
        "roleId": "Role code"
      },
      "name": "Role |||| Roles"
    },
    "salesProductGroups": {
      "fields": {
        "color": "Colour",
        "id": "Id",
        "name": "Name"
      },
      "name": "Sales group |||| Sales groups"
    },
    "salesProductSubGroups": {
      "fields": {
        "color": "Colour",
        "id": "Id",
        "name": "Name",
        "salesProductGroupId": "Sales group",
        "salesProductGroupName": "Sales group"
      },
      "name": "Sales sub-group |||| Sales sub-groups"
    },
    "salesProducts": {
      "fields": {
        "allergyIds": "Allergies",
        "color": "Button colour",
        "country": "Country",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "number": "PLU",
        "prices": "Prices",
        "recipeId": "Recipe",
        "salesProductGroupId": "Sales group",
        "salesProductSubGroupId": "Sales sub-group",
        "taxGroupId": "Tax group"
      },
      "listItems": {
        "prices": {
          "price": "Price incl. tax",
          "priceGroupId": "Price group"
        }
      },
      "name": "Sales product |||| Sales products"
    },
    "salesWasteReasons": {
      "fields": {
        "country": "Country",
        "id": "Id",
        "name": "Name"
      },
      "name": "Sales waste reason |||| Sales waste reasons"
    },
    "stockContainerTypes": {
      "fields": {
        "id": "Id",
        "name": "Name",
        "tareWeight": "Empty weight (g)"
      },
      "name": "Stock container type |||| Stock container types"
    },
    "stockCounts": {
      "fields": {
        "activatedAt": "Activated",
        "cancelledAt": "Cancelled",
        "completedAt": "Completed",
        "countDate": "Count date",
        "country": "Country",
        "currency": "Currency",
        "id": "Id",
        "lines": "Lines",
        "name": "Name",
        "note": "Note",
        "state": "State",
        "storageId": "Storage (empty: whole venue)",
        "varianceValue": "Variance value",
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "countedQuantity": "Counted",
          "expectedQuantity": "Expected",
          "lineId": "Line id",
          "locationId": "Location",
          "stockProductId": "Stock product"
        }
      },
      "name": "Stock count |||| Stock counts"
    },
    "stockMovements": {
      "fields": {
        "id": "Id",
        "kind": "Kind",
        "note": "Note",
        "occurredAt": "Date",
        "quantity": "Quantity",
        "sourceId": "Source",
        "stockProductId": "Stock product",
        "storageId": "Storage",
        "venueId": "Venue",
        "wasteReasonId": "Waste reason"
      },
      "name": "Stock movement |||| Stock movements"
    },
    "stockProductGroups": {
      "fields": {
        "color": "Colour",
        "id": "Id",
        "name": "Name",
        "productCategoryId": "Product category",
        "productCategoryName": "Product category"
      },
      "name": "Product group |||| Product groups"
    },
    "stockProductRequests": {
      "fields": {
        "contentAmount": "Content per unit",
        "contentUnit": "Content unit",
        "country": "Country",
        "decidedAt": "Decided",
        "decidedBy": "Decided by",
        "decisionNote": "Answer",
        "estimatedCost": "Expected cost per unit",
        "id": "Id",
        "name": "Product name",
        "reason": "Why the venue needs it",
        "state": "State",
        "stockProductId": "Stock product",
        "vendorName": "Vendor",
        "venueId": "Venue"
      },
      "name": "Stock product request |||| Stock product requests"
    },
    "stockProducts": {
      "fields": {
        "barcode": "Barcode",
        "contentAmount": "Content per unit",
        "contentUnit": "Content unit",
        "costPrice": "Cost price per unit",
        "country": "Country",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "number": "Item number",
        "pouringCategoryId": "Pouring category",
        "productUnitId": "Unit",
        "stockContainerTypeId": "Container type",
        "stockProductGroupId": "Product group",
        "vendorId": "Vendor"
      },
      "name": "Stock product |||| Stock products"
    },
    "stockSettings": {
      "fields": {
        "countIntervalDays": "Count every (days)",
        "country": "Country",
        "defaultLeadTimeDays": "Default delivery time (days)",
        "id": "Id",
        "purchaseOrderPrefix": "Order number prefix",
        "varianceTolerancePercentage": "Accepted count variance (%)"
      },
      "name": "Stock settings |||| Stock settings"
    },
    "stockTransfers": {
      "fields": {
        "cancelledAt": "Cancelled",
        "country": "Country",
        "id": "Id",
        "lines": "Lines",
        "note": "Note",
        "receivedAt": "Received",
        "sentAt": "Sent",
        "state": "State",
        "toVenueId": "To venue",
        "transferNumber": "Number",
        "venueId": "From venue"
      },
      "listItems": {
        "lines": {
          "quantity": "Quantity",
          "stockProductId": "Stock product"
        }
      },
      "name": "Stock transfer |||| Stock transfers"
    },
    "stockWasteReasons": {
      "fields": {
        "country": "Country",
        "id": "Id",
        "name": "Name"
      },
      "name": "Stock waste reason |||| Stock waste reasons"
    },
    "stockingTemplates": {
      "fields": {
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "lines": "Products and par levels",
        "name": "Name"
      },
      "listItems": {
        "lines": {
          "parLevel": "Par level",
          "reorderPoint": "Reorder point",
          "stockProductId": "Stock product"
        }
      },
      "name": "Stocking template |||| Stocking templates"
    },
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Mention |||| Mentions"
    },
    "taxGroups": {
      "fields": {
        "code": "Code",
        "id": "Id",
        "name": "Name",
        "taxRatePercentage": "Tax rate (%)"
      },
      "name": "Tax group |||| Tax groups"
    },
    "users": {
      "fields": {
        "email": "Email",
        "firstName": "First name",
        "id": "Id",
        "lastName": "Last name",
        "locale": "Language",
        "name": "Name",
        "phone": "Phone",
        "tags": "Tags",
        "userName": "User name"
      },
      "name": "User |||| Users"
    },
    "vendors": {
      "fields": {
        "contactName": "Contact person",
        "country": "Country",
        "email": "Order email",
        "id": "Id",
        "isActive": "Active",
        "leadTimeDays": "Delivery time (days)",
        "minimumOrder": "Minimum order",
        "name": "Name",
        "phone": "Phone",
        "vendorNumber": "Vendor number"
      },
      "name": "Vendor |||| Vendors"
    },
    "venueInfo": {
      "fields": {
        "address": {
          "_label": "Address",
          "city": "City",
          "country": "Country",
          "postalCode": "Postal code",
          "street": "Street"
        },
        "general": {
          "_label": "General info",
          "ageLimit": "Age limit",
          "capacity": "Capacity (guests)",
          "description": "Description",
          "email": "Email",
          "phone": "Phone",
          "website": "Website"
        },
        "id": "Id",
        "openingHours": "Opening hours",
        "venueId": "Venue"
      },
      "listItems": {
        "openingHours": {
          "closed": "Closed",
          "closes": "Closes",
          "opens": "Opens",
          "weekday": "Day"
        }
      },
      "name": "Venue info |||| Venue info"
    },
    "venueRecipes": {
      "fields": {
        "costPerPortion": "Cost per portion",
        "id": "Id",
        "isActive": "Active",
        "lines": "Ingredients",
        "name": "Name",
        "portions": "Portions",
        "recipeId": "Based on country recipe",
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "amount": "Amount (in the product's content unit)",
          "stockProductId": "Stock product"
        }
      },
      "name": "Venue recipe |||| Venue recipes"
    },
    "venueStocks": {
      "fields": {
        "id": "Id",
        "venueId": "Venue"
      },
      "name": "Venue stock |||| Venue stocks"
    },
    "venueTaskChecks": {
      "fields": {
        "checkedBy": "Checked by",
        "date": "Date",
        "id": "Id",
        "taskId": "Task",
        "venueId": "Venue"
      },
      "name": "Task check |||| Task checks"
    },
    "venueTasks": {
      "fields": {
        "date": "Date",
        "description": "Description",
        "id": "Id",
        "repeat": "Repeat",
        "roleTypeId": "Task type",
        "skippedDates": "Moved occurrences",
        "title": "Title",
        "venueId": "Venue"
      },
      "name": "Venue task |||| Venue tasks"
    },
    "venues": {
      "fields": {
        "country": "Country",
        "id": "Id",
        "isActive": "Active",
        "logoUrl": "Logo",
        "name": "Name",
        "regionId": "Region",
        "shortName": "Short name",
        "timeZone": "Time zone"
      },
      "name": "Venue |||| Venues"
    },
    "vp/operationLinks": {
      "fields": {
        "category": "Category",
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "sortOrder": "Sort order",
        "title": "Title",
        "url": "Link"
      },
      "name": "Operation link |||| Operation links"
    },
    "vp/pim/desired-stock": {
      "fields": {
        "id": "Id",
        "parLevel": "Par level",
        "reorderPoint": "Reorder point",
        "stockProductId": "Stock product",
        "venueId": "Venue"
      },
      "name": "Par level |||| Desired stock"
    },
    "vp/pim/product-specs": {
      "fields": {
        "costPerPortion": "Cost per portion",
        "id": "Id",
        "isActive": "Active",
        "lines": "Ingredients",
        "name": "Name",
        "portions": "Portions",
        "recipeId": "Based on country recipe",
        "venueId": "Venue"
      },
      "listItems": {
        "lines": {
          "amount": "Amount (in the product's content unit)",
          "stockProductId": "Stock product"
        }
      },
      "name": "Venue recipe |||| Venue recipes"
    },
    "vp/pim/stock-product-requests": {
      "fields": {
        "contentAmount": "Content per unit",
        "contentUnit": "Content unit",
        "country": "Country",
        "decidedAt": "Decided",
        "decidedBy": "Decided by",
        "decisionNote": "Answer",
        "estimatedCost": "Expected cost per unit",
        "id": "Id",
        "name": "Product name",
        "reason": "Why the venue needs it",
        "state": "State",
        "stockProductId": "Stock product",
        "vendorName": "Vendor",
        "venueId": "Venue"
      },
      "name": "Stock product request |||| Stock product requests"
    },
    "waiterLists": {
      "fields": {
        "date": "Date",
        "id": "Id",
        "venueId": "Venue",
        "waiters": "Staff on shift"
      },
      "listItems": {
        "waiters": {
          "endTime": "Ends",
          "name": "Name",
          "role": "Role",
          "startTime": "Starts",
          "terminalIds": "Terminals",
          "userId": "Portal user"
        }
      },
      "name": "Waiter list |||| Waiter lists"
    },
    "zReports": {
      "fields": {
        "businessDate": "Business day",
        "closedAt": "Closed",
        "country": "Country",
        "currency": "Currency",
        "discounts": "Discounts",
        "grossSales": "Gross sales",
        "guestCount": "Guests",
        "id": "Id",
        "netSales": "Net sales",
        "openedAt": "Opened",
        "payments": "Payments",
        "refunds": "Refunds",
        "reportNumber": "Report number",
        "salesByGroup": "Sales by group",
        "taxTotal": "Tax",
        "taxes": "Tax by group",
        "terminalId": "Terminal",
        "tips": "Tips",
        "transactionCount": "Transactions",
        "venueId": "Venue"
      },
      "listItems": {
        "payments": {
          "amount": "Amount",
          "method": "Name"
        },
        "salesByGroup": {
          "amount": "Amount",
          "name": "Name",
          "quantity": "Quantity",
          "salesProductGroupId": "Id"
        },
        "taxes": {
          "code": "Name",
          "net": "Amount",
          "tax": "Amount",
          "taxGroupId": "Id",
          "taxRatePercentage": "Tax group"
        }
      },
      "name": "Z report |||| Z reports"
    }
  },
  "routes": {
    "life/operationlinks": "Operation links",
    "procurement-reports/report": "Sales overview",
    "procurement-reports/stock-products-report": "Stock products report",
    "procurement/poc/assigned-sales-products": "Assigned sales products",
    "procurement/poc/assigned-stock-products": "Assigned stock products",
    "procurement/poc/configuration": "Country settings",
    "procurement/poc/packages": "Packages",
    "procurement/poc/priceShiftWindows": "Price shift windows",
    "procurement/poc/purchase-orders": "Purchase orders",
    "procurement/poc/sales-products": "Sales products",
    "procurement/poc/stock-counts": "Stock counts",
    "procurement/poc/stock-products": "Stock products",
    "procurement/poc/vendors": "Vendors",
    "procurement/poc/venue-tables": "Floorplan",
    "procurement/poc/venues": "POS venues",
    "procurement/poc/waiterlist": "Waiter list",
    "procurement/poc/z-reports": "Z reports",
    "procurement/product-groups": "Product groups",
    "procurement/product-specs": "Recipes",
    "procurement/settings": "Stock settings",
    "procurement/stock-locations": "Stock locations",
    "procurement/stock-product-requests": "Stock product requests",
    "procurement/stock-products": "Stock products",
    "procurement/stocking-templates": "Stocking templates",
    "procurement/venue-recipes": "Venue recipes",
    "procurement/venue-stocks": "Venue stocks",
    "vp/info": "Venue info",
    "vp/operationLinks": "Operation links",
    "vp/pim/desired-stock": "Desired stock",
    "vp/pim/orders": "Orders",
    "vp/pim/pouring-categories": "Pouring categories",
    "vp/pim/product-specs": "Recipes",
    "vp/pim/stock": "Stock",
    "vp/pim/stock-product-requests": "Stock product requests",
    "vp/pim/stock-transfers": "Stock transfers",
    "vp/pim/stocktake": "Stocktake",
    "vp/poc/assigned-sales-products": "Assigned sales products",
    "vp/poc/assigned-stock-products": "Assigned stock products",
    "vp/poc/priceShiftWindows": "Price shift windows",
    "vp/poc/purchase-orders": "Purchase orders",
    "vp/poc/stock-counts": "Stock counts",
    "vp/poc/venue-tables": "Floorplan",
    "vp/poc/waiterlist": "Waiter list",
    "vp/tasks": "Venue tasks"
  },
  "services": {
    "crm": "CRM",
    "guests": "Guests",
    "life": "LIFE",
    "overview": "Overview",
    "reports": "Reports",
    "upkeep": "Upkeep",
    "venue": "Venue"
  },
  "sidebar": {
    "life/operationlinks": "Operation links",
    "procurement-reports/report": "Sales overview",
    "procurement-reports/stock-products-report": "Stock products report",
    "procurement/poc/assigned-sales-products": "Assigned sales products",
    "procurement/poc/assigned-stock-products": "Assigned stock products",
    "procurement/poc/configuration": "Country settings",
    "procurement/poc/packages": "Packages",
    "procurement/poc/priceShiftWindows": "Price shift windows",
    "procurement/poc/purchase-orders": "Purchase orders",
    "procurement/poc/sales-products": "Sales products",
    "procurement/poc/stock-counts": "Stock counts",
    "procurement/poc/stock-products": "Stock products",
    "procurement/poc/vendors": "Vendors",
    "procurement/poc/venue-tables": "Floorplan",
    "procurement/poc/venues": "POS venues",
    "procurement/poc/waiterlist": "Waiter list",
    "procurement/poc/z-reports": "Z reports",
    "procurement/product-groups": "Product groups",
    "procurement/product-specs": "Recipes",
    "procurement/settings": "Stock settings",
    "procurement/stock-locations": "Stock locations",
    "procurement/stock-product-requests": "Stock product requests",
    "procurement/stock-products": "Stock products",
    "procurement/stocking-templates": "Stocking templates",
    "procurement/venue-recipes": "Venue recipes",
    "procurement/venue-stocks": "Venue stocks",
    "vp/info": "Venue info",
    "vp/operationLinks": "Operation links",
    "vp/pim/desired-stock": "Desired stock",
    "vp/pim/orders": "Orders",
    "vp/pim/pouring-categories": "Pouring categories",
    "vp/pim/product-specs": "Recipes",
    "vp/pim/stock": "Stock",
    "vp/pim/stock-product-requests": "Stock product requests",
    "vp/pim/stock-transfers": "Stock transfers",
    "vp/pim/stocktake": "Stocktake",
    "vp/poc/assigned-sales-products": "Assigned sales products",
    "vp/poc/assigned-stock-products": "Assigned stock products",
    "vp/poc/priceShiftWindows": "Price shift windows",
    "vp/poc/purchase-orders": "Purchase orders",
    "vp/poc/stock-counts": "Stock counts",
    "vp/poc/venue-tables": "Floorplan",
    "vp/poc/waiterlist": "Waiter list",
    "vp/tasks": "Venue tasks"
  },
  "sidebarGroups": {
    "crm": {
      "activation": "Activation",
      "booking": "Booking",
      "engage": "Engage"
    },
    "guests": {},
    "life": {
      "general": "General",
      "lists": "Lists",
      "meetings": "Meetings"
    },
    "overview": {
      "procurement": "Procurement"
    },
    "reports": {
      "coreReporting": "Core Reporting",
      "fuelReporting": "Fuel Reporting",
      "management": "Management"
    },
    "upkeep": {
      "countrySetup": "Country setup",
      "products": "Products",
      "requests": "Requests",
      "stock": "Stock",
      "venueManagement": "Venue management"
    },
    "venue": {
      "booking": "Booking",
      "marketing": "Marketing",
      "operations": "Operations",
      "pos": "Point of sale",
      "stock": "Stock"
    }
  }
};
