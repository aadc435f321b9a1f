export default function EodRulesScreen() {
  return null;
}
