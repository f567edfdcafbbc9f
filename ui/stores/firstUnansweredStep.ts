// The rule is the domain's: the reference server routes a legacy lead by it too (domain/flow/legacyPages.ts).
export { firstUnansweredStep } from '../../domain/flow/firstUnansweredStep';
