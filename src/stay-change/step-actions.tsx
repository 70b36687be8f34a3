import { Button, Group } from '@mantine/core'

/** Back and Continue at the foot of a step form; each flow passes its own words. */
export function StepActions({
  onBack,
  backLabel,
  continueLabel,
  continueDisabled = false,
}: {
  /** none: the first step, with nothing to go back to (Continue keeps its place on the right) */
  onBack?: () => void
  backLabel: string
  continueLabel: string
  continueDisabled?: boolean
}) {
  return (
    <Group justify="space-between">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={continueDisabled}>
        {continueLabel}
      </Button>
    </Group>
  )
}
