/** Texts of the shell (frame, public pages, shared widgets) in English; the other locales follow this shape. */
const eng = {
  app: {
    productName: 'Venue Portal',
    loading: 'Loading',
    errors: {
      network: 'The server could not be reached. Check your connection and try again.',
      unexpected: 'Something went wrong',
      page: 'This page could not be shown because of an error. Try again, or go to another page.',
      retry: 'Retry',
    },
    validation: {
      url: 'Must be a web address starting with http:// or https://',
      time: 'Must be a time as HH:mm',
    },
    pages: {
        notFound: { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.', home: 'Go to the front page' },
      noAccess: { title: 'No access', text: 'You do not have permission to open this page. Ask your manager or head office if you need it.', home: 'Go to the front page' },
    },
    auth: {
      signIn: 'Sign in',
      signingIn: 'Signing you in…',
      signedOut: 'You are signed out.',
      loginText: 'Sign in with your company account to open the portal.',
      loggedOutRetry: 'You have been logged out. Trying to login again.',
      signOut: 'Sign out',
      resetDone: 'Your password has been changed. Sign in again with the new password.',
      failed: 'Sign-in failed: %{message}',
    },
    chunk: {
      title: 'This part of the portal could not be loaded',
      text: 'The connection may be slow or the portal was just updated. Reload to try again.',
      reload: 'Reload',
    },
    nav: {
      breadcrumbs: 'breadcrumb',
      home: 'Home',
      services: 'Services',
      switchService: 'Switch service',
      sidebar: 'Pages of the service',
      toggleMenu: 'Open or close the menu',
      create: 'Create',
      edit: 'Edit',
      show: 'Details',
      moreTools: 'More tools',
    },
    selector: {
      venue: 'Venue',
      country: 'Country',
      noVenues: 'You have no venues',
    },
    starred: {
      title: 'Starred pages',
      add: 'Star this page',
      remove: 'Remove the star',
      empty: 'Star the pages you use most to find them here.',
      more: 'More starred pages',
    },
    search: {
      open: 'Search pages',
      placeholder: 'Search pages…',
      noResults: 'No page matches "%{query}"',
      hint: 'Press %{shortcut} to search from anywhere',
    },
    notifications: {
      title: 'Notifications',
      markAllRead: 'Mark all as read',
      empty: 'You have no notifications.',
      unread: '%{smart_count} unread |||| %{smart_count} unread',
      open: 'Open notifications',
    },
    preferences: {
      title: 'Preferences',
      theme: 'Theme',
      themes: { light: 'Light', dark: 'Dark', semiDark: 'Semi-dark' },
      direction: 'Right-to-left layout',
      navbar: 'Navigation bar',
      navbars: { floating: 'Floating', sticky: 'Sticky', static: 'Static' },
      language: 'Language',
    },
    user: {
      menu: 'Account',
    },
    card: {
      collapse: 'Collapse',
      expand: 'Expand',
      refresh: 'Refresh',
      remove: 'Remove',
    },
    multilingual: {
      language: 'Language',
      required: 'Write the text in at least one language',
      filled: 'Languages with text: %{languages}',
      noneFilled: 'No language has text yet',
      hasText: 'Has text',
    },
    meetingPeriod: { week: 'Week %{week} %{year}', weeks: 'Weeks %{from}–%{to} %{year}', month: '%{month} %{year}', quarter: 'Q%{quarter} %{year}', half: 'H%{half} %{year}', year: 'Year %{year}' },
    powerBi: {
      unavailable: {
        notConfigured: 'Power BI is not available in this installation: no Power BI service is configured, so the report cannot be shown.',
        unreachable: 'The Power BI service cannot be reached right now, so the report cannot be shown. Try again later.',
        notFound: 'Power BI does not know this report. Check its report and workspace ids in the report list.',
      },
      loading: 'Loading the report',
      retry: 'Try again',
    },
    mention: {
      noResults: 'No one matches',
      hint: 'Type @ to mention someone',
      suggestions: 'People and venues to mention',
    },
    export: {
      button: 'Export',
      title: 'Exporting to Excel',
      progress: '%{done} of %{total} rows fetched',
      progressUnknown: '%{done} rows fetched',
      writing: 'Writing %{count} rows to the file…',
      done: 'Exported %{count} row |||| Exported %{count} rows',
      capped: 'Only the first %{cap} rows were exported. Narrow the filters to export the rest.',
      failed: 'The export failed: %{message}',
      yes: 'Yes',
      no: 'No',
    },
    empty: {
      title: 'Nothing here yet',
      create: 'Create the first one',
    },
    format: {
      thousands: '%{value}k',
    },
  },
};

export default eng;
