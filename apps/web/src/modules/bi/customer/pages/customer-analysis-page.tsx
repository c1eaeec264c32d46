export function CustomerAnalysisPage() {
  return null;
}
