/**
 * `make`, run once per object and remembered while the object lives; further arguments are only
 * read the first time, so they must follow from the object (a route list's section name). The
 * server renders every page of a section from the same route lists: what is derived from a list
 * (its lookup map, sidebar groups, index of paths, hash) is made once, so a page's cost does not
 * grow with its section. The objects are not changed once made.
 */
export function oncePer<K extends object, A extends unknown[], V>(make: (key: K, ...rest: A) => V): (key: K, ...rest: A) => V {
  const made = new WeakMap<K, V>()
  return (key, ...rest) => {
    if (made.has(key)) return made.get(key)!
    const value = make(key, ...rest)
    made.set(key, value)
    return value
  }
}
