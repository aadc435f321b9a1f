import { defineResource } from '../dsl';
import { inactivityEnum, l, labels, listTypeEnum, notifyRoleEnum } from './parts/common';

const permission = 'vp.life.lists.managerules';
const title = l('List rules', 'Listeregler', 'Listregler', 'Listeregler', 'Listojen säännöt');
const ruleType = { type: 'enum', enum: 'ruleType', required: true, show: ['list', 'filter', 'form', 'detail'], label: l('Fires on', 'Udløses af', 'Utlöses av', 'Utløses av', 'Laukaisija') } as const;

const editable = {
  listType: {
    type: 'enum',
    enum: 'listType',
    show: ['list', 'filter', 'form', 'detail'],
    label: labels.listType,
    help: l('Empty: every list type', 'Tom: alle listetyper', 'Tom: alla listtyper', 'Tom: alle listetyper', 'Tyhjä: kaikki listatyypit'),
  },
  threshold: {
    type: 'number',
    min: 1,
    max: 5,
    show: ['list', 'form', 'detail'],
    label: l('Score below', 'Score under', 'Poäng under', 'Poengsum under', 'Pisteet alle'),
    help: l('Score rules: fire when a session scores below this (1-5)', 'Scoreregler: udløses når en gennemgang scorer under dette (1-5)', 'Poängregler: utlöses när en genomgång får lägre poäng än detta (1-5)', 'Poengregler: utløses når en gjennomgang får lavere poengsum enn dette (1-5)', 'Pistesäännöt: laukeaa, kun katselmuksen pisteet jäävät tämän alle (1-5)'),
  },
  questionCategory: {
    type: 'text',
    maxLength: 120,
    label: l('Question category', 'Spørgsmålskategori', 'Frågekategori', 'Spørsmålskategori', 'Kysymysluokka'),
    help: l('Score rules: only the score of this category counts; empty: the whole session', 'Scoreregler: kun denne kategoris score tæller; tom: hele gennemgangen', 'Poängregler: bara kategorins poäng räknas; tom: hela genomgången', 'Poengregler: bare kategoriens poengsum teller; tom: hele gjennomgangen', 'Pistesäännöt: vain tämän luokan pisteet lasketaan; tyhjä: koko katselmus'),
  },
  inactivitySeconds: {
    type: 'enum',
    enum: 'inactivity',
    show: ['list', 'form', 'detail'],
    label: l('No session for', 'Ingen gennemgang i', 'Ingen genomgång på', 'Ingen gjennomgang på', 'Ei katselmusta'),
    help: l('Inactivity rules: fire when a venue has had no session of the list type for this long', 'Inaktivitetsregler: udløses når et sted ikke har haft en gennemgang af listetypen så længe', 'Inaktivitetsregler: utlöses när en restaurang inte haft en genomgång av listtypen så länge', 'Inaktivitetsregler: utløses når et sted ikke har hatt en gjennomgang av listetypen så lenge', 'Passiivisuussäännöt: laukeaa, kun ravintolassa ei ole ollut listatyypin katselmusta näin pitkään aikaan'),
  },
  recipientRoles: {
    type: 'list',
    of: { type: 'enum', enum: 'notifyRole', label: l('Role', 'Rolle', 'Roll', 'Rolle', 'Rooli') },
    show: ['form', 'detail'],
    label: l('Notify these roles at the venue', 'Giv disse roller på stedet besked', 'Meddela dessa roller på restaurangen', 'Varsle disse rollene på stedet', 'Ilmoita näille ravintolan rooleille'),
  },
  message: {
    type: 'multilingual',
    required: true,
    multiline: true,
    maxLength: 500,
    show: ['form', 'detail'],
    label: l('Message', 'Besked', 'Meddelande', 'Melding', 'Viesti'),
    help: l(
      'Placeholders: {{venueName}}, {{listType}}; score rules also {{score}}, {{questionCategory}}',
      'Pladsholdere: {{venueName}}, {{listType}}; scoreregler også {{score}}, {{questionCategory}}',
      'Platshållare: {{venueName}}, {{listType}}; poängregler även {{score}}, {{questionCategory}}',
      'Plassholdere: {{venueName}}, {{listType}}; poengregler også {{score}}, {{questionCategory}}',
      'Paikkamerkit: {{venueName}}, {{listType}}; pistesäännöissä myös {{score}}, {{questionCategory}}',
    ),
  },
  active: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: l('Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Käytössä') },
} as const;

/** Who hears about a list's results in a country: when a session scores low, or when a venue has had none for a while. */
export default defineResource({
  name: 'listNotificationRules',
  label: l('List rule', 'Listeregel', 'Listregel', 'Listeregel', 'Listan sääntö'),
  labelPlural: title,
  api: 'main',
  recordRepresentation: 'type',
  defaultSort: { field: 'createdAt', order: 'ASC' },
  scope: { country: 'country' },
  enums: {
    ruleType: {
      values: [
        { value: 'score', color: 'warning', label: l('Low score', 'Lav score', 'Låg poäng', 'Lav poengsum', 'Matalat pisteet') },
        { value: 'inactivity', color: 'info', label: l('Inactivity', 'Inaktivitet', 'Inaktivitet', 'Inaktivitet', 'Passiivisuus') },
      ],
    },
    listType: listTypeEnum,
    inactivity: inactivityEnum,
    notifyRole: notifyRoleEnum,
  },
  fields: {
    type: ruleType,
    country: { type: 'enum', enum: 'country', required: true, label: labels.country },
    ...editable,
  },
  actions: {
    create: { description: 'Creates a rule of a type in a country; score rules need a threshold, inactivity rules an interval; placeholders are checked.' },
    update: { description: 'Changes a rule with the same checks (version-checked).' },
  },
  endpoints: {
    create: {
      method: 'POST',
      path: '/ListNotificationRules/{type}',
      params: { type: { in: 'path', type: 'enum', enum: 'ruleType' }, country: { in: 'query', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } },
      body: { fields: editable },
      permission,
      scope: { country: 'query:country' },
      action: 'create',
      error: 'Unable to create list rule',
    },
    getOne: { method: 'GET', path: '/ListNotificationRules/{id}', permission, scope: { country: 'record' }, store: 'get', error: 'Unable to get list rule' },
    getList: {
      method: 'GET',
      path: '/ListNotificationRules',
      params: { country: { in: 'query', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } },
      permission,
      scope: { country: 'query:country' },
      store: 'list',
      error: 'Unable to get list rules',
    },
    update: { method: 'PUT', path: '/ListNotificationRules', body: 'record', id: 'body:id', permission, scope: { country: ['record', 'body:country'] }, action: 'update', error: 'Unable to update list rule' },
    delete: {
      method: 'DELETE',
      path: '/ListNotificationRules',
      params: { ruleId: { in: 'query', type: 'string', required: true } },
      id: 'query:ruleId',
      permission,
      scope: { country: 'record' },
      store: 'delete',
      error: 'Unable to delete list rule',
    },
  },
  routes: [
    {
      path: '/life/list-rules',
      service: 'life',
      menuGroup: 2,
      title,
      sidebar: { group: 'lists', order: 20, icon: 'NotificationsActive' },
      permission,
      views: ['list', 'create', 'edit'],
    },
  ],
});
