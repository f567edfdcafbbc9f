import type { PostHogClient } from './PostHogClient';

/** posthog-js as its own chunk, requested only after consent (docs/architecture.md house rule 7). */
export const loadPostHog = async (): Promise<PostHogClient> => (await import('posthog-js')).default as unknown as PostHogClient;
