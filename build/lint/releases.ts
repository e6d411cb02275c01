/**
 * When the tools the blog shows were first released, by series: what lets the content checks
 * tell that an article dated 2017 cannot have printed `gcc (Debian 12.2.0-14) 12.2.0`
 * (true-to-date.ts). A series is what `series()` of its tool makes of a version: `12` for gcc
 * 12.2.0, `3.11` for Python 3.11.7, `6.1` for Linux 6.1.0. A version newer than the newest row is
 * taken as released after it.
 */
export interface Tool {
  name: string
  /** Where a page names a version: the first group is the version. */
  patterns: RegExp[]
  /** The series a version belongs to, the key of `released`. */
  series: (version: string) => string
  /** Series → the day its first release came out (YYYY-MM-DD). */
  released: Record<string, string>
}

const major = (v: string) => v.split('.')[0]
const majorMinor = (v: string) => v.split('.').slice(0, 2).join('.')

export const TOOLS: Tool[] = [
  {
    name: 'Debian',
    patterns: [/\bDebian (?:GNU\/Linux )?(\d{1,2})\b(?![.\d])/g, /\+deb(\d{1,2})u\d/g],
    series: major,
    released: { '8': '2015-04-26', '9': '2017-06-17', '10': '2019-07-06', '11': '2021-08-14', '12': '2023-06-10', '13': '2025-08-09' },
  },
  {
    name: 'Debian',
    patterns: [/\b(jessie|stretch|buster|bullseye|bookworm|trixie)\b/g],
    series: (v) => v,
    released: {
      jessie: '2015-04-26',
      stretch: '2017-06-17',
      buster: '2019-07-06',
      bullseye: '2021-08-14',
      bookworm: '2023-06-10',
      trixie: '2025-08-09',
    },
  },
  {
    name: 'gcc',
    patterns: [/\b(?:gcc|g\+\+|cpp)(?:-\d+)? \([^)\n]*\) (\d{1,2}\.\d+\.\d+)/g, /\b(?:gcc|GCC|g\+\+) (\d{1,2}\.\d+(?:\.\d+)?)\b/g],
    series: major,
    released: {
      '6': '2016-04-27',
      '7': '2017-05-02',
      '8': '2018-05-02',
      '9': '2019-05-03',
      '10': '2020-05-07',
      '11': '2021-04-27',
      '12': '2022-05-06',
      '13': '2023-04-26',
      '14': '2024-05-07',
      '15': '2025-04-25',
    },
  },
  {
    name: 'Python',
    patterns: [/\bPython (3\.\d+)(?:\.\d+)?\b/g, /\bpython(3\.\d+)\b/g, /\/versions\/(3\.\d+)\.\d+\//g],
    series: majorMinor,
    released: {
      '3.5': '2015-09-13',
      '3.6': '2016-12-23',
      '3.7': '2018-06-27',
      '3.8': '2019-10-14',
      '3.9': '2020-10-05',
      '3.10': '2021-10-04',
      '3.11': '2022-10-24',
      '3.12': '2023-10-02',
      '3.13': '2024-10-07',
      '3.14': '2025-10-07',
    },
  },
  {
    name: 'Node.js',
    patterns: [/\bNode(?:\.js)? v?(\d{1,2}\.\d+(?:\.\d+)?)\b/gi, /^v(\d{1,2}\.\d+\.\d+)$/gm],
    series: major,
    released: {
      '6': '2016-04-26',
      '8': '2017-05-30',
      '10': '2018-04-24',
      '12': '2019-04-23',
      '14': '2020-04-21',
      '16': '2021-04-20',
      '18': '2022-04-19',
      '20': '2023-04-18',
      '22': '2024-04-24',
      '24': '2025-05-06',
    },
  },
  {
    name: 'Linux',
    patterns: [
      /\bLinux \S+ (\d\.\d{1,2})\.\d+/g,
      /(?:Linux|内核|[Kk]ernel) ?v?(\d\.\d{1,2})(?:\.\d+)?(?![.\d])/g,
      // What `uname -r` prints, and the modules folder named by it.
      /^(\d\.\d{1,2})\.\d+-[\w.+-]+$/gm,
      /\/lib\/modules\/(\d\.\d{1,2})\.\d+-/g,
    ],
    series: majorMinor,
    released: {
      '4.9': '2016-12-11',
      '4.10': '2017-02-19',
      '4.11': '2017-04-30',
      '4.12': '2017-07-02',
      '4.13': '2017-09-03',
      '4.14': '2017-11-12',
      '4.15': '2018-01-28',
      '4.16': '2018-04-01',
      '4.17': '2018-06-03',
      '4.18': '2018-08-12',
      '4.19': '2018-10-22',
      '4.20': '2018-12-23',
      '5.0': '2019-03-03',
      '5.1': '2019-05-05',
      '5.2': '2019-07-07',
      '5.3': '2019-09-15',
      '5.4': '2019-11-24',
      '5.5': '2020-01-26',
      '5.6': '2020-03-29',
      '5.7': '2020-05-31',
      '5.8': '2020-08-02',
      '5.9': '2020-10-11',
      '5.10': '2020-12-13',
      '5.11': '2021-02-14',
      '5.12': '2021-04-25',
      '5.13': '2021-06-27',
      '5.14': '2021-08-29',
      '5.15': '2021-10-31',
      '5.16': '2022-01-09',
      '5.17': '2022-03-20',
      '5.18': '2022-05-22',
      '5.19': '2022-07-31',
      '6.0': '2022-10-02',
      '6.1': '2022-12-11',
      '6.2': '2023-02-19',
      '6.3': '2023-04-23',
      '6.4': '2023-06-25',
      '6.5': '2023-08-27',
      '6.6': '2023-10-30',
      '6.7': '2024-01-07',
      '6.8': '2024-03-10',
      '6.9': '2024-05-12',
      '6.10': '2024-07-14',
      '6.11': '2024-09-15',
      '6.12': '2024-11-17',
      '6.13': '2025-01-19',
      '6.14': '2025-03-24',
      '6.15': '2025-05-25',
      '6.16': '2025-07-27',
      '6.17': '2025-09-28',
      '6.18': '2025-11-30',
    },
  },
  {
    name: 'CMake',
    patterns: [/\bcmake version (\d\.\d+)/gi, /\bCMake (\d\.\d+)/g, /cmake_minimum_required\(VERSION (\d\.\d+)/gi],
    series: majorMinor,
    released: {
      '3.5': '2016-03-08',
      '3.7': '2016-11-11',
      '3.9': '2017-07-18',
      '3.10': '2017-11-20',
      '3.12': '2018-07-17',
      '3.13': '2018-11-20',
      '3.14': '2019-03-14',
      '3.16': '2019-11-26',
      '3.18': '2020-07-15',
      '3.20': '2021-03-23',
      '3.22': '2021-11-18',
      '3.24': '2022-08-04',
      '3.25': '2022-11-16',
      '3.27': '2023-07-19',
      '3.28': '2023-12-04',
      '3.30': '2024-07-18',
      '3.31': '2024-11-06',
    },
  },
  {
    name: 'OpenSSL',
    patterns: [/\bOpenSSL (\d\.\d+(?:\.\d+)?)/g],
    series: (v) => (v.startsWith('1.') ? v.split('.').slice(0, 3).join('.') : majorMinor(v)),
    released: {
      '1.0.2': '2015-01-22',
      '1.1.0': '2016-08-25',
      '1.1.1': '2018-09-11',
      '3.0': '2021-09-07',
      '3.1': '2023-03-14',
      '3.2': '2023-11-23',
      '3.3': '2024-04-09',
      '3.4': '2024-10-22',
      '3.5': '2025-04-08',
    },
  },
  {
    name: 'util-linux',
    patterns: [/\butil-linux (2\.\d+)/g],
    series: majorMinor,
    released: {
      '2.29': '2016-11-08',
      '2.30': '2017-06-02',
      '2.32': '2018-03-21',
      '2.33': '2018-11-06',
      '2.34': '2019-06-14',
      '2.36': '2020-07-23',
      '2.37': '2021-06-01',
      '2.38': '2022-03-28',
      '2.39': '2023-05-17',
    },
  },
  {
    name: 'Valgrind',
    patterns: [/\bValgrind-(3\.\d+)/g, /\bvalgrind-(3\.\d+)\.\d/g],
    series: majorMinor,
    released: {
      '3.12': '2016-10-20',
      '3.13': '2017-06-15',
      '3.14': '2018-10-09',
      '3.15': '2019-04-15',
      '3.16': '2020-05-27',
      '3.17': '2021-03-19',
      '3.18': '2021-10-15',
      '3.19': '2022-04-11',
      '3.20': '2022-10-24',
      '3.21': '2023-04-28',
      '3.22': '2023-10-31',
      '3.23': '2024-04-26',
      '3.24': '2024-10-31',
    },
  },
]

/**
 * The day a version's series came out, or undefined when the table does not know the series
 * (an older one than its first row counts as old enough; a newer one than its last, as new).
 */
export function releasedOn(tool: Tool, version: string): string | undefined {
  const key = tool.series(version)
  if (tool.released[key]) return tool.released[key]
  const rows = Object.entries(tool.released)
  const newest = rows[rows.length - 1]
  if (compareSeries(key, newest[0]) > 0) return newest[1]
  return undefined
}

/** Compares two series by their numbers (`3.10` after `3.9`); names compare equal. */
function compareSeries(a: string, b: string): number {
  const x = a.split('.').map(Number)
  const y = b.split('.').map(Number)
  if (x.some(Number.isNaN) || y.some(Number.isNaN)) return 0
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0)
    if (d) return d
  }
  return 0
}
