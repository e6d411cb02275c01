import type { PageData } from '../../../shared/types'
import { useSite, useTheme } from '../../config'
import { NavGroup, ScreenItem } from './NavMenuItem'
import { languageLinks, versionLinks, type LocaleLink } from './locale-links'

/**
 * The navbar's version and language switchers (with `multiVersion` and `locales`), each a group
 * named by its accessible label: dropdowns in the bar, or, with `screen`, headings over their
 * links in the full-screen menu. A part of its own (src/theme/parts.tsx), so that it stays out
 * of the first-load JavaScript; the navbar renders it only with several languages or versions.
 */
export function LocaleSwitchers({ page, screen = false }: { page: PageData; screen?: boolean }) {
  const t = useTheme()
  const config = useSite()
  const group = (label: string, links: LocaleLink[], current: string) => ({
    label,
    item: { text: links.find((l) => l.to === current)?.text ?? current, items: links.map(({ text, link }) => ({ text, link })) },
  })
  const switchers = [
    ...((config.multiVersion?.versions.length ?? 0) > 1 ? [group(t.versionText, versionLinks(page, config), page.version)] : []),
    ...((config.locales?.length ?? 0) > 1 ? [group(t.languageText, languageLinks(page, config), page.lang)] : []),
  ]
  if (screen) return switchers.map((s) => <ScreenItem key={s.label} item={{ ...s.item, text: s.label }} path={page.routePath} />)
  return (
    <ul className="site-nav__items site-nav__items--right site-nav__locales">
      {switchers.map((s) => (
        <li key={s.label}>
          <NavGroup item={s.item} path={page.routePath} active={false} label={`${s.label}: ${s.item.text}`} />
        </li>
      ))}
    </ul>
  )
}
