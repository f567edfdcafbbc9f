import type { ConversionEvent, ConversionEventName, PixelTracker } from '../../application/ports/PixelTracker';

/** Records every tracked event as given (raw identity; hashing is the real adapters' job). */
export class SpyPixelTracker implements PixelTracker {
  readonly events: ConversionEvent[] = [];
  constructor(readonly vendor: string = 'spy') {}

  async track(event: ConversionEvent): Promise<void> {
    this.events.push(event);
  }

  /** Events of one name, in order. */
  eventsNamed(name: ConversionEventName): ConversionEvent[] {
    return this.events.filter((event) => event.name === name);
  }

  /** The distinct event ids seen for `name`: one per logical event, even across retries. */
  eventIdsOf(name: ConversionEventName): string[] {
    return [...new Set(this.eventsNamed(name).map((event) => event.eventId))];
  }
}
