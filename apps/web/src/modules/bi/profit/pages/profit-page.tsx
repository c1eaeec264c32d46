export function ProfitPage() {
  return null;
}
