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
    "cockpitReports": {
      "category": {
        "coreReporting": "Core Reporting",
        "fuelReporting": "Fuel Reporting"
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
    "bookingLocations": {
      "fields": {
        "id": "Id",
        "name": "Name"
      },
      "name": "Location |||| Locations"
    },
    "bookingTags": {
      "fields": {
        "id": "Id",
        "isFreeText": "Free text",
        "sortOrder": "Order",
        "tag": "Tag",
        "translations": "Translations"
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
      "name": "Booking |||| Bookings"
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
      "name": "Guest list entry |||| Guest list"
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
      "name": "Venue details |||| Venue details"
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
          "tables": "Tables",
          "width": "Width"
        },
        "id": "Id",
        "isActive": "Active",
        "name": "Name",
        "seatingStrategies": "Seating strategies",
        "type": "Type",
        "venueDetailsId": "Venue",
        "venuePolicies": "Policies"
      },
      "name": "Setup |||| Setups"
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
    "life/operationlinks": "Operation links",
    "marcom/guest-relations": "Booking Overview",
    "marcom/marcom": "Table Booking",
    "marcom/marcom/calendar": "Setup calendar",
    "marcom/marcom/events": "Events",
    "marcom/marcom/guest-list": "Guest list",
    "marcom/marcom/setup": "Venue setup",
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
    "life/operationlinks": "Operation links",
    "marcom/guest-relations": "Booking Overview",
    "marcom/marcom": "Table Booking",
    "marcom/marcom/calendar": "Setup calendar",
    "marcom/marcom/events": "Events",
    "marcom/marcom/guest-list": "Guest list",
    "marcom/marcom/setup": "Venue setup",
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
