export default function VenueCampaignsScreen() {
  return null;
}
