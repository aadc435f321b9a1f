// Generated from schema/shell/shell.ts by `npm run generate`. Do not edit.

export const PRODUCT_SUFFIX = "Venue Portal";

export const COUNTRIES = [
  {
    "code": "dk",
    "currency": "DKK",
    "iso": "DK",
    "timeZone": "Europe/Copenhagen"
  },
  {
    "code": "no",
    "currency": "NOK",
    "iso": "NO",
    "timeZone": "Europe/Oslo"
  },
  {
    "code": "fi",
    "currency": "EUR",
    "iso": "FI",
    "timeZone": "Europe/Helsinki"
  },
  {
    "code": "uk",
    "currency": "GBP",
    "iso": "GB",
    "timeZone": "Europe/London"
  }
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const DEFAULT_COUNTRY: CountryCode = "dk";

export const LOCALES = [
  {
    "code": "eng",
    "name": "English",
    "bcp47": "en-GB"
  },
  {
    "code": "dan",
    "name": "Dansk",
    "bcp47": "da-DK"
  },
  {
    "code": "swe",
    "name": "Svenska",
    "bcp47": "sv-SE"
  },
  {
    "code": "nor",
    "name": "Norsk",
    "bcp47": "nb-NO"
  },
  {
    "code": "fin",
    "name": "Suomi",
    "bcp47": "fi-FI"
  }
] as const;
export type LocaleCode = (typeof LOCALES)[number]['code'];

export const CONTACT_ROLES = ["vm", "svm", "avm", "sm", "smt", "fla", "rm", "rd", "cd", "sma", "ncnp", "cma", "cmm", "scmm", "gr"] as const;

export const MENU_GROUPS = [
  {
    "id": 0,
    "name": "venue"
  },
  {
    "id": 1,
    "name": "cockpit"
  },
  {
    "id": 2,
    "name": "life"
  },
  {
    "id": 3,
    "name": "crm"
  },
  {
    "id": 4,
    "name": "guests"
  },
  {
    "id": 5,
    "name": "procurement"
  },
  {
    "id": 6,
    "name": "procurementReports"
  }
] as const;

export const SERVICES = [
  {
    "id": "venue",
    "icon": "Storefront",
    "selector": "venue",
    "sidebarGroups": [
      "operations",
      "marketing",
      "booking",
      "pos",
      "stock"
    ]
  },
  {
    "id": "reports",
    "icon": "Assessment",
    "selector": null,
    "sidebarGroups": [
      "coreReporting",
      "fuelReporting",
      "management"
    ]
  },
  {
    "id": "life",
    "icon": "AutoAwesome",
    "selector": "country",
    "sidebarGroups": [
      "lists",
      "meetings",
      "general"
    ]
  },
  {
    "id": "crm",
    "icon": "Campaign",
    "selector": null,
    "sidebarGroups": [
      "activation",
      "engage",
      "booking"
    ]
  },
  {
    "id": "guests",
    "icon": "People",
    "selector": "country",
    "sidebarGroups": []
  },
  {
    "id": "upkeep",
    "icon": "Inventory2",
    "selector": "country",
    "sidebarGroups": [
      "products",
      "stock",
      "requests",
      "countrySetup",
      "venueManagement"
    ]
  },
  {
    "id": "overview",
    "icon": "Insights",
    "selector": "country",
    "sidebarGroups": [
      "procurement"
    ]
  }
] as const;
export type ServiceId = (typeof SERVICES)[number]['id'];
