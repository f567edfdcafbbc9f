/** Translation key of an offer-stage screen's title (spec §2 "Offer-stage routes"). */
export const offerStageTitleKey = (route: string): string => `common^offerStages>${route.slice(1)}>title`;
