export function tallyPars(dbUrl: string): Promise<void>
export function clearParTally(): void
export function parTallyLine(): string | null
