export const dayMs = 86_400_000;

export type Calendar = {
  today: number;
  at(dayOffset: number, minuteOfDay?: number): number;
  date(dayOffset: number): string;
};

export const isoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function calendarFor(now: number): Calendar {
  const today = Math.floor(now / dayMs) * dayMs;
  const at = (dayOffset: number, minuteOfDay = 0) => today + dayOffset * dayMs + minuteOfDay * 60_000;
  const dates = new Map<number, string>();
  const date = (dayOffset: number) => {
    let text = dates.get(dayOffset);
    if (text === undefined) {
      text = isoDate(at(dayOffset));
      dates.set(dayOffset, text);
    }
    return text;
  };
  return { today, at, date };
}
