import { defineResource } from '../dsl';

/** The embed configuration of a Power BI report, from the Power BI service configured on the server. */
export default defineResource({
  name: 'powerBi',
  label: { eng: 'Power BI report', dan: 'Power BI-rapport', swe: 'Power BI-rapport', nor: 'Power BI-rapport', fin: 'Power BI -raportti' },
  labelPlural: { eng: 'Power BI reports', dan: 'Power BI-rapporter', swe: 'Power BI-rapporter', nor: 'Power BI-rapporter', fin: 'Power BI -raportit' },
  api: 'main',
  stored: false,
  fields: {},
  actions: {
    embedConfig: {
      description:
        'A JSON string: { available: true, reportId, embedUrl, accessToken, tokenType, expiration } from the Power BI service, or { available: false, reason } when none is configured or reachable. A defined report needs its permission; other report ids need vp.cockpit.reports.manage.',
    },
  },
  endpoints: {
    get: {
      method: 'GET',
      path: '/PowerBI',
      params: { reportId: { in: 'query', type: 'string', required: true }, workspaceId: { in: 'query', type: 'string', required: true } },
      permission: null,
      action: 'embedConfig',
      error: 'Unable to get the Power BI report',
    },
  },
  routes: [
    {
      path: '/cp/powerbitester',
      service: 'reports',
      menuGroup: 1,
      title: { eng: 'Power BI tester', dan: 'Power BI-tester', swe: 'Power BI-testare', nor: 'Power BI-tester', fin: 'Power BI -testaus' },
      sidebar: { group: 'management', order: 90, icon: 'BugReport' },
      permission: null,
      screen: 'PowerBiTesterScreen',
    },
  ],
});
