import { LOCALES } from '../../src/shared/locales';
import { defineShell } from '../dsl';

/** The portal's frame: services and their sidebars, menu groups, countries, locales, contact roles, shared enums. */
export default defineShell({
  productSuffix: 'Venue Portal',
  menuGroups: [
    { id: 0, name: 'venue', label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    { id: 1, name: 'cockpit', label: { eng: 'Cockpit and reports', dan: 'Cockpit og rapporter', swe: 'Cockpit och rapporter', nor: 'Cockpit og rapporter', fin: 'Cockpit ja raportit' } },
    { id: 2, name: 'life', label: { eng: 'LIFE', dan: 'LIFE', swe: 'LIFE', nor: 'LIFE', fin: 'LIFE' } },
    { id: 3, name: 'crm', label: { eng: 'CRM', dan: 'CRM', swe: 'CRM', nor: 'CRM', fin: 'CRM' } },
    { id: 4, name: 'guests', label: { eng: 'Guest profiles', dan: 'Gæsteprofiler', swe: 'Gästprofiler', nor: 'Gjesteprofiler', fin: 'Asiakasprofiilit' } },
    { id: 5, name: 'procurement', label: { eng: 'Procurement', dan: 'Indkøb', swe: 'Inköp', nor: 'Innkjøp', fin: 'Hankinta' } },
    { id: 6, name: 'procurementReports', label: { eng: 'Procurement reports', dan: 'Indkøbsrapporter', swe: 'Inköpsrapporter', nor: 'Innkjøpsrapporter', fin: 'Hankintaraportit' } },
  ],
  services: [
    {
      id: 'venue',
      label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' },
      icon: 'Storefront',
      selector: 'venue',
      sidebarGroups: [
        { id: 'operations', label: { eng: 'Operations', dan: 'Drift', swe: 'Drift', nor: 'Drift', fin: 'Toiminta' } },
        { id: 'marketing', label: { eng: 'Marketing', dan: 'Markedsføring', swe: 'Marknadsföring', nor: 'Markedsføring', fin: 'Markkinointi' } },
        { id: 'booking', label: { eng: 'Booking', dan: 'Bookinger', swe: 'Bokning', nor: 'Bookinger', fin: 'Varaukset' } },
        { id: 'pos', label: { eng: 'Point of sale', dan: 'Kasse', swe: 'Kassa', nor: 'Kasse', fin: 'Kassa' } },
        { id: 'stock', label: { eng: 'Stock', dan: 'Lager', swe: 'Lager', nor: 'Lager', fin: 'Varasto' } },
      ],
    },
    {
      id: 'reports',
      label: { eng: 'Reports', dan: 'Rapporter', swe: 'Rapporter', nor: 'Rapporter', fin: 'Raportit' },
      icon: 'Assessment',
      selector: null,
      sidebarGroups: [
        { id: 'coreReporting', label: { eng: 'Core Reporting', dan: 'Kernerapportering', swe: 'Kärnrapportering', nor: 'Kjernerapportering', fin: 'Ydinraportointi' } },
        { id: 'fuelReporting', label: { eng: 'Fuel Reporting', dan: 'Fuel-rapportering', swe: 'Fuel-rapportering', nor: 'Fuel-rapportering', fin: 'Fuel-raportointi' } },
        { id: 'management', label: { eng: 'Management', dan: 'Administration', swe: 'Administration', nor: 'Administrasjon', fin: 'Hallinta' } },
      ],
    },
    {
      id: 'life',
      label: { eng: 'LIFE', dan: 'LIFE', swe: 'LIFE', nor: 'LIFE', fin: 'LIFE' },
      icon: 'AutoAwesome',
      selector: 'country',
      sidebarGroups: [
        { id: 'lists', label: { eng: 'Lists', dan: 'Lister', swe: 'Listor', nor: 'Lister', fin: 'Listat' } },
        { id: 'meetings', label: { eng: 'Meetings', dan: 'Møder', swe: 'Möten', nor: 'Møter', fin: 'Kokoukset' } },
        { id: 'general', label: { eng: 'General', dan: 'Generelt', swe: 'Allmänt', nor: 'Generelt', fin: 'Yleiset' } },
      ],
    },
    {
      id: 'crm',
      label: { eng: 'CRM', dan: 'CRM', swe: 'CRM', nor: 'CRM', fin: 'CRM' },
      icon: 'Campaign',
      selector: null,
      sidebarGroups: [
        { id: 'activation', label: { eng: 'Activation', dan: 'Aktivering', swe: 'Aktivering', nor: 'Aktivering', fin: 'Aktivointi' } },
        { id: 'engage', label: { eng: 'Engage', dan: 'Gæstedialog', swe: 'Gästdialog', nor: 'Gjestedialog', fin: 'Asiakasviestintä' } },
        { id: 'booking', label: { eng: 'Booking', dan: 'Bookinger', swe: 'Bokning', nor: 'Bookinger', fin: 'Varaukset' } },
      ],
    },
    {
      id: 'guests',
      label: { eng: 'Guests', dan: 'Gæster', swe: 'Gäster', nor: 'Gjester', fin: 'Asiakkaat' },
      icon: 'People',
      selector: 'country',
      sidebarGroups: [],
    },
    {
      id: 'upkeep',
      label: { eng: 'Upkeep', dan: 'Vedligehold', swe: 'Underhåll', nor: 'Vedlikehold', fin: 'Ylläpito' },
      icon: 'Inventory2',
      selector: 'country',
      sidebarGroups: [
        { id: 'products', label: { eng: 'Products', dan: 'Produkter', swe: 'Produkter', nor: 'Produkter', fin: 'Tuotteet' } },
        { id: 'stock', label: { eng: 'Stock', dan: 'Lager', swe: 'Lager', nor: 'Lager', fin: 'Varasto' } },
        { id: 'requests', label: { eng: 'Requests', dan: 'Anmodninger', swe: 'Förfrågningar', nor: 'Forespørsler', fin: 'Pyynnöt' } },
        { id: 'countrySetup', label: { eng: 'Country setup', dan: 'Landeopsætning', swe: 'Landsinställningar', nor: 'Landsoppsett', fin: 'Maa-asetukset' } },
        { id: 'venueManagement', label: { eng: 'Venue management', dan: 'Stedsstyring', swe: 'Restauranghantering', nor: 'Stedsstyring', fin: 'Ravintoloiden hallinta' } },
      ],
    },
    {
      id: 'overview',
      label: { eng: 'Overview', dan: 'Overblik', swe: 'Översikt', nor: 'Oversikt', fin: 'Yleiskatsaus' },
      icon: 'Insights',
      selector: 'country',
      sidebarGroups: [{ id: 'procurement', label: { eng: 'Procurement', dan: 'Indkøb', swe: 'Inköp', nor: 'Innkjøp', fin: 'Hankinta' } }],
    },
  ],
  countries: [
    { code: 'dk', iso: 'DK', currency: 'DKK', timeZone: 'Europe/Copenhagen', label: { eng: 'Denmark', dan: 'Danmark', swe: 'Danmark', nor: 'Danmark', fin: 'Tanska' } },
    { code: 'no', iso: 'NO', currency: 'NOK', timeZone: 'Europe/Oslo', label: { eng: 'Norway', dan: 'Norge', swe: 'Norge', nor: 'Norge', fin: 'Norja' } },
    { code: 'fi', iso: 'FI', currency: 'EUR', timeZone: 'Europe/Helsinki', label: { eng: 'Finland', dan: 'Finland', swe: 'Finland', nor: 'Finland', fin: 'Suomi' } },
    { code: 'uk', iso: 'GB', currency: 'GBP', timeZone: 'Europe/London', label: { eng: 'United Kingdom', dan: 'Storbritannien', swe: 'Storbritannien', nor: 'Storbritannia', fin: 'Yhdistynyt kuningaskunta' } },
  ],
  defaultCountry: 'dk',
  locales: LOCALES.map((l) => ({ ...l })),
  contactRoles: [
    { code: 'vm', label: { eng: 'Venue Manager', dan: 'Daglig leder', swe: 'Restaurangchef', nor: 'Daglig leder', fin: 'Ravintolapäällikkö' } },
    { code: 'svm', label: { eng: 'Snr. Venue Manager', dan: 'Senior daglig leder', swe: 'Senior restaurangchef', nor: 'Senior daglig leder', fin: 'Vanhempi ravintolapäällikkö' } },
    { code: 'avm', label: { eng: 'Ass. Venue Manager', dan: 'Assisterende daglig leder', swe: 'Biträdande restaurangchef', nor: 'Assisterende daglig leder', fin: 'Apulaisravintolapäällikkö' } },
    { code: 'sm', label: { eng: 'Shift Manager', dan: 'Vagtleder', swe: 'Skiftledare', nor: 'Skiftleder', fin: 'Vuoropäällikkö' } },
    { code: 'smt', label: { eng: 'Shift Manager Trainee', dan: 'Vagtleder-trainee', swe: 'Skiftledartrainee', nor: 'Skiftleder-trainee', fin: 'Vuoropäällikköharjoittelija' } },
    { code: 'fla', label: { eng: 'FL Admin', dan: 'FL-administrator', swe: 'FL-administratör', nor: 'FL-administrator', fin: 'FL-ylläpitäjä' } },
    { code: 'rm', label: { eng: 'Regional Manager', dan: 'Regionschef', swe: 'Regionchef', nor: 'Regionsjef', fin: 'Aluepäällikkö' } },
    { code: 'rd', label: { eng: 'Regional Director', dan: 'Regionsdirektør', swe: 'Regiondirektör', nor: 'Regiondirektør', fin: 'Aluejohtaja' } },
    { code: 'cd', label: { eng: 'Country Director', dan: 'Landedirektør', swe: 'Landsdirektör', nor: 'Landsdirektør', fin: 'Maajohtaja' } },
    { code: 'sma', label: { eng: 'Site Manager', dan: 'Stedsansvarlig', swe: 'Platschef', nor: 'Stedsansvarlig', fin: 'Toimipaikan päällikkö' } },
    { code: 'ncnp', label: { eng: 'Channel Marketing Trainee', dan: 'Trainee i kanalmarkedsføring', swe: 'Trainee inom kanalmarknadsföring', nor: 'Trainee i kanalmarkedsføring', fin: 'Kanavamarkkinoinnin harjoittelija' } },
    { code: 'cma', label: { eng: 'Channel Marketing Associate', dan: 'Kanalmarkedsføringsmedarbejder', swe: 'Kanalmarknadsföringsassistent', nor: 'Kanalmarkedsføringsmedarbeider', fin: 'Kanavamarkkinoinnin asiantuntija' } },
    { code: 'cmm', label: { eng: 'Channel Marketing Manager', dan: 'Kanalmarkedsføringschef', swe: 'Kanalmarknadsföringschef', nor: 'Kanalmarkedsføringssjef', fin: 'Kanavamarkkinointipäällikkö' } },
    { code: 'scmm', label: { eng: 'Senior Channel Marketing Manager', dan: 'Senior kanalmarkedsføringschef', swe: 'Senior kanalmarknadsföringschef', nor: 'Senior kanalmarkedsføringssjef', fin: 'Vanhempi kanavamarkkinointipäällikkö' } },
    { code: 'gr', label: { eng: 'Guest Relations', dan: 'Gæsteservice', swe: 'Gästrelationer', nor: 'Gjesteservice', fin: 'Asiakassuhteet' } },
  ],
  enums: {
    country: {
      values: [
        { value: 'dk', label: { eng: 'Denmark', dan: 'Danmark', swe: 'Danmark', nor: 'Danmark', fin: 'Tanska' } },
        { value: 'no', label: { eng: 'Norway', dan: 'Norge', swe: 'Norge', nor: 'Norge', fin: 'Norja' } },
        { value: 'fi', label: { eng: 'Finland', dan: 'Finland', swe: 'Finland', nor: 'Finland', fin: 'Suomi' } },
        { value: 'uk', label: { eng: 'United Kingdom', dan: 'Storbritannien', swe: 'Storbritannien', nor: 'Storbritannia', fin: 'Yhdistynyt kuningaskunta' } },
      ],
    },
    locale: {
      values: [
        { value: 'eng', label: { eng: 'English', dan: 'Engelsk', swe: 'Engelska', nor: 'Engelsk', fin: 'Englanti' } },
        { value: 'dan', label: { eng: 'Danish', dan: 'Dansk', swe: 'Danska', nor: 'Dansk', fin: 'Tanska' } },
        { value: 'swe', label: { eng: 'Swedish', dan: 'Svensk', swe: 'Svenska', nor: 'Svensk', fin: 'Ruotsi' } },
        { value: 'nor', label: { eng: 'Norwegian', dan: 'Norsk', swe: 'Norska', nor: 'Norsk', fin: 'Norja' } },
        { value: 'fin', label: { eng: 'Finnish', dan: 'Finsk', swe: 'Finska', nor: 'Finsk', fin: 'Suomi' } },
      ],
    },
  },
});
