import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import type { AnalyticsConfig } from '../shared/site-config'
import { usePageViews } from './analytics'
import { installCodeBlocks } from './code-blocks'
import { zoomContentImages } from './image-zoom'
import { useViewTransitionCommit } from './view-transition'
import './reader-aids.css'

/**
 * The reader aids of every page, mounted once by App: the code-block buttons (one delegated
 * listener for every page to come), then per page, after it renders: the tab groups with the
 * reader's stored choices (their code loads only where a page has tabs), image zoom (detached on
 * leaving), the page view, and the end of a view transition's update.
 */
export function useReaderAids(analytics: AnalyticsConfig | undefined): void {
  const { pathname } = useLocation()
  useViewTransitionCommit()
  usePageViews(analytics)
  useEffect(() => {
    installCodeBlocks()
  }, [])
  useEffect(() => {
    if (document.querySelector('.tabs')) {
      void import('./tabs').then((tabs) => {
        tabs.installTabs()
        tabs.applyStoredTabs()
      })
    }
    return zoomContentImages()
  }, [pathname])
}
