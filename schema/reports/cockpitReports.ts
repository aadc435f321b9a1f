import { defineResource } from '../dsl';

/** Embedded business-intelligence reports listed in the Reports service. */
export default defineResource({
  name: 'cockpitReports',
  label: { eng: 'Cockpit report', dan: 'Cockpitrapport', swe: 'Cockpitrapport', nor: 'Cockpitrapport', fin: 'Cockpit-raportti' },
  labelPlural: { eng: 'Cockpit reports', dan: 'Cockpitrapporter', swe: 'Cockpitrapporter', nor: 'Cockpitrapporter', fin: 'Cockpit-raportit' },
  api: 'main',
  recordRepresentation: 'name',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  enums: {
    category: {
      values: [
        { value: 'coreReporting', label: { eng: 'Core Reporting', dan: 'Kernerapportering', swe: 'Kärnrapportering', nor: 'Kjernerapportering', fin: 'Ydinraportointi' } },
        { value: 'fuelReporting', label: { eng: 'Fuel Reporting', dan: 'Fuel-rapportering', swe: 'Fuel-rapportering', nor: 'Fuel-rapportering', fin: 'Fuel-raportointi' } },
      ],
    },
  },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, show: ['list', 'form', 'detail'], label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    category: { type: 'enum', enum: 'category', required: true, default: 'coreReporting', show: ['list', 'filter', 'form', 'detail'], label: { eng: 'Category', dan: 'Kategori', swe: 'Kategori', nor: 'Kategori', fin: 'Luokka' } },
    reportId: { type: 'text', required: true, maxLength: 100, label: { eng: 'Power BI report id', dan: 'Power BI-rapport-id', swe: 'Power BI-rapport-id', nor: 'Power BI-rapport-id', fin: 'Power BI -raportin tunnus' } },
    workspaceId: { type: 'text', required: true, maxLength: 100, label: { eng: 'Power BI workspace id', dan: 'Power BI-workspace-id', swe: 'Power BI-arbetsyte-id', nor: 'Power BI-arbeidsområde-id', fin: 'Power BI -työtilan tunnus' } },
    permission: { type: 'text', maxLength: 120, show: ['list', 'form', 'detail'], label: { eng: 'Permission', dan: 'Rettighed', swe: 'Behörighet', nor: 'Tillatelse', fin: 'Oikeus' } },
    isActive: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: { eng: 'Active', dan: 'Aktiv', swe: 'Aktiv', nor: 'Aktiv', fin: 'Aktiivinen' } },
    sortOrder: { type: 'number', integer: true, min: 0, default: 0, label: { eng: 'Sort order', dan: 'Sortering', swe: 'Sorteringsordning', nor: 'Sorteringsrekkefølge', fin: 'Järjestys' } },
  },
  endpoints: {
    getList: { method: 'GET', path: '/CockpitReports', permission: null, store: 'list', error: 'Unable to get cockpit reports' },
    getOne: { method: 'GET', path: '/CockpitReports/{id}', permission: null, store: 'get', error: 'Unable to get cockpit report' },
    create: { method: 'POST', path: '/CockpitReports', body: 'record', permission: 'vp.cockpit.reports.manage', store: 'create', error: 'Unable to create cockpit report' },
    update: { method: 'PUT', path: '/CockpitReports', body: 'record', permission: 'vp.cockpit.reports.manage', store: 'update', error: 'Unable to update cockpit report' },
    delete: { method: 'DELETE', path: '/CockpitReports/', params: { id: { in: 'query', type: 'string', required: true } }, id: 'query:id', permission: 'vp.cockpit.reports.manage', store: 'delete', error: 'Unable to delete cockpit report' },
  },
  routes: [
    {
      path: '/cp/reports',
      service: 'reports',
      menuGroup: 1,
      title: { eng: 'Report list', dan: 'Rapportliste', swe: 'Rapportlista', nor: 'Rapportliste', fin: 'Raporttilista' },
      sidebar: { group: 'management', order: 10, icon: 'ListAlt' },
      permission: null,
      views: ['list', 'create', 'edit'],
    },
    {
      path: '/cp/report/:id',
      service: 'reports',
      menuGroup: 1,
      title: { eng: 'Report', dan: 'Rapport', swe: 'Rapport', nor: 'Rapport', fin: 'Raportti' },
      permission: null,
      screen: 'CockpitReportScreen',
    },
  ],
});
