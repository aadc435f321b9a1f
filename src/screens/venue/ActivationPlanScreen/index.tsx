export default function ActivationPlanScreen() {
  return null;
}
