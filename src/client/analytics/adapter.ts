/** What a page-view service's adapter does (index.ts loads one by the config's `provider`). */
export interface AnalyticsAdapter {
  pageview(path: string, referrer: string): void
}
