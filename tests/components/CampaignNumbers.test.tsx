import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumbersGrid } from '@/screens/crm/VenueCampaignsScreen/CampaignStatisticsView';
import { renderWithAdmin } from '../support/renderWithAdmin';

const numbers = {
  recipients: 900, emailsSent: 900, emailsDelivered: 880, emailsOpened: 300, emailsClicked: 40, emailsBounced: 20, unsubscribed: 3, smsSent: 0, smsDelivered: 0, pushSent: 0, pushOpened: 0,
  deliveryRate: 97.8, openRate: 34.1, clickRate: 4.5, bounceRate: 2.2, smsDeliveryRate: 0, pushOpenRate: 0,
};

/** The value a tile shows under its label. */
const tile = (label: string) => within(screen.getByText(label).closest('.MuiPaper-root') as HTMLElement).getByRole('definition');

describe("a campaign's numbers", () => {
  it('say "Not used" for the channels the campaign does not use, as its preview does', () => {
    renderWithAdmin(<NumbersGrid numbers={numbers} channels={{ email: true, sms: false, push: false }} />);
    expect(tile('Emails sent')).toHaveTextContent('900');
    expect(tile('SMS sent')).toHaveTextContent('Not used');
    expect(tile('Push sent')).toHaveTextContent('Not used');
  });
});
