import type { AnalyticsConfig } from '../../shared/site-config'
import type { AnalyticsAdapter } from './adapter'

/**
 * A Plausible-style beacon: one POST of `{ name: 'pageview', url, domain, referrer }` to the
 * configured events endpoint (Plausible's `/api/event`, Umami-style collectors that accept the
 * same body). The body is sent as text/plain, a type that needs no CORS preflight, with
 * `keepalive` so a beacon sent as the reader leaves still goes out.
 */
export function pageviewBody(c: AnalyticsConfig, path: string, referrer: string) {
  return {
    name: 'pageview',
    url: location.origin + path,
    domain: c.domain ?? location.hostname,
    referrer: referrer || null,
  }
}

export function plausibleAdapter(c: AnalyticsConfig): AnalyticsAdapter {
  return {
    pageview(path, referrer) {
      fetch(c.endpoint, {
        method: 'POST',
        mode: 'no-cors',
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(pageviewBody(c, path, referrer)),
      }).catch(() => {
        // A blocked or offline endpoint must not disturb the reader.
      })
    },
  }
}
