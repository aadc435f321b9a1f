import type { EnumDef } from '../../dsl';
import { l, LABELS } from './labels';

/** The content of a campaign by email, SMS and push, shared by master and venue campaigns. */
export const campaignContent = {
  description: { type: 'text', multiline: true, maxLength: 2000, label: LABELS.description },
  emailSubject: { type: 'text', maxLength: 300, label: LABELS.emailSubject },
  emailHtml: { type: 'richText', label: LABELS.emailHtml },
  smsText: { type: 'text', multiline: true, maxLength: 640, label: LABELS.smsText },
  npPushTitle: { type: 'text', maxLength: 100, label: LABELS.pushTitle },
  npPushBody: { type: 'text', multiline: true, maxLength: 500, label: LABELS.pushBody },
  npPushCtaName: { type: 'text', maxLength: 50, label: LABELS.pushCtaName },
  npPushCtaUrl: { type: 'text', format: 'url', maxLength: 2000, label: LABELS.pushCtaUrl },
  emailDate: { type: 'date', show: ['list', 'form', 'detail'], label: LABELS.emailDate },
  smsDate: { type: 'date', label: LABELS.smsDate },
  pushDate: { type: 'date', label: LABELS.pushDate },
} as const;

/** Numbers of a sent campaign (zero until the sending service reports). */
export const statisticsFields = {
  recipients: { type: 'number', integer: true, label: l('Recipients', 'Modtagere', 'Mottagare', 'Mottakere', 'Vastaanottajat') },
  emailsSent: { type: 'number', integer: true, label: l('Emails sent', 'Sendte e-mails', 'Skickade e-postmeddelanden', 'Sendte e-poster', 'Lähetetyt sähköpostit') },
  emailsDelivered: { type: 'number', integer: true, label: l('Emails delivered', 'Leverede e-mails', 'Levererade e-postmeddelanden', 'Leverte e-poster', 'Toimitetut sähköpostit') },
  emailsOpened: { type: 'number', integer: true, label: l('Emails opened', 'Åbnede e-mails', 'Öppnade e-postmeddelanden', 'Åpnede e-poster', 'Avatut sähköpostit') },
  emailsClicked: { type: 'number', integer: true, label: l('Emails clicked', 'Klikkede e-mails', 'Klickade e-postmeddelanden', 'Klikkede e-poster', 'Klikatut sähköpostit') },
  emailsBounced: { type: 'number', integer: true, label: l('Emails bounced', 'Afviste e-mails', 'Studsade e-postmeddelanden', 'Avviste e-poster', 'Palautuneet sähköpostit') },
  unsubscribed: { type: 'number', integer: true, label: l('Unsubscribed', 'Afmeldt', 'Avregistrerade', 'Avmeldt', 'Peruneet tilauksen') },
  smsSent: { type: 'number', integer: true, label: l('SMS sent', 'Sendte SMS', 'Skickade SMS', 'Sendte SMS', 'Lähetetyt tekstiviestit') },
  smsDelivered: { type: 'number', integer: true, label: l('SMS delivered', 'Leverede SMS', 'Levererade SMS', 'Leverte SMS', 'Toimitetut tekstiviestit') },
  pushSent: { type: 'number', integer: true, label: l('Push sent', 'Sendte push', 'Skickade push', 'Sendte push', 'Lähetetyt push-viestit') },
  pushOpened: { type: 'number', integer: true, label: l('Push opened', 'Åbnede push', 'Öppnade push', 'Åpnede push', 'Avatut push-viestit') },
} as const;

export const historyEntry = {
  at: { type: 'datetime', required: true, label: LABELS.at },
  userId: { type: 'text', label: LABELS.by },
  userName: { type: 'text', label: LABELS.by },
  action: { type: 'text', required: true, label: LABELS.action },
  fromStatus: { type: 'text', label: LABELS.fromStatus },
  toStatus: { type: 'text', label: LABELS.toStatus },
  comment: { type: 'text', label: LABELS.comment },
} as const;

export const mediaTypeEnum: EnumDef = {
  values: [
    { value: 'Email', label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
    { value: 'Sms', label: l('SMS', 'SMS', 'SMS', 'SMS', 'Tekstiviesti') },
    { value: 'Push', label: l('Push', 'Push-besked', 'Pushnotis', 'Push-varsel', 'Push-ilmoitus') },
  ],
};
