/**
 * Loaded into the fault suites' servers (`node --import`): the test holds this process's stdin
 * open, so when the test process dies, even by SIGKILL, stdin ends and the server ends with it
 * instead of holding its port.
 */
process.stdin.on('end', () => process.kill(process.pid, 'SIGKILL'))
process.stdin.on('error', () => process.kill(process.pid, 'SIGKILL'))
process.stdin.resume()
