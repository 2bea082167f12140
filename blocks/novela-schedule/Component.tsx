import type { BlockProps } from '../../registry/types'

// PLACEHOLDER (being built in this session): renders nothing until the block's component lands.
export function NovelaScheduleBlockComponent(_props: BlockProps<'novelaSchedule'>) {
  return null
}
