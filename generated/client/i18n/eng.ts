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
        "Email": "Email",
        "Sms": "SMS"
      }
    },
    "cockpitReports": {
      "category": {
        "coreReporting": "Core Reporting",
        "fuelReporting": "Fuel Reporting"
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
    "emailTemplates": {
      "templateType": {
        "Automation": "Automation",
        "Campaign": "Campaign"
      }
    },
    "masterCampaigns": {
      "masterStatus": {
        "Active": "Active",
        "ApprovedForSending": "Approved for sending",
        "Draft": "Draft"
      }
    },
    "messageTemplates": {
      "messageTemplateType": {
        "Html": "HTML",
        "Plain": "Plain text"
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
      "name": "Automation |||| Automations"
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
      "name": "Booking form submission |||| Booking form submissions"
    },
    "bookingForms": {
      "fields": {
        "fields": "Fields",
        "formName": "Form name",
        "id": "Id",
        "isActive": "Active"
      },
      "name": "Booking form |||| Booking forms"
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
    "dynamicFormSubmissions": {
      "fields": {
        "answers": "Answers",
        "formId": "Dynamic form",
        "id": "Id",
        "submittedAt": "Submitted",
        "venueId": "Venue"
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
      "name": "Dynamic form |||| Dynamic forms"
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
      "name": "Venue campaign |||| Venue campaigns"
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
    "crm/automations": "Automations",
    "crm/booking-form-submissions": "Booking form submissions",
    "crm/booking-forms": "Booking forms",
    "crm/booking-products": "Booking products",
    "crm/campaigns": "Campaigns",
    "crm/dynamicforms": "Dynamic forms",
    "crm/email-templates": "Email templates",
    "crm/templates": "Automation",
    "life/operationlinks": "Operation links",
    "vp/info": "Venue info",
    "vp/operationLinks": "Operation links",
    "vp/tasks": "Venue tasks",
    "vp/venuecampaigns": "Venue campaigns"
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
    "crm/automations": "Automations",
    "crm/booking-forms": "Booking forms",
    "crm/campaigns": "Campaigns",
    "crm/dynamicforms": "Dynamic forms",
    "crm/email-templates": "Email templates",
    "life/operationlinks": "Operation links",
    "vp/info": "Venue info",
    "vp/operationLinks": "Operation links",
    "vp/tasks": "Venue tasks",
    "vp/venuecampaigns": "Venue campaigns"
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
