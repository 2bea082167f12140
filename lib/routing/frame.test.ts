import { frameForPath, serviceTypeForPath } from './frame'

describe('frame and service type from the path', () => {
  it.each([
    ['/zap-fibra/pacotes-tv-net', 'fibra'],
    ['/zap-fibra', 'fibra'],
    ['/zap-cinemas/em-exibicao', 'cinema'],
    ['/zap-fibrazzz', 'none'],
    ['/', 'none'],
    ['/tv/guia-tv', 'none'],
  ] as const)('%s is %s', (path, service) => expect(serviceTypeForPath(path)).toBe(service))

  it.each([
    ['/', 'default'],
    ['/zap-satelite/pacotes-de-canais', 'default'],
    ['/zap-fibra/wifi-6', 'service'],
    ['/zap-cinemas/imax', 'service'],
    ['/a-zap', 'corporate'],
    ['/a-zap/noticias/x', 'corporate'],
    ['/the-zap/career', 'corporate'],
    ['/tv/zap-channels/novelas', 'novelas'],
    ['/tv/zap-channels/novelas/novels', 'novelas'],
    ['/tv/zap-channels', 'default'],
  ] as const)('%s uses the %s frame', (path, frame) => expect(frameForPath(path)).toBe(frame))

  it('lets the page override the frame', () => {
    expect(frameForPath('/', 'corporate')).toBe('corporate')
    expect(frameForPath('/a-zap', null)).toBe('corporate')
  })
})
