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
    "eodReportRules": {
      "notifyRole": {
        "avm": "Ass. Venue Manager",
        "cd": "Country Director",
        "rd": "Regional Director",
        "rm": "Regional Manager",
        "sm": "Shift Manager",
        "svm": "Snr. Venue Manager",
        "vm": "Venue Manager"
      }
    },
    "eodReports": {
      "status": {
        "draft": "Draft",
        "sent": "Sent"
      }
    },
    "listNotificationRules": {
      "inactivity": {
        "86400": "1 day",
        "172800": "2 days",
        "259200": "3 days",
        "604800": "1 week",
        "1209600": "2 weeks",
        "1814400": "3 weeks",
        "2629743": "1 month",
        "5259486": "2 months",
        "7889229": "3 months",
        "10518972": "4 months",
        "13148715": "5 months",
        "15778458": "6 months",
        "31556926": "1 year"
      },
      "listType": {
        "BarsAndNightclubsThorough": "Bars and nightclubs (thorough)",
        "BarsWithRestaurantsThorough": "Bars with restaurants (thorough)",
        "CompetitorVisit": "Competitor visit",
        "FireProtectionMeasures": "Fire protection measures",
        "MaintenanceReviewLight": "Maintenance review (light)",
        "MaintenanceReviewThorough": "Maintenance review (thorough)",
        "VenueVisitLight": "Venue visit (light)"
      },
      "notifyRole": {
        "avm": "Ass. Venue Manager",
        "cd": "Country Director",
        "rd": "Regional Director",
        "rm": "Regional Manager",
        "sm": "Shift Manager",
        "svm": "Snr. Venue Manager",
        "vm": "Venue Manager"
      },
      "ruleType": {
        "inactivity": "Inactivity",
        "score": "Low score"
      }
    },
    "listSessions": {
      "listType": {
        "BarsAndNightclubsThorough": "Bars and nightclubs (thorough)",
        "BarsWithRestaurantsThorough": "Bars with restaurants (thorough)",
        "CompetitorVisit": "Competitor visit",
        "FireProtectionMeasures": "Fire protection measures",
        "MaintenanceReviewLight": "Maintenance review (light)",
        "MaintenanceReviewThorough": "Maintenance review (thorough)",
        "VenueVisitLight": "Venue visit (light)"
      },
      "questionKind": {
        "number": "Number",
        "photoMultipleUpload": "Photos",
        "rating": "Rating (1-5)",
        "text": "Text",
        "videoMultipleUpload": "Videos",
        "yesNo": "Yes / no",
        "yesNoCritical": "Yes / no (critical)"
      },
      "surveyType": {
        "0": "Survey",
        "1": "Quiz",
        "2": "Checklist",
        "3": "Venue Visit",
        "4": "Online Training"
      }
    },
    "lists": {
      "listType": {
        "BarsAndNightclubsThorough": "Bars and nightclubs (thorough)",
        "BarsWithRestaurantsThorough": "Bars with restaurants (thorough)",
        "CompetitorVisit": "Competitor visit",
        "FireProtectionMeasures": "Fire protection measures",
        "MaintenanceReviewLight": "Maintenance review (light)",
        "MaintenanceReviewThorough": "Maintenance review (thorough)",
        "VenueVisitLight": "Venue visit (light)"
      },
      "questionKind": {
        "number": "Number",
        "photoMultipleUpload": "Photos",
        "rating": "Rating (1-5)",
        "text": "Text",
        "videoMultipleUpload": "Videos",
        "yesNo": "Yes / no",
        "yesNoCritical": "Yes / no (critical)"
      },
      "status": {
        "archived": "Archived",
        "draft": "Draft",
        "published": "Published"
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
    "personalTodoCategories": {
      "icon": {
        "Build": "Maintenance",
        "Campaign": "Marketing",
        "CleaningServices": "Cleaning",
        "Event": "Events",
        "Inventory": "Stock",
        "Lightbulb": "Ideas",
        "List": "List",
        "LocalBar": "Bar",
        "People": "Staff",
        "Restaurant": "Kitchen",
        "ShoppingCart": "Shopping",
        "Star": "Star"
      },
      "todoRole": {
        "avm": "Ass. Venue Manager",
        "sm": "Shift Manager",
        "sm-test": "Shift Manager (test)",
        "svm": "Snr. Venue Manager",
        "vm": "Venue Manager",
        "vm-test": "Venue Manager (test)"
      }
    },
    "personalTodos": {
      "todoRole": {
        "avm": "Ass. Venue Manager",
        "sm": "Shift Manager",
        "sm-test": "Shift Manager (test)",
        "svm": "Snr. Venue Manager",
        "vm": "Venue Manager",
        "vm-test": "Venue Manager (test)"
      }
    },
    "pimStockLocations": {
      "pimStockLocationType": {
        "backBar": "Back bar",
        "bar": "Bar",
        "cellar": "Cellar",
        "coldRoom": "Cold room",
        "kitchen": "Kitchen",
        "storage": "Storage room"
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
    "eodReportRules": {
      "fields": {
        "country": "Country",
        "deadline": "Send by (the next day, venue time)",
        "id": "Id",
        "notifyRoles": "Notify these roles at the venue",
        "recipients": "Email recipients",
        "requireBiImage": "A business-intelligence image is required",
        "requireRevenue": "Revenue is required",
        "requireSummary": "A summary of the day is required"
      },
      "name": "End-of-day report rules |||| End-of-day report rules"
    },
    "eodReports": {
      "fields": {
        "biImageId": "Business-intelligence image",
        "date": "Business day",
        "guests": "Guests",
        "id": "Id",
        "incidents": "Incidents",
        "late": "Sent late",
        "maintenanceNotes": "Maintenance",
        "revenue": "Revenue",
        "sentAt": "Sent",
        "sentBy": "Sent by",
        "sentTo": "Recipients",
        "staffNotes": "Staff",
        "status": "Status",
        "summary": "How the day went",
        "venueId": "Venue"
      },
      "name": "End-of-day report |||| End-of-day reports"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Access |||| Access"
    },
    "life/list-rules": {
      "fields": {
        "active": "Active",
        "country": "Country",
        "id": "Id",
        "inactivitySeconds": "No session for",
        "listType": "List type",
        "message": "Message",
        "questionCategory": "Question category",
        "recipientRoles": "Notify these roles at the venue",
        "threshold": "Score below",
        "type": "Fires on"
      },
      "name": "List rule |||| List rules"
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
    "listNotificationRules": {
      "fields": {
        "active": "Active",
        "country": "Country",
        "id": "Id",
        "inactivitySeconds": "No session for",
        "listType": "List type",
        "message": "Message",
        "questionCategory": "Question category",
        "recipientRoles": "Notify these roles at the venue",
        "threshold": "Score below",
        "type": "Fires on"
      },
      "name": "List rule |||| List rules"
    },
    "listSessions": {
      "fields": {
        "answers": "Answers",
        "categories": "Categories",
        "completedOn": "Completed",
        "hasCriticalFailure": "Critical failure",
        "id": "Id",
        "listId": "List",
        "listType": "List type",
        "listVersion": "List version",
        "score": "Score",
        "startedOn": "Started",
        "surveyType": "Survey type",
        "title": "Title",
        "userId": "Done by",
        "venueId": "Venue"
      },
      "name": "Session |||| Visits & Reviews"
    },
    "lists": {
      "fields": {
        "areas": "Areas",
        "categories": "Categories",
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "listVersion": "Version",
        "publishedAt": "Published",
        "publishedBy": "Published by",
        "questions": "Questions",
        "status": "Status",
        "title": "Title",
        "type": "List type"
      },
      "name": "List |||| Lists"
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
    "personalTodoCategories": {
      "fields": {
        "color": "Colour",
        "icon": "Icon",
        "id": "Id",
        "name": "Name",
        "ownerId": "Owner",
        "role": "Role",
        "venueId": "Venue"
      },
      "name": "To-do category |||| To-do categories"
    },
    "personalTodos": {
      "fields": {
        "categoryId": "Category",
        "completed": "Completed",
        "completedAt": "Completed at",
        "flagged": "Flagged",
        "hasDueDate": "Has a due date",
        "id": "Id",
        "note": "Note",
        "ownerId": "Owner",
        "position": "Position",
        "role": "Role",
        "startDate": "Due date",
        "title": "Title",
        "venueId": "Venue"
      },
      "name": "To-do |||| To-dos"
    },
    "pimStockLocations": {
      "fields": {
        "id": "Id",
        "name": "Name",
        "pimStockLocationType": "Location",
        "venueId": "Venue"
      },
      "name": "Stock location |||| Stock locations"
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
    "tags": {
      "fields": {
        "id": "Id"
      },
      "name": "Mention |||| Mentions"
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
      "name": "Venue info |||| Venue info"
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
    }
  },
  "routes": {
    "life/eod": "End-of-day reports",
    "life/list-rules": "List rules",
    "life/lists": "Lists",
    "life/lists/id": "List version",
    "life/operationlinks": "Operation links",
    "vp/info": "Venue info",
    "vp/lists": "Visits & Reviews",
    "vp/lists/eodReport": "End-of-day report",
    "vp/lists/eodReports": "End-of-day reports",
    "vp/lists/oldmaintenancereview": "Maintenance reviews",
    "vp/lists/oldvenuevisit": "Venue visits",
    "vp/lists/submissions/listId": "Submissions",
    "vp/lists/submissions/type/id": "Session",
    "vp/old-lists": "Earlier visits and reviews",
    "vp/operationLinks": "Operation links",
    "vp/tasks": "Venue tasks",
    "vp/todos": "To-dos",
    "vp/visits/visit": "Venue visit"
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
    "life/eod": "End-of-day reports",
    "life/list-rules": "List rules",
    "life/lists": "Lists",
    "life/operationlinks": "Operation links",
    "vp/info": "Venue info",
    "vp/lists": "Visits & Reviews",
    "vp/lists/eodReports": "End-of-day reports",
    "vp/operationLinks": "Operation links",
    "vp/tasks": "Venue tasks",
    "vp/todos": "To-dos"
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
    "overview": {},
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
