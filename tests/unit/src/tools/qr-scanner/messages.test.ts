import { describe, expect, it } from 'vitest'
import { cameraError, isImageFile, MESSAGES } from '../../../../../src/tools/qr-scanner/messages'

describe('messages', () => {
  it('maps each camera failure to its message', () => {
    expect(cameraError('NotAllowedError')).toBe(MESSAGES.denied)
    expect(cameraError('SecurityError')).toBe(MESSAGES.denied)
    expect(cameraError('NotFoundError')).toBe(MESSAGES.noCamera)
    expect(cameraError('OverconstrainedError')).toBe(MESSAGES.noCamera)
    expect(cameraError('NotReadableError')).toBe(MESSAGES.inUse)
    expect(cameraError('AbortError')).toBe(MESSAGES.inUse)
    expect(cameraError('WeirdError').detail).toContain('WeirdError')
    expect(cameraError('').detail).toContain('未知错误')
    expect(MESSAGES.denied.title).toBe('没有摄像头权限')
    expect(MESSAGES.insecure.detail).toContain('HTTPS')
    expect(MESSAGES.noCode.tips!.join('')).toMatch(/光线.*靠近.*平整/s)
  })

  it('tells images from other files by type, or by name when the type is empty', () => {
    expect(isImageFile('image/png', 'a.png')).toBe(true)
    expect(isImageFile('image/jpeg', 'x')).toBe(true)
    expect(isImageFile('text/plain', 'a.png')).toBe(false)
    expect(isImageFile('application/pdf', 'a.pdf')).toBe(false)
    expect(isImageFile('image/svg+xml', 'a.svg')).toBe(false)
    expect(isImageFile('', 'photo.JPG')).toBe(true)
    expect(isImageFile('', 'notes.txt')).toBe(false)
    expect(MESSAGES.notImage('a.pdf').detail).toBe('“a.pdf”不是图片。请选择 PNG、JPEG、WebP、GIF 或 BMP 格式的图片。')
    expect(MESSAGES.corrupt('b.png').title).toBe('无法读取这张图片')
  })
})
