import type { PageData } from '../../../shared/types'
import { formatDate } from '../../../shared/date'
import { tagHref } from '../../../blog/group'
import './ArticleMeta.css'
import { href } from '../../../shared/href'
import { fillText } from '../../../shared/site-config'
import { useTheme } from '../../config'

/**
 * The line under an article's title: date, reading time, tags (each a link to the blog index
 * filtered by it). Renders nothing for a page without a date. The date is written in the page's
 * language and in Asia/Shanghai (src/shared/date.ts), so the server and the browser print the
 * same day; the reading time and the tag list's name are theme texts of the page's language.
 *
 *   <div class="article-meta"><time datetime="2017-03-14T21:30:00+08:00">2017年3月14日</time>
 *     <span>阅读约 8 分钟</span><ul aria-label="标签"><li><a href="/blog/?tag=C">C</a></li></ul></div>
 */
export function ArticleMeta({ page }: { page: PageData }) {
  const theme = useTheme()
  const { date, tags } = page.frontmatter
  const day = typeof date === 'string' ? formatDate(date, page.lang) : null
  if (!day) return null
  const minutes = page.readingTime
  return (
    <div className="article-meta">
      <time className="article-meta__item" dateTime={date}>
        {day}
      </time>
      {typeof minutes === 'number' && minutes > 0 ? (
        <span className="article-meta__item">{fillText(theme.readingTimeText, { minutes })}</span>
      ) : null}
      {tags?.length ? (
        <ul className="article-meta__item article-meta__tags" aria-label={theme.tagsText}>
          {tags.map((tag) => (
            <li key={tag}>
              <a className="article-meta__tag" href={href(tagHref(tag))}>
                {tag}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
