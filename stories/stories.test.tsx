import { describe, expect, it, jest } from '@jest/globals'
import { globSync } from 'node:fs'
import { join, relative } from 'node:path'
import { composeStories, setProjectAnnotations } from '@storybook/react'
import { act, render, screen } from '@testing-library/react'
import * as timelineStories from '@/blocks/timeline/Timeline.stories'
import * as preview from '@/.storybook/preview'
import { storyGlobs } from '@/.storybook/stories'

// Stories render here as in Storybook: with the preview's decorators (the page's language and country).
setProjectAnnotations(preview)

const root = join(__dirname, '..')

/** Every story file Storybook shows, found by the same globs as .storybook/main.ts: a new one is tested without listing it here. */
const storyFiles = (): string[] =>
  storyGlobs.flatMap((pattern) => globSync(pattern.replace(/^\.\.\//, ''), { cwd: root })).sort()

// Every story of every file renders through Storybook's portable stories, without console errors.
type Composed = { (): React.ReactNode; play?: (context: { canvasElement: HTMLElement }) => unknown }
const storiesOf = (file: string): [string, Composed][] =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are only known at run time
  Object.entries(composeStories(require(join(root, file)))) as [string, Composed][]

const files = storyFiles()

describe('the story files', () => {
  it('are found (the globs of .storybook/main.ts still match)', () => {
    expect(files).toContain('blocks/timeline/Timeline.stories.tsx')
    expect(files).toContain('components/popup/AppPopup.stories.tsx')
  })
})

describe.each(files.map((file) => [relative('.', file), storiesOf(file)] as const))('%s', (_file, stories) => {
  it('has at least one story', () => expect(stories.length).toBeGreaterThan(0))

  it.each(stories)('%s renders', async (_story, Story) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(<Story />)
    await Story.play?.({ canvasElement: container })
    // Let lazily imported islands (next/dynamic chunks) finish loading inside the test.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(container.textContent?.trim().length).toBeGreaterThan(0)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})

describe("the preview's Language and Country toolbar", () => {
  it('switches a story and its block context from its own language to the one picked', () => {
    const Own = composeStories(timelineStories).InEnglishWithoutHeading
    const { unmount } = render(<Own />)
    expect(screen.getByRole('list', { name: 'Timeline' })).toBeInTheDocument()
    unmount()
    const Picked = composeStories(timelineStories, {
      initialGlobals: { locale: 'pt', country: 'ao' },
    }).InEnglishWithoutHeading
    render(<Picked />)
    expect(screen.getByRole('list', { name: 'Cronologia' })).toBeInTheDocument()
  })
})
