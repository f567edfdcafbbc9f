/** Where test runs put throwaway embedded databases: FUNNEL_SCRATCH_DIR, else /dev/shm with room, else the temp folder. */
export function scratchRoot(): string;
