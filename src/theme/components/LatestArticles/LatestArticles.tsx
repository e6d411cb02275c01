import type { LatestArticle } from '../../../shared/types'
import { formatDate } from '../../../shared/date'
import { useTheme } from '../../config'
import { href } from '../../../shared/href'
import './LatestArticles.css'

/**
 * The home page's newest articles, under its features: the list the build put in the page's
 * data (build/site/model.ts), with each article's date in the page's language `lang`.
 */
export function LatestArticles({ articles, lang }: { articles: LatestArticle[]; lang: string }) {
  const theme = useTheme()
  return (
    <section className="site-latest" aria-labelledby="site-latest-title">
      <h2 id="site-latest-title" className="site-latest__title">
        {theme.latestArticlesText}
      </h2>
      <ol className="site-latest__list">
        {articles.map((a) => (
          <li key={a.link} className="site-latest__item">
            <a href={href(a.link)}>{a.title}</a>
            <time dateTime={a.date}>{formatDate(a.date, lang) ?? a.date}</time>
          </li>
        ))}
      </ol>
    </section>
  )
}
