import { describe, expect, it } from 'vitest'
import { outputPath } from '../../../../build/render/output-path'

describe('outputPath', () => {
  it('writes folder routes as index.html and pages as .html', () => {
    expect(outputPath('/')).toBe('index.html')
    expect(outputPath('/blog/')).toBe('blog/index.html')
    expect(outputPath('/blog/2025/a')).toBe('blog/2025/a.html')
  })
})
