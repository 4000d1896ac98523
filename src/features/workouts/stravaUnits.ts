/** Metres in one mile and in one foot (international definitions). */
const METRES_PER_MILE = 1609.344
const METRES_PER_FOOT = 0.3048
const SECONDS_PER_HOUR = 3600

/** Metres to miles. */
export function metresToMiles(metres: number): number {
  return metres / METRES_PER_MILE
}

/** Metres to feet. */
export function metresToFeet(metres: number): number {
  return metres / METRES_PER_FOOT
}

/** Metres per second to miles per hour. */
export function metresPerSecondToMph(speed: number): number {
  return (speed * SECONDS_PER_HOUR) / METRES_PER_MILE
}

/** Seconds it takes to cover one mile at `speed` m/s; null when not moving (no pace to show). */
export function paceSecondsPerMile(speed: number): number | null {
  return speed > 0 ? METRES_PER_MILE / speed : null
}

/** Seconds as minutes:seconds (docs/product.md §9), rounded to the second: 3725 → "62:05". */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const minutes = Math.floor(whole / 60)
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`
}
