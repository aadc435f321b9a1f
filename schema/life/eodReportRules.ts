import { defineResource } from '../dsl';
import { l, labels, notifyRoleEnum } from './parts/common';

const permission = 'vp.life.eod.show';
const write = 'vp.life.eod.edit';

/** How end-of-day reports work in a country: what a report must hold before it is sent, by when, and who hears of it. */
export default defineResource({
  name: 'eodReportRules',
  label: l('End-of-day report rules', 'Regler for dagsrapporter', 'Regler för dagsrapporter', 'Regler for dagsrapporter', 'Päiväraporttien säännöt'),
  labelPlural: l('End-of-day report rules', 'Regler for dagsrapporter', 'Regler för dagsrapporter', 'Regler for dagsrapporter', 'Päiväraporttien säännöt'),
  api: 'main',
  scope: { country: 'country' },
  indexes: [{ fields: ['country'], unique: true }],
  enums: { notifyRole: notifyRoleEnum },
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: labels.country },
    requireBiImage: { type: 'boolean', default: false, label: l('A business-intelligence image is required', 'BI-billede er påkrævet', 'BI-bild krävs', 'BI-bilde er påkrevd', 'BI-kuva vaaditaan') },
    requireRevenue: { type: 'boolean', default: false, label: l('Revenue is required', 'Omsætning er påkrævet', 'Omsättning krävs', 'Omsetning er påkrevd', 'Liikevaihto vaaditaan') },
    requireSummary: { type: 'boolean', default: false, label: l('A summary of the day is required', 'Opsummering af dagen er påkrævet', 'Sammanfattning av dagen krävs', 'Oppsummering av dagen er påkrevd', 'Päivän yhteenveto vaaditaan') },
    deadline: {
      type: 'time',
      label: l('Send by (the next day, venue time)', 'Sendes senest (næste dag, stedets tid)', 'Skickas senast (nästa dag, restaurangens tid)', 'Sendes senest (neste dag, stedets tid)', 'Lähetettävä viimeistään (seuraavana päivänä, ravintolan aikaa)'),
    },
    notifyRoles: {
      type: 'list',
      of: { type: 'enum', enum: 'notifyRole', label: l('Role', 'Rolle', 'Roll', 'Rolle', 'Rooli') },
      label: l('Notify these roles at the venue', 'Giv disse roller på stedet besked', 'Meddela dessa roller på restaurangen', 'Varsle disse rollene på stedet', 'Ilmoita näille ravintolan rooleille'),
    },
    recipients: {
      type: 'list',
      maxItems: 20,
      of: { type: 'text', format: 'email', maxLength: 200, label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
      label: l('Email recipients', 'E-mailmodtagere', 'E-postmottagare', 'E-postmottakere', 'Sähköpostin vastaanottajat'),
    },
  },
  actions: {
    getForCountry: { description: "The country's rules; a country without saved rules gets the defaults (version 0)." },
    save: { description: "Saves the country's rules, creating them on the first save (version-checked)." },
  },
  endpoints: {
    getForCountry: {
      method: 'GET',
      path: '/EodReportRules',
      params: { country: { in: 'query', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } },
      permission,
      scope: { country: 'query:country' },
      action: 'getForCountry',
      error: 'Unable to get eod report rules',
    },
    update: { method: 'PUT', path: '/EodReportRules/', body: 'record', permission: write, scope: { country: 'body:country' }, action: 'save', error: 'Unable to save eod report rules' },
  },
  routes: [
    {
      path: '/life/eod',
      service: 'life',
      menuGroup: 2,
      title: l('End-of-day reports', 'Dagsrapporter', 'Dagsrapporter', 'Dagsrapporter', 'Päiväraportit'),
      sidebar: { group: 'general', order: 50, icon: 'Summarize' },
      permission,
      screen: 'EodRulesScreen',
    },
  ],
});
