// The offer-stage screens' chunk (ui/app/laterScreens.ts OfferStageScreen): one module, so the chunk is one import.
export { OfferStagePage } from './OfferStagePage';
