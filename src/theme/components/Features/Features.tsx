import './Features.css'
import { href } from '../../../shared/href'

/** One card of the home page (frontmatter `features`, checked by build/markdown/frontmatter.ts). */
export interface Feature {
  title: string
  details: string
  link: string
  icon?: string
}

/** The home page's feature cards: each card is one link, so the keyboard reaches it with Tab. */
export function Features({ features }: { features: Feature[] }) {
  return (
    <section className="site-features">
      <ul className="site-features__list">
        {features.map((f) => (
          <li key={f.link + f.title}>
            <a className="site-features__item" href={href(f.link)}>
              {f.icon ? (
                <span className="site-features__icon" aria-hidden="true">
                  {f.icon}
                </span>
              ) : null}
              <h2 className="site-features__title">{f.title}</h2>
              <p className="site-features__details">{f.details}</p>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
