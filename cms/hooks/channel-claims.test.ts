import { claimedChannelCounts, claimProblem } from './channel-claims'

describe('channel numbers in a package’s text', () => {
  it('are found in both languages, with words between the number and "channels"', () => {
    expect(claimedChannelCounts('Mais de 100 canais')).toEqual([100])
    expect(claimedChannelCounts('Over 110 TV and radio channels')).toEqual([110])
    expect(claimedChannelCounts('28 canais em destaque; 2 meses grátis')).toEqual([28])
    expect(claimedChannelCounts('Internet até 50 Mbps + TV')).toEqual([])
    // A number that counts something else before the word.
    expect(claimedChannelCounts('Internet até 50 Mbps com canais de TV incluídos')).toEqual([])
    expect(claimedChannelCounts('Desde 2010 levamos aos lares canais nacionais')).toEqual([])
    expect(claimedChannelCounts('Over 110 channels for the first 30 days')).toEqual([110])
  })

  it('may round down, but not claim more than the package has, nor far fewer', () => {
    expect(claimProblem(100, 104)).toBeNull()
    expect(claimProblem(28, 28)).toBeNull()
    expect(claimProblem(160, 28)?.pt).toMatch(/diz 160 canais, mas o pacote tem 28/)
    expect(claimProblem(12, 28)?.en).toMatch(/far fewer than the 28 channels/)
  })
})
