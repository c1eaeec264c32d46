/** The greeting for the hour of the day (0–23), as a text key of workplace.messages.ts. */
export function greetingKey(hour: number): 'workplace.morning' | 'workplace.noon' | 'workplace.afternoon' | 'workplace.evening' {
  if (hour >= 5 && hour < 11) return 'workplace.morning';
  if (hour >= 11 && hour < 13) return 'workplace.noon';
  if (hour >= 13 && hour < 18) return 'workplace.afternoon';
  return 'workplace.evening';
}
