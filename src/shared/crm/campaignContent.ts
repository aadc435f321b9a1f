/** What a campaign sends: a channel is used when the campaign has content for it. */
export interface CampaignChannels {
  email: boolean;
  sms: boolean;
  push: boolean;
}

/** A campaign's texts rendered for a sample guest, per channel, and which channels it uses. */
export interface CampaignPreview {
  channels: CampaignChannels;
  emailSubject: string;
  renderedEmail: string;
  renderedSms: string;
  renderedNpPushTitle: string;
  renderedNpPushBody: string;
  renderedNpPushCtaName: string;
  renderedNpPushCtaUrl: string;
}

/** How a campaign went out and was received, over the channels it uses. */
export interface CampaignDeliveryStatistics {
  channels: CampaignChannels;
  deliveryRate: number;
  openRate: number;
  clickRate: number;
  bounceRate: number;
  smsDeliveryRate: number;
  pushOpenRate: number;
  recipients: number;
  emailsSent: number;
  emailsDelivered: number;
  emailsOpened: number;
  emailsClicked: number;
  emailsBounced: number;
  unsubscribed: number;
  smsSent: number;
  smsDelivered: number;
  pushSent: number;
  pushOpened: number;
}
