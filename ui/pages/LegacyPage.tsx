import { useEffect } from 'react';
import { INDEX_ROUTE } from '../../domain/state/routes';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';

/**
 * A legacy multi-field page of spec §2 (/personal-details …) opened directly on a brand that runs the v3 flow: it has
 * no screen of its own (ui/app/screenForRoute.ts), so the visitor is sent to the start, which opens the first step
 * still to answer, replacing the history entry.
 */
export function LegacyPage() {
  const navigate = useFunnelNavigate();
  useEffect(() => navigate(INDEX_ROUTE, 'REPLACE'), [navigate]);
  return null;
}
