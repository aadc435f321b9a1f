export default function MasterCampaignsScreen() {
  return null;
}
