/** The routes and the reader's key interactions in Firefox ESR (engines/suite.ts, engines/firefox.ts). */
import { engineSuite } from './engines/suite'
import { launchFirefox } from './engines/firefox'

engineSuite(() => launchFirefox())
