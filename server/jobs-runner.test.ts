import { isJobsRunner, jobsRunToken } from './jobs-runner.mjs'

describe('the jobs ticker token', () => {
  it('is accepted only as the exact bearer token of the same secret', () => {
    const secret = 'a-secret'
    expect(isJobsRunner(`Bearer ${jobsRunToken(secret)}`, secret)).toBe(true)
    expect(isJobsRunner(`Bearer ${jobsRunToken('another')}`, secret)).toBe(false)
    expect(isJobsRunner(jobsRunToken(secret), secret)).toBe(false)
    expect(isJobsRunner(`Bearer ${jobsRunToken(secret)}x`, secret)).toBe(false)
    expect(isJobsRunner(null, secret)).toBe(false)
    expect(isJobsRunner(`Bearer ${jobsRunToken('')}`, undefined)).toBe(false)
  })
  it('does not reveal the secret', () => {
    expect(jobsRunToken('a-secret')).not.toContain('a-secret')
  })
})
