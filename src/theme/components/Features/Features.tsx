import './Features.css'
import { href } from '../../../shared/href'

export interface Feature {
  title: string
  details?: string
  icon?: string
  link?: string
}

/** The home page's feature cards (frontmatter `features`). */
export function Features({ features }: { features: Feature[] }) {
  return (
    <ul className="site-features">
      {features.map((f) => (
        <li key={f.title} className="site-features__item">
          {f.icon ? (
            <span className="site-features__icon" aria-hidden="true">
              {f.icon}
            </span>
          ) : null}
          <h2 className="site-features__title">{f.link ? <a href={href(f.link)}>{f.title}</a> : f.title}</h2>
          {f.details ? <p className="site-features__details">{f.details}</p> : null}
        </li>
      ))}
    </ul>
  )
}
