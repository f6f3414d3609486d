// Types of check-bundle-budget.mjs (plain JavaScript, run by node) for its test.
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export interface PageBudget {
  page: string;
  files: string[];
  bytes: number;
  over: boolean;
}
export const BUDGET_BYTES: number;
export const PAGES: Record<string, string>;
export function pageBudgets(
  manifest: Record<string, ManifestChunk>,
  sizeOf: (file: string) => number,
  pages?: Record<string, string>,
): PageBudget[];
