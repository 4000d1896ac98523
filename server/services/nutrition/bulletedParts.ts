/**
 * "bibimbap\n- rice\n- bulgogi beef ~3oz\n- fried egg on top": a name alone on its line (no amount, no colon), then two
 * or more lines set off by a dash, star or bullet, is a dish with its parts (as "bibimbap: rice, …" reads), or a meal's
 * label over its foods ("lunch\n- turkey sandwich\n- apple").
 */
const NAME_OVER_BULLETS = /(^|\n)[ \t]*([a-z][a-z' &]{1,40}?)[ \t]*\n(?=(?:[ \t]*[-*•][ \t]*[^\n]+(?:\n|$)){2})/g

export const bulletedParts = (text: string): string => text.replace(NAME_OVER_BULLETS, '$1$2:\n')
