// /financial-analysis (spec part 2 §2.6): the page inside the signed-in chrome.
export { FinancialAnalysisPage as Component } from '../../features/analysis/components/financial-analysis-page';
