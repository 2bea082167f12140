/**
 * Valid, unique lead bodies for the bench (forms/newsletter/schema.ts, forms/callback/schema.ts).
 * Newsletter rows are unique per e-mail, country and service, so each request gets its own e-mail;
 * call-backs get a unique name made of letters only (the name field takes letters, spaces, ' . -).
 */
/** A number written in letters (a, b, … z, ba, …), for fields that take letters only. */
export const letters = (n) => {
  let out = ''
  do {
    out = String.fromCharCode(97 + (n % 26)) + out
    n = Math.floor(n / 26)
  } while (n > 0)
  return out
}

export function leadBody(kind, runId, sequence) {
  if (kind === 'newsletter') {
    return { email: `bench-${runId}-${sequence}@example.com`, acceptTerms: true, service: 'Satélite', website: '' }
  }
  if (kind === 'callback') {
    // An Angolan mobile number (9 digits starting with 9).
    return {
      clientName: `Bench ${letters(runId)} ${letters(sequence)}`,
      clientPhone: `923${String(sequence % 1_000_000).padStart(6, '0')}`,
      clientSubject: 1,
      website: '',
    }
  }
  throw new Error(`unknown lead kind ${kind}`)
}
