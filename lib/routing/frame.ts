/** The four page frames (default, corporate, service, novelas) and the service type of the service frame. */
export type FrameName = 'default' | 'corporate' | 'service' | 'novelas'
export type ServiceType = 'fibra' | 'cinema' | 'none'

const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + '/')

/** Service type derived from the path: fibra under /zap-fibra/, cinema under /zap-cinemas/. */
export function serviceTypeForPath(path: string): ServiceType {
  if (under(path, '/zap-fibra')) return 'fibra'
  if (under(path, '/zap-cinemas')) return 'cinema'
  return 'none'
}

/** The frame for a page path (either language), unless the page overrides it in the CMS. */
export function frameForPath(path: string, override?: FrameName | null): FrameName {
  if (override) return override
  if (under(path, '/tv/zap-channels/novelas')) return 'novelas'
  if (serviceTypeForPath(path) !== 'none') return 'service'
  if (under(path, '/a-zap') || under(path, '/the-zap')) return 'corporate'
  return 'default'
}
