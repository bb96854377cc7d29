// "At least k of these literals hold", for every k at once: a totalizer (Bailleux and Boufkhad,
// 2003) in the one direction a lower bound needs. `atLeast(...)[k - 1]` implies that k of the
// inputs are true; assume it to ask the solver for k.
import type { Clause } from './sat-solver.js'

export function atLeast(
  inputs: readonly number[],
  newVariable: () => number,
  add: (clause: Clause) => void,
): number[] {
  if (inputs.length <= 1) return [...inputs]
  const half = inputs.length >> 1
  const left = atLeast(inputs.slice(0, half), newVariable, add)
  const right = atLeast(inputs.slice(half), newVariable, add)
  const sum = Array.from({ length: inputs.length }, newVariable)
  // At least i + j + 1 in all needs more than i on the left or more than j on the right.
  for (let i = 0; i <= left.length; i++)
    for (let j = 0; j <= right.length; j++) {
      if (i + j >= sum.length) continue
      const clause = [-sum[i + j]!]
      if (i < left.length) clause.push(left[i]!)
      if (j < right.length) clause.push(right[j]!)
      add(clause)
    }
  return sum
}
