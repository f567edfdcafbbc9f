import type { CalendarDate } from '../../domain/validation/CalendarDate';
import { useApp } from './AppContext';

/** Today in the applicant's calendar, read from the Clock port (validators take it as an argument). */
export function useToday(): () => CalendarDate {
  const { services } = useApp();
  return () => {
    const now = new Date(services.clock.now());
    return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
  };
}
