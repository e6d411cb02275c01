import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { formatDate } from '../shared/date'
import { BLOG_PATH, filterByTag, groupByYear, tagCounts, tagFromSearch, tagHref, type BlogEntry } from './group'
import './BlogIndex.css'
import { href } from '../shared/href'

/**
 * The blog index: every article grouped by year, newest first, with a tag filter.
 *
 * The prerendered HTML lists every article (it is readable without JavaScript). The `?tag=`
 * query is read after hydration only: the prerender has no query, and the first client render
 * must match it. Tag links are plain links (`/blog/?tag=GDB`), so the site's link navigation
 * changes the URL without a reload, and a shared or reloaded URL filters once the page hydrates.
 * `note`: the site's own words after the lead (content/blog/index.tsx).
 */
export function BlogIndex({ entries, note }: { entries: readonly BlogEntry[]; note?: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const [tag, setTag] = useState<string | null>(null)
  const allLink = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    setTag(tagFromSearch(location.search))
  }, [location.search])

  const shown = filterByTag(entries, tag)
  const groups = groupByYear(shown)
  const tags = tagCounts(entries)

  const clear = () => {
    navigate(BLOG_PATH)
    // The control disappears with the filter; the "all" link keeps the keyboard user's place.
    allLink.current?.focus()
  }

  return (
    <div className="blog-index">
      <header className="blog-index__header">
        <h1 className="blog-index__title">博客</h1>
        <p className="blog-index__lead">
          共 {entries.length} 篇文章，按年份从新到旧排列。点一个标签，只看这一类文章；筛选后的地址可以直接分享。{note}
        </p>
      </header>

      <nav className="blog-index__tags" aria-label="按标签筛选">
        <ul className="blog-index__tag-list">
          <li>
            <a ref={allLink} className="blog-index__tag" href={href(BLOG_PATH)} aria-current={tag === null ? 'page' : undefined}>
              全部 <span className="blog-index__tag-count">{entries.length}</span>
            </a>
          </li>
          {tags.map(({ tag: t, count }) => (
            <li key={t}>
              <a className="blog-index__tag" href={href(tagHref(t))} aria-current={t === tag ? 'page' : undefined}>
                {t} <span className="blog-index__tag-count">{count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="blog-index__filter">
        <p className="blog-index__status" role="status">
          {tag === null ? '' : shown.length ? `标签“${tag}”下有 ${shown.length} 篇文章。` : `没有带标签“${tag}”的文章。`}
        </p>
        {tag !== null ? (
          <button type="button" className="blog-index__clear" onClick={clear}>
            清除筛选
          </button>
        ) : null}
      </div>

      {groups.map(({ year, entries: list }) => (
        <section key={year} className="blog-index__year" aria-labelledby={`blog-year-${year}`}>
          <h2 className="blog-index__year-title" id={`blog-year-${year}`}>
            {year} 年 <span className="blog-index__year-count">{list.length} 篇</span>
          </h2>
          <ul className="blog-index__list">
            {list.map((e) => (
              <li key={e.path} className="blog-index__item">
                <article className="blog-index__article">
                  <h3 className="blog-index__article-title">
                    <a href={href(e.path)}>{e.title}</a>
                  </h3>
                  <p className="blog-index__meta">
                    <time dateTime={e.date}>{formatDate(e.date)}</time>
                  </p>
                  <p className="blog-index__description">{e.description}</p>
                  {e.tags.length ? (
                    <ul className="blog-index__article-tags" aria-label="标签">
                      {e.tags.map((t) => (
                        <li key={t}>
                          <a className="blog-index__article-tag" href={href(tagHref(t))}>
                            {t}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
