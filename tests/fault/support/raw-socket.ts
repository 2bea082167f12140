import { connect } from 'node:net'

export type RawExchange = { status: number; headers: Record<string, string>; head: string }

/** Sends bytes exactly as given on a fresh connection and reads the response's status line and headers. */
export function rawExchange(port: number, text: string, timeoutMs = 10_000): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port })
    let received = ''
    const timer = setTimeout(() => socket.destroy(new Error(`no response within ${timeoutMs} ms`)), timeoutMs)
    const finish = () => {
      clearTimeout(timer)
      const head = received.split('\r\n\r\n')[0] ?? ''
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, head: received })
    }
    socket.on('connect', () => socket.write(text))
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('end', finish)
    socket.on('close', finish)
    socket.on('error', (error) => (received ? finish() : (clearTimeout(timer), reject(error))))
  })
}
