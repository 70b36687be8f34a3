import { Alert, Anchor, List } from '@mantine/core'

/** What stops a change flow's Save: the booker's details, or one guest of one room. */
type SaveProblem = { kind: 'booker' } | { kind: 'guest'; roomIndex: number; guestIndex: number }

/** What stops Save, each a link to the step that fixes it. */
export function SaveProblemsAlert<Problem extends SaveProblem>({
  problems,
  title,
  describe,
  onGo,
}: {
  problems: readonly Problem[]
  title: string
  describe: (problem: Problem) => string
  /** goes to the step where the problem is put right */
  onGo: (problem: Problem) => void
}) {
  return (
    <Alert color="negative" role="alert" title={title}>
      <List>
        {problems.map((problem) => (
          <List.Item
            key={problem.kind === 'booker' ? 'booker' : `${problem.roomIndex}-${problem.guestIndex}`}
          >
            <Anchor component="button" type="button" onClick={() => onGo(problem)}>
              {describe(problem)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
