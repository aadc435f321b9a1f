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
    "cookiePopupSettings": {
      "popupPosition": {
        "bottom": "Bar at the bottom",
        "bottomLeft": "Box at the bottom left",
        "center": "Dialog in the middle"
      }
    },
    "cookies": {
      "cookieCategory": {
        "Analytics": "Analytics",
        "Marketing": "Marketing",
        "Nessecary": "Necessary",
        "Preferences": "Preferences",
        "Unclassified": "Unclassified"
      },
      "cookieMethod": {
        "Cookie": "Cookie",
        "LocalStorage": "Local storage",
        "SessionStorage": "Session storage"
      },
      "cookieType": {
        "Persistent": "Persistent",
        "Session": "Session"
      }
    },
    "emailConversations": {
      "mailFolder": {
        "inbox": "Inbox",
        "spam": "Spam"
      }
    },
    "emailSyncAccounts": {
      "syncState": {
        "Error": "Sync failed",
        "Pending": "Waiting for first sync",
        "Synced": "Synchronised"
      }
    },
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idea",
        "Other": "Other",
        "Praise": "Praise",
        "Problem": "Problem"
      }
    },
    "guestProfiles": {
      "consentType": {
        "Analytics": "Analytics",
        "Email": "Email",
        "Enrichment": "Enrichment",
        "Marketing": "Marketing",
        "PersonalData": "Personal data",
        "Phone": "Phone",
        "SnailMail": "Letters",
        "SoMe": "Social media"
      },
      "fieldSource": {
        "BookingForm": "Booking form",
        "DynamicForm": "Dynamic form",
        "Email": "Email",
        "Import": "Import",
        "Manual": "Entered by staff",
        "Messenger": "Messenger",
        "Referral": "Referral",
        "WifiLogin": "Wi-Fi login"
      },
      "personalDataField": {
        "GuestBirthDate": "Birth date",
        "GuestEmail": "Email",
        "GuestFirstName": "First name",
        "GuestLastName": "Last name",
        "GuestPhone": "Phone",
        "ProfileImageUrl": "Profile image",
        "SocialsFacebook": "Facebook",
        "SocialsInstagram": "Instagram"
      }
    },
    "guestSegments": {
      "segmentKind": {
        "interest": "Interest",
        "label": "Label"
      }
    },
    "legalDocuments": {
      "legalDocumentType": {
        "CookiePolicy": "Cookie policy",
        "MarketingConsent": "Marketing consent",
        "Other": "Other",
        "PrivacyPolicy": "Privacy policy",
        "TermsAndConditions": "Terms and conditions"
      }
    },
    "messengerIdentities": {
      "messengerPlatform": {
        "Facebook": "Facebook Messenger",
        "Instagram": "Instagram"
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
    "cookiePopupSettings": {
      "fields": {
        "acceptAllLabel": "Accept button",
        "consentLifetimeDays": "Ask again after (days)",
        "cookiePolicyDocumentId": "Cookie policy",
        "id": "Id",
        "position": "Position",
        "primaryColor": "Button colour",
        "rejectAllLabel": "Reject button",
        "settingsLabel": "Settings button",
        "showRejectAll": "Show the reject button",
        "text": "Text",
        "title": "Title"
      },
      "name": "Cookie popup settings |||| Cookie popup settings"
    },
    "cookies": {
      "fields": {
        "category": "Category",
        "domain": "Domain",
        "expiryDays": "Expires after (days)",
        "id": "Id",
        "method": "Method",
        "name": "Name",
        "provider": "Provider",
        "purpose": "Purpose",
        "type": "Type"
      },
      "name": "Cookie |||| Cookies"
    },
    "crmStatistics": {
      "fields": {
        "computedAt": "Computed",
        "countries": {
          "_label": "Numbers per country"
        },
        "id": "Id"
      },
      "name": "CRM statistics |||| CRM statistics"
    },
    "dataController": {
      "fields": {
        "city": "City",
        "companyName": "Company",
        "country": "Country",
        "dpoEmail": "Data protection officer email",
        "dpoName": "Data protection officer",
        "email": "Email",
        "id": "Id",
        "phone": "Phone",
        "postalCode": "Postal code",
        "registrationNumber": "Company registration number",
        "street": "Street"
      },
      "name": "Data controller |||| Data controller"
    },
    "dataProcessors": {
      "fields": {
        "agreementSignedOn": "Agreement signed",
        "contactEmail": "Contact email",
        "dataCategories": "Data categories",
        "id": "Id",
        "location": "Where data is processed",
        "name": "Name",
        "purpose": "Purpose",
        "website": "Website"
      },
      "name": "Data processor |||| Data processors"
    },
    "emailConversations": {
      "fields": {
        "assignee": "Assignee",
        "contactEmail": "From",
        "contactName": "Name",
        "guestId": "Guest",
        "id": "Id",
        "isOpen": "Open",
        "labels": "Labels",
        "lastMessageAt": "Last message",
        "mailFolder": "Folder",
        "messages": "Messages",
        "status": "Status",
        "subject": "Subject",
        "syncEmail": "Mailbox",
        "threadId": "Thread",
        "topics": "Topics",
        "unreadCount": "Unread",
        "venueId": "Venue"
      },
      "name": "Email conversation |||| Email"
    },
    "emailSignatures": {
      "fields": {
        "html": "Signature",
        "id": "Id",
        "venueId": "Venue"
      },
      "name": "Email signature |||| Email signatures"
    },
    "emailSyncAccounts": {
      "fields": {
        "aliases": "Aliases",
        "id": "Id",
        "lastSyncAt": "Last synchronised",
        "status": "Status",
        "syncEmail": "Mailbox",
        "venueId": "Venue"
      },
      "name": "Email sync account |||| Email sync accounts"
    },
    "feedback": {
      "fields": {
        "category": "Kind",
        "id": "Id",
        "message": "Your feedback",
        "page": "Page",
        "rating": "Rating"
      },
      "name": "Feedback |||| Feedback"
    },
    "globalLogs": {
      "fields": {
        "category": "Category",
        "country": "Country",
        "guestId": "Guest",
        "id": "Id",
        "message": "Message",
        "system": "System",
        "venueId": "Venue"
      },
      "name": "Global log entry |||| Global logs"
    },
    "guestConsents": {
      "fields": {
        "consent": "Consent",
        "country": "Country",
        "guestId": "Guest",
        "id": "Id",
        "source": "Source",
        "venueId": "Venue"
      },
      "name": "Guest consent |||| Guest consents"
    },
    "guestLogs": {
      "fields": {
        "action": "Action",
        "consent": "Consent",
        "field": "Field",
        "guestId": "Guest",
        "id": "Id",
        "newValue": "New value",
        "oldValue": "Old value",
        "source": "Source",
        "venueId": "Venue"
      },
      "name": "Guest log entry |||| Guest log"
    },
    "guestNotes": {
      "fields": {
        "guestId": "Guest",
        "id": "Id",
        "text": "Note",
        "venueId": "Venue"
      },
      "name": "Guest note |||| Guest notes"
    },
    "guestProfiles": {
      "fields": {
        "anonymizedAt": "Anonymised",
        "anonymizedBy": "Anonymised by",
        "birthDate": "Birth date",
        "country": "Country",
        "email": "Email",
        "emailKey": "Email (search)",
        "fieldSources": "Field sources",
        "firstName": "First name",
        "firstNameKey": "Name (first, last)",
        "id": "Id",
        "interests": "Interests",
        "labels": "Labels",
        "lastName": "Last name",
        "lastVisitAt": "Last visit",
        "nameKey": "Name (last, first)",
        "phone": "Phone",
        "phoneKey": "Phone (search)",
        "points": "Points",
        "profileImageUrl": "Profile image",
        "referralCode": "Referral code",
        "referredByGuestId": "Referred by guest",
        "referredByUserId": "Referred by staff",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "source": "Created from",
        "totalSpend": "Total spend",
        "venueId": "Home venue",
        "visitCount": "Visits"
      },
      "name": "Guest profile |||| Guest profiles"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Kind",
        "name": "Name"
      },
      "name": "Guest segment |||| Guest segmentation"
    },
    "idam": {
      "fields": {
        "id": "Id"
      },
      "name": "Access |||| Access"
    },
    "legalDocuments": {
      "fields": {
        "country": "Country",
        "currentRevision": "Revision",
        "id": "Id",
        "isEnabled": "Enabled",
        "language": "Language",
        "name": "Name",
        "revisions": "Revisions",
        "type": "Type"
      },
      "name": "Legal document |||| Legal documents"
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
    "messengerConversations": {
      "fields": {
        "assignee": "Assignee",
        "contactName": "Name",
        "guestId": "Guest",
        "id": "Id",
        "identityId": "Page",
        "isOpen": "Open",
        "lastMessageAt": "Last message",
        "messages": "Messages",
        "psid": "Sender id",
        "status": "Status",
        "topics": "Topics",
        "unreadCount": "Unread",
        "venueId": "Venue"
      },
      "name": "Messenger conversation |||| Messenger"
    },
    "messengerIdentities": {
      "fields": {
        "id": "Id",
        "pageId": "Page id",
        "pageName": "Page name",
        "platform": "Platform",
        "venueId": "Venue"
      },
      "name": "Messenger identity |||| Messenger identities"
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
    "shortLinks": {
      "fields": {
        "clicks": "Clicks",
        "code": "Code",
        "guestId": "Guest",
        "id": "Id",
        "url": "Link",
        "venueId": "Venue"
      },
      "name": "Short link |||| Short links"
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
    "crm/engage/configuration": "Inbox configuration",
    "crm/engage/email": "Email",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Guest profile",
    "crm/guest-segmentation": "Guest segmentation",
    "crm/guests": "Guests",
    "crm/legaldocument": "Legal document",
    "crm/legaldocuments": "Compliance",
    "crm/overview": "CRM overview",
    "life/operationlinks": "Operation links",
    "vp/info": "Venue info",
    "vp/operationLinks": "Operation links",
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
    "crm/engage/configuration": "Configuration",
    "crm/engage/email": "Email",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Guest segmentation",
    "crm/guests": "Guests",
    "crm/legaldocuments": "Compliance",
    "crm/overview": "Overview",
    "life/operationlinks": "Operation links",
    "vp/info": "Venue info",
    "vp/operationLinks": "Operation links",
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
