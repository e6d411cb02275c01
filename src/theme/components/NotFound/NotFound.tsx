import './NotFound.css'

export function NotFound() {
  return (
    <section className="site-404" aria-labelledby="site-404-title">
      <p className="site-404__code">404</p>
      <h1 id="site-404-title" className="site-404__title">
        PAGE NOT FOUND
      </h1>
      <a className="site-404__home" href="/" aria-label="go to home">
        Take me home
      </a>
    </section>
  )
}
