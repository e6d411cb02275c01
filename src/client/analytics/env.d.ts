/** Build-time switches of the analytics (vite.config.ts `define`); empty when unset. */
interface ImportMetaEnv {
  readonly SITE_ANALYTICS_ENDPOINT: string
  readonly SITE_ANALYTICS_DOMAIN: string
}
