import type { Project } from './projects'
import './ProjectList.css'
import { href } from '../shared/href'

/** The projects page: one card per project with what it is, what it is made with and where to go. */
export function ProjectList({ projects }: { projects: readonly Project[] }) {
  return (
    <div className="pj">
      <header className="pj-header">
        <h1 className="pj-title">项目</h1>
        <p className="pj-lead">
          这里是本站上能直接用的东西：两个在浏览器里运行的小工具、一本在线书，以及两个不依赖任何框架的静态小程序。它们都不需要注册，也不会把你的数据发到服务器。
        </p>
      </header>
      <ul className="pj-list">
        {projects.map((p) => (
          <li key={p.id} id={p.id} className="pj-card">
            <h2 className="pj-card__name">{p.name}</h2>
            <p className="pj-card__text">{p.description}</p>
            <div className="pj-card__stack">
              <span className="pj-card__label" id={`${p.id}-stack`}>
                使用
              </span>
              <ul aria-labelledby={`${p.id}-stack`}>
                {p.stack.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
            <nav className="pj-card__links" aria-label={`${p.name}的链接`}>
              {p.links.map((l, i) => (
                <a key={l.href} href={href(l.href)} className={i === 0 ? 'pj-card__link pj-card__link--main' : 'pj-card__link'}>
                  {l.text}
                </a>
              ))}
            </nav>
          </li>
        ))}
      </ul>
    </div>
  )
}
