/** Where the story files are, relative to .storybook/: Storybook shows them and stories/stories.test.tsx renders them. */
export const storyGlobs = ['../blocks/**/*.stories.tsx', '../components/**/*.stories.tsx', '../forms/**/*.stories.tsx']
