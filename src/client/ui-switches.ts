import { useEffect } from 'react'
import { UI_SWITCHES } from '../shared/pre-paint'

/**
 * The URL switches (`?navbar=0`, `?sidebar=0`, …) of the address shown: the pre-paint script
 * sets their `hide-*` classes on the first load, this after every navigation, so a link to
 * `/a?outline=0` hides the outline there and a link on without the switch shows it again.
 */
export function useUiSwitches(search: string): void {
  useEffect(() => {
    const q = new URLSearchParams(search)
    for (const k of UI_SWITCHES) document.documentElement.classList.toggle(`hide-${k}`, q.get(k) === '0')
  }, [search])
}
