import { makeAutoObservable } from 'mobx';
import type { FunnelStore } from './FunnelStore';
import type { RootStore } from './RootStore';

/**
 * Why the route guard sent the applicant to the screen they see (issue 22 item 4): they opened a screen their
 * application is not at (`notPending`), a step of an application already sent (`closed`), or the API refused a step
 * because the application had moved on (`moved`) or was decided meanwhile (`decided`).
 */
export type RouteNoticeReason = 'notPending' | 'closed' | 'moved' | 'decided';

/** The notice a screen shows: only on the route the guard sent the applicant to. */
export interface RouteNotice {
  readonly route: string;
  readonly reason: RouteNoticeReason;
}

/** What a refused step says of where the application stands (the API's 409 StepNotPending / ApplicationDecided). */
export interface StepRefusal {
  readonly code: 'StepNotPending' | 'ApplicationDecided';
  /** The state the API names; without it the funnel reads the application again. */
  readonly progressState?: number;
}

/**
 * The route guard's memory across a redirect (ui/pages/ScreenGuard.tsx): the notice the screen it leads to shows, and
 * the API's word that the application is elsewhere. `follow` makes the funnel take the state the API answered, so the
 * guard sends the applicant to that state's screen, saying why.
 */
export class RouteGuardStore {
  notice: RouteNotice | null = null;
  /** The reason the next redirect is for, when the API gave one (a refused step). */
  private refusal: RouteNoticeReason | null = null;
  /** The screen last shown to the applicant (not an observable: read when a redirect is decided). */
  private shownRoute: string | null = null;

  constructor(private readonly funnel: FunnelStore) {
    makeAutoObservable<this, 'funnel' | 'shownRoute'>(this, { funnel: false, shownRoute: false });
  }

  /**
   * The API refused a step: the application stands elsewhere, and the funnel follows it — to the state the API names,
   * else to the application as the API answers it again (FunnelStore.resume).
   */
  follow(refused: StepRefusal): void {
    const state = this.funnel.state;
    if (!state) return;
    this.refusal = refused.code === 'ApplicationDecided' ? 'decided' : 'moved';
    if (refused.progressState !== undefined) this.funnel.adopt({ ...state, other: { ...state.other, progressState: refused.progressState } });
    else if (state.lead.id) void this.funnel.resume(state.lead.id);
  }

  /**
   * The guard sends the applicant to `route`: the screen there says why (the API's reason first). `reason` null: the
   * state moved under the screen by the applicant's own step, so nothing is said unless the API refused one.
   */
  redirected(route: string, reason: RouteNoticeReason | null): void {
    const why = this.refusal ?? reason;
    this.notice = why === null ? null : { route, reason: why };
    this.refusal = null;
  }

  /** Another screen opened: the notice was for the one before. */
  leftFor(route: string): void {
    this.shownRoute = route;
    if (this.notice && this.notice.route !== route) this.notice = null;
  }

  /** Whether `route` is the screen last shown: the state moved under the applicant, who did not open it out of turn. */
  wasOn(route: string): boolean {
    return this.shownRoute === route;
  }
}

/** The session's one RouteGuardStore, built on first use by the guard (RootStore.screenStore: not on the first step). */
export function routeGuardOf(stores: RootStore): RouteGuardStore {
  return stores.screenStore(RouteGuardStore, (_services, root) => new RouteGuardStore(root.funnel));
}
