/**
 * The blog held to the counts of issue 32, with the one implementation of each count that
 * tests/content/texture.ts prints (run it for the whole picture): they fail when the blog drifts
 * back to one update note pasted into a third of the archive, sentences repeated across
 * articles, or one opening formula for many articles.
 *
 *   npx vitest run --project unit tests/content/texture.test.ts
 */
import { describe, expect, it } from 'vitest'
import { articlesOf, LIMITS, loadRealSite, openingFormulas, sharedSentences, updateNotes } from './texture.ts'

const site = await loadRealSite()
const articles = articlesOf(site.pages.values())

describe('the texture of the blog', () => {
  it(`has at most ${LIMITS.updateNotes} update notes ("YYYY 年更新")`, () => {
    const notes = updateNotes(articles)
    expect(notes.length, notes.map((n) => `${n.file}:${n.line}`).join('\n')).toBeLessThanOrEqual(LIMITS.updateNotes)
  })

  it(`shares no sentence among more than ${LIMITS.sentenceArticles} articles`, () => {
    const shared = sharedSentences(articles)
    expect(shared.map((s) => `${s.files.length} articles: ${s.sentence}`)).toEqual([])
  })

  it(`opens at most ${LIMITS.formulaShare * 100} % of its articles with one formula`, () => {
    const [top] = openingFormulas(articles)
    expect(top.files.length / articles.length, `"${top.formula}" opens ${top.files.length} articles:\n${top.files.join('\n')}`).toBeLessThanOrEqual(
      LIMITS.formulaShare,
    )
  })
})
