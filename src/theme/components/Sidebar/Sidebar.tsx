import type { Route, Section } from '../../../app/routes'
import './Sidebar.css'

interface Group {
  key: string
  title: string
  items: Route[]
}

/**
 * Groups a section's pages by folder: blog articles by year (newest first, articles newest
 * first), other sections in file order with the folder index first.
 */
export function groupSection(section: Section): Group[] {
  const groups = new Map<string, Group>()
  const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1)
  const titles = new Map(section.list.filter((r) => r.path.endsWith('/')).map((r) => [r.path, r.title]))
  for (const route of section.list) {
    const key = folderOf(route.path)
    const name = key.split('/').filter(Boolean).pop() ?? ''
    const group = groups.get(key) ?? { key, title: titles.get(key) ?? name, items: [] }
    group.items.push(route)
    groups.set(key, group)
  }
  const list = [...groups.values()]
  if (section.name === 'blog') {
    for (const g of list) g.items.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
    list.sort((a, b) => b.key.localeCompare(a.key))
  }
  return list
}

export function Sidebar({ section, current }: { section: Section; current: string }) {
  return (
    <nav className="site-sidebar" aria-label="侧边栏">
      {groupSection(section).map((group) => (
        <section key={group.key} className="site-sidebar__group">
          <h2 className="site-sidebar__title">{group.title}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.path}>
                <a
                  className={item.path === current ? 'site-sidebar__link active' : 'site-sidebar__link'}
                  aria-current={item.path === current ? 'page' : undefined}
                  href={item.path}
                >
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
