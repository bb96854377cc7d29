// axe's serious and critical findings, each with where it is. A theme changes colours only, so a
// page already checked in one theme is checked in the other by the rules about colour alone
// (axe's slow part is the rest).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

export interface AxeOptions {
  /** 'colour' runs only the rules a theme can change. */
  rules?: 'all' | 'colour'
  /** Only inside this selector. */
  include?: string
  /** Put before each finding (the page or state it was found on). */
  label?: string
}

export async function axeFindings(page: Page, options: AxeOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page })
  builder = options.rules === 'colour' ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_AA)
  if (options.include) builder = builder.include(options.include)
  const { violations } = await builder.analyze()
  const prefix = options.label ? `${options.label}: ` : ''
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${prefix}${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

/** Every rule in the light theme, then the colour rules in the dark one; left light. */
export async function axeFindingsBothThemes(
  page: Page,
  options: Omit<AxeOptions, 'rules'> = {},
): Promise<string[]> {
  const label = (theme: string) => (options.label ? `${options.label}, ${theme}` : theme)
  await page.emulateMedia({ colorScheme: 'light' })
  const found = await axeFindings(page, { ...options, label: label('light') })
  await page.emulateMedia({ colorScheme: 'dark' })
  found.push(...(await axeFindings(page, { ...options, rules: 'colour', label: label('dark') })))
  await page.emulateMedia({ colorScheme: 'light' })
  return found
}
