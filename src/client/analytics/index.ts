import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import type { AnalyticsConfig } from '../../shared/site-config'
import type { AnalyticsAdapter } from './adapter'

/**
 * Page views. Off unless configured: `analytics` in the site config (passed in by App), or at build time the
 * environment variable SITE_ANALYTICS_ENDPOINT (with SITE_ANALYTICS_DOMAIN), so a deployment or
 * a test can switch it on without editing the config. Unconfigured, nothing here makes a request
 * and no adapter is loaded.
 *
 * Each change of the pathname is reported once, the first page included; a hash change, a
 * re-render or React's development double effects are not.
 */
export function analyticsConfig(configured: AnalyticsConfig | undefined): AnalyticsConfig | undefined {
  if (configured) return configured
  const endpoint = import.meta.env.SITE_ANALYTICS_ENDPOINT
  if (!endpoint) return undefined
  return { provider: 'plausible', endpoint, domain: import.meta.env.SITE_ANALYTICS_DOMAIN || undefined }
}

async function loadAdapter(c: AnalyticsConfig): Promise<AnalyticsAdapter> {
  switch (c.provider) {
    case 'plausible': {
      const { plausibleAdapter } = await import('./plausible')
      return plausibleAdapter(c)
    }
  }
}

let adapter: Promise<AnalyticsAdapter> | undefined
let lastPath: string | undefined

function report(c: AnalyticsConfig, path: string): void {
  if (path === lastPath) return
  lastPath = path
  adapter ??= loadAdapter(c)
  adapter.then(
    // Like Plausible's own script: the referrer is the one the visit came with.
    (a) => a.pageview(path, document.referrer),
    (err: unknown) => console.warn('analytics adapter could not load:', err),
  )
}

/** `configured`: the site config's `analytics`. */
export function usePageViews(configured: AnalyticsConfig | undefined): void {
  const { pathname } = useLocation()
  useEffect(() => {
    const c = analyticsConfig(configured)
    if (c) report(c, pathname)
  }, [pathname, configured])
}
