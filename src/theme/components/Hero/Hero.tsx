import type { HeroAction, HeroImage } from '../../../shared/site-config'
import './Hero.css'
import { href, hrefSrcset } from '../../../shared/href'

export interface HeroData {
  name?: string
  text?: string
  tagline?: string
  image?: HeroImage
  actions?: HeroAction[]
}

/** The hero image is shown at 375 × 375 CSS pixels at most. */
const SIZE = 375

function Image({ image }: { image: HeroImage }) {
  const common = {
    alt: image.alt,
    srcSet: image.srcset && hrefSrcset(image.srcset),
    sizes: image.sizes ?? `(max-width: 767px) 60vw, ${SIZE}px`,
    width: SIZE,
    height: SIZE,
  }
  if (typeof image.src === 'string') return <img className="site-hero__image" src={href(image.src)} {...common} />
  // Both are in the page; CSS shows the one for the palette. Lazy loading keeps the browser from
  // fetching the hidden one (a display:none image is never "near the viewport").
  return (
    <>
      <img className="site-hero__image site-hero__image--light" src={href(image.src.light)} loading="lazy" {...common} />
      <img className="site-hero__image site-hero__image--dark" src={href(image.src.dark)} loading="lazy" {...common} />
    </>
  )
}

export function Hero({ hero }: { hero: HeroData }) {
  return (
    <section className={hero.image ? 'site-hero site-hero--image' : 'site-hero'} aria-labelledby="site-hero-name">
      <div className="site-hero__main">
        <h1 id="site-hero-name" className="site-hero__name">
          {hero.name}
        </h1>
        {hero.text ? (
          <p className="site-hero__text">
            {hero.text.split('\n').map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </p>
        ) : null}
        {hero.tagline ? <p className="site-hero__tagline">{hero.tagline}</p> : null}
        {hero.actions?.length ? (
          <div className="site-hero__actions">
            {hero.actions.map((a) => (
              <a key={a.link} className={`site-hero__action site-hero__action--${a.theme ?? 'brand'}`} href={href(a.link)}>
                {a.text}
              </a>
            ))}
          </div>
        ) : null}
      </div>
      {hero.image ? (
        <div className="site-hero__figure">
          <Image image={hero.image} />
        </div>
      ) : null}
    </section>
  )
}
