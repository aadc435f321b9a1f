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
    "activationPlanCampaigns": {
      "channel": {
        "email": "Email",
        "inVenue": "In venue",
        "print": "Print",
        "social": "Social media"
      }
    },
    "activationPlanChangeLog": {
      "change": {
        "created": "Added",
        "deleted": "Deleted",
        "imported": "Imported",
        "moved": "Moved",
        "updated": "Changed"
      },
      "entity": {
        "budget": "Budget",
        "campaign": "Campaign",
        "comment": "Comment",
        "event": "Event"
      }
    },
    "activationPlanEvents": {
      "category": {
        "holiday": "Holiday",
        "music": "Music",
        "other": "Other",
        "promotion": "Promotion",
        "sports": "Sports",
        "theme": "Theme night"
      }
    },
    "automations": {
      "actionType": {
        "AddLabelAction": "Add a label",
        "AddPointsAction": "Add points",
        "SendMailAction": "Send an email",
        "SendSmsAction": "Send an SMS"
      },
      "conditionType": {
        "HasClickedMailCondition": "Has clicked a link in an email",
        "HasLabelCondition": "Has a label",
        "HasReadMailCondition": "Has read an email",
        "IsDynamicFormCondition": "Submitted a dynamic form"
      },
      "trigger": {
        "0": "Booking created",
        "1": "Booking confirmed",
        "2": "Booking no show",
        "3": "Booking arrived",
        "4": "Booking rejected",
        "5": "30 days before guest birthday",
        "6": "Guest birthday",
        "7": "Dynamic form submitted",
        "8": "Guest created",
        "9": "Scratcher lead generated",
        "10": "Fixr ticket sold"
      }
    },
    "bookingForms": {
      "bookingFieldType": {
        "ArrivalDate": "Arrival date",
        "DynamicDropdown": "Dropdown dynamic",
        "DynamicText": "Text dynamic",
        "GeneralComments": "General comments",
        "GuestBirthdate": "Guest birthdate",
        "GuestEmail": "Guest email",
        "GuestFullName": "Guest name",
        "GuestPhone": "Guest phone",
        "NumGuests": "Number of guests",
        "Products": "Product select",
        "ProductsSingle": "Single product select"
      }
    },
    "bookings": {
      "arrivalState": {
        "0": "Not arrived",
        "5": "Rejected on arrival",
        "10": "Arrived",
        "12": "Partially arrived",
        "15": "Seated",
        "80": "Delayed",
        "90": "No show"
      },
      "bookingState": {
        "1": "Reserved",
        "2": "Guest confirmed",
        "3": "Venue confirmed",
        "4": "Venue cancelled",
        "5": "Guest cancelled",
        "7": "Requested",
        "8": "Requested rejected"
      }
    },
    "campaignOutbox": {
      "channel": {
        "Email": "Email",
        "Sms": "SMS"
      }
    },
    "campusEmployees": {
      "level": {
        "0": "Not started",
        "1": "Level 1",
        "2": "Level 2",
        "3": "Level 3"
      },
      "position": {
        "bartender": "Bartender",
        "chef": "Chef",
        "doorman": "Door staff",
        "host": "Host",
        "shiftManager": "Shift manager",
        "venueManager": "Venue manager",
        "waiter": "Waiter"
      }
    },
    "campusLevelChanges": {
      "level": {
        "1": "Level 1",
        "2": "Level 2",
        "3": "Level 3"
      }
    },
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
    "dynamicForms": {
      "formFieldType": {
        "Checkbox": "Checkbox",
        "Date": "Date",
        "Dropdown": "Dropdown",
        "Email": "Email",
        "Number": "Number",
        "Phone": "Phone",
        "Text": "Short text",
        "Textarea": "Long text"
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
    "emailTemplates": {
      "templateType": {
        "Automation": "Automation",
        "Campaign": "Campaign"
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
    "feedback": {
      "feedbackCategory": {
        "Idea": "Idea",
        "Other": "Other",
        "Praise": "Praise",
        "Problem": "Problem"
      }
    },
    "guestDuplicates": {
      "mergeField": {
        "birthDate": "Birth date",
        "email": "Email",
        "firstName": "First name",
        "lastName": "Last name",
        "phone": "Phone",
        "profileImageUrl": "Profile image",
        "socialsFacebook": "Facebook",
        "socialsInstagram": "Instagram",
        "venueId": "Home venue"
      }
    },
    "guestListItems": {
      "guestListArrivalState": {
        "0": "Not arrived",
        "10": "Arrived",
        "20": "Rejected at the door",
        "40": "Partially arrived"
      },
      "guestListRequestState": {
        "0": "Approved",
        "10": "Requested",
        "20": "Rejected"
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
      "guestExportFormat": {
        "json": "JSON (machine-readable)",
        "pdf": "PDF (readable)"
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
    "guestRequests": {
      "guestRequestStatus": {
        "Done": "Done",
        "InProgress": "In progress",
        "Open": "Open",
        "Refused": "Refused"
      },
      "guestRequestType": {
        "Access": "Access",
        "Correction": "Correction",
        "Erasure": "Erasure"
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
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Active",
        "ApprovedForSending": "Approved for sending",
        "Draft": "Draft"
      }
    },
    "meetingInstances": {
      "actionKind": {
        "task": "Venue task",
        "todo": "Personal to-do"
      },
      "status": {
        "created": "Not started",
        "ended": "Ended",
        "started": "In progress"
      },
      "stepType": {
        "employeesReport": "Employee Report",
        "finalReview": "Final Review",
        "powerBi": "Power BI",
        "summary": "Summary",
        "venueTaskReview": "Venue Task Review"
      }
    },
    "meetingNotificationRules": {
      "inactivityInterval": {
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
      "recipientRole": {
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
        "meetingEnded": "Meeting ended"
      }
    },
    "meetings": {
      "meetingType": {
        "Annually": "Annually",
        "BiAnnually": "Twice a year",
        "BiWeekly": "Every two weeks",
        "Monthly": "Monthly",
        "Quarterly": "Quarterly",
        "Weekly": "Weekly"
      },
      "stepType": {
        "employeesReport": "Employee Report",
        "finalReview": "Final Review",
        "powerBi": "Power BI",
        "summary": "Summary",
        "venueTaskReview": "Venue Task Review"
      }
    },
    "messageTemplates": {
      "messageTemplateType": {
        "Html": "HTML",
        "Plain": "Plain text"
      }
    },
    "messengerIdentities": {
      "messengerPlatform": {
        "Facebook": "Facebook Messenger",
        "Instagram": "Instagram"
      }
    },
    "notifications": {
      "kind": {
        "mention": "Mention"
      },
      "place": {
        "activationPlan": "Activation plan",
        "meeting": "Meeting",
        "news": "News"
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
    "plandayPayrateChanges": {
      "reason": {
        "1": "Level change",
        "2": "Consolidated",
        "3": "Salary increase"
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
    "venueCampaigns": {
      "mediaType": {
        "Email": "Email",
        "Push": "Push",
        "Sms": "SMS"
      },
      "venueCampaignStatus": {
        "Approved": "Approved",
        "Archived": "Archived",
        "Cancelled": "Cancelled",
        "ErrorSending": "Error sending",
        "PartiallySent": "Partially sent",
        "ReadyToFillOut": "Ready to fill out",
        "Rejected": "Rejected",
        "Sent": "Sent",
        "SubmittedForApproval": "Submitted for approval"
      }
    },
    "venueDetails": {
      "bookingHoursTarget": {
        "0": "Opening time",
        "1": "Closing time"
      },
      "limitType": {
        "1": "Hard",
        "2": "Soft",
        "3": "Warning"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Setup",
        "20": "Section",
        "30": "Table"
      },
      "policyType": {
        "BookingHoursPolicy": "Booking hours",
        "MinimumSpendPolicy": "Minimum spend",
        "OpeningHoursPolicy": "Opening hours",
        "TableBookingPolicy": "Table booking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Spare booked tables",
        "SeatingStrategyPreferFullTables": "Prefer full tables",
        "SeatingStrategyPreferHighTableCapacityUsage": "Prefer high capacity usage",
        "SeatingStrategyPreferredSeating": "Preferred seating"
      }
    },
    "venueDrive": {
      "domainPermission": {
        "country": "Venues in the country",
        "group": "Every venue in the group",
        "region": "Venues in the region",
        "venue": "This venue"
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
    "venueSections": {
      "bookingHoursTarget": {
        "0": "Opening time",
        "1": "Closing time"
      },
      "limitType": {
        "1": "Hard",
        "2": "Soft",
        "3": "Warning"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Setup",
        "20": "Section",
        "30": "Table"
      },
      "policyType": {
        "BookingHoursPolicy": "Booking hours",
        "MinimumSpendPolicy": "Minimum spend",
        "OpeningHoursPolicy": "Opening hours",
        "TableBookingPolicy": "Table booking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Spare booked tables",
        "SeatingStrategyPreferFullTables": "Prefer full tables",
        "SeatingStrategyPreferHighTableCapacityUsage": "Prefer high capacity usage",
        "SeatingStrategyPreferredSeating": "Preferred seating"
      }
    },
    "venueSetupCalendarEntries": {
      "repeatIntervalType": {
        "MonthlyRepeatInterval": "Monthly",
        "WeeklyRepeatInterval": "Weekly",
        "YearlyRepeatInterval": "Yearly"
      }
    },
    "venueSetups": {
      "bookingHoursTarget": {
        "0": "Opening time",
        "1": "Closing time"
      },
      "limitType": {
        "1": "Hard",
        "2": "Soft",
        "3": "Warning"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Setup",
        "20": "Section",
        "30": "Table"
      },
      "policyType": {
        "BookingHoursPolicy": "Booking hours",
        "MinimumSpendPolicy": "Minimum spend",
        "OpeningHoursPolicy": "Opening hours",
        "TableBookingPolicy": "Table booking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Spare booked tables",
        "SeatingStrategyPreferFullTables": "Prefer full tables",
        "SeatingStrategyPreferHighTableCapacityUsage": "Prefer high capacity usage",
        "SeatingStrategyPreferredSeating": "Preferred seating"
      },
      "venueTableType": {
        "1": "Low table",
        "2": "High table"
      }
    },
    "venueTables": {
      "bookingHoursTarget": {
        "0": "Opening time",
        "1": "Closing time"
      },
      "limitType": {
        "1": "Hard",
        "2": "Soft",
        "3": "Warning"
      },
      "policyLevel": {
        "0": "Venue",
        "10": "Setup",
        "20": "Section",
        "30": "Table"
      },
      "policyType": {
        "BookingHoursPolicy": "Booking hours",
        "MinimumSpendPolicy": "Minimum spend",
        "OpeningHoursPolicy": "Opening hours",
        "TableBookingPolicy": "Table booking"
      },
      "seatingStrategyType": {
        "SeatingStrategyPenalizeBookedTables": "Spare booked tables",
        "SeatingStrategyPreferFullTables": "Prefer full tables",
        "SeatingStrategyPreferHighTableCapacityUsage": "Prefer high capacity usage",
        "SeatingStrategyPreferredSeating": "Preferred seating"
      },
      "venueTableType": {
        "1": "Low table",
        "2": "High table"
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
    "venueTrainingSessions": {
      "status": {
        "cancelled": "Cancelled",
        "completed": "Completed",
        "planned": "Planned"
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
    "wizardInstances": {
      "status": {
        "abandoned": "Abandoned",
        "completed": "Completed",
        "inProgress": "In progress"
      },
      "wizard": {
        "onboarding": "New employee onboarding",
        "responsibleServing": "Responsible serving",
        "shiftManager": "Shift manager training",
        "venueOpening": "Venue opening"
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
    "activationPlanBudgets": {
      "fields": {
        "amount": "Budget",
        "id": "Id",
        "month": "Month",
        "note": "Note",
        "venueId": "Venue",
        "year": "Year"
      },
      "name": "Budget |||| Budgets"
    },
    "activationPlanCampaigns": {
      "fields": {
        "channel": "Channel",
        "description": "Description",
        "id": "Id",
        "isHQ": "Head office campaign",
        "month": "Month",
        "plannedCost": "Planned cost",
        "templateId": "From template",
        "templateKey": "Template entry",
        "title": "Title",
        "venueId": "Venue",
        "year": "Year"
      },
      "name": "Campaign |||| Campaigns"
    },
    "activationPlanChangeLog": {
      "fields": {
        "at": "When",
        "change": "Change",
        "details": {
          "_label": "Details",
          "changes": "Changes",
          "count": "Count",
          "headOffice": "Head office",
          "name": "Name",
          "place": {
            "_label": "Value",
            "currency": "Currency",
            "enum": "List of values",
            "flag": "Yes or no",
            "minor": "Amount",
            "month": "Month",
            "type": "Type",
            "value": "Value",
            "year": "Year"
          },
          "year": "Year"
        },
        "entity": "What",
        "entityId": "Record",
        "id": "Id",
        "summary": "Summary",
        "userName": "By",
        "venueId": "Venue"
      },
      "name": "Change |||| Change log"
    },
    "activationPlanComments": {
      "fields": {
        "content": "Comment",
        "id": "Id",
        "mentions": "Mentioned",
        "month": "Month",
        "templateId": "From template",
        "templateKey": "Template entry",
        "venueId": "Venue",
        "year": "Year"
      },
      "name": "Comment |||| Comments"
    },
    "activationPlanEvents": {
      "fields": {
        "category": "Category",
        "date": "Date",
        "description": "Description",
        "id": "Id",
        "plannedCost": "Planned cost",
        "startTime": "Starts",
        "templateId": "From template",
        "templateKey": "Template entry",
        "title": "Title",
        "venueId": "Venue"
      },
      "name": "Event |||| Events"
    },
    "activationPlanTemplates": {
      "fields": {
        "campaigns": "Campaigns",
        "comments": "Comments",
        "country": "Country",
        "description": "Description",
        "events": "Events",
        "id": "Id",
        "name": "Name"
      },
      "listItems": {
        "campaigns": {
          "channel": "Channel",
          "description": "Description",
          "key": "Key",
          "month": "Month",
          "title": "Title"
        },
        "comments": {
          "content": "Comment",
          "key": "Key",
          "month": "Month"
        },
        "events": {
          "category": "Category",
          "day": "Day",
          "description": "Description",
          "key": "Key",
          "month": "Month",
          "title": "Title"
        }
      },
      "name": "Activation plan template |||| Activation plan templates"
    },
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
    "automations": {
      "fields": {
        "actions": "Actions",
        "conditions": "Conditions",
        "description": "Description",
        "enabled": "Enabled",
        "id": "Id",
        "name": "Name",
        "triggers": "Triggers"
      },
      "listItems": {
        "actions": {
          "delayDays": "Delay (days)",
          "emailTemplateId": "Email template",
          "id": "Id",
          "label": "Label",
          "points": "Points",
          "smsText": "SMS text",
          "type": "Action"
        },
        "conditions": {
          "dynamicFormId": "Dynamic form",
          "emailTemplateId": "Email template",
          "label": "Label",
          "negate": "Is not",
          "type": "Condition"
        },
        "triggers": {
          "type": "Trigger"
        }
      },
      "name": "Automation |||| Automations"
    },
    "bookingCustomers": {
      "fields": {
        "companyName": "Company",
        "deleted": "Deleted",
        "email": "Email",
        "id": "Id",
        "name": "Name",
        "phoneNumber": "Phone",
        "type": "Type",
        "vatNo": "VAT number",
        "venueDetailsId": "Venue"
      },
      "name": "Customer |||| Customers"
    },
    "bookingEvents": {
      "fields": {
        "deleted": "Deleted",
        "description": "Description",
        "eventEnd": "Ends",
        "eventName": "Name",
        "eventStart": "Starts",
        "id": "Id",
        "imageLink": "Image",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venueSectionId": "Section",
        "venueSetupId": "Setup"
      },
      "name": "Event |||| Events"
    },
    "bookingFormSubmissions": {
      "fields": {
        "arrivalDate": "Arrival date",
        "formId": "Booking form",
        "formName": "Form",
        "guestEmail": "Email",
        "guestName": "Guest",
        "guestPhone": "Phone",
        "id": "Id",
        "numGuests": "Guests",
        "submittedAt": "Submitted",
        "values": "Answers",
        "venueId": "Venue"
      },
      "listItems": {
        "values": {
          "fieldId": "Field",
          "label": "Question",
          "technicalType": "Field type",
          "value": "Answer"
        }
      },
      "name": "Booking form submission |||| Booking form submissions"
    },
    "bookingForms": {
      "fields": {
        "fields": "Fields",
        "formName": "Form name",
        "id": "Id",
        "isActive": "Active"
      },
      "listItems": {
        "fields": {
          "availableOptions": "Options",
          "id": "Id",
          "label": "Label",
          "productIds": "Products",
          "required": "Required",
          "technicalType": "Field type"
        }
      },
      "name": "Booking form |||| Booking forms"
    },
    "bookingLocations": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Location |||| Locations"
    },
    "bookingProducts": {
      "fields": {
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "isActive": "Active",
        "price": "Price",
        "productName": "Product name"
      },
      "name": "Booking product |||| Booking products"
    },
    "bookingTags": {
      "fields": {
        "id": "Id",
        "isFreeText": "Free text",
        "sortOrder": "Order",
        "tag": "Tag",
        "translations": "Translations"
      },
      "listItems": {
        "translations": {
          "languageCode": "Language",
          "translation": "Translation"
        }
      },
      "name": "Booking tag |||| Booking tags"
    },
    "bookings": {
      "fields": {
        "arrival": "Arrival time",
        "arrivalState": "Arrival",
        "arrivals": "Arrivals",
        "bookingCustomerId": "Customer",
        "bookingMessages": "Messages",
        "bookingState": "Booking state",
        "caseworker": "Caseworker",
        "changeLog": "History",
        "customerMessage": "Guest's message",
        "deleted": "Deleted",
        "departure": "Departure time",
        "eventId": "Event",
        "guestCount": "Guests",
        "host": "Host",
        "id": "Id",
        "minimumSpend": "Minimum spend",
        "notes": "Notes",
        "notifyCaseworker": "Notify caseworker",
        "orderLines": "Pre-orders",
        "paymentReceived": "Payment received",
        "tags": "Tags",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venueSectionId": "Section",
        "venueSetupId": "Setup",
        "venueTableId": "Table"
      },
      "listItems": {
        "arrivals": {
          "created": "Created",
          "createdBy": "Author",
          "id": "Id",
          "note": "Note",
          "numberOfGuests": "Guests"
        },
        "bookingMessages": {
          "author": "Author",
          "created": "Created",
          "message": "Message"
        },
        "changeLog": {
          "changeFlags": "What changed",
          "changes": "Changes",
          "created": "Created",
          "message": "Message",
          "user": "Author",
          "userId": "User id"
        },
        "notes": {
          "created": "Created",
          "createdBy": "Author",
          "message": "Message"
        },
        "orderLines": {
          "category": "Category",
          "description": "Description",
          "name": "Name",
          "quantity": "Quantity",
          "unitPrice": "Unit price"
        }
      },
      "name": "Booking |||| Bookings"
    },
    "campaignOutbox": {
      "fields": {
        "body": "Text",
        "channel": "Channel",
        "id": "Id",
        "recipient": "Recipient",
        "subject": "Subject",
        "venueCampaignId": "Venue campaign",
        "venueId": "Venue"
      },
      "name": "Test message |||| Test messages"
    },
    "campusEmployees": {
      "fields": {
        "campusLevel": "Campus level",
        "employeeNumber": "Employee no.",
        "hiredOn": "Hired",
        "id": "Id",
        "lastTrainingOn": "Last training",
        "name": "Name",
        "position": "Position",
        "trainingsCompleted": "Trainings",
        "venueId": "Venue"
      },
      "name": "Employee |||| Employees"
    },
    "campusLevelChanges": {
      "fields": {
        "approvedBy": "Approved by",
        "changedOn": "Effective",
        "employeeName": "Employee",
        "employeeNumber": "Employee no.",
        "id": "Id",
        "levelFrom": "From level",
        "levelTo": "To level",
        "venueId": "Venue"
      },
      "name": "Campus level change |||| Campus level changes"
    },
    "cockpit/employees": {
      "fields": {
        "campusLevel": "Campus level",
        "employeeNumber": "Employee no.",
        "hiredOn": "Hired",
        "id": "Id",
        "lastTrainingOn": "Last training",
        "name": "Name",
        "position": "Position",
        "trainingsCompleted": "Trainings",
        "venueId": "Venue"
      },
      "name": "Employee |||| Employees"
    },
    "cockpit/training-sessions": {
      "fields": {
        "date": "Date",
        "durationMinutes": "Minutes",
        "id": "Id",
        "participants": "Participants",
        "startTime": "Starts",
        "status": "Status",
        "title": "Training",
        "trainer": "Trainer",
        "venueId": "Venue"
      },
      "name": "Training session |||| Training sessions"
    },
    "cockpit/wizard-instances": {
      "fields": {
        "completedAt": "Completed",
        "currentStep": "Step",
        "employeeName": "Person",
        "id": "Id",
        "startedAt": "Started",
        "status": "Status",
        "totalSteps": "Of steps",
        "venueId": "Venue",
        "wizard": "Guide"
      },
      "name": "Guide in progress |||| Guides"
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
    "cp/reports": {
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
    "crm/booking-form-submissions": {
      "fields": {
        "arrivalDate": "Arrival date",
        "formId": "Booking form",
        "formName": "Form",
        "guestEmail": "Email",
        "guestName": "Guest",
        "guestPhone": "Phone",
        "id": "Id",
        "numGuests": "Guests",
        "submittedAt": "Submitted",
        "values": "Answers",
        "venueId": "Venue"
      },
      "listItems": {
        "values": {
          "fieldId": "Field",
          "label": "Question",
          "technicalType": "Field type",
          "value": "Answer"
        }
      },
      "name": "Booking form submission |||| Booking form submissions"
    },
    "crm/booking-products": {
      "fields": {
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "isActive": "Active",
        "price": "Price",
        "productName": "Product name"
      },
      "name": "Booking product |||| Booking products"
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
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Answers",
        "formId": "Dynamic form",
        "id": "Id",
        "submittedAt": "Submitted",
        "venueId": "Venue"
      },
      "listItems": {
        "answers": {
          "key": "Key",
          "value": "Answer"
        }
      },
      "name": "Form submission |||| Form submissions"
    },
    "dynamicForms": {
      "fields": {
        "description": "Introduction",
        "fields": "Questions",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "submitButtonText": "Button text",
        "successMessage": "Thank-you message",
        "title": "Title on the form",
        "venueIds": "Published at"
      },
      "listItems": {
        "fields": {
          "key": "Key",
          "label": "Question",
          "options": "Options",
          "required": "Required",
          "type": "Answer type"
        }
      },
      "name": "Dynamic form |||| Dynamic forms"
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
      "listItems": {
        "messages": {
          "attachments": "Attachments",
          "cc": "Cc",
          "from": "From",
          "fromGuest": "From the guest",
          "html": "Text",
          "id": "Message id",
          "isSystemMessage": "System message",
          "senderUserId": "Sent by",
          "sentAt": "Sent",
          "subject": "Subject",
          "to": "To"
        }
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
    "emailTemplates": {
      "fields": {
        "description": "Description",
        "enabled": "Enabled",
        "html": "HTML",
        "id": "Id",
        "name": "Name",
        "subject": "Subject",
        "type": "Type"
      },
      "name": "Email template |||| Email templates"
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
    "guestAccessLogs": {
      "fields": {
        "action": "Action",
        "actorUserId": "By",
        "guestId": "Guest",
        "id": "Id",
        "job": "Job",
        "reason": "Reason"
      },
      "name": "Guest access log entry |||| Guest access log"
    },
    "guestConsentConfirmations": {
      "fields": {
        "closedAt": "Closed",
        "consent": "Consent",
        "country": "Country",
        "email": "Sent to",
        "expiresAt": "Expires",
        "guestId": "Guest",
        "id": "Id",
        "language": "Language",
        "legalDocumentId": "Legal document",
        "legalDocumentRevision": "Revision",
        "outcome": "Outcome",
        "tokenHash": "Token hash",
        "venueId": "Venue"
      },
      "name": "Consent confirmation |||| Consent confirmations"
    },
    "guestConsentEvidence": {
      "fields": {
        "action": "Change",
        "actorJob": "By (form or job)",
        "actorUserId": "By",
        "at": "When",
        "consent": "Consent",
        "country": "Country",
        "guestId": "Guest",
        "id": "Id",
        "legalDocumentId": "Legal document",
        "legalDocumentRevision": "Revision",
        "source": "Source",
        "venueId": "Venue"
      },
      "name": "Consent evidence |||| Consent evidence"
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
    "guestDuplicateDismissals": {
      "fields": {
        "country": "Country",
        "guestId": "Guest",
        "id": "Id",
        "otherGuestId": "Other guest"
      },
      "name": "Dismissed duplicate |||| Dismissed duplicates"
    },
    "guestDuplicateRuns": {
      "fields": {
        "active": "Queued or running",
        "country": "Country",
        "done": "Done",
        "durationMs": "Duration (ms)",
        "error": "Error",
        "finishedAt": "Finished",
        "heartbeatAt": "Last sign of life",
        "id": "Id",
        "pairs": "Pairs found",
        "phase": "Phase",
        "startedAt": "Started",
        "status": "Status",
        "total": "Total",
        "trigger": "Started by"
      },
      "name": "Duplicate search |||| Duplicate searches"
    },
    "guestDuplicates": {
      "fields": {
        "country": "Country",
        "guestId": "Guest",
        "id": "Id",
        "otherGuestId": "Other guest",
        "reasons": {
          "_label": "Reasons"
        },
        "runId": "Found by",
        "score": "Score"
      },
      "name": "Possible duplicate |||| Possible duplicates"
    },
    "guestImports": {
      "fields": {
        "appliedAt": "Applied",
        "appliedBy": "Applied by",
        "country": "Country",
        "fileName": "File",
        "id": "Id",
        "result": {
          "_label": "Result"
        },
        "rows": "Rows",
        "status": "Status"
      },
      "listItems": {
        "rows": {}
      },
      "name": "Guest import |||| Guest imports"
    },
    "guestListItems": {
      "fields": {
        "arrivalState": "Arrival",
        "arrivals": "Arrivals",
        "date": "Night",
        "deleted": "Deleted",
        "email": "Email",
        "fullName": "Full name",
        "guestCount": "Guests",
        "guestProfileId": "Guest profile",
        "id": "Id",
        "note": "Note",
        "phoneNumber": "Phone",
        "rejectionNote": "Reason for rejection",
        "requestState": "Request",
        "type": "Type",
        "venueDetailsId": "Venue"
      },
      "listItems": {
        "arrivals": {
          "created": "Created",
          "createdBy": "By",
          "id": "Id",
          "note": "Note",
          "numberOfGuests": "Guests"
        }
      },
      "name": "Guest list entry |||| Guest list"
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
    "guestMailOutbox": {
      "fields": {
        "body": "Text",
        "guestId": "Guest",
        "id": "Id",
        "kind": "Kind",
        "recipient": "Recipient",
        "subject": "Subject",
        "transport": "Sent by",
        "venueId": "Venue"
      },
      "name": "Mail to a guest |||| Mail to guests"
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
    "guestProfileMerges": {
      "fields": {
        "country": "Country",
        "fieldsFromRemoved": "Fields taken from the merged guest",
        "id": "Id",
        "keptGuestId": "Kept guest",
        "keptVersionAfter": "Version after the merge",
        "removedGuestId": "Merged guest",
        "undo": {
          "_label": "What undoing needs"
        },
        "undoneAt": "Undone",
        "undoneBy": "Undone by"
      },
      "name": "Guest merge |||| Guest merges"
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
      "listItems": {
        "fieldSources": {
          "field": "Field",
          "source": "Source",
          "updatedAt": "Updated",
          "updatedBy": "Updated by"
        }
      },
      "name": "Guest profile |||| Guest profiles"
    },
    "guestRequests": {
      "fields": {
        "country": "Country",
        "dueOn": "Due",
        "guestId": "Guest",
        "handledBy": "Handled by",
        "id": "Id",
        "notes": "Notes",
        "receivedOn": "Received",
        "refusalReason": "Reason for refusing",
        "status": "Status",
        "type": "Request"
      },
      "name": "Data-subject request |||| Data-subject requests"
    },
    "guestRetention": {
      "fields": {
        "country": "Country",
        "enabled": "Anonymise inactive guests",
        "id": "Id",
        "months": "Months without activity"
      },
      "name": "Retention schedule |||| Retention schedules"
    },
    "guestRetentionRuns": {
      "fields": {
        "anonymized": "Guests anonymised",
        "country": "Country",
        "cutoff": "Inactive since",
        "durationMs": "Duration (ms)",
        "id": "Id",
        "months": "Months",
        "startedAt": "Started"
      },
      "name": "Retention run |||| Retention runs"
    },
    "guestSegments": {
      "fields": {
        "id": "Id",
        "kind": "Kind",
        "name": "Name"
      },
      "name": "Guest segment |||| Guest segmentation"
    },
    "handlebars": {
      "fields": {
        "id": "Id"
      },
      "name": "Placeholder |||| Placeholders"
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
      "listItems": {
        "revisions": {
          "changeNote": "What changed",
          "content": "Text",
          "publishedAt": "Published",
          "publishedBy": "Published by",
          "revision": "Revision"
        }
      },
      "name": "Legal document |||| Legal documents"
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
    "life/meeting-rules": {
      "fields": {
        "country": "Country",
        "id": "Id",
        "inactivitySeconds": "Inactive for (inactivity rules)",
        "isActive": "Active",
        "meetingId": "Meeting (empty: every meeting)",
        "message": "Notification message",
        "name": "Name",
        "recipientRoles": "Notify the venue's",
        "title": "Notification title",
        "type": "Fires when"
      },
      "name": "Meeting rule |||| Meeting rules"
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
    "listRuleFirings": {
      "fields": {
        "firedAt": "Notified",
        "id": "Id",
        "ruleId": "Rule",
        "venueId": "Venue"
      },
      "name": "List rule firing |||| List rule firings"
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
      "listItems": {
        "answers": {
          "categoryId": "Category",
          "comment": "Comment",
          "kind": "Kind",
          "media": "Photos and videos",
          "questionId": "Id",
          "text": "Question",
          "value": "Answer",
          "weight": "Weight"
        },
        "categories": {
          "id": "Id",
          "name": "Name"
        }
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
      "listItems": {
        "areas": {
          "id": "Id",
          "name": "Name"
        },
        "categories": {
          "id": "Id",
          "name": "Name"
        },
        "questions": {
          "areaId": "Area",
          "categoryId": "Category",
          "help": "Guidance",
          "id": "Id",
          "kind": "Kind",
          "required": "Required",
          "text": "Question",
          "weight": "Weight"
        }
      },
      "name": "List |||| Lists"
    },
    "masterCampaigns": {
      "fields": {
        "activatedAt": "Activated",
        "activationComment": "Comment",
        "approvedForSendingAt": "Approved for sending",
        "description": "Description",
        "emailDate": "Email send date",
        "emailHtml": "Email content",
        "emailSubject": "Email subject",
        "emailTemplateId": "Email template",
        "history": "History",
        "id": "Id",
        "name": "Name",
        "npPushBody": "Push text",
        "npPushCtaName": "Push button text",
        "npPushCtaUrl": "Push button link",
        "npPushTitle": "Push title",
        "pushDate": "Push send date",
        "smsDate": "SMS send date",
        "smsText": "SMS text",
        "status": "Status",
        "venueIds": "Venues"
      },
      "listItems": {
        "history": {
          "action": "Action",
          "at": "When",
          "comment": "Comment",
          "fromStatus": "From status",
          "toStatus": "To status",
          "userId": "By",
          "userName": "By"
        }
      },
      "name": "Master campaign |||| Master campaigns"
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
    "mediaLibrary": {
      "fields": {
        "id": "Id"
      },
      "name": "Media library |||| Media library"
    },
    "meetingInstances": {
      "fields": {
        "actionItems": "Action items",
        "attendees": "Attendees",
        "currentStep": "Current step",
        "decisions": "Decisions",
        "endedAt": "Ended",
        "facilitator": "Facilitator",
        "id": "Id",
        "meeting": {
          "_label": "Meeting as held",
          "powerBi": {
            "_label": "Power BI report",
            "name": "Report",
            "reportId": "Power BI report id",
            "workspaceId": "Power BI workspace id"
          },
          "steps": "Steps",
          "title": "Title",
          "type": "Type"
        },
        "meetingId": "Meeting",
        "mentions": "Mentioned",
        "notes": "Notes",
        "period": "Period",
        "startedAt": "Started",
        "status": "Status",
        "stepNotes": "Step notes",
        "venueId": "Venue",
        "when": "When",
        "whenYear": "Year"
      },
      "listItems": {
        "actionItems": {
          "assigneeId": "Attendee",
          "createdId": "Created as",
          "dueDate": "Due date",
          "kind": "Becomes",
          "title": "Action item"
        },
        "stepNotes": {
          "note": "Note",
          "step": "Step"
        }
      },
      "name": "Meeting |||| Meetings"
    },
    "meetingNotificationRules": {
      "fields": {
        "country": "Country",
        "id": "Id",
        "inactivitySeconds": "Inactive for (inactivity rules)",
        "isActive": "Active",
        "meetingId": "Meeting (empty: every meeting)",
        "message": "Notification message",
        "name": "Name",
        "recipientRoles": "Notify the venue's",
        "title": "Notification title",
        "type": "Fires when"
      },
      "name": "Meeting rule |||| Meeting rules"
    },
    "meetingRuleFirings": {
      "fields": {
        "firedAt": "Notified",
        "id": "Id",
        "ruleId": "Rule",
        "venueId": "Venue"
      },
      "name": "Rule firing |||| Rule firings"
    },
    "meetings": {
      "fields": {
        "country": "Country",
        "description": "Description",
        "id": "Id",
        "isActive": "Active",
        "powerBiReportId": "Power BI report (for the Power BI step)",
        "steps": "Steps",
        "title": "Title",
        "type": "Type",
        "venueId": "Venue (empty: every venue in the country)"
      },
      "name": "Meeting |||| Meetings"
    },
    "messageTemplates": {
      "fields": {
        "enabled": "Enabled",
        "id": "Id",
        "name": "Name",
        "template": {
          "_label": "Template",
          "body": "Text",
          "subject": "Subject",
          "templateType": "Format"
        },
        "venueId": "Venue"
      },
      "name": "Message template |||| Message templates"
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
      "listItems": {
        "messages": {
          "fromGuest": "From the guest",
          "id": "Id",
          "isSystemMessage": "System message",
          "senderName": "Sender",
          "senderUserId": "Sent by",
          "sentAt": "Sent",
          "text": "Text"
        }
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
    "newsArticles": {
      "fields": {
        "author": "Author",
        "body": "Text",
        "categoryId": "Category",
        "commentCount": "Comments",
        "id": "Id",
        "likeCount": "Likes",
        "publishedAt": "Published",
        "summary": "Summary",
        "title": "Title"
      },
      "name": "News article |||| News"
    },
    "newsComments": {
      "fields": {
        "articleId": "Article",
        "content": "Comment",
        "id": "Id",
        "mentions": "Mentioned",
        "userName": "By"
      },
      "name": "Comment |||| Comments"
    },
    "newsLikes": {
      "fields": {
        "articleId": "Article",
        "id": "Id",
        "userId": "User"
      },
      "name": "Like |||| Likes"
    },
    "notifications": {
      "fields": {
        "id": "Id",
        "isRead": "Read",
        "kind": "Kind",
        "link": "Link",
        "message": "Message",
        "params": {
          "_label": "Details",
          "author": "By",
          "name": "Name",
          "place": "Where"
        },
        "sourceKey": "Source",
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
        "meetingInstanceId": "From the meeting",
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
    "plandayPayrateChanges": {
      "fields": {
        "effectiveDate": "Effective",
        "employeeName": "Employee",
        "employeeNumber": "Employee no.",
        "errorMessage": "Error",
        "hasError": "Transfer failed",
        "id": "Id",
        "newRate": "New hourly rate",
        "oldRate": "Old hourly rate",
        "reason": "Reason",
        "venueId": "Venue"
      },
      "name": "Pay rate change |||| Pay rate changes"
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
    "powerBi": {
      "fields": {
        "id": "Id"
      },
      "name": "Power BI report |||| Power BI reports"
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
    "reservationsDocument": {
      "fields": {
        "bookingIds": "Bookings",
        "id": "Id"
      },
      "name": "Reservations |||| Reservations"
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
    "setupProducts": {
      "fields": {
        "category": "Category",
        "description": "Description",
        "id": "Id",
        "isActive": "Available",
        "name": "Name",
        "sortOrder": "Order",
        "unitPrice": "Price",
        "venueDetailsId": "Venue",
        "venueSetupId": "Setup"
      },
      "name": "Product |||| Products"
    },
    "setupTimeZones": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Time zone |||| Time zones"
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
    "tonightAcrossVenues": {
      "fields": {
        "date": "Date",
        "id": "Id"
      },
      "name": "Tonight across venues |||| Tonight across venues"
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
    "venueCampaigns": {
      "fields": {
        "approvalComment": "Approval comment",
        "description": "Description",
        "emailDate": "Email send date",
        "emailHtml": "Email content",
        "emailSubject": "Email subject",
        "emailTemplateId": "Email template",
        "history": "History",
        "id": "Id",
        "masterId": "Master campaign",
        "npPushBody": "Push text",
        "npPushCtaName": "Push button text",
        "npPushCtaUrl": "Push button link",
        "npPushTitle": "Push title",
        "pushDate": "Push send date",
        "rejectedComment": "Rejection comment",
        "smsDate": "SMS send date",
        "smsText": "SMS text",
        "statistics": {
          "_label": "Statistics",
          "emailsBounced": "Emails bounced",
          "emailsClicked": "Emails clicked",
          "emailsDelivered": "Emails delivered",
          "emailsOpened": "Emails opened",
          "emailsSent": "Emails sent",
          "pushOpened": "Push opened",
          "pushSent": "Push sent",
          "recipients": "Recipients",
          "smsDelivered": "SMS delivered",
          "smsSent": "SMS sent",
          "unsubscribed": "Unsubscribed"
        },
        "status": "Status",
        "statusBeforeMasterApproval": "Status before the master approval",
        "submitComment": "Submission comment",
        "submittedAt": "Submitted",
        "title": "Title",
        "venueId": "Venue"
      },
      "listItems": {
        "history": {
          "action": "Action",
          "at": "When",
          "comment": "Comment",
          "fromStatus": "From status",
          "toStatus": "To status",
          "userId": "By",
          "userName": "By"
        }
      },
      "name": "Venue campaign |||| Venue campaigns"
    },
    "venueCockpit": {
      "fields": {
        "id": "Id"
      },
      "name": "Cockpit |||| Cockpit"
    },
    "venueDetails": {
      "fields": {
        "address": "Address",
        "bookingOnRequestOnly": "Booking on request only",
        "currencyInfo": {
          "_label": "Currency",
          "code": "Code",
          "symbol": "Symbol"
        },
        "deleted": "Deleted",
        "description": "Description",
        "id": "Id",
        "image": "Image",
        "images": "Images",
        "iso3166CountryCode": "Country code",
        "legalDocuments": "Legal documents",
        "locationId": {
          "_label": "Location",
          "id": "Id"
        },
        "logo": "Logo",
        "name": "Name",
        "obsInfo": "Notes for staff",
        "seatingStrategies": "Seating strategies",
        "shortName": "Short name",
        "startTimeOfDay": "Night starts at",
        "tags": "Tags",
        "timeZoneCode": "Time zone",
        "timeZoneInfo": {
          "_label": "Time zone",
          "displayName": "Name",
          "id": "Id",
          "utcOffset": "UTC"
        },
        "type": "Type",
        "venuePolicies": "Policies",
        "venuePortalId": "Venue"
      },
      "listItems": {
        "legalDocuments": {
          "name": "Name",
          "url": "URL"
        },
        "seatingStrategies": {
          "level": "Level",
          "matchScoreModifier": "Score when matched",
          "scorePerUnusedSeatMultiplier": "Score per unused seat",
          "seatingStrategyType": "Strategy",
          "unmatchedScoreModifier": "Score otherwise"
        },
        "venuePolicies": {
          "identifier": "Identifier",
          "limits": "Limits",
          "policyConfigurationId": "Id",
          "policyLevel": "Level",
          "policyType": "Policy type"
        }
      },
      "name": "Venue details |||| Venue details"
    },
    "venueDrive": {
      "fields": {
        "id": "Id",
        "path": "Folder",
        "venueId": "Venue"
      },
      "name": "Folder |||| Venue drive"
    },
    "venueDriveFiles": {
      "fields": {
        "domainPermission": "Who sees it",
        "id": "Id",
        "venueId": "Venue"
      },
      "name": "Drive file |||| Drive files"
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
        "addressVersion": "Address version",
        "general": {
          "_label": "General info",
          "ageLimit": "Age limit",
          "capacity": "Capacity (guests)",
          "description": "Description",
          "email": "Email",
          "phone": "Phone",
          "website": "Website"
        },
        "generalVersion": "General info version",
        "id": "Id",
        "openingHours": "Opening hours",
        "openingHoursVersion": "Opening hours version",
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
    "venueNotes": {
      "fields": {
        "bookingClosed": "Online booking closed",
        "date": "Night",
        "deleted": "Deleted",
        "id": "Id",
        "message": "Message",
        "type": "Type",
        "venueDetailsId": "Venue"
      },
      "name": "Venue note |||| Venue notes"
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
    "venueSections": {
      "fields": {
        "bookingOnRequestOnly": "Booking on request only",
        "deleted": "Deleted",
        "description": "Description",
        "id": "Id",
        "image": "Image",
        "name": "Name",
        "seatingStrategies": "Seating strategies",
        "sortOrder": "Order",
        "venueDetailsId": "Venue",
        "venuePolicies": "Policies",
        "venueSetupId": "Setup"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Level",
          "matchScoreModifier": "Score when matched",
          "scorePerUnusedSeatMultiplier": "Score per unused seat",
          "seatingStrategyType": "Strategy",
          "unmatchedScoreModifier": "Score otherwise"
        },
        "venuePolicies": {
          "identifier": "Identifier",
          "limits": "Limits",
          "policyConfigurationId": "Id",
          "policyLevel": "Level",
          "policyType": "Policy type"
        }
      },
      "name": "Section |||| Sections"
    },
    "venueSetupCalendarEntries": {
      "fields": {
        "calendarRepeatInterval": {
          "_label": "Repetition",
          "endDate": "To date",
          "repeatDaysOfTheMonth": "Days of the month",
          "repeatEveryCount": "Repeat every",
          "repeatMonthlyOnEvery": "On the nth weekday",
          "repeatOnDates": "Dates",
          "repeatOnDays": "Weekdays",
          "startDate": "From date",
          "type": "Type"
        },
        "dates": "Dates",
        "deleted": "Deleted",
        "fromDate": "From date",
        "fromTime": "From time",
        "id": "Id",
        "inActiveDates": "Inactive dates",
        "isActive": "Active",
        "priority": "Priority",
        "toDate": "To date",
        "toTime": "To time",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venueSetupId": "Setup"
      },
      "name": "Calendar entry |||| Setup calendar"
    },
    "venueSetups": {
      "fields": {
        "bookingOnRequestOnly": "Booking on request only",
        "deleted": "Deleted",
        "floorplan": {
          "_label": "Floorplan",
          "backgroundImage": "Image",
          "height": "Height",
          "sections": "Section areas",
          "tables": "Tables",
          "width": "Width"
        },
        "floorplanVersion": "Floorplan version",
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "seatingStrategies": "Seating strategies",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venuePolicies": "Policies"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Level",
          "matchScoreModifier": "Score when matched",
          "scorePerUnusedSeatMultiplier": "Score per unused seat",
          "seatingStrategyType": "Strategy",
          "unmatchedScoreModifier": "Score otherwise"
        },
        "venuePolicies": {
          "identifier": "Identifier",
          "limits": "Limits",
          "policyConfigurationId": "Id",
          "policyLevel": "Level",
          "policyType": "Policy type"
        }
      },
      "name": "Setup |||| Setups"
    },
    "venueStocks": {
      "fields": {
        "id": "Id",
        "venueId": "Venue"
      },
      "name": "Venue stock |||| Venue stocks"
    },
    "venueTables": {
      "fields": {
        "bookingOnRequestOnly": "Booking on request only",
        "combinationTablePartIds": "Combined from tables",
        "deleted": "Deleted",
        "floorplanTable": {
          "_label": "Place on the floorplan",
          "height": "Height",
          "rotation": "Rotation",
          "width": "Width",
          "x": "X",
          "y": "Y"
        },
        "id": "Id",
        "isActive": "Active",
        "isRoundTable": "Round table",
        "name": "Name",
        "note": "Note",
        "seatCount": "Seats",
        "seatingStrategies": "Seating strategies",
        "sortOrder": "Order",
        "venueDetailsId": "Venue",
        "venuePolicies": "Policies",
        "venueSectionId": "Section",
        "venueSetupId": "Setup",
        "venueTableType": "Table type"
      },
      "listItems": {
        "seatingStrategies": {
          "level": "Level",
          "matchScoreModifier": "Score when matched",
          "scorePerUnusedSeatMultiplier": "Score per unused seat",
          "seatingStrategyType": "Strategy",
          "unmatchedScoreModifier": "Score otherwise"
        },
        "venuePolicies": {
          "identifier": "Identifier",
          "limits": "Limits",
          "policyConfigurationId": "Id",
          "policyLevel": "Level",
          "policyType": "Policy type"
        }
      },
      "name": "Table |||| Tables"
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
        "listSessionId": "From the visit or review",
        "meetingInstanceId": "From the meeting",
        "questionId": "Question",
        "repeat": "Repeat",
        "roleTypeId": "Task type",
        "skippedDates": "Moved occurrences",
        "title": "Title",
        "venueId": "Venue"
      },
      "name": "Venue task |||| Venue tasks"
    },
    "venueTrainingSessions": {
      "fields": {
        "date": "Date",
        "durationMinutes": "Minutes",
        "id": "Id",
        "participants": "Participants",
        "startTime": "Starts",
        "status": "Status",
        "title": "Training",
        "trainer": "Trainer",
        "venueId": "Venue"
      },
      "name": "Training session |||| Training sessions"
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
    "wizardInstances": {
      "fields": {
        "completedAt": "Completed",
        "currentStep": "Step",
        "employeeName": "Person",
        "id": "Id",
        "startedAt": "Started",
        "status": "Status",
        "totalSteps": "Of steps",
        "venueId": "Venue",
        "wizard": "Guide"
      },
      "name": "Guide in progress |||| Guides"
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
    "cockpit/employees": "Employees",
    "cockpit/payroll-changes": "Payroll changes",
    "cockpit/tonight": "Venues tonight",
    "cockpit/training-sessions": "Training sessions",
    "cockpit/wizard-instances": "Guides",
    "cp/powerbitester": "Power BI tester",
    "cp/report": "Report",
    "cp/reports": "Report list",
    "crm/automations": "Automations",
    "crm/booking-form-submissions": "Booking form submissions",
    "crm/booking-forms": "Booking forms",
    "crm/booking-products": "Booking products",
    "crm/campaigns": "Campaigns",
    "crm/dynamicforms": "Dynamic forms",
    "crm/email-templates": "Email templates",
    "crm/engage/configuration": "Inbox configuration",
    "crm/engage/email": "Email",
    "crm/engage/messenger": "Messenger",
    "crm/guest": "Guest profile",
    "crm/guest-segmentation": "Guest segmentation",
    "crm/guests": "Guests",
    "crm/guests/duplicates": "Duplicates",
    "crm/guests/import": "Import guests",
    "crm/guests/requests": "Data-subject requests",
    "crm/guests/retention": "Data retention",
    "crm/legaldocument": "Legal document",
    "crm/legaldocuments": "Compliance",
    "crm/overview": "CRM overview",
    "crm/templates": "Automation",
    "life/eod": "End-of-day reports",
    "life/list-rules": "List rules",
    "life/lists": "Lists",
    "life/lists/id": "List version",
    "life/meeting-rules": "Meeting rules",
    "life/meetings": "Meetings",
    "life/operationlinks": "Operation links",
    "marcom/guest-relations": "Booking Overview",
    "marcom/marcom": "Table Booking",
    "marcom/marcom/calendar": "Setup calendar",
    "marcom/marcom/events": "Events",
    "marcom/marcom/floorplan": "Setup floorplan",
    "marcom/marcom/guest-list": "Guest list",
    "marcom/marcom/setup": "Venue setup",
    "procurement-reports/report": "Sales overview",
    "procurement-reports/stock-products-report": "Stock products report",
    "procurement/poc/assigned-sales-products": "Assigned sales products",
    "procurement/poc/assigned-stock-products": "Assigned stock products",
    "procurement/poc/configuration": "Country settings",
    "procurement/poc/packages": "Packages",
    "procurement/poc/priceShiftWindows": "Price shift windows",
    "procurement/poc/purchase-orders": "Purchase orders",
    "procurement/poc/sales-groups": "Sales groups",
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
    "vp/activationplan": "Activation plan",
    "vp/cockpit": "Cockpit",
    "vp/info": "Venue info",
    "vp/lists": "Visits & Reviews",
    "vp/lists/eodReport": "End-of-day report",
    "vp/lists/eodReports": "End-of-day reports",
    "vp/lists/oldmaintenancereview": "Maintenance reviews",
    "vp/lists/oldvenuevisit": "Venue visits",
    "vp/lists/submissions/listId": "Submissions",
    "vp/lists/submissions/type/id": "Session",
    "vp/medialibrary": "Media library",
    "vp/meetings": "Meetings",
    "vp/news": "News",
    "vp/old-lists": "Earlier visits and reviews",
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
    "vp/tasks": "Venue tasks",
    "vp/todos": "To-dos",
    "vp/venuecampaigns": "Venue campaigns",
    "vp/venuedrive": "Venue drive",
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
    "cockpit/employees": "Employees",
    "cockpit/payroll-changes": "Payroll changes",
    "cockpit/tonight": "Venues tonight",
    "cockpit/training-sessions": "Training sessions",
    "cockpit/wizard-instances": "Guides",
    "cp/powerbitester": "Power BI tester",
    "cp/reports": "Report list",
    "crm/automations": "Automations",
    "crm/booking-forms": "Booking forms",
    "crm/campaigns": "Campaigns",
    "crm/dynamicforms": "Dynamic forms",
    "crm/email-templates": "Email templates",
    "crm/engage/configuration": "Configuration",
    "crm/engage/email": "Email",
    "crm/engage/messenger": "Messenger",
    "crm/guest-segmentation": "Guest segmentation",
    "crm/guests": "Guests",
    "crm/guests/duplicates": "Duplicates",
    "crm/guests/import": "Import guests",
    "crm/guests/requests": "Data-subject requests",
    "crm/guests/retention": "Data retention",
    "crm/legaldocuments": "Compliance",
    "crm/overview": "Overview",
    "life/eod": "End-of-day reports",
    "life/list-rules": "List rules",
    "life/lists": "Lists",
    "life/meeting-rules": "Meeting rules",
    "life/meetings": "Meetings",
    "life/operationlinks": "Operation links",
    "marcom/guest-relations": "Booking Overview",
    "marcom/marcom": "Table Booking",
    "marcom/marcom/calendar": "Setup calendar",
    "marcom/marcom/events": "Events",
    "marcom/marcom/floorplan": "Setup floorplan",
    "marcom/marcom/guest-list": "Guest list",
    "marcom/marcom/setup": "Venue setup",
    "procurement-reports/report": "Sales overview",
    "procurement-reports/stock-products-report": "Stock products report",
    "procurement/poc/assigned-sales-products": "Assigned sales products",
    "procurement/poc/assigned-stock-products": "Assigned stock products",
    "procurement/poc/configuration": "Country settings",
    "procurement/poc/packages": "Packages",
    "procurement/poc/priceShiftWindows": "Price shift windows",
    "procurement/poc/purchase-orders": "Purchase orders",
    "procurement/poc/sales-groups": "Sales groups",
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
    "vp/activationplan": "Activation plan",
    "vp/cockpit": "Cockpit",
    "vp/info": "Venue info",
    "vp/lists": "Visits & Reviews",
    "vp/lists/eodReports": "End-of-day reports",
    "vp/medialibrary": "Media library",
    "vp/meetings": "Meetings",
    "vp/news": "News",
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
    "vp/tasks": "Venue tasks",
    "vp/todos": "To-dos",
    "vp/venuecampaigns": "Venue campaigns",
    "vp/venuedrive": "Venue drive"
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
