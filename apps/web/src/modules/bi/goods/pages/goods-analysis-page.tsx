export function GoodsAnalysisPage() {
  return null;
}
