import { useState, type ReactNode } from 'react'
import type { SocialLink } from '../../../shared/site-config'
import { useTheme } from '../../config'
import './SocialLinks.css'
import { href } from '../../../shared/href'

/** At most this many links are shown in the bar; the rest go into the "more" popup. */
export const MAX_SHOWN = 5

export function splitSocialLinks(links: SocialLink[]): { shown: SocialLink[]; more: SocialLink[] } {
  if (links.length <= MAX_SHOWN) return { shown: links, more: [] }
  return { shown: links.slice(0, MAX_SHOWN - 1), more: links.slice(MAX_SHOWN - 1) }
}

const ICONS: Record<string, string> = {
  rss: 'M5 3a16 16 0 0 1 16 16h-3A13 13 0 0 0 5 6zm0 6a10 10 0 0 1 10 10h-3a7 7 0 0 0-7-7zm2 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  mail: 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm14 2.8-7 4.5-7-4.5V17h14z',
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7 3.6 3.6 0 0 1 .1-2.7s.8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
}

function Icon({ icon }: { icon: string }) {
  if (icon.trim().startsWith('<svg'))
    return <span className="site-social__svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon }} />
  const d = ICONS[icon]
  if (!d) return <span aria-hidden="true">{icon.slice(0, 2)}</span>
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  )
}

/** What a popup shows for the non-link modes. */
function PopupContent({ link }: { link: SocialLink }) {
  if (link.mode === 'img') return <img src={href(link.content)} alt={link.label ?? link.icon} width={160} height={160} />
  if (link.mode === 'dom') return <div dangerouslySetInnerHTML={{ __html: link.content }} />
  return <span className="site-social__text">{link.content}</span>
}

function Popup({ label, children, trigger }: { label: string; children: ReactNode; trigger: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <div
      className="site-social__popup-root"
      data-open={open || undefined}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <button type="button" className="site-social__item" aria-label={label} aria-expanded={open} onClick={() => setOpen(!open)}>
        {trigger}
      </button>
      <div className="site-social__popup">{children}</div>
    </div>
  )
}

function Item({ link }: { link: SocialLink }) {
  const label = link.label ?? link.icon
  if (link.mode === 'link') {
    const external = /^https?:/.test(link.content)
    return (
      <a
        className="site-social__item"
        href={href(link.content)}
        aria-label={label}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Icon icon={link.icon} />
      </a>
    )
  }
  return (
    <Popup label={label} trigger={<Icon icon={link.icon} />}>
      <PopupContent link={link} />
    </Popup>
  )
}

/** Social links in the navbar: `link` opens the URL, `text`, `img` and `dom` show a popup. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const theme = useTheme()
  if (!links.length) return null
  const { shown, more } = splitSocialLinks(links)
  return (
    <ul className="site-social">
      {shown.map((link) => (
        <li key={link.icon + link.content}>
          <Item link={link} />
        </li>
      ))}
      {more.length ? (
        <li>
          <Popup label={theme.moreText} trigger={<span aria-hidden="true">⋯</span>}>
            <ul className="site-social__more">
              {more.map((link) => (
                <li key={link.icon + link.content}>
                  <Item link={link} />
                </li>
              ))}
            </ul>
          </Popup>
        </li>
      ) : null}
    </ul>
  )
}
