import './Hero.css'

export interface HeroData {
  name?: string
  text?: string
  tagline?: string
  actions?: { text: string; link: string; theme?: 'brand' | 'alt' }[]
}

export function Hero({ hero }: { hero: HeroData }) {
  return (
    <section className="site-hero" aria-labelledby="site-hero-name">
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
            <a key={a.link} className={`site-hero__action site-hero__action--${a.theme ?? 'brand'}`} href={a.link}>
              {a.text}
            </a>
          ))}
        </div>
      ) : null}
    </section>
  )
}
