/** A campaign's texts rendered for a sample guest, per channel. */
export interface CampaignPreview {
  emailSubject: string;
  renderedEmail: string;
  renderedSms: string;
  renderedNpPushTitle: string;
  renderedNpPushBody: string;
  renderedNpPushCtaName: string;
  renderedNpPushCtaUrl: string;
}
