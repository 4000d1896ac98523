import type { AdviceFacts } from './adviceFacts'
import { consistencyParagraph, headlineParagraph, proteinParagraph, splitParagraph } from './adviceIntake'
import { heartRateParagraph, noMealsParagraphs, targetsParagraph, workoutParagraph } from './adviceBody'

/**
 * The built-in engine: advice written by rules from the computed facts, every sentence carrying the person's own
 * numbers. Paragraphs are separated by blank lines (the InsightLogEntry format).
 */
export function writeAdvice(facts: AdviceFacts): string {
  const { intake } = facts
  const paragraphs = intake
    ? [
        headlineParagraph(intake, facts),
        proteinParagraph(intake, facts),
        splitParagraph(intake, facts),
        consistencyParagraph(intake, facts),
      ]
    : noMealsParagraphs(facts)
  paragraphs.push(workoutParagraph(facts), heartRateParagraph(facts), targetsParagraph(facts.targets))
  return paragraphs.join('\n\n')
}
