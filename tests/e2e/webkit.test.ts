/** The routes and the reader's key interactions in WebKitGTK (engines/suite.ts, engines/webkit.ts). */
import { engineSuite } from './engines/suite'
import { launchWebKit } from './engines/webkit'

engineSuite((baseUrl) => launchWebKit(baseUrl))
